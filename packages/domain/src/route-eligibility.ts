import { MSG } from './messages';
import type { OrderStatus } from './order-status';
import { fail, ok, type Result } from './result';

/** What the route rules read of an order (the board's order carries these fields). */
export interface RouteOrder {
  readonly id: number;
  readonly situacao: OrderStatus;
  /** The dispatch group the order belongs to; null until it is dispatched or put in a route. */
  readonly agrupadorDespacho: string | null;
}

/**
 * doc 4 §4 'Route planning': an order may join a new route only when it is CONFIRMADO or AGUARDANDO_RETIRADA,
 * and not when it is AGUARDANDO_RETIRADA and already in a dispatch group (a route made before).
 */
export function routeEligibility(order: RouteOrder): Result<RouteOrder> {
  const waitingInGroup = order.situacao === 'AGUARDANDO_RETIRADA' && Boolean(order.agrupadorDespacho);
  if ((order.situacao === 'CONFIRMADO' || order.situacao === 'AGUARDANDO_RETIRADA') && !waitingInGroup) {
    return ok(order);
  }
  return fail(MSG.ROUTE_ORDER_ALREADY_DISPATCHED);
}

export const isRouteEligible = (order: RouteOrder): boolean => routeEligibility(order).ok;

/** doc 4 §5: 'Selecionar todos' is refused with the already-dispatched message when any order is ineligible. */
export function selectAllForRoute<T extends RouteOrder>(orders: readonly T[]): Result<readonly T[]> {
  return orders.every(isRouteEligible) ? ok(orders) : fail(MSG.ROUTE_ORDER_ALREADY_DISPATCHED);
}

/**
 * doc 4 §4: an order in a route (a dispatch group) that is still CONFIRMADO or AGUARDANDO_RETIRADA is shown
 * purple as 'Alocado em Rota'.
 */
export function isAllocatedInRoute(order: RouteOrder): boolean {
  return (
    Boolean(order.agrupadorDespacho) && (order.situacao === 'CONFIRMADO' || order.situacao === 'AGUARDANDO_RETIRADA')
  );
}
