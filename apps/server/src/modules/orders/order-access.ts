import { MSG, reachableOrderTypes, type OrderType } from '@brasa/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pedidoIntegracao } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * Which orders a user reads and moves: those of the order types his roles reach (reachableOrderTypes: a waiter
 * COMANDA and MESA, the delivery cashier DELIVERY and BALCAO, ...). The route table lets several roles into the
 * board's routes; this says which of the unit's orders each one gets.
 */
export async function reachableTypes(app: FastifyInstance, request: FastifyRequest): Promise<OrderType[]> {
  return reachableOrderTypes(await app.getProfile(request));
}

/** The lists' condition: only reachable types (none reachable: nothing). */
export function reachableTypesCondition(types: readonly OrderType[]): SQL {
  return inArray(pedidoIntegracao.tipo, types.length ? [...types] : ['—']);
}

/**
 * Refuses an order of the unit whose type the caller's roles do not reach as not found, the answer for another
 * unit's id: whether it exists is not the caller's to know. Runs before anything is told to a marketplace.
 */
export async function checkOrderReachable(app: FastifyInstance, request: FastifyRequest, id: number): Promise<void> {
  const types = await reachableTypes(app, request);
  const [row] = await app.database.db
    .select({ tipo: pedidoIntegracao.tipo })
    .from(pedidoIntegracao)
    .where(and(eq(pedidoIntegracao.id, id), eq(pedidoIntegracao.unidadeId, request.session.unidadeId)));
  if (row && !types.includes(row.tipo as OrderType)) throw notFound(MSG.ORDER_NOT_FOUND);
}
