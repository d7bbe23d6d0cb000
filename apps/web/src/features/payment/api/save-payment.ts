import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/**
 * POST /api-v2/pedidoIntegracao with the whole order (doc 1 §7): pays, deletes a payment, saves fees and
 * discounts. Money moves, so it carries the attempt's Idempotency-Key (a retry answers the first result).
 */
export function postPaymentOrder(request: TOrderSaveRequest, idempotencyKey: string): Promise<TOrder> {
  return apiFetch<TOrder>('/api-v2/pedidoIntegracao', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
