import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { TABS_TEXTS } from './tabs-texts';

export type Check = { ok: true } | { ok: false; message: string };

/** doc 3 §5 "Join tab": orders with a cancellation reason are ignored. */
export function joinableOrders(orders: readonly TOrder[]): TOrder[] {
  return orders.filter((order) => !order.motivoCancelamento && order.ativo !== false);
}

/** Adds the orders found for one more number to the join list (no duplicates). */
export function addToJoinList(current: readonly TOrder[], found: readonly TOrder[]): TOrder[] {
  const ids = new Set(current.map((order) => order.id));
  return [...current, ...joinableOrders(found).filter((order) => !ids.has(order.id))];
}

/** doc 3 §5 "Join tab": more than one order, and one destination chosen by radio. */
export function checkJoin(orders: readonly TOrder[], destinationId: number | null, word: string): Check {
  if (orders.length < 2) return { ok: false, message: MSG.adicioneOutraParaJuntar(word) };
  if (destinationId === null || !orders.some((order) => order.id === destinationId)) {
    return { ok: false, message: TABS_TEXTS.SELECT_DESTINATION };
  }
  return { ok: true };
}

/** doc 3 §8 '{type} X foi agrupada na {type} Y': one line per joined number other than the destination's. */
export function joinSuccessMessages(orders: readonly TOrder[], destination: TOrder, label: string): string[] {
  const target = destination.identificadorPrincipal ?? String(destination.id);
  const numbers = new Set(
    orders
      .filter((order) => order.id !== destination.id)
      .map((order) => order.identificadorPrincipal ?? String(order.id))
      .filter((number) => number !== target),
  );
  return [...numbers].map((number) => MSG.identificadorAgrupado(label, number, target));
}
