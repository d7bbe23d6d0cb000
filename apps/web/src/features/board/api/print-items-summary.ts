import { MSG } from '@brasa/domain';
import { useMutation } from '@tanstack/react-query';
import { isPrintSuccessful, printOrder } from '../../../shared/api/print-api';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';

const SUMMARY_PRINT_ORIGIN = 'RESUMO_ITENS';

/** The grouped summary's 'Imprimir': one order sent; any FAILURE entry, or a refused call, is an error. */
export function usePrintItemsSummary() {
  const notify = useNotify();
  return useMutation({
    mutationFn: (orderId: number) => printOrder(orderId, SUMMARY_PRINT_ORIGIN),
    onSuccess: (results) => {
      if (!isPrintSuccessful(results)) notify.error(MSG.PRINT_ORDER_FAILED);
      else notify.success(MSG.pedidosEnviadosImpressao(1));
    },
    onError: (error) => notify.error(readErrorMessage(error, MSG.PRINT_ORDER_FAILED)),
  });
}
