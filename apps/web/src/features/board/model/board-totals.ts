import type { TOrder } from '@brasa/contracts';
import { ZERO_CENTS, addCents, asCents, toCents, type Cents } from '@brasa/domain';

export interface BoardTotals {
  count: number;
  /** Sum of the orders that were not cancelled: a cancelled sale is no revenue. */
  total: Cents;
  /** doc 4 §9: total divided by the number of non-cancelled orders (0 when there is none). */
  averageTicket: Cents;
}

/** The totals strip of the board (doc 4 §2 "Layout"), in integer cents. */
export function calculateBoardTotals(orders: readonly TOrder[]): BoardTotals {
  let total = ZERO_CENTS;
  let counted = 0;
  for (const order of orders) {
    if (order.situacao === 'CANCELADO') continue;
    counted += 1;
    total = addCents(total, toCents(Number.isFinite(order.totalPedido) ? order.totalPedido : 0));
  }
  const averageTicket = counted === 0 ? ZERO_CENTS : asCents(Math.round(total / counted));
  return { count: orders.length, total, averageTicket };
}
