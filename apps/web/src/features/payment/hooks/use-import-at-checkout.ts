import { MSG } from '@brasa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { orderApiQueries, postOrderImport } from '../../../shared/api/order-api';
import { useNotify } from '../../../shared/ui/notify';

/** Imports the order just paid (doc 1 §4): the server's errorMessage on refusal, else MSG.IMPORT_ORDER_FAILED. */
export function useImportAtCheckout() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const { mutateAsync } = useMutation({ mutationFn: postOrderImport });

  /** Answers whether the order was imported, or null for a second call while one runs (it does nothing). */
  const importOrder = useCallback(
    async (orderId: number): Promise<boolean | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        await mutateAsync(orderId);
        // Boards, lists and the detail show the order imported.
        void queryClient.invalidateQueries({ queryKey: orderApiQueries.all() });
        notify.success(MSG.ORDER_IMPORTED);
        return true;
      } catch (error) {
        notify.error(readErrorMessage(error, MSG.IMPORT_ORDER_FAILED));
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync, notify, queryClient],
  );

  return { importOrder };
}
