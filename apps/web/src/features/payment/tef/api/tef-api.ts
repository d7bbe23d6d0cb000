/** Our server's card-terminal calls (TEF_PATHS); the browser never talks to the acquirer. */
import {
  TEF_PATHS,
  type TActiveIntegration,
  type TTefAgentCancelResult,
  type TTefAgentResult,
  type TTefConfig,
  type TTefIntent,
  type TTefTerminal,
} from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../../shared/api/api-client';
import type { PrintResult } from '../../../../shared/api/print-api';
import type { TefReceipt } from '../model/receipt-choice';

export interface TefIntentStart {
  readonly pedidoId: number;
  readonly formaPagamentoId: number;
  readonly valor: number;
  readonly terminalId?: string;
}

export interface TefLogin {
  readonly cpfCnpj: string;
  readonly senha: string;
  readonly terminalId?: string;
  readonly localImpressao?: string;
}

const withKey = (key: string) => ({ 'Idempotency-Key': key });

export const tefApi = {
  /** Active cloud (TEF) and local-agent (EL) integrations of the unit. */
  integrations: (signal?: AbortSignal) =>
    apiFetch<TActiveIntegration[]>(TEF_PATHS.allIntegracoesAtivas, { query: { tipos: 'TEF,EL' }, signal }),
  config: (signal?: AbortSignal) => apiFetch<TTefConfig>(TEF_PATHS.configuracao, { signal }),
  terminals: (signal?: AbortSignal) => apiFetch<TTefTerminal[]>(TEF_PATHS.terminais, { signal }),
  login: (body: TefLogin) => apiFetch<TTefConfig>(TEF_PATHS.login, { method: 'POST', body }),
  start: (body: TefIntentStart, key: string) =>
    apiFetch<TTefIntent>(TEF_PATHS.intencaoVenda, { method: 'POST', body, headers: withKey(key) }),
  byId: (id: number, signal?: AbortSignal) => apiFetch<TTefIntent>(TEF_PATHS.intencaoVendaById(id), { signal }),
  ofOrder: (pedidoId: number, signal?: AbortSignal) =>
    apiFetch<TTefIntent[]>(TEF_PATHS.intencoesDoPedido, { query: { pedidoId }, signal }),
  cancel: (id: number, key: string) =>
    apiFetch<TTefIntent>(TEF_PATHS.cancelar(id), { method: 'POST', headers: withKey(key) }),
  authorizationCode: (id: number, codigoAutorizacao: string) =>
    apiFetch<TTefIntent>(TEF_PATHS.codigoAutorizacao(id), { method: 'POST', body: { codigoAutorizacao } }),
  /** doc 1 §5: inside the window, with the technical password; the server cancels the sale at the provider. */
  deletePayment: (id: number, senhaTecnica: string, cancelamentoAgente?: TTefAgentCancelResult) =>
    apiFetch<TTefIntent>(TEF_PATHS.excluirPagamento(id), {
      method: 'POST',
      body: cancelamentoAgente ? { senhaTecnica, cancelamentoAgente } : { senhaTecnica },
    }),
  /** EL: the agent's signed cancel of a late approval the order could not take (the server marks it reversed). */
  agentCancel: (result: TTefAgentCancelResult) =>
    apiFetch<TTefIntent>(TEF_PATHS.cancelamentoAgente, { method: 'POST', body: result }),
  /** EL: the unit's approvals still to reverse at the agent. */
  agentReversals: (signal?: AbortSignal) => apiFetch<TTefIntent[]>(TEF_PATHS.estornosAgente, { signal }),
  /** EL: the local agent's signed result for this intent (the server checks the signature and records it once). */
  agentResult: (id: number, result: TTefAgentResult) =>
    apiFetch<TTefIntent>(TEF_PATHS.resultadoAgente(id), { method: 'POST', body: result }),
  /** EL: a result the agent kept (the page closed before relaying it), found by its reference. */
  keptAgentResult: (result: TTefAgentResult) =>
    apiFetch<TTefIntent>(TEF_PATHS.resultadoAgentePendente, { method: 'POST', body: result }),
  printReceipt: (location: string, body: { pedidoId: number; intencaoVendaId: number; comprovante: TefReceipt }) =>
    apiFetch<PrintResult[]>(TEF_PATHS.enviarImpressaoTef(location), { method: 'POST', body }),
};

/** While an intent is not final its copy is refreshed this often, in case a realtime message was missed. */
export const TEF_POLL_MS = 2_000;

export const tefQueries = {
  all: () => ['tef'] as const,
  integrations: () =>
    queryOptions({
      queryKey: [...tefQueries.all(), 'integrations'] as const,
      queryFn: ({ signal }) => tefApi.integrations(signal),
      staleTime: 60_000,
    }),
  config: () =>
    queryOptions({
      queryKey: [...tefQueries.all(), 'config'] as const,
      queryFn: ({ signal }) => tefApi.config(signal),
      staleTime: 0,
    }),
  terminals: () =>
    queryOptions({
      queryKey: [...tefQueries.all(), 'terminals'] as const,
      queryFn: ({ signal }) => tefApi.terminals(signal),
      staleTime: 0,
    }),
  intent: (id: number) =>
    queryOptions({
      queryKey: [...tefQueries.all(), 'intent', id] as const,
      queryFn: ({ signal }) => tefApi.byId(id, signal),
    }),
  ofOrder: (pedidoId: number) =>
    queryOptions({
      queryKey: [...tefQueries.all(), 'order', pedidoId] as const,
      queryFn: ({ signal }) => tefApi.ofOrder(pedidoId, signal),
      staleTime: 0,
    }),
};
