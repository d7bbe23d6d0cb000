import type { TOrder } from '@brasa/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api-v2/pedidoIntegracao/importar/{id} (doc 1 §7): imports a paid order; answers the order as saved. */
export function postOrderImport(orderId: number): Promise<TOrder> {
  return apiFetch<TOrder>(`/api-v2/pedidoIntegracao/importar/${orderId}`, { method: 'POST' });
}
