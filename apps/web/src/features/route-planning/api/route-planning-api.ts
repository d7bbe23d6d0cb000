import { COURIER_PATHS, ROUTING_PATHS, type TOrder, type TRouteDetail, type TRoutePlan } from '@brasa/contracts';
import type { OrderStatus } from '@brasa/domain';
import { apiFetch } from '../../../shared/api/api-client';
import { newIdempotencyKey } from '../../../shared/api/idempotent-attempt';

/** One per-order result of associar-despacho: the order as saved, or its id with err (doc 4 §7). */
export type AssociateResult = Pick<TOrder, 'id'> & Partial<TOrder> & { err?: string | null };

export { dayRoutesQueries as routePlanningQueries } from '../../../shared/routes/day-orders-query';

/**
 * POST ROUTING_PATHS.planejar: the stop order (optimized, or as given with `otimizar: false`) with each stop's
 * ETA. The caller treats a failure as "no plan": the stops stay in the order given, without ETAs.
 */
export function planRoute(pedidoIds: readonly number[], otimizar: boolean): Promise<TRoutePlan> {
  return apiFetch<TRoutePlan>(ROUTING_PATHS.planejar, { method: 'POST', body: { pedidoIds, otimizar } });
}

/**
 * POST associar-despacho/multiple/{ids}/{situacao}?idDeliveryMan=&idDespacho= (doc 4 §7): the orders move to
 * `situacao` with the courier in one dispatch group (idDespacho keeps an existing one), one call for all.
 */
export function associateDispatch(
  orderIds: readonly number[],
  situacao: OrderStatus,
  options: { courierId?: number | null; group?: string | null } = {},
): Promise<AssociateResult[]> {
  return apiFetch<AssociateResult[]>(COURIER_PATHS.dispatch(orderIds, situacao), {
    method: 'POST',
    query: { idDeliveryMan: options.courierId ?? undefined, idDespacho: options.group ?? undefined },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
}

/**
 * POST ROUTING_PATHS.rotas ('Criar Rota'): the orders wait for pickup with the courier, each keeping its stop.
 * `otimizar` false when the dispatcher reordered by hand (that order is kept); the ETAs are the server's.
 */
export function createRoute(
  pedidoIds: readonly number[],
  otimizar: boolean,
  courierId: number | null,
): Promise<TRouteDetail> {
  return apiFetch<TRouteDetail>(ROUTING_PATHS.rotas, {
    method: 'POST',
    body: { pedidoIds, otimizar, idDeliveryMan: courierId },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
}

/**
 * PUT ROUTING_PATHS.rota: the route's new stops. Without `otimizar` the order is kept (new stops last); with it
 * ('Otimizar rota') the route is ordered again. The ETAs are recomputed by the server.
 */
export function editRoute(group: string, pedidoIds: readonly number[], otimizar: boolean): Promise<TRouteDetail> {
  return apiFetch<TRouteDetail>(ROUTING_PATHS.rota(group), { method: 'PUT', body: { pedidoIds, otimizar } });
}
