import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordPrintJobs, type PrintJobInput } from '../../../print/print-jobs';
import { terminalPrintLocation } from './print-location';
import type * as repo from '../repository';

/**
 * A print the server starts on its own as part of an order change (doc 1 §4): the confirm's receipt
 * (IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR), the receipt of a payment that releases held items, a tab's or table's
 * close (imprimirPedido). The change declares it; its unit of work (mutateOrder, mutateOrders, the save) records it.
 */
export interface ServerPrint {
  origem: 'CONFIRMACAO' | 'PAGAMENTO' | 'FECHAMENTO';
  descricao: string;
}

/** The print job of a server-started print of an order, at `location`. */
export function serverPrintJob(
  order: { unidadeId: number; id: number },
  location: string,
  print: ServerPrint,
): PrintJobInput {
  return {
    unidadeId: order.unidadeId,
    pedidoId: order.id,
    identificador: `PEDIDO_INTEGRACAO_ID_${order.id}`,
    origem: print.origem,
    localImpressao: location,
    descricao: print.descricao,
  };
}

/**
 * Records `print` of order `orderId` in the change's transaction, at the print location of the terminal that made
 * the change (print-service.ts `terminalPrintLocation`: its setting when the unit has it, else CAIXA).
 */
export async function recordServerPrint(
  app: FastifyInstance,
  tx: repo.Tx,
  request: FastifyRequest,
  orderId: number,
  print: ServerPrint,
): Promise<void> {
  const location = await terminalPrintLocation(tx, request);
  await recordPrintJobs(app, tx, [
    serverPrintJob({ unidadeId: request.session.unidadeId, id: orderId }, location, print),
  ]);
}
