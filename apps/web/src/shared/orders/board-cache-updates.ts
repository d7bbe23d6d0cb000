import type { TOrder } from '@brasa/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { placeOrder } from './board-cache';
import type { BoardQueryParams } from './board-query';
import { orderQueries } from './order-queries';

type BoardListKey = ReturnType<typeof orderQueries.board>['queryKey'];

/** Applies `update` to every cached board list (one per period/filter the user has looked at). */
export function updateBoardLists(
  queryClient: QueryClient,
  update: (orders: readonly TOrder[], params: BoardQueryParams) => readonly TOrder[],
): void {
  for (const [key, orders] of queryClient.getQueriesData<TOrder[]>({ queryKey: orderQueries.boards() })) {
    if (!orders) continue;
    const params = (key as BoardListKey)[2];
    const next = update(orders, params);
    if (next !== orders) queryClient.setQueryData<TOrder[]>(key, next as TOrder[]);
  }
}

/** A server answer (or message) with the current state of an order: board lists, its detail, the list pages. */
export function applySavedOrder(queryClient: QueryClient, order: TOrder): void {
  updateBoardLists(queryClient, (orders, params) => placeOrder(orders, order, params));
  const detailKey = orderQueries.detail(order.id).queryKey;
  const detail = queryClient.getQueryData<TOrder>(detailKey);
  if (detail && (detail.version ?? 0) < (order.version ?? 0)) queryClient.setQueryData(detailKey, order);
  void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
}
