import type { TOrder } from '@brasa/contracts';
import { isOpenOrder } from './identifier-cards';

const TAB_TYPES = new Set(['COMANDA', 'MESA']);

/** Whether an order belongs on the tab and table board: a tab or table, open, unpaid, not imported. */
export function belongsOnTabsBoard(order: TOrder): boolean {
  return TAB_TYPES.has(order.tipo) && isOpenOrder(order) && !order.pago && !order.dataImportacao;
}

/**
 * One saved or removed order applied to the board's list in place: an older version than the one shown is
 * ignored; an order that no longer belongs (paid, cancelled, inactive after a join or transfer) leaves.
 */
export function applyTabsEvent(orders: readonly TOrder[], order: TOrder, removed: boolean): TOrder[] {
  const index = orders.findIndex((candidate) => candidate.id === order.id);
  const shown = index >= 0 ? orders[index]! : null;
  if (shown && (shown.version ?? 0) > (order.version ?? 0)) return orders as TOrder[];
  const keep = !removed && belongsOnTabsBoard(order);
  if (index < 0) return keep ? [...orders, order] : (orders as TOrder[]);
  const next = [...orders];
  if (keep) next[index] = order;
  else next.splice(index, 1);
  return next;
}

/** Orders returned by a board action (join, transfer, close) merged the same way. */
export function applySavedOrders(orders: readonly TOrder[], saved: readonly TOrder[]): TOrder[] {
  return saved.reduce<TOrder[]>((list, order) => applyTabsEvent(list, order, false), [...orders]);
}
