/**
 * The local card-terminal agent (tipos=EL) on the cashier's machine, doc 1 §7 (port 2001): the browser starts the
 * sale there, follows it and relays its signed result to our server, which trusts the signature, not the browser.
 * No session token goes to the agent (auth: false).
 */
import type { TTefAgentCancelResult, TTefAgentResult, TTefAgentSale, TTefIntent } from '@brasa/contracts';
import { apiFetch } from '../../../../shared/api/api-client';

/** doc 1 §7: the agent's operations (credit in one instalment). */
export type TefAgentOperation = 'credito' | 'debito' | 'pix';

/** The agent's operation for the intent's card type (CC credit, CD debit, PX/PD pix), null when none fits. */
export function agentOperationOf(cardType: TTefIntent['tipoCartao'] | undefined): TefAgentOperation | null {
  switch (cardType) {
    case 'CC':
      return 'credito';
    case 'CD':
      return 'debito';
    case 'PX':
    case 'PD':
      return 'pix';
    default:
      return null;
  }
}

const sale = (referencia: string) => `/vendas/${encodeURIComponent(referencia)}`;

/** What the agent says of itself (GET /configuracao): its pinpad, version and operations. */
export interface TefAgentInfo {
  terminal?: string;
  versao?: string;
  operacoes?: string[];
}

export const tefAgentApi = {
  /** Whether the agent answers on this machine, and what it is. */
  info: (agentUrl: string, signal?: AbortSignal) =>
    apiFetch<TefAgentInfo>(`${agentUrl}/configuracao`, { auth: false, signal }),
  /** Starts the sale; the same reference again answers the same sale (a retry never charges twice). */
  start: (agentUrl: string, operation: TefAgentOperation, body: { valor: number; referencia: string }) =>
    apiFetch<TTefAgentSale>(`${agentUrl}/${operation}`, {
      method: 'POST',
      auth: false,
      body: operation === 'credito' ? { ...body, parcelas: 1 } : body,
    }),
  sale: (agentUrl: string, referencia: string, signal?: AbortSignal) =>
    apiFetch<TTefAgentSale>(`${agentUrl}${sale(referencia)}`, { auth: false, signal }),
  /** Stops a sale still at the pinpad; a finished one is answered as it is (its result must be relayed). */
  cancel: (agentUrl: string, referencia: string) =>
    apiFetch<TTefAgentSale>(`${agentUrl}${sale(referencia)}/cancelar`, { method: 'POST', auth: false, body: {} }),
  /** Our server recorded the result: the agent may forget it. */
  confirm: (agentUrl: string, referencia: string) =>
    apiFetch<TTefAgentSale>(`${agentUrl}${sale(referencia)}/confirmar`, { method: 'POST', auth: false, body: {} }),
  /** The administrative cancel of an approved sale (doc 1 §7: nsu, data, valor), answered signed by the agent. */
  cancelSale: (agentUrl: string, body: { nsu: string; data: string; valor: number }) =>
    apiFetch<TTefAgentCancelResult>(`${agentUrl}/cancelamento`, { method: 'POST', auth: false, body }),
  /** The final results the agent still keeps (not confirmed): re-sent to the server on load. */
  pending: (agentUrl: string, signal?: AbortSignal) =>
    apiFetch<TTefAgentResult[]>(`${agentUrl}/pendentes`, { auth: false, signal }),
};

/** How often the browser asks the agent about a sale at the pinpad. */
export const TEF_AGENT_POLL_MS = 500;
