import { MSG } from '@brasa/domain';
import type { TIFoodOrder } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordPrintJobs, type PrintJobInput, type ProductionTicketContent } from '../../../print/print-jobs';
import { AppError, notFound } from '../../../errors';
import { hasPrintLocation } from '../actions/actions-repository';
import { tefReceiptText } from '../../tef/payment-ops';
import * as repo from '../repository';
import { DEFAULT_PRINT_LOCATION } from './print-location';

/** doc 1 §7: "Print results are a list; each entry has result (FAILURE or not) and message". */
export interface PrintResult {
  result: 'SUCCESS' | 'FAILURE';
  message: string;
}

async function activeOrder(app: FastifyInstance, unidadeId: number, id: number) {
  const found = await repo.findOrder(app.database.db, unidadeId, id);
  if (!found || !found.row.ativo) throw notFound(MSG.ORDER_NOT_FOUND);
  return found.row;
}

async function requireLocation(app: FastifyInstance, unidadeId: number, location: string) {
  if (!(await hasPrintLocation(app.database.db, unidadeId, location))) {
    throw new AppError(422, MSG.PRINT_LOCATION_NOT_FOUND);
  }
}

/**
 * The calls only record a job in `impressao` for the print server to deliver; the order does not change, so
 * nothing is versioned or published.
 */
async function recordJob(app: FastifyInstance, values: PrintJobInput) {
  await recordPrintJobs(app, app.database.db, [values]);
}

/** POST /api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/{id}?localImpressao=&origem= */
export async function printOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  query: { localImpressao?: string; origem?: string },
): Promise<PrintResult[]> {
  const { unidadeId } = request.session;
  const location = query.localImpressao || DEFAULT_PRINT_LOCATION;
  const order = await activeOrder(app, unidadeId, id);
  await requireLocation(app, unidadeId, location);
  await recordJob(app, {
    unidadeId,
    pedidoId: id,
    identificador: `PEDIDO_INTEGRACAO_ID_${id}`,
    origem: query.origem || 'APP',
    localImpressao: location,
    descricao: `Pedido #${order.sequencial ?? id}`,
  });
  return [{ result: 'SUCCESS', message: MSG.pedidosEnviadosImpressao(1) }];
}

export interface KdsPrintInput {
  id?: number;
  pedidoId?: number;
  /** The items to print, by referenceCode; all the order's items when absent. */
  items?: { referenceCode?: string | null }[];
}

/** POST /api-v2/impressaoAPI/enviarImpressaoKds?localImpressao={place}: the kitchen items of an order. */
export async function printKds(
  app: FastifyInstance,
  request: FastifyRequest,
  location: string,
  input: KdsPrintInput,
): Promise<PrintResult[]> {
  const { unidadeId } = request.session;
  const id = (input.id ?? input.pedidoId)!;
  const order = await activeOrder(app, unidadeId, id);
  await requireLocation(app, unidadeId, location);
  const stored = (order.body as TIFoodOrder).items ?? [];
  // Only items of this order are printed, whatever the terminal sent.
  const wanted = input.items ? new Set(input.items.map((i) => i.referenceCode).filter(Boolean)) : undefined;
  const items = wanted ? stored.filter((i) => wanted.has(i.referenceCode)) : stored;
  if (items.length === 0) throw new AppError(422, MSG.KDS_NO_ITEMS);
  // The kitchen ticket contract (print/print-jobs.ts ProductionTicketContent): the rest is read from the order.
  const content: ProductionTicketContent = {
    tipo: 'COZINHA',
    itens: items.map((i) => ({
      referenceCode: i.referenceCode ?? null,
      name: i.name,
      quantity: i.quantity,
      observations: i.observations ?? null,
      subItems: (i.subItems ?? []).map((s) => ({ name: s.name ?? '', quantity: s.quantity ?? 1 })),
    })),
  };
  await recordJob(app, {
    unidadeId,
    pedidoId: id,
    identificador: `KDS_PEDIDO_INTEGRACAO_ID_${id}`,
    origem: 'NOTIFICACAO',
    localImpressao: location,
    descricao: `Pedido #${order.sequencial ?? id}: ${items.length} item(ns) para produção`,
    conteudo: JSON.stringify(content),
  });
  return [{ result: 'SUCCESS', message: MSG.pedidosEnviadosImpressao(1) }];
}

export interface TefPrintInput {
  pedidoId: number;
  intencaoVendaId: string | number;
  comprovante: string;
}

/** POST /api-v2/impressaoAPI/enviarImpressaoTef/{location}: a card-terminal receipt of an order's sale intent. */
export async function printTefReceipt(
  app: FastifyInstance,
  request: FastifyRequest,
  location: string,
  input: TefPrintInput,
): Promise<PrintResult[]> {
  const { unidadeId } = request.session;
  const order = await activeOrder(app, unidadeId, input.pedidoId);
  await requireLocation(app, unidadeId, location);
  // The card-terminal flow names the copy (CLIENTE / ESTABELECIMENTO): its text is the intent's, as the acquirer gave it.
  const copy = input.comprovante === 'CLIENTE' || input.comprovante === 'ESTABELECIMENTO' ? input.comprovante : null;
  const conteudo =
    copy && typeof input.intencaoVendaId === 'number'
      ? await tefReceiptText(app, unidadeId, input.pedidoId, input.intencaoVendaId, copy)
      : input.comprovante;
  await recordJob(app, {
    unidadeId,
    pedidoId: input.pedidoId,
    identificador: `TEF_${input.intencaoVendaId}`,
    origem: 'TEF',
    localImpressao: location,
    descricao: `Comprovante TEF${copy ? ` (${copy.toLowerCase()})` : ''} do pedido #${order.sequencial ?? input.pedidoId}`,
    conteudo,
  });
  return [{ result: 'SUCCESS', message: MSG.TEF_RECEIPT_SENT }];
}
