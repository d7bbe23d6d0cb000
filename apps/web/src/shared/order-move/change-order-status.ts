import type { TOrder } from '@brasa/contracts';
import type { OrderStatus } from '@brasa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { useNotify } from '../ui/notify';
import { moveOrderOptimistically, revertOptimisticMove } from '../orders/board-cache';
import { BOARD_TEXTS } from './board-messages';
import { tefPaymentsOf } from './move-rules';
import {
  statusChangeFailureMessage,
  statusChangeSuccessMessage,
  tefCancelEvent,
  type StatusChangeSource,
  type TefCancelEvent,
} from './status-change-feedback';
import { applySavedOrder, updateBoardLists } from '../orders/board-cache-updates';
import { orderQueries } from '../orders/order-queries';

export const CHANGE_STATUS_MUTATION_KEY = ['orders', 'changeStatus'] as const;

export interface ChangeStatusInput {
  /** The card as it was when the user moved it. */
  order: TOrder;
  to: OrderStatus;
  motivoCancelamento?: string;
  /** The marketplace's cancellation code (IF orders, doc 1 §2.15). */
  cancellationCode?: string;
  /** Moving to ENVIADO with a courier chosen in the courier dialog: one call assigns and moves. */
  idDeliveryMan?: number;
  /** Which messages to show (the board's by default). */
  source?: StatusChangeSource;
  /** The user confirmed cancelling an order with card-terminal payments: the cancel is audited (doc 1 §4). */
  tefConfirmed?: boolean;
}

/** POST /api-v2/pedidoIntegracao/situacao/{id}/{status}?motivoCancelamento=&cancellationCode=&idDeliveryMan= (doc 1 §4, §7). */
export function changeOrderStatus({
  order,
  to,
  motivoCancelamento,
  cancellationCode,
  idDeliveryMan,
}: ChangeStatusInput): Promise<TOrder> {
  return apiFetch<TOrder>(`/api-v2/pedidoIntegracao/situacao/${order.id}/${to}`, {
    method: 'POST',
    query: {
      motivoCancelamento: motivoCancelamento?.trim() || undefined,
      cancellationCode: cancellationCode || undefined,
      idDeliveryMan,
    },
  });
}

/** POST /api-v2/logEvento: the audit of a cancel with card-terminal payments (doc 1 §4, §7). */
export function postTefCancelEvent(event: TefCancelEvent): Promise<unknown> {
  return apiFetch<unknown>('/api-v2/logEvento', { method: 'POST', body: event });
}

/**
 * Moves a card (doc 2 §4.1): at once in every cached board list, back again if the server refuses, with
 * the server's errorMessage or the source's fallback (status-change-feedback.ts); a server message for the
 * user on the result is shown as a warning. A confirmed cancel with card-terminal payments is audited once
 * the server has cancelled.
 */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationKey: CHANGE_STATUS_MUTATION_KEY,
    mutationFn: changeOrderStatus,
    onMutate: async ({ order, to }: ChangeStatusInput) => {
      // A board fetch that started before the move would land on top of it with the old column.
      const wasFetching = queryClient.isFetching({ queryKey: orderQueries.boards() }) > 0;
      await queryClient.cancelQueries({ queryKey: orderQueries.boards() });
      updateBoardLists(queryClient, (orders) => moveOrderOptimistically(orders, order.id, to));
      return { previous: order, wasFetching };
    },
    onError: (error, { to, source = 'board' }, context) => {
      if (context) updateBoardLists(queryClient, (orders) => revertOptimisticMove(orders, context.previous, to));
      const serverMessage = error instanceof ApiError ? error.errorMessage : null;
      notify.error(statusChangeFailureMessage(to, serverMessage, source));
    },
    onSuccess: (saved, { order, to, motivoCancelamento, source = 'board', tefConfirmed }) => {
      applySavedOrder(queryClient, saved);
      const success = statusChangeSuccessMessage(saved, source);
      // A marketplace cancellation is a request: the order stays until the marketplace confirms (the warning says so).
      if (success && saved.situacao === to) notify.success(success);
      if (saved.mensagemParaUsuario) notify.warning(saved.mensagemParaUsuario);
      if (to === 'CANCELADO' && tefConfirmed) {
        const event = tefCancelEvent(order.id, motivoCancelamento ?? '', tefPaymentsOf(order));
        postTefCancelEvent(event).catch(() => notify.warning(BOARD_TEXTS.TEF_CANCEL_AUDIT_FAILED));
      }
    },
    onSettled: (_data, _error, _input, context) => {
      if (context?.wasFetching) void queryClient.invalidateQueries({ queryKey: orderQueries.boards() });
    },
  });
}
