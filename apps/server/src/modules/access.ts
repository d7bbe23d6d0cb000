import { MSG, ROLES, hasAnyRole, type Role } from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/** Who works with orders and the menu at all; finer rules (per type, per action) live in the services. */
export const ORDER_ROLES: readonly Role[] = [
  ROLES.ROLE_PDV_DELIVERY,
  ROLES.ROLE_PDV_COMANDA_MESA,
  ROLES.ROLE_PDV_DESPACHO_ENTREGADORES,
  ROLES.ROLE_VENDA_RAPIDA_PDV_ONLINE,
  ROLES.ROLE_PDV_PEDIDOS_AGENDADOS,
  ROLES.ROLE_UTILIZA_KDS,
];

/** A preHandler refusing callers who hold none of `roles` (403 with the first role's message). */
export function requireAnyRole(app: FastifyInstance, roles: readonly Role[]) {
  return async (request: FastifyRequest) => {
    if (!hasAnyRole(await app.getProfile(request), roles)) throw forbidden(MSG.noRole(roles[0]!));
  };
}
