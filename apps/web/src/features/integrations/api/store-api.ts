/** The integrations drawer's calls (doc 2 §7): our server asks the marketplace; the browser never talks to it. */
import {
  STORE_PATHS,
  type TCreateInterruption,
  type TDrawerIntegration,
  type TIntegrationStores,
  type TInterruption,
  type TOpeningHours,
  type TStoreOpenStatus,
  type TStoreStatus,
} from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const storeApi = {
  integrations: (signal?: AbortSignal) => apiFetch<TDrawerIntegration[]>(STORE_PATHS.integracoesAtivas, { signal }),
  stores: (signal?: AbortSignal) => apiFetch<TIntegrationStores[]>(STORE_PATHS.statusLojas, { signal }),
  setStoreStatus: (configId: number, storeId: string, status: TStoreOpenStatus) =>
    apiFetch<TStoreStatus>(STORE_PATHS.alterarStatusLoja(configId, storeId, status), { method: 'POST' }),
  interruptions: async (configId: number) => {
    const answer = await apiFetch<{ message: string }>(STORE_PATHS.aplicarAcao(configId, 'LISTAR_INTERRUPCOES'), {
      method: 'POST',
    });
    return JSON.parse(answer.message) as TInterruption[];
  },
  openingHours: async (configId: number) => {
    const answer = await apiFetch<{ message: string }>(STORE_PATHS.aplicarAcao(configId, 'HORARIOS_FUNCIONAMENTO'), {
      method: 'POST',
    });
    return JSON.parse(answer.message) as TOpeningHours[];
  },
  /** One key per creation attempt: a retried request creates one interruption. */
  createInterruption: (configId: number, body: TCreateInterruption, key: string = newKey()) =>
    apiFetch<TInterruption>(STORE_PATHS.createInterruption(configId), {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    }),
  deleteInterruptions: (configId: number, list: { id: string; storeId: string }[]) =>
    apiFetch<{ removidas: number }>(STORE_PATHS.deleteInterruption(configId), { method: 'POST', body: list }),
  setChat: (configId: number, chat: boolean) =>
    apiFetch<TDrawerIntegration>(STORE_PATHS.atualizarParametro(configId, chat), { method: 'POST' }),
  messagingStatus: (signal?: AbortSignal) => apiFetch<{ connected: boolean }>(STORE_PATHS.messagingStatus, { signal }),
};

export const storeQueries = {
  all: () => ['integrations-drawer'] as const,
  integrations: () =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'integrations'] as const,
      queryFn: ({ signal }) => storeApi.integrations(signal),
      staleTime: 0,
    }),
  stores: () =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'stores'] as const,
      queryFn: ({ signal }) => storeApi.stores(signal),
      staleTime: 0,
    }),
  interruptions: (configId: number) =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'interruptions', configId] as const,
      queryFn: () => storeApi.interruptions(configId),
      staleTime: 0,
    }),
  openingHours: (configId: number) =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'opening-hours', configId] as const,
      queryFn: () => storeApi.openingHours(configId),
      staleTime: 60_000,
    }),
  messaging: () =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'messaging'] as const,
      queryFn: ({ signal }) => storeApi.messagingStatus(signal),
      staleTime: 0,
    }),
};
