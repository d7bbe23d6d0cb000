import type { TOrder } from '@brasa/contracts';
import { ORDER_STATUSES, isOrderStatus, visibleBoardColumns, type OrderStatus } from '@brasa/domain';
import type { SortOrder } from '../../../shared/orders/board-query';

/** doc 2 §2.1: a list shows 50 cards, and each 'Mostrar mais' adds 20. */
export const INITIAL_CARDS_PER_COLUMN = 50;
export const MORE_CARDS_STEP = 20;

export type OrdersByStatus = Record<OrderStatus, TOrder[]>;

/**
 * Cards in board order: 'asc' (the default) shows the newest first, 'desc' the oldest first (doc 4 §9).
 * Ties on the order date fall back to the id so the order is stable.
 */
export function compareOrders(orderBy: SortOrder) {
  const direction = orderBy === 'asc' ? -1 : 1;
  return (a: TOrder, b: TOrder): number => {
    const byDate = Date.parse(a.dataPedido) - Date.parse(b.dataPedido);
    if (byDate !== 0 && !Number.isNaN(byDate)) return byDate * direction;
    return (a.id - b.id) * direction;
  };
}

/** Orders split by status, each list sorted; orders with an unknown status have no column. */
export function groupOrdersByStatus(orders: readonly TOrder[], orderBy: SortOrder): OrdersByStatus {
  const groups = Object.fromEntries(ORDER_STATUSES.map((status) => [status, [] as TOrder[]])) as OrdersByStatus;
  for (const order of orders) if (isOrderStatus(order.situacao)) groups[order.situacao].push(order);
  const compare = compareOrders(orderBy);
  for (const status of ORDER_STATUSES) groups[status].sort(compare);
  return groups;
}

/** The columns to draw: the pickup column with its parameter on, or while it still holds cards. */
export function boardColumns(groups: OrdersByStatus, awaitingPickupEnabled: boolean): OrderStatus[] {
  return visibleBoardColumns({ awaitingPickupEnabled, awaitingPickupCards: groups.AGUARDANDO_RETIRADA.length });
}
