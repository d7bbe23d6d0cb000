import type { TOrder } from '@brasa/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** One per-order result of associar-despacho: the order as saved, or its id with err (doc 4 §7). */
export type DispatchResult = Pick<TOrder, 'id'> & Partial<TOrder> & { err?: string | null };

/**
 * POST /api-v2/pedidoIntegracao/associar-despacho/multiple/{orderIds}/ENVIADO?idDeliveryMan= (doc 4 §7):
 * moves the listed orders to ENVIADO with the courier in one call; answers per order, err on the ones that
 * failed while the others are done.
 */
export function postDispatch(orderIds: readonly number[], courierId: number): Promise<DispatchResult[]> {
  return apiFetch<DispatchResult[]>(
    `/api-v2/pedidoIntegracao/associar-despacho/multiple/${orderIds.join(',')}/ENVIADO`,
    { method: 'POST', query: { idDeliveryMan: courierId } },
  );
}
