import { MSG, checkKdsTransition, finishAllKds, isKdsItemStatus, startAllKds, type KdsItemStatus } from '@brasa/domain';
import type { TKdsEntry, TKdsUpdateRequest } from '@brasa/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { pedidoIntegracao } from '../../db/schema';
import { AppError, badRequest, conflict, notFound, orFail } from '../../errors';
import { changeStatus } from '../orders/status/status-service';
import { recordPrintJobs } from '../../print/print-jobs';
import { toKdsEntry, type KdsRow } from './entry';
import { publishKdsUpdated } from './publish';
import { cancelKdsEntries, listKdsByDate, listKdsByOrder, lockKdsEntries, updateKdsStatus } from './repository';

/**
 * The KDS calls of the print server (doc 3 §7, doc 4 §7, doc 1 §7, doc 2 §7). The print server answers only the
 * token's unit: a unit uuid in a header or query that is not the token's answers 404, as another unit's ids do.
 */
function unitOf(request: FastifyRequest, unidadeUuid: string): number {
  const { session } = request;
  if (unidadeUuid.trim().toLowerCase() !== session.unidadeUuid.toLowerCase()) throw notFound(MSG.KDS_UNIT_NOT_FOUND);
  return session.unidadeId;
}

/** `yyyy-MM-dd HH:mm:ss` as the server's local time (the unit's zone, TZ). */
function localDate(text: string): Date {
  const date = new Date(text.trim().replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) throw badRequest(MSG.KDS_PERIOD_INVALID);
  return date;
}

const entriesOf = (request: FastifyRequest, rows: readonly KdsRow[]) =>
  rows.map((row) => toKdsEntry(row, request.session.unidadeUuid));

/** GET /api/kds/listAllByDate?limit=1000, headers unidadeuuid, datainicio, datafim. */
export async function listAllByDate(
  app: FastifyInstance,
  request: FastifyRequest,
  headers: { unidadeuuid: string; datainicio: string; datafim: string },
  limit: number,
): Promise<TKdsEntry[]> {
  const unidadeId = unitOf(request, headers.unidadeuuid);
  const from = localDate(headers.datainicio);
  const to = localDate(headers.datafim);
  return entriesOf(request, await listKdsByDate(app.database.db, unidadeId, from, to, limit));
}

/** GET /api/kds/listByIdPedidoIntegracao?unidadeUUID&idPedidoIntegracao (id optional: the unit's latest). */
export async function listByOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  query: { unidadeUUID: string; idPedidoIntegracao?: number },
): Promise<TKdsEntry[]> {
  const unidadeId = unitOf(request, query.unidadeUUID);
  return entriesOf(request, await listKdsByOrder(app.database.db, unidadeId, query.idPedidoIntegracao));
}

/** The statuses an update asks for: each entry's own, or the grouped card's rule over all of them. */
function targetStatuses(
  rows: readonly KdsRow[],
  sent: ReadonlyMap<number, KdsItemStatus>,
  acao: 'INICIAR_TODOS' | 'TODOS_PRONTOS' | undefined,
): { statuses: KdsItemStatus[]; orderStatus: 'ENVIADO' | null } {
  const current = rows.map((row) => (isKdsItemStatus(row.status) ? row.status : 'PENDENTE'));
  if (acao === 'INICIAR_TODOS') return { statuses: orFail(startAllKds(current)), orderStatus: null };
  if (acao === 'TODOS_PRONTOS') {
    const outcome = orFail(finishAllKds(current));
    return { statuses: outcome.statuses, orderStatus: outcome.orderStatus };
  }
  const statuses = rows.map((row, i) => orFail(checkKdsTransition(current[i]!, sent.get(row.id)!)));
  return { statuses, orderStatus: null };
}

/**
 * POST /api/kds/updateItemStatus: the entries sent with their new item status. The server enforces the machine of
 * doc 3 §4.1; an entry changed since the caller read it (its version) answers 409 with the current entries; with
 * `acao` the grouped card's 'Iniciar todos' / 'Todos prontos' apply to the entries sent, and 'Todos prontos' on
 * CONCLUIDO items moves their order to ENVIADO. Published as updateItemStatus / updateItemsStatus after commit.
 */
export async function updateItemStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  sent: TKdsUpdateRequest,
  acao?: 'INICIAR_TODOS' | 'TODOS_PRONTOS',
): Promise<TKdsEntry[]> {
  const { unidadeId } = request.session;
  const ids = [...new Set(sent.map((entry) => entry.id))];
  const now = new Date();
  const { changed, all, orderIds, orderStatus } = await app.database.db.transaction(async (tx) => {
    const rows = await lockKdsEntries(tx, unidadeId, ids);
    if (rows.length !== ids.length) throw notFound(MSG.KDS_ITEM_NOT_FOUND);
    const stale = rows.filter((row) => {
      const version = sent.find((entry) => entry.id === row.id)?.version;
      return version !== undefined && version !== null && version !== row.version;
    });
    if (stale.length > 0) {
      const current = entriesOf(request, stale);
      throw conflict(MSG.KDS_ITEM_CHANGED, 'KDS_VERSION_CONFLICT', { entry: current[0], entries: current });
    }
    const wanted = new Map(sent.map((entry) => [entry.id, entry.item.status]));
    const target = targetStatuses(rows, wanted, acao);
    const updated: KdsRow[] = [];
    const result: KdsRow[] = [];
    for (const [i, row] of rows.entries()) {
      if (target.statuses[i] === row.status) {
        result.push(row);
        continue;
      }
      const next = await updateKdsStatus(tx, row, target.statuses[i]!, now);
      if (!next) throw new AppError(409, MSG.KDS_ITEM_CHANGED, 'KDS_VERSION_CONFLICT');
      updated.push(next);
      result.push(next);
    }
    return {
      changed: updated,
      all: result,
      orderIds: [...new Set(rows.map((row) => row.pedidoId))],
      orderStatus: target.orderStatus,
    };
  });
  const entries = entriesOf(request, changed);
  publishKdsUpdated(app.realtime, request.session.unidadeUuid, entries);
  if (orderStatus) await moveOrdersTo(app, request, orderIds, orderStatus);
  return entriesOf(request, all);
}

/**
 * doc 3 §4.1: 'Todos prontos' on CONCLUIDO items moves the order to ENVIADO. The KDS change stands on its own: an
 * order that cannot move (already sent or delivered, cancelled) stays where it is.
 */
async function moveOrdersTo(app: FastifyInstance, request: FastifyRequest, orderIds: number[], status: 'ENVIADO') {
  for (const id of orderIds) {
    const [order] = await app.database.db
      .select({ situacao: pedidoIntegracao.situacao })
      .from(pedidoIntegracao)
      .where(and(eq(pedidoIntegracao.unidadeId, request.session.unidadeId), eq(pedidoIntegracao.id, id)));
    if (!order || ['ENVIADO', 'ENTREGUE', 'CANCELADO'].includes(order.situacao)) continue;
    try {
      await changeStatus(app, request, id, status, {});
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      request.log.info({ orderId: id, err: err.message }, 'KDS: pedido não movido para ENVIADO');
    }
  }
}

async function assertOrderOfUnit(tx: Tx, unidadeId: number, id: number) {
  const [order] = await tx
    .select({ id: pedidoIntegracao.id })
    .from(pedidoIntegracao)
    .where(and(eq(pedidoIntegracao.unidadeId, unidadeId), eq(pedidoIntegracao.id, id)));
  if (!order) throw notFound(MSG.ORDER_NOT_FOUND);
}

/** Cancellation tickets for cancelled entries that had also been printed, one per place. */
async function printCancellations(app: FastifyInstance, tx: Tx, unidadeId: number, orderId: number, rows: KdsRow[]) {
  const byPlace = new Map<string, KdsRow[]>();
  for (const row of rows.filter((r) => r.impresso)) {
    byPlace.set(row.localNotificacao, [...(byPlace.get(row.localNotificacao) ?? []), row]);
  }
  await recordPrintJobs(
    app,
    tx,
    [...byPlace].map(([place, cancelled]) => {
      const entries = cancelled.map((row) => toKdsEntry(row, ''));
      const number = entries[0]!.pedidoKds.sequencia ?? orderId;
      return {
        unidadeId,
        pedidoId: orderId,
        identificador: `PEDIDO_INTEGRACAO_ID_${orderId}`,
        origem: 'CANCELAMENTO',
        localImpressao: place,
        descricao: `Pedido #${number}: ${entries.length} item(ns) cancelado(s) em ${place}`,
        conteudo: JSON.stringify({
          tipo: 'CANCELAMENTO',
          itens: entries.map((e) => ({
            referenceCode: e.item.codigoReferencial,
            name: e.item.descricao,
            quantity: e.item.quantidade,
            ...(e.item.observacao ? { observations: e.item.observacao } : {}),
            subItems: e.item.subItemKDS.map((s) => ({ name: s.descricao, quantity: s.quantidade })),
            ...(e.item.justificativaCancelamento ? { motivo: e.item.justificativaCancelamento } : {}),
          })),
        }),
      };
    }),
  );
}

/** Cancels entries on request; already cancelled ones are left as they are (a repeated call changes nothing). */
async function cancelOnRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  unidadeUuid: string,
  orderId: number,
  codigos: string[] | undefined,
  motivo: string | null | undefined,
): Promise<TKdsEntry[]> {
  const unidadeId = unitOf(request, unidadeUuid);
  const cancelled = await app.database.db.transaction(async (tx) => {
    await assertOrderOfUnit(tx, unidadeId, orderId);
    const rows = await cancelKdsEntries(tx, unidadeId, orderId, {
      ...(codigos ? { codigos } : {}),
      motivo: motivo?.trim() || null,
      versaoCancelamento: null,
      now: new Date(),
    });
    await printCancellations(app, tx, unidadeId, orderId, rows);
    return rows;
  });
  const entries = entriesOf(request, cancelled);
  publishKdsUpdated(app.realtime, request.session.unidadeUuid, entries);
  return entries;
}

/** POST /api/kds/cancelarItem (doc 2 §7): pedidoKds.id, item.codigoReferencial, justificativaCancelamento. */
export async function cancelItem(
  app: FastifyInstance,
  request: FastifyRequest,
  unidadeUuid: string,
  body: { pedidoKds: { id: number }; item: { codigoReferencial: string }; justificativaCancelamento?: string | null },
) {
  return cancelOnRequest(
    app,
    request,
    unidadeUuid,
    body.pedidoKds.id,
    [body.item.codigoReferencial],
    body.justificativaCancelamento,
  );
}

/** POST /api/kds/cancelarItemsByPedido (doc 1 §7): the order id and motivoCancelamento. */
export async function cancelOrderItems(
  app: FastifyInstance,
  request: FastifyRequest,
  unidadeUuid: string,
  body: { id: number; motivoCancelamento?: string | null },
) {
  return cancelOnRequest(app, request, unidadeUuid, body.id, undefined, body.motivoCancelamento);
}
