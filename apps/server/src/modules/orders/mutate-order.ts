import { MSG, formatDateTimeBr } from '@brasa/domain';
import type { TOrder } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { pedidoIntegracao } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { toOrder, type OrderRow } from '../order-data/mapper';
import { orderChangeEvents } from './events';
import * as repo from './repository';
import { recordServerPrint, type ServerPrint } from './production/server-print';

/** What an action writes: the changed columns and the log lines (user and date already in the text). */
export interface OrderChange {
  values: Partial<typeof pedidoIntegracao.$inferInsert>;
  logs: string[];
  /** A print the change starts (server-print.ts), recorded in its transaction at the terminal's print location. */
  print?: ServerPrint;
}

export interface ChangeContext {
  tx: repo.Tx;
  now: Date;
  /** `now` as dd/MM/yyyy HH:mm for the log lines. */
  when: string;
  username: string;
  unidadeId: number;
}

/**
 * One order action, the way every write of the order API runs: in one transaction with the row locked,
 * refused with 404 for another unit's or a deleted order, the version bumped, the log lines inserted, and its
 * events (deleted, status changed or updated, and the facts they imply) recorded in the same transaction for
 * the subscribers, which run after commit.
 * `decide` throws an AppError to refuse; `expectedVersion` (when a client sent one) answers a stale one with
 * 409 and the current order, as a save does.
 */
export async function mutateOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  decide: (row: OrderRow, ctx: ChangeContext) => OrderChange | Promise<OrderChange>,
  expectedVersion?: number | null,
): Promise<TOrder> {
  const { unidadeId, username, unidadeUuid } = request.session;
  return app.orderEvents.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, unidadeId, id);
    if (!row || !row.ativo) throw notFound(MSG.ORDER_NOT_FOUND);
    if (expectedVersion !== undefined && expectedVersion !== null && expectedVersion !== row.version) {
      const latest = toOrder((await repo.findOrder(tx, unidadeId, id))!);
      throw conflict(MSG.ORDER_CHANGED_ELSEWHERE, 'VERSION_CONFLICT', { order: latest });
    }
    const now = new Date();
    const change = await decide(row, { tx, now, when: formatDateTimeBr(now), username, unidadeId });
    if (change.print) await recordServerPrint(app, tx, request, id, change.print);
    return writeOrderChange(app, tx, { unidadeId, unidadeUuid, username }, row, change);
  });
}

/** Who changes an order when no terminal's request does (a job, a provider's answer): its unit and log name. */
export interface OrderActor {
  unidadeId: number;
  /** The unit's uuid (its realtime room); read from the unit when not given. */
  unidadeUuid?: string;
  username: string;
}

/**
 * The write every order change ends with, inside the order's unit of work (`app.orderEvents.transaction`), on a row
 * the caller locked: the columns with the version bumped (409 if it moved), the log lines, and the order's events
 * recorded (orderChangeEvents against the row as it was). Answers the order as saved. mutateOrder is this behind the
 * lock, the version check and the decision; a module that locks and decides on its own (a job, a provider's
 * answer, a tax document's state) ends with it too.
 */
export async function writeOrderChange(
  app: FastifyInstance,
  tx: repo.Tx,
  actor: OrderActor,
  row: OrderRow,
  change: { values: OrderChange['values']; logs: readonly string[] },
): Promise<TOrder> {
  const { unidadeId, username } = actor;
  const updated = await repo.updateOrder(tx, unidadeId, row.id, row.version, change.values);
  if (!updated) throw new AppError(409, MSG.ORDER_CHANGED_ELSEWHERE, 'VERSION_CONFLICT');
  await repo.insertLog(tx, unidadeId, row.id, username, change.logs);
  const saved = toOrder((await repo.findOrder(tx, unidadeId, row.id))!);
  const unidadeUuid = actor.unidadeUuid ?? (await repo.unitUuidOf(tx, unidadeId));
  await app.orderEvents.record(tx, orderChangeEvents({ unidadeId, unidadeUuid }, saved, row));
  return saved;
}
