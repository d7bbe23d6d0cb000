import type { TOrder } from '@brasa/contracts';
import type { OrderStatus } from '@brasa/domain';
import type { OrderRealtimeEvent } from '../realtime/realtime-events';
import { matchesBoardQuery, type BoardQueryParams } from './board-query';

/**
 * Pure updates of a cached board list. Each returns the same array when nothing changed, so the cache does
 * not re-render for a message it already reflects (the server also echoes our own changes).
 */

/**
 * Adds the order or replaces the cached one. The server bumps `version` on every change, so an answer or
 * message older than (or as old as) what the card shows is ignored: a late echo never undoes a newer
 * state, and an optimistic move is not undone by the echo of the state it started from.
 */
export function upsertOrder(orders: readonly TOrder[], order: TOrder): readonly TOrder[] {
  const index = orders.findIndex((cached) => cached.id === order.id);
  if (index === -1) return [...orders, order];
  if ((orders[index]!.version ?? 0) >= (order.version ?? 0)) return orders;
  const next = [...orders];
  next[index] = order;
  return next;
}

function removeOrder(orders: readonly TOrder[], id: number): readonly TOrder[] {
  return orders.some((order) => order.id === id) ? orders.filter((order) => order.id !== id) : orders;
}

/** A saved or moved order: upserted where it belongs, taken out of a list it no longer matches. */
export function placeOrder(orders: readonly TOrder[], order: TOrder, params: BoardQueryParams): readonly TOrder[] {
  return matchesBoardQuery(order, params) ? upsertOrder(orders, order) : removeOrder(orders, order.id);
}

/** A realtime message applied to one cached board list; generic (tab, table, quick-sale) messages pass by. */
export function applyOrderEvent(
  orders: readonly TOrder[],
  event: OrderRealtimeEvent,
  params: BoardQueryParams,
): readonly TOrder[] {
  switch (event.kind) {
    case 'orderSaved':
      return event.scope === 'board' ? placeOrder(orders, event.order, params) : orders;
    case 'orderMoved':
      return placeOrder(orders, event.order, params);
    case 'orderRemoved':
      return event.scope === 'board' ? removeOrder(orders, event.order.id) : orders;
  }
}

/** doc 2 §4.1: a dragged card moves at once, before the server answers. */
export function moveOrderOptimistically(orders: readonly TOrder[], id: number, to: OrderStatus): readonly TOrder[] {
  const index = orders.findIndex((order) => order.id === id);
  if (index === -1 || orders[index]!.situacao === to) return orders;
  const next = [...orders];
  next[index] = { ...orders[index]!, situacao: to };
  return next;
}

/**
 * The move failed: the card goes back to `previous`, unless the server has meanwhile sent a newer state of
 * the order (then that state is the truth and stays).
 */
export function revertOptimisticMove(
  orders: readonly TOrder[],
  previous: TOrder,
  attempted: OrderStatus,
): readonly TOrder[] {
  const index = orders.findIndex((order) => order.id === previous.id);
  if (index === -1) return orders;
  const cached = orders[index]!;
  if (cached.version !== previous.version || cached.situacao !== attempted) return orders;
  const next = [...orders];
  next[index] = previous;
  return next;
}
