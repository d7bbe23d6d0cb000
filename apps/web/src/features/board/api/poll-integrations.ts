import type { TOrder } from '@brasa/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** One event of the integration polling (doc 4 §3 "Polling event"). */
export interface PollEvent {
  pedidoIntegracao?: TOrder;
  mensagemErro?: string;
}

/** POST /api-v2/pedidoIntegracao/poolingIntegracoes (doc 4 §7). */
export function pollIntegrations(signal?: AbortSignal): Promise<PollEvent[]> {
  return apiFetch<PollEvent[]>('/api-v2/pedidoIntegracao/poolingIntegracoes', { method: 'POST', signal });
}
