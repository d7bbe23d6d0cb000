import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { readErrorMessage } from '../../../shared/api/api-error';
import { BOARD_TEXTS } from '../../../shared/order-move/board-messages';
import { useNotify } from '../../../shared/ui/notify';
import { applySavedOrder } from '../../../shared/orders/board-cache-updates';

/** The courier id that clears the assignment (doc 4 §9 "Delivery-fee marker value -1 means none"). */
export const NO_COURIER_ID = -1;

/** POST /api-v2/pedidoIntegracao/entregador/{orderId}/{courierId}: 'Entregador alterado com sucesso.' */
export function useAssignCourier() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ orderId, courierId }: { orderId: number; courierId: number }) =>
      apiFetch<TOrder>(`/api-v2/pedidoIntegracao/entregador/${orderId}/${courierId}`, { method: 'POST' }),
    onSuccess: (saved) => {
      applySavedOrder(queryClient, saved);
      notify.success(MSG.COURIER_CHANGED);
    },
    onError: (error) => notify.error(readErrorMessage(error, BOARD_TEXTS.COURIER_CHANGE_FAILED)),
  });
}
