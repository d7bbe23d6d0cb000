import { MSG } from '@brasa/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, readErrorMessage } from '../api/api-error';
import { fetchOrder } from '../api/order-api';
import { openPayment } from '../order-dialog/order-dialog-store';
import { useNotify } from '../ui/notify';
import { isStillUnpaid } from './unpaid-quick-sales';
import { useUnpaidQuickSales } from './use-unpaid-quick-sales';

/** Ours: a kept sale the server says is paid, inactive or gone leaves the list with this note. */
export const QUICK_SALE_SETTLED = 'Esta venda rápida já foi paga ou não está mais ativa e saiu da lista.';

/** 'Receber' on a kept quick sale: opens the payment of the server's copy, or drops a sale that is settled. */
export function useReceiveQuickSale() {
  const notify = useNotify();
  const { drop } = useUnpaidQuickSales();
  // The server's copy, fresh, since the kept one may be out of date.
  const { mutateAsync, isPending, variables } = useMutation({ mutationFn: (id: number) => fetchOrder(id) });

  const receive = useCallback(
    async (id: number) => {
      try {
        const order = await mutateAsync(id);
        if (isStillUnpaid(order)) {
          openPayment(order);
        } else {
          drop(id);
          notify.info(QUICK_SALE_SETTLED);
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          drop(id);
          notify.info(QUICK_SALE_SETTLED);
        } else {
          notify.error(readErrorMessage(error, MSG.DATA_LOAD_FAILED));
        }
      }
    },
    [mutateAsync, drop, notify],
  );

  return { receive, receivingId: isPending ? (variables ?? null) : null };
}
