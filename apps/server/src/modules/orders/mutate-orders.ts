import { MSG, formatDateTimeBr } from '@brasa/domain';
import type { TOrder } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { pedidoIntegracao } from '../../db/schema';
import type { OrderEvent } from '../../events/types';
import { AppError, conflict, notFound } from '../../errors';
import { toOrder, type OrderRow } from '../order-data/mapper';
import { orderChangeEvents } from './events';
import type { ChangeContext } from './mutate-order';
import * as repo from './repository';
import { recordServerPrint, type ServerPrint } from './production/server-print';
import { lockOrdersInIdOrder } from './tabs/tabs-repository';

/** One order's part of a change over several orders: its new column values and its log lines. */
export interface OrderPart {
  id: number;
  values: Partial<typeof pedidoIntegracao.$inferInsert>;
  logs: string[];
  /** A print the change starts for this order (server-print.ts), at the terminal's print location. */
  print?: ServerPrint;
  /** The orders whose items this one received in the change (a join, a transfer): its event says so. */
  itemsMovedFrom?: readonly number[];
}

export interface OrdersChangeContext extends ChangeContext {
  unidadeUuid: string;
}

/**
 * The orders a change is over when they are known only inside its transaction: `ids` to lock, of which `opened`
 * were created by the resolver in that transaction (their event is then one `order.created`, with the change).
 */
export type ResolveOrders = (
  ctx: OrdersChangeContext,
) => Promise<{ ids: readonly number[]; opened: readonly number[] }>;

/**
 * A change over several orders (join, item transfer, table transfer) the way every write of the order API runs,
 * in ONE transaction: the orders locked in id order (two changes over the same orders never deadlock), another
 * unit's or a missing id answered 404 before anything is written, a stale version (when the client sent one)
 * answered 409 with the current orders, each written order's version bumped with its log lines, and the
 * events of each (updated, deleted for the ones that leave the board) recorded for the subscribers.
 * `ids` may be a resolver run first in the transaction (it may open an order, e.g. a transfer's destination).
 * `decide` throws an AppError to refuse; nothing is then written.
 */
export async function mutateOrders(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: readonly number[] | ResolveOrders,
  decide: (rows: Map<number, OrderRow>, ctx: OrdersChangeContext) => OrderPart[] | Promise<OrderPart[]>,
  options: {
    versions?: ReadonlyMap<number, number>;
    notFoundMessage?: (id: number) => string;
    /** Orders the change leaves alone (found, but not required to be active): `decide` gets them too. */
    ignore?: (row: OrderRow) => boolean;
    /** Facts of the whole change beyond each order's own events, recorded in the same transaction. */
    extraEvents?: (saved: readonly TOrder[], ctx: OrdersChangeContext) => OrderEvent[];
  } = {},
): Promise<TOrder[]> {
  const { unidadeId, username, unidadeUuid } = request.session;
  return app.orderEvents.transaction(async (tx) => {
    const now = new Date();
    const ctx: OrdersChangeContext = { tx, now, when: formatDateTimeBr(now), username, unidadeId, unidadeUuid };
    const resolved = typeof ids === 'function' ? await ids(ctx) : { ids, opened: [] };
    const opened = new Set(resolved.opened);
    const unique = [...new Set(resolved.ids)];
    const locked = await lockOrdersInIdOrder(tx, unidadeId, unique);
    const rows = new Map(locked.map((row) => [row.id, row]));
    for (const id of unique) {
      const row = rows.get(id);
      if (!row || (!row.ativo && !options.ignore?.(row)))
        throw notFound(options.notFoundMessage?.(id) ?? MSG.ORDER_NOT_FOUND);
    }
    const stale = [...(options.versions ?? [])].filter(([id, version]) => rows.get(id)?.version !== version);
    if (stale.length > 0) {
      const current = await Promise.all(stale.map(async ([id]) => toOrder((await repo.findOrder(tx, unidadeId, id))!)));
      throw conflict(MSG.ORDER_CHANGED_ELSEWHERE, 'VERSION_CONFLICT', { order: current[0], orders: current });
    }
    const parts = await decide(rows, ctx);
    const saved: TOrder[] = [];
    const changeEvents: OrderEvent[] = [];
    for (const part of parts) {
      const row = rows.get(part.id)!;
      const updated = await repo.updateOrder(tx, unidadeId, part.id, row.version, part.values);
      if (!updated) throw new AppError(409, MSG.ORDER_CHANGED_ELSEWHERE, 'VERSION_CONFLICT');
      await repo.insertLog(tx, unidadeId, part.id, username, part.logs);
      if (part.print) await recordServerPrint(app, tx, request, part.id, part.print);
      const order = toOrder((await repo.findOrder(tx, unidadeId, part.id))!);
      saved.push(order);
      const before = opened.has(part.id) ? undefined : row;
      const facts = part.itemsMovedFrom ? { itemsMovedFrom: part.itemsMovedFrom } : {};
      changeEvents.push(...orderChangeEvents({ unidadeId, unidadeUuid }, order, before, facts));
    }
    changeEvents.push(...(options.extraEvents?.(saved, ctx) ?? []));
    await app.orderEvents.record(tx, changeEvents);
    return saved;
  });
}
