import { MSG } from '@brasa/domain';
import type { TIFoodOrder } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordPrintJobs, type PrintJobInput, type ProductionTicketContent } from '../../../print/print-jobs';
import { AppError, notFound } from '../../../errors';
import type { Db } from '../../../db/client';
import { hasPrintLocation } from '../actions/actions-repository';
import { tefReceiptText } from '../../tef/payment-ops';
import * as repo from '../repository';

/** doc 1 §7: "Print results are a list; each entry has result (FAILURE or not) and message". */
export interface PrintResult {
  result: 'SUCCESS' | 'FAILURE';
  message: string;
}

/** doc 1 §9 local settings: the print location defaults to CAIXA. */
export const DEFAULT_PRINT_LOCATION = 'CAIXA';

/**
 * The print location of the terminal that sent a request (its local setting, issue 31 §4), sent by the web's api
 * client with every order change when the terminal has one.
 */
export const PRINT_LOCATION_HEADER = 'x-brasa-local-impressao';

/**
 * A print location key as a header may carry it: at most 60 characters (as the print calls' localImpressao), no
 * control characters, and no comma (a header sent twice arrives joined by ', ').
 */
const PRINT_LOCATION_KEY = /^[^,\p{Cc}]{1,60}$/u;

/**
 * The print location the request's terminal asked for, trimmed; undefined without one (a call from no terminal: the
 * marketplace's automatic confirmation, a job) or when the header is not a key (too long, repeated, control
 * characters). Whether the unit has it is `terminalPrintLocation`'s question.
 */
export function printLocationOf(request: FastifyRequest): string | undefined {
  const raw = (request.headers as FastifyRequest['headers'] | undefined)?.[PRINT_LOCATION_HEADER];
  if (typeof raw !== 'string') return undefined;
  const key = raw.trim();
  return PRINT_LOCATION_KEY.test(key) ? key : undefined;
}

/**
 * Where a print the server starts for this request goes (on confirm, on a payment that releases held items, on
 * close): the terminal's print location when the unit has it; otherwise CAIXA. An unknown or another unit's
 * location (a setting left from a location since removed, another unit's terminal) falls back instead of refusing:
 * the print is a consequence of the change the person asked for (confirm, pay, close), which must not fail for a
 * stale local setting; the print log's 'Local' column shows where it went.
 */
export async function terminalPrintLocation(db: Db | repo.Tx, request: FastifyRequest): Promise<string> {
  const asked = printLocationOf(request);
  if (!asked || asked === DEFAULT_PRINT_LOCATION) return DEFAULT_PRINT_LOCATION;
  if (await hasPrintLocation(db, request.session.unidadeId, asked)) return asked;
  request.log?.info({ localImpressao: asked }, 'impressão: local do terminal não encontrado na unidade; usado CAIXA');
  return DEFAULT_PRINT_LOCATION;
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
