import { MSG } from '@brasa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { attemptFor, unfinishedAfter, type IdempotentAttempt } from '../../../shared/api/idempotent-attempt';
import { useNotify } from '../../../shared/ui/notify';
import { courierAppQueries, firstRefusal, setOrdersStatus } from '../api/courier-app-api';

/**
 * Starts (ENVIADO) or delivers (ENTREGUE) orders of the route through the shop's status call; the lists reload
 * after it, and a refusal (another terminal moved the order, the route is not his) is shown as the server says.
 * Resolves null when every order moved, else the first refusal. The refusal that asks for the customer's delivery
 * code (EXIGIR_CODIGO_ENTREGA) is not shown: the caller asks for the code instead. Each call carries an
 * Idempotency-Key; a call left without an answer (no connection) is retried with the same key, so the server
 * answers its first result instead of moving twice.
 */
export function useRouteStatus() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const unfinished = useRef<IdempotentAttempt | null>(null);
  return useMutation({
    mutationFn: async (input: { ids: readonly number[]; status: 'ENVIADO' | 'ENTREGUE'; askCode?: boolean }) => {
      const attempt = attemptFor(unfinished.current, { ids: input.ids, status: input.status });
      let results;
      try {
        results = await setOrdersStatus(input.ids, input.status, attempt.key);
        unfinished.current = null;
      } catch (error) {
        unfinished.current = unfinishedAfter(attempt, error);
        throw error;
      }
      const refusal = firstRefusal(results);
      if (refusal && !(input.askCode && refusal === MSG.DELIVERY_CODE_NEEDED_TO_DELIVER)) notify.error(refusal);
      return refusal;
    },
    onError: (error) => notify.error(readErrorMessage(error, MSG.ORDER_STATUS_CHANGE_FAILED)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courierAppQueries.all() }),
  });
}
