import type { TOrder } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** The saved order the order dialog edits (doc 2 §2.7), always fresh: a stale version would only conflict. */
export const editedOrderQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'edit', id] as const,
    queryFn: ({ signal }) => apiFetch<TOrder>(`/api-v2/pedidoIntegracao/${id}`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
