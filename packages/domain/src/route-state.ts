/**
 * The state of a route (a dispatch group) from its orders: ONE rule for the delivery-person app's cards and
 * buttons and for the route planning page's cards, sub-tabs and actions.
 *
 * spec doc 4 §4 "Delivery-person app": a route is 'not started' when every order is AGUARDANDO_RETIRADA and
 * 'finished' when every order is ENTREGUE; otherwise it is in progress. §4 "Route planning": groups whose orders
 * are all ENTREGUE go to 'Entregues'. A cancelled order has left its route (nothing to deliver, doc 4 §4 dispatch
 * tab), so it does not count; a route with nothing left is finished.
 *
 * A CONFIRMADO order is not waiting for pickup: confirming a route moves its orders to AGUARDANDO_RETIRADA
 * (doc 4 §4), so a route holding a confirmed order is not 'not started'.
 */
export type RouteState = 'NOT_STARTED' | 'IN_PROGRESS' | 'FINISHED';

export function routeState(orders: readonly { readonly situacao: string }[]): RouteState {
  const live = orders.filter((order) => order.situacao !== 'CANCELADO');
  if (live.every((order) => order.situacao === 'ENTREGUE')) return 'FINISHED';
  if (live.every((order) => order.situacao === 'AGUARDANDO_RETIRADA')) return 'NOT_STARTED';
  return 'IN_PROGRESS';
}
