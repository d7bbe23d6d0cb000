import { apiFetch } from '../../../shared/api/api-client';
import type { PaymentDeletionEvent } from '../model/payment-request';

/** POST /api-v2/logEvento: the audit of a deleted payment with the reason typed (doc 1 §5, §7). */
export function postPaymentDeletionEvent(event: PaymentDeletionEvent): Promise<unknown> {
  return apiFetch<unknown>('/api-v2/logEvento', { method: 'POST', body: event });
}
