import type { TOrder } from '@brasa/contracts';
import { MSG, type OrderStatus } from '@brasa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { moveOrderOptimistically, revertOptimisticMove } from '../model/board-cache';
import { applySavedOrder, updateBoardLists } from './board-cache-updates';
import { orderQueries } from './order-queries';

export const CHANGE_STATUS_MUTATION_KEY = ['orders', 'changeStatus'] as const;

export interface ChangeStatusInput {
  /** The card as it was when the user moved it. */
  order: TOrder;
  to: OrderStatus;
  motivoCancelamento?: string;
  /** Moving to ENVIADO with a courier chosen in the courier dialog: one call assigns and moves. */
  idDeliveryMan?: number;
}

/** POST /api-v2/pedidoIntegracao/situacao/{id}/{status}?motivoCancelamento=&idDeliveryMan= (doc 1 §4). */
export function changeOrderStatus({
  order,
  to,
  motivoCancelamento,
  idDeliveryMan,
}: ChangeStatusInput): Promise<TOrder> {
  return apiFetch<TOrder>(`/api-v2/pedidoIntegracao/situacao/${order.id}/${to}`, {
    method: 'POST',
    query: { motivoCancelamento: motivoCancelamento?.trim() || undefined, idDeliveryMan },
  });
}

/**
 * Moves a card (doc 2 §4.1): at once in every cached board list, back again if the server refuses, with
 * the server's errorMessage (fallback 'Falha ao alterar situação do pedido'); a server message for the
 * user on the result is shown as a warning.
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
    onError: (error, { to }, context) => {
      if (context) updateBoardLists(queryClient, (orders) => revertOptimisticMove(orders, context.previous, to));
      notify.error(readErrorMessage(error, MSG.ORDER_STATUS_CHANGE_FAILED));
    },
    onSuccess: (saved) => {
      applySavedOrder(queryClient, saved);
      if (saved.mensagemParaUsuario) notify.warning(saved.mensagemParaUsuario);
    },
    onSettled: (_data, _error, _input, context) => {
      if (context?.wasFetching) void queryClient.invalidateQueries({ queryKey: orderQueries.boards() });
    },
  });
}
