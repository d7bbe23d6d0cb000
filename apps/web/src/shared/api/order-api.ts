import type { TOrder } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

const BASE = '/api-v2/pedidoIntegracao';

/** GET /api-v2/pedidoIntegracao/{id}: one order as the server has it now. */
export function fetchOrder(id: number, signal?: AbortSignal): Promise<TOrder> {
  return apiFetch<TOrder>(`${BASE}/${id}`, { signal });
}

/** POST /api-v2/pedidoIntegracao/importar/{id} (doc 1 §7): imports a paid order; answers the order as saved. */
export function postOrderImport(id: number): Promise<TOrder> {
  return apiFetch<TOrder>(`${BASE}/importar/${id}`, { method: 'POST' });
}

/** One order's outcome of importarTodos: imported (the order as saved) or why not. */
export type ImportAllResult = { id: number; pedidoIntegracao: TOrder } | { id: number; msgErro: string };

/** POST /api-v2/pedidoIntegracao/importarTodos (doc 1 §7): each order on its own; failures carry `msgErro`. */
export function postImportAll(ids: readonly number[]): Promise<ImportAllResult[]> {
  return apiFetch<ImportAllResult[]>(`${BASE}/importarTodos`, { method: 'POST', body: ids.map((id) => ({ id })) });
}

/** Which dialog holds a fresh copy of an order: each keeps its own, so one's refresh never resets the other. */
export type FreshOrderHolder = 'payment' | 'edit';

/**
 * Query keys and options of single orders read by several features (STYLE.md §7). Everything sits under
 * ['orders'], the key that saves, imports and realtime events invalidate, so these refresh with the rest.
 */
export const orderApiQueries = {
  all: () => ['orders'] as const,
  /** The order a dialog works on, always fetched anew and dropped on close: a stale version would only conflict. */
  fresh: (id: number, holder: FreshOrderHolder) =>
    queryOptions({
      queryKey: [...orderApiQueries.all(), holder, id] as const,
      queryFn: ({ signal }) => fetchOrder(id, signal),
      staleTime: 0,
      gcTime: 0,
    }),
};
