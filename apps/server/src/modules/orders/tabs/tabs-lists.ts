import { MSG } from '@brasa/domain';
import type { TIFoodOrder, TOrder, TScheduledOrdersQuery } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../../errors';
import { toOrder } from '../../order-data/mapper';
import { listBoardOrders, listScheduledCandidates, type OpenOrdersFilter } from './tabs-repository';

/** The list filters as the three routes receive them (importado and listByTipo's importados are the same). */
export interface BoardListQuery {
  tipos: readonly string[];
  identificadorPrincipal?: string;
  identificadorSecundario?: string;
  pago?: boolean;
  cancelado?: boolean;
  importado?: boolean;
  importados?: boolean;
}

/**
 * One implementation for listByTipo, listByIdentificadorPrincipal and listByIdentificadorSecundario (doc 3 §7):
 * the unit's active orders of the types, optionally of one tab/table number or one table, filtered by paid,
 * cancelled and imported, by id. Cards get the whole order but not its log lines.
 */
export async function listBoard(app: FastifyInstance, request: FastifyRequest, q: BoardListQuery): Promise<TOrder[]> {
  const filter: OpenOrdersFilter = {
    tipos: q.tipos,
    identificadorPrincipal: q.identificadorPrincipal,
    identificadorSecundario: q.identificadorSecundario,
    pago: q.pago,
    // The board wants open orders: cancelled ones only when asked.
    cancelado: q.cancelado ?? false,
    importado: q.importado ?? q.importados,
  };
  const rows = await listBoardOrders(app.database.db, request.session.unidadeId, filter);
  return rows.map(toOrder);
}

const DAY_MS = 86_400_000;
/** Scheduled orders are taken at most this long before their date. */
const SCHEDULE_LEAD_MS = 120 * DAY_MS;

/** A query date: yyyy-MM-dd is a local day (from its start, or to its end); anything else as given. */
function parseQueryDate(value: string, endOfDay: boolean): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return new Date(value);
  const [, y, m, d] = day;
  return endOfDay
    ? new Date(Number(y), Number(m) - 1, Number(d), 23, 59, 59, 999)
    : new Date(Number(y), Number(m) - 1, Number(d), 0, 0, 0, 0);
}

/** When a scheduled order is due: its schedule start, else its order date. */
export function scheduledAt(order: Pick<TOrder, 'dataPedido'> & { iFoodOrder: TIFoodOrder }): Date {
  const start = order.iFoodOrder.schedule?.deliveryDateTimeStart;
  const parsed = start ? new Date(start) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date(order.dataPedido);
}

/**
 * GET listAllPedidosAgendados (doc 3 §2.1, §5; doc 4 §7): the unit's active scheduled orders whose schedule falls
 * in the period, soonest first; the page groups them by date. No period: 400 'Nenhum período informado.'; one
 * end only: that day.
 */
export async function listScheduledOrders(
  app: FastifyInstance,
  request: FastifyRequest,
  q: TScheduledOrdersQuery,
): Promise<TOrder[]> {
  const startText = q.dtInicio?.trim() || q.dtFinal?.trim();
  const endText = q.dtFinal?.trim() || q.dtInicio?.trim();
  if (!startText || !endText) throw badRequest(MSG.NO_PERIOD, 'NO_PERIOD');
  const from = parseQueryDate(startText, false);
  const to = parseQueryDate(endText, true);
  if (from > to) throw badRequest('A data inicial deve ser anterior à data final.', 'INVALID_PERIOD');
  const rows = await listScheduledCandidates(
    app.database.db,
    request.session.unidadeId,
    new Date(from.getTime() - SCHEDULE_LEAD_MS),
    to,
  );
  return rows
    .map(toOrder)
    .map((order) => ({ order, at: scheduledAt(order) }))
    .filter(({ at }) => at >= from && at <= to)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.order.id - b.order.id)
    .map(({ order }) => order);
}
