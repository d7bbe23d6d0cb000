import { MARKETPLACE_DISPUTE_PATHS, type TDisputeAnswer, type TMarketplaceDispute } from '@brasa/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** The board's query of the unit's open iFood disputes (realtime MARKETPLACE_DISPUTE keeps it current). */
export const DISPUTES_QUERY_KEY = ['marketplace-disputes'] as const;

export function listOpenDisputes(signal?: AbortSignal): Promise<TMarketplaceDispute[]> {
  return apiFetch<TMarketplaceDispute[]>(MARKETPLACE_DISPUTE_PATHS.list, { signal });
}

/** Answers a dispute at iFood; the key makes a retry after a lost answer get the first result. */
export function answerDispute(id: number, body: TDisputeAnswer, idempotencyKey: string): Promise<TMarketplaceDispute> {
  return apiFetch<TMarketplaceDispute>(MARKETPLACE_DISPUTE_PATHS.answer(id), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
