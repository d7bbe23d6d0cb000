import { ROUTING_PATHS, type TGeocodeResult, type TOrder } from '@brasa/contracts';
import { apiFetch } from '../api/api-client';
import { orderPosition } from './order-labels';

/** The server's geocodificar takes at most this many ids per call. */
export const GEOCODE_BATCH = 100;

const NOT_ROUTED: readonly string[] = ['ENTREGUE', 'CANCELADO'];

/** An order's address as asked of the geocoder: the same order with a corrected address is asked again. */
export function geocodeKey(order: TOrder): string {
  const a = (order.iFoodOrder?.deliveryAddress ?? {}) as Record<string, unknown>;
  return [order.id, a.streetName, a.streetNumber, a.neighborhood, a.city, a.state, a.postalCode].join('|');
}

/** A delivery still to be routed that has no point on the map. */
export const needsPoint = (order: TOrder): boolean =>
  order.tipo === 'DELIVERY' && !NOT_ROUTED.includes(order.situacao) && orderPosition(order) === null;

/**
 * doc 4 §4: "a geocoding call to a maps service is made for addresses without coordinates". The orders a routes
 * screen asks the server to geocode: deliveries still to be routed, with no point yet, whose address was not asked
 * before in this screen (a failure is not retried on every refetch, only once the address changed).
 */
export function ordersToGeocode(orders: readonly TOrder[], attempted: ReadonlySet<string>): TOrder[] {
  return orders.filter((order) => needsPoint(order) && !attempted.has(geocodeKey(order)));
}

/** The ids in batches the server accepts. */
export function geocodeBatches(ids: readonly number[], size = GEOCODE_BATCH): number[][] {
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += size) batches.push(ids.slice(i, i + size));
  return batches;
}

/**
 * POST ROUTING_PATHS.geocodificar: the server geocodes the orders without a point and saves the found ones (and
 * the customers' registered addresses they go to) in one batch; each failure comes back with its `erro`.
 */
export function geocodeOrders(ids: readonly number[]): Promise<TGeocodeResult[]> {
  return apiFetch<TGeocodeResult[]>(ROUTING_PATHS.geocodificar, { method: 'POST', body: { ids } });
}
