import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiError, readErrorMessage } from '../../../shared/api/api-error';
import { orderApiQueries } from '../../../shared/api/order-api';
import { useNotify } from '../../../shared/ui/notify';
import { postPaymentOrder } from '../api/save-payment';
import { type PaymentAttempt, attemptFor, newIdempotencyKey, unfinishedAfter } from '../model/payment-attempt';
import { conflictOrderOf } from '../model/version-conflict';

/** doc 1 §8: 'Erro ao salvar pedido - Detalhes' with the fallback 'Tente novamente' when the server sent none. */
const SAVE_FALLBACK = MSG.erroSalvarPedido(MSG.TRY_AGAIN);

/**
 * Saves the order of a payment, a payment deletion or an adjustment. Each attempt has an Idempotency-Key,
 * reused when the same request is retried after no answer. A 409 hands the current order over with
 * MSG.ORDER_CHANGED_ELSEWHERE; other refusals show the server's errorMessage. Answers the saved order, or null.
 */
export function useSavePaymentOrder(onConflict: (current: TOrder) => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const unfinished = useRef<PaymentAttempt | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async (request: TOrderSaveRequest) => {
      const attempt = attemptFor(unfinished.current, request, () => newIdempotencyKey());
      unfinished.current = attempt;
      try {
        const saved = await postPaymentOrder(request, attempt.key);
        unfinished.current = null;
        return saved;
      } catch (error) {
        unfinished.current = unfinishedAfter(attempt, error);
        throw error;
      }
    },
  });
  const { mutateAsync } = mutation;

  const save = useCallback(
    async (request: TOrderSaveRequest): Promise<TOrder | null> => {
      // F10 pressed twice, or F10 then F9: one save at a time.
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        const saved = await mutateAsync(request);
        // Boards, lists and the detail show the new payments.
        void queryClient.invalidateQueries({ queryKey: orderApiQueries.all() });
        return saved;
      } catch (error) {
        const current = error instanceof ApiError && error.status === 409 ? conflictOrderOf(error.body) : null;
        if (current) {
          onConflict(current);
          notify.warning(MSG.ORDER_CHANGED_ELSEWHERE);
        } else {
          notify.error(readErrorMessage(error, SAVE_FALLBACK));
        }
        return null;
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync, notify, onConflict, queryClient],
  );

  return { save, isSaving: mutation.isPending };
}
