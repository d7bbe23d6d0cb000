import {
  MSG,
  canChangeStatus,
  fail,
  formatDateTimeBr,
  ok,
  orderStatusLabel,
  type OrderStatus,
  type Result,
} from '@brasa/domain';
import type { TIFoodOrder, TOrder } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound, orFail } from '../../../errors';
import { insertLogEvent } from './actions-repository';
import { mutateOrder } from '../mutate-order';
import * as repo from '../repository';
import { sendOrderToProduction } from '../production/production';
import { STATUS_STAFF_ROLES, checkCourierOrder, courierActorOf } from '../../couriers/courier-app-guard';
import { askDeliveryCodeCheck } from '../status/status-gate';

/** The customer's delivery code of one of our own delivery orders (column codigo_entrega, made by the server). */
export function deliveryCodeOf(row: { codigoEntrega?: string | null }): string | null {
  return row.codigoEntrega?.trim() || null;
}

/**
 * doc 1 §4–§5: a non-blank code, an ENVIADO order, and the code the customer was given: checked by the marketplace
 * for its orders (`marketplace`: its answer), against the stored one for ours.
 */
export function checkDeliveryConfirmation(
  order: { situacao: string; codigoEntrega?: string | null },
  code: string,
  marketplace: boolean | null = null,
): Result<true> {
  const typed = code.trim();
  if (!typed) return fail(MSG.DELIVERY_CODE_REQUIRED);
  if (order.situacao !== 'ENVIADO') return fail(MSG.DELIVERY_CONFIRMATION_ONLY_SENT);
  if (marketplace !== null) return marketplace ? ok(true) : fail(MSG.DELIVERY_CODE_INVALID);
  const expected = deliveryCodeOf(order);
  if (!expected || expected.toUpperCase() !== typed.toUpperCase()) return fail(MSG.DELIVERY_CODE_INVALID);
  return ok(true);
}

/** POST /api-v2/pedidoIntegracao/confirmacaoDeEntrega/{orderId}/{code}: ENVIADO -> ENTREGUE with dataEntrega. */
export async function confirmDelivery(app: FastifyInstance, request: FastifyRequest, id: number, code: string) {
  if (!code.trim()) throw new AppError(422, MSG.DELIVERY_CODE_REQUIRED);
  const { unidadeId } = request.session;
  // The delivery-person app confirms only the orders of the courier's own routes.
  const courier = await courierActorOf(app, request, STATUS_STAFF_ROLES);
  const found = await repo.findOrder(app.database.db, unidadeId, id);
  if (!found || !found.row.ativo) throw notFound(MSG.ORDER_NOT_FOUND);
  if (courier) checkCourierOrder(courier, found.row, 'ENTREGUE');
  if (found.row.situacao !== 'ENVIADO') throw new AppError(422, MSG.DELIVERY_CONFIRMATION_ONLY_SENT);
  // iFood's order: iFood checks the code (outside the transaction, before anything is written).
  const marketplace = await askDeliveryCodeCheck(app, unidadeId, id, code.trim());
  return mutateOrder(app, request, id, (row, { now, when, username }) => {
    if (courier) checkCourierOrder(courier, row, 'ENTREGUE');
    orFail(checkDeliveryConfirmation(row, code, marketplace));
    const from = row.situacao as OrderStatus;
    const target = orFail(canChangeStatus({ situacao: from }, 'ENTREGUE', { awaitingPickupEnabled: false }));
    return {
      values: { situacao: target, dataEntrega: now },
      logs: [
        `Situação alterada de ${orderStatusLabel(from)} para ${orderStatusLabel(target)} por ${username} em ${when}. ` +
          'Entrega confirmada com o código do cliente.',
      ],
    };
  });
}

/**
 * Renotify (doc 1 §4 "Notification"; the spec does it through a whole-order save, ours is one call): the order's
 * notified items go back to PENDENTE and are sent to production again in the same change (new KDS entries, new
 * kitchen tickets). Items held for payment (NOTIFICAR_PAGAMENTO) stay held; NAO_NOTIFICAR ones never go.
 */
export async function renotifyOrder(app: FastifyInstance, request: FastifyRequest, id: number): Promise<TOrder> {
  return mutateOrder(app, request, id, async (row, { tx, now, when, username }) => {
    if (row.situacao === 'CANCELADO') throw new AppError(422, MSG.CANCELLED_ORDER_EDIT);
    const body = row.body as TIFoodOrder;
    const items = (body.items ?? []).map((item) =>
      item.status === 'NOTIFICADO' ? { ...item, status: 'PENDENTE' } : item,
    );
    const statusNotificacao =
      row.statusNotificacao === 'NOTIFICAR_PAGAMENTO' ? 'NOTIFICAR_PAGAMENTO' : 'NAO_NOTIFICADO';
    const sent = await sendOrderToProduction(
      app,
      tx,
      { ...row, statusNotificacao },
      {
        situacao: row.situacao,
        items,
        now,
      },
    );
    return {
      values: { statusNotificacao, body: { ...body, items }, ...sent.values },
      logs: [`${MSG.ORDER_RENOTIFIED} por ${username} em ${when}.`, ...sent.logs],
    };
  });
}

export interface LogEventInput {
  tipo: string;
  entidade: string;
  motivo?: string | null;
  json?: unknown;
  pedidoIntegracao: { id: number };
}

function describeEvent(tipo: string, entidade: string): string {
  if (tipo === 'DELETE' && entidade === 'Payment') return 'Pagamento excluído';
  return `Evento ${tipo} de ${entidade} registrado`;
}

/** A JSON text is stored as the value it holds; anything else as sent. */
function eventData(json: unknown): unknown {
  if (typeof json !== 'string') return json ?? null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/**
 * POST /api-v2/logEvento (doc 1 §5, §7): the audit of a deleted payment, or of a cancel with card-terminal
 * payments. Kept in log_evento with the entity as sent, plus a line in the order's log. The order itself does not
 * change: no version bump (the terminal saves the order right after) and nothing to publish.
 */
export async function logEvent(app: FastifyInstance, request: FastifyRequest, input: LogEventInput) {
  const { unidadeId, username } = request.session;
  const orderId = input.pedidoIntegracao.id;
  const motivo = input.motivo?.trim() || null;
  return app.database.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, unidadeId, orderId);
    if (!order) throw notFound(MSG.ORDER_NOT_FOUND);
    const event = await insertLogEvent(tx, {
      unidadeId,
      pedidoId: orderId,
      tipo: input.tipo,
      entidade: input.entidade,
      motivo,
      dados: eventData(input.json),
      username,
    });
    const reason = motivo ? ` Motivo: ${motivo}` : '';
    await repo.insertLog(
      tx,
      unidadeId,
      orderId,
      username,
      `${describeEvent(input.tipo, input.entidade)} por ${username} em ${formatDateTimeBr(event.createdAt)}.${reason}`,
    );
    return {
      id: event.id,
      tipo: event.tipo,
      entidade: event.entidade,
      motivo: event.motivo,
      pedidoIntegracao: { id: orderId },
      createdAt: event.createdAt.toISOString(),
    };
  });
}
