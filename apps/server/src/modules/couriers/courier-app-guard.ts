import { MSG, ROLES, WAITING_FOR_COURIER, hasAnyRole, type OrderStatus, type Role } from '@brasa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pedidoIntegracao } from '../../db/schema';
import { forbidden, notFound, unprocessable } from '../../errors';

/**
 * The delivery-person app's rules on the server (doc 4 §6: "The delivery person sees the orders of their own
 * person id and the routes without a delivery person"). A caller holding one of the shop's roles of a route is
 * staff and these rules do not apply; a caller with only ROLE_ACESSO_APP_ENTREGADORES is a courier, bound to his
 * person (the login's pessoa).
 */
export interface CourierActor {
  readonly personId: number;
}

/** The shop roles that change orders' statuses (the board and dispatch). */
export const STATUS_STAFF_ROLES: readonly Role[] = [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_DESPACHO_ENTREGADORES];
/** The shop roles that read every courier's lists (courier management, dispatch, settlement). */
export const COURIER_LIST_STAFF_ROLES: readonly Role[] = [
  ROLES.ROLE_PDV_GESTAO_ENTREGADORES,
  ROLES.ROLE_PDV_DESPACHO_ENTREGADORES,
  ROLES.ROLE_ACERTO_ENTREGADORES,
];

/** null for staff; the courier otherwise (403 when the login is not tied to a person). */
export async function courierActorOf(
  app: FastifyInstance,
  request: FastifyRequest,
  staffRoles: readonly Role[],
): Promise<CourierActor | null> {
  const profile = await app.getProfile(request);
  if (hasAnyRole(profile, staffRoles)) return null;
  const personId = profile.pessoa?.id;
  if (!personId) throw forbidden(MSG.COURIER_USER_WITHOUT_PERSON);
  return { personId };
}

/**
 * The statuses a courier moves his orders to: ENVIADO when he starts the route (from waiting for pickup, or
 * confirmed in a shop without that column: WAITING_FOR_COURIER), ENTREGUE on delivery.
 */
const COURIER_FROM: Partial<Record<OrderStatus, { from: readonly string[]; message: string }>> = {
  ENVIADO: { from: WAITING_FOR_COURIER, message: MSG.COURIER_START_ONLY_WAITING },
  ENTREGUE: { from: ['ENVIADO'], message: MSG.COURIER_DELIVER_ONLY_SENT },
};

/** Refuses, before anything changes, a target a courier may not set or an assignment to someone else. */
export function checkCourierStatusCall(actor: CourierActor, target: OrderStatus, idDeliveryMan?: number): void {
  if (!COURIER_FROM[target]) throw forbidden(MSG.COURIER_STATUS_NOT_ALLOWED);
  if (idDeliveryMan !== undefined && idDeliveryMan > 0 && idDeliveryMan !== actor.personId) {
    throw forbidden(MSG.COURIER_CANNOT_ASSIGN);
  }
}

/**
 * One order under the courier's rules, read with its row locked: it must be his (403 otherwise, so a
 * concurrent reassignment by the dispatcher wins) and in the status the move starts from (422).
 */
export function checkCourierOrder(
  actor: CourierActor,
  row: { pessoaEntregadorId: number | null; situacao: string },
  target: OrderStatus,
): void {
  if (row.pessoaEntregadorId !== actor.personId) throw forbidden(MSG.COURIER_ORDER_NOT_IN_YOUR_ROUTE);
  const rule = COURIER_FROM[target];
  if (!rule) throw forbidden(MSG.COURIER_STATUS_NOT_ALLOWED);
  if (!rule.from.includes(row.situacao)) throw unprocessable(rule.message);
}

/**
 * The whole call is refused when one of the orders is not the courier's: another unit's or a deleted order is
 * 404, another courier's or an unassigned one 403; nothing is changed.
 */
export async function checkCourierOwnsOrders(
  app: FastifyInstance,
  unidadeId: number,
  actor: CourierActor,
  ids: readonly number[],
): Promise<void> {
  const p = pedidoIntegracao;
  const rows = await app.database.db
    .select({ id: p.id, ativo: p.ativo, pessoaEntregadorId: p.pessoaEntregadorId })
    .from(p)
    .where(and(eq(p.unidadeId, unidadeId), inArray(p.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || !row.ativo) throw notFound(MSG.ORDER_NOT_FOUND);
    if (row.pessoaEntregadorId !== actor.personId) throw forbidden(MSG.COURIER_ORDER_NOT_IN_YOUR_ROUTE);
  }
}
