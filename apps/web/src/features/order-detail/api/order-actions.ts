import type { TOrder } from '@brasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { applySavedOrder } from '../../../shared/orders/board-cache-updates';

const BASE = '/api-v2/pedidoIntegracao';

/** The order actions of the detail dialog (doc 1 §7): each answers the order as saved. */
export const ORDER_ACTION_PATHS = {
  importOrder: (id: number) => `${BASE}/importar/${id}`,
  undoImport: (id: number) => `${BASE}/desfazerIntegracao/${id}`,
  convert: (id: number) => `${BASE}/converterPedido/${id}`,
  undoConversion: (id: number) => `${BASE}/desfazerConversaoPedido/${id}`,
  convertToTab: (id: number, identifier: string) =>
    `${BASE}/converterPedidoComanda/${id}/${encodeURIComponent(identifier)}`,
  confirmDelivery: (id: number, code: string) => `${BASE}/confirmacaoDeEntrega/${id}/${encodeURIComponent(code)}`,
  renotify: (id: number) => `${BASE}/renotificar/${id}`,
  remove: (id: number, justification: string) => `${BASE}/${id}/${encodeURIComponent(justification)}`,
} as const;

export interface OrderActionInput {
  readonly path: string;
  readonly method?: 'POST' | 'DELETE';
  /** Shown when the server accepts. */
  readonly success: string;
  /** Shown when the server refuses without an errorMessage. */
  readonly fallback: string;
}

/** Runs one action and puts the answered order in every cached list and detail. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ path, method = 'POST' }: OrderActionInput) => apiFetch<TOrder>(path, { method }),
    onSuccess: (order, { success }) => {
      applySavedOrder(queryClient, order);
      notify.success(success);
    },
    onError: (error, { fallback }) => notify.error(readErrorMessage(error, fallback)),
  });
}
