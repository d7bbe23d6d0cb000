import {
  MSG,
  OWN_CHANNELS,
  type OrderType,
  boardDayRange,
  isPeriodKey,
  parseRangeQuery,
  rangeForPreset,
} from '@brasa/domain';
import type { TOrder } from '@brasa/contracts';
import { eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, notFound } from '../../../errors';
import { pedidoIntegracao } from '../../../db/schema';
import { getParameterValues } from '../../parameters/repository';
import { toOrder } from '../../order-data/mapper';
import { reachableTypes, reachableTypesCondition } from '../order-access';
import { withProductionStatuses } from '../production/production-status';
import { boardCards, boardOrdersJson } from './board-repository';
import * as repo from '../repository';
import type { TOrderListQuery } from '../schemas';

/** The filters of GET /api-v2/pedidoIntegracao/list (doc 2 §7) as SQL conditions. */
export function listConditions(q: TOrderListQuery, now: Date): SQL[] {
  const where: SQL[] = [];
  const p = pedidoIntegracao;
  if (q.ativo !== undefined) where.push(eq(p.ativo, q.ativo));
  if (q.tipo?.length) where.push(inArray(p.tipo, q.tipo));
  if (q.situacao?.length) where.push(inArray(p.situacao, q.situacao));
  const range = q.dataPedido
    ? parseRangeQuery(q.dataPedido)
    : q.periodKey !== undefined && isPeriodKey(q.periodKey)
      ? rangeForPreset(q.periodKey, now)
      : undefined;
  if (q.dataPedido && !range) throw badRequest(MSG.ORDER_RANGE_INVALID);
  if (range) where.push(gte(p.dataPedido, range.start), lt(p.dataPedido, range.end));
  if (q.comNF !== undefined) where.push(eq(p.comNf, q.comNF));
  if (q.importados !== undefined) where.push(q.importados ? isNotNull(p.dataImportacao) : isNull(p.dataImportacao));
  if (q.pago !== undefined) where.push(eq(p.pago, q.pago));
  if (q.pagoOnline !== undefined) where.push(eq(p.pagoOnline, q.pagoOnline));
  const text = q.text?.trim();
  if (text) {
    // doc 2 §9: order id, sequence number, reference code; the customer name is always searched.
    const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byText = [ilike(p.textoBusca, like)];
    if (/^\d{1,9}$/.test(text)) byText.push(eq(p.id, Number(text)), eq(p.sequencial, Number(text)));
    where.push(or(...byText)!);
  }
  return where;
}

/** The list's conditions for this caller: his filters, within the order types his roles reach (order-access.ts). */
async function callerConditions(app: FastifyInstance, request: FastifyRequest, q: TOrderListQuery) {
  return [...listConditions(q, new Date()), reachableTypesCondition(await reachableTypes(app, request))];
}

export async function listOrders(app: FastifyInstance, request: FastifyRequest, q: TOrderListQuery) {
  const { rows, totalCount } = await repo.listOrders(
    app.database.db,
    request.session.unidadeId,
    await callerConditions(app, request, q),
    { max: q.max, first: q.first, newestFirst: q.orderBy !== 'desc' },
  );
  return { orders: rows.map(toOrder), totalCount };
}

/** The board's cards (GET /api-v2/pedidoIntegracao/quadro): the list's filters, a lean card per order, as JSON text. */
export async function listBoardOrdersJson(app: FastifyInstance, request: FastifyRequest, q: TOrderListQuery) {
  return boardOrdersJson(app.database.db, request.session.unidadeId, await callerConditions(app, request, q), {
    max: q.max,
    first: q.first,
    newestFirst: q.orderBy !== 'desc',
  });
}

export async function getOrder(app: FastifyInstance, request: FastifyRequest, id: number): Promise<TOrder> {
  const row = await repo.findOrder(app.database.db, request.session.unidadeId, id);
  if (!row || !(await reachableTypes(app, request)).includes(row.row.tipo as OrderType)) {
    throw notFound(MSG.ORDER_NOT_FOUND);
  }
  const order = await withProductionStatuses(app.database.db, request.session.unidadeId, toOrder(row));
  // The staff's read of one order carries the customer's delivery code (to tell the customer); lists and
  // realtime messages, which a courier's app receives, never do.
  return row.row.codigoEntrega ? { ...order, codigoEntrega: row.row.codigoEntrega } : order;
}

/**
 * POST /api-v2/pedidoIntegracao/poolingIntegracoes: for now the unit's own new orders of the business day
 * (PENDENTE, own channels and the marketplace's, which the marketplace poller imports), each event's order as the
 * board's card (`resumo: true`, board-repository.ts): the board puts them among its cards and rings for the new
 * ones. Every terminal asks every 30 s and at boot; whole orders were up to 500 bodies and logs read, mapped and
 * validated each time (345 ms at a boot with 125 pending orders, the embedded database busy all along). As JSON text.
 */
export async function pollIntegrationsJson(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const range = boardDayRange(new Date());
  const p = pedidoIntegracao;
  const cards = await boardCards(
    app.database.db,
    request.session.unidadeId,
    [
      eq(p.ativo, true),
      eq(p.situacao, 'PENDENTE'),
      inArray(p.tipoImportacao, [...OWN_CHANNELS, 'IF']),
      gte(p.dataPedido, range.start),
      lt(p.dataPedido, range.end),
    ],
    { max: 500, first: 0, newestFirst: true },
  );
  return `[${cards.map((card) => `{"pedidoIntegracao":${card}}`).join(',')}]`;
}

export async function getSequence(app: FastifyInstance, request: FastifyRequest) {
  return { sequenceValue: await repo.getSequence(app.database.db, request.session.unidadeId) };
}

/** Allowed only for the sequential model S (doc 4 §5 "New orders"). */
export async function setSequence(app: FastifyInstance, request: FastifyRequest, value: number) {
  const { unidadeId } = request.session;
  const params = await getParameterValues(app.database.db, unidadeId, ['TIPO_SEQUENCIAL_IDENTIFICADOR']);
  if ((params.get('TIPO_SEQUENCIAL_IDENTIFICADOR') ?? 'S') !== 'S') throw conflict(MSG.SEQUENCE_MODEL_NOT_S);
  await repo.setSequence(app.database.db, unidadeId, value);
  return { sequenceValue: value };
}
