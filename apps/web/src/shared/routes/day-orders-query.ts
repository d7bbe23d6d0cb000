import { COURIER_PATHS, type TOrdersByCourier } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client';

/** The routes' screens (route planning, the routes dialog) read the same list, refreshed by dispatch events. */
export const dayRoutesQueries = {
  /**
   * GET listPorEntregador with showTakeout (doc 4 §7): the dispatch day's orders (04:00 to 04:00, the server's
   * default period), with and without a courier, flattened; the screens regroup them by dispatch group.
   */
  dayOrders: () =>
    queryOptions({
      queryKey: ['orders', 'route-planning', 'day'] as const,
      queryFn: async ({ signal }) => {
        const groups = await apiFetch<TOrdersByCourier[]>(COURIER_PATHS.listByCourier, {
          signal,
          query: { showTakeout: true },
        });
        return groups.flatMap((group) => group.pedidos);
      },
    }),
};
