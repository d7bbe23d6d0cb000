import type { TOrder } from '@brasa/contracts';
import { ZERO_CENTS, addCents, asCents, toCents, type Cents } from '@brasa/domain';
import type { IdentifierCard } from './identifier-cards';

export interface TabsTotals {
  readonly count: number;
  readonly total: Cents;
  /** doc 4 §9: total divided by the number of non-cancelled orders (0 without any). */
  readonly averageTicket: Cents;
  /** doc 4 §9: percentage of tables with orders, 0 without tables. */
  readonly occupancy: number;
}

/** The totals strip of the tab and table board (doc 4 §2 "Layout", §9), in integer cents. */
export function calculateTabsTotals(orders: readonly TOrder[], tables: readonly IdentifierCard[]): TabsTotals {
  let total = ZERO_CENTS;
  let counted = 0;
  for (const order of orders) {
    if (order.situacao === 'CANCELADO' || order.ativo === false) continue;
    counted += 1;
    total = addCents(total, toCents(Number.isFinite(order.totalPedido) ? order.totalPedido : 0));
  }
  const occupied = tables.filter((card) => card.orders.length > 0).length;
  return {
    count: counted,
    total,
    averageTicket: counted === 0 ? ZERO_CENTS : asCents(Math.round(total / counted)),
    occupancy: tables.length === 0 ? 0 : Math.round((occupied / tables.length) * 100),
  };
}
