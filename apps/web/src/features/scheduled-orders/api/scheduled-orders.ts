import { TABS_PATHS, type TOrder } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { orderQueries } from '../../../shared/orders/order-queries';

/** GET listAllPedidosAgendados?dtInicio=&dtFinal= (doc 4 §7): the scheduled orders of the period. */
export const scheduledOrdersQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...orderQueries.all(), 'scheduled', from, to] as const,
    queryFn: ({ signal }) =>
      apiFetch<TOrder[]>(TABS_PATHS.listAllPedidosAgendados, { signal, query: { dtInicio: from, dtFinal: to } }),
  });
