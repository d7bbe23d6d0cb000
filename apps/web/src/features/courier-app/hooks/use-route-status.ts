import { MSG } from '@brasa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { courierAppQueries, firstRefusal, setOrdersStatus } from '../api/courier-app-api';

/**
 * Starts (ENVIADO) or delivers (ENTREGUE) orders of the route through the shop's status call; the lists reload
 * after it, and a refusal (another terminal moved the order, the route is not his) is shown as the server says.
 * Resolves true when every order moved.
 */
export function useRouteStatus() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (input: { ids: readonly number[]; status: 'ENVIADO' | 'ENTREGUE' }) => {
      const results = await setOrdersStatus(input.ids, input.status);
      const refusal = firstRefusal(results);
      if (refusal) notify.error(refusal);
      return refusal === null;
    },
    onError: (error) => notify.error(readErrorMessage(error, MSG.ORDER_STATUS_CHANGE_FAILED)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courierAppQueries.all() }),
  });
}
