import { MSG } from '@brasa/domain';
import { useMutation } from '@tanstack/react-query';
import { isPrintSuccessful } from '../../../shared/api/print-api';
import { printOrderAsConfigured, usePrintServerBase } from '../../../shared/api/print-server';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';

/** Ours: the `origem` each board print sends with the order, so the print server can tell them apart. */
export const PRINT_ORIGINS = Object.freeze({
  /** The grouped items summary's 'Imprimir' (doc 1 §2 item 9). */
  itemsSummary: 'RESUMO_ITENS',
  /** The detail dialog's 'Imprimir' (doc 1 §2 item 1). */
  orderDetail: 'DETALHE_PEDIDO',
});

export type PrintOrigin = (typeof PRINT_ORIGINS)[keyof typeof PRINT_ORIGINS];

/**
 * Sends one order to the print API (doc 1 §7 enviarImpressaoApp/PedidoIntegracao/{id}), or to the browser's print
 * dialog when the terminal's printApplication is WEB: success is
 * '1 pedido(s) enviado(s) com sucesso para impressão'; any FAILURE entry, or a refused call without an
 * errorMessage, is 'Erro ao enviar pedido para impressao' (doc 1 §8).
 */
export function usePrintOrder(origem: PrintOrigin) {
  const notify = useNotify();
  const base = usePrintServerBase();
  return useMutation({
    mutationFn: (orderId: number) => printOrderAsConfigured(base, orderId, origem),
    onSuccess: (results) => {
      if (!isPrintSuccessful(results)) notify.error(MSG.PRINT_ORDER_FAILED);
      else notify.success(MSG.pedidosEnviadosImpressao(1));
    },
    onError: (error) => notify.error(readErrorMessage(error, MSG.PRINT_ORDER_FAILED)),
  });
}
