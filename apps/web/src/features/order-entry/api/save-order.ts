import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api-v2/pedidoIntegracao: the saved order, totals recomputed by the server (doc 2 §7). */
export function postOrder(request: TOrderSaveRequest): Promise<TOrder> {
  return apiFetch<TOrder>('/api-v2/pedidoIntegracao', { method: 'POST', body: request });
}
