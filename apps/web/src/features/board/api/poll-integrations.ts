import { withCardNulls, type TOrder } from '@brasa/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** One event of the integration polling (doc 4 §3 "Polling event"). */
export interface PollEvent {
  pedidoIntegracao?: TOrder;
  mensagemErro?: string;
}

/** POST /api-v2/pedidoIntegracao/poolingIntegracoes (doc 4 §7). */
export async function pollIntegrations(signal?: AbortSignal): Promise<PollEvent[]> {
  const events = await apiFetch<PollEvent[]>('/api-v2/pedidoIntegracao/poolingIntegracoes', { method: 'POST', signal });
  // Each order is a board card: its null fields read as null again.
  for (const event of events) if (event.pedidoIntegracao) withCardNulls(event.pedidoIntegracao);
  return events;
}
