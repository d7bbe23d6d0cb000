import type { TOrder, TProfile } from '@brasa/contracts';
import { MSG, fail, ok, type Result } from '@brasa/domain';
import { parsePayloadDate } from '../../../shared/format/date-time-br';
import { formatDeliveryAddress } from '../../../shared/orders/order-view';

/** spec doc 1 §9: the preparation time of an order that carries none. */
export const DEFAULT_PREPARATION_SECONDS = 3600;

/** A loose payload value as text: a string trimmed, a number as written, anything else ''. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** spec doc 1 §2.1: the marketplace short reference, else the order id. */
export function orderReference(order: TOrder): string {
  const reference = order.iFoodOrder?.shortReference?.trim();
  return reference || String(order.id);
}

/** When the order was placed: the marketplace body's createdAt, else the order's own. */
export function orderCreatedAt(order: TOrder): Date | null {
  return parsePayloadDate(order.iFoodOrder?.createdAt) ?? parsePayloadDate(order.createdAt);
}

/** spec doc 1 §2.1: creation time plus preparation time (3600 s when absent). */
export function deliveryTimeOf(order: TOrder): Date | null {
  const created = orderCreatedAt(order);
  if (!created) return null;
  const seconds = order.iFoodOrder?.preparationTimeInSeconds;
  const preparation = typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : DEFAULT_PREPARATION_SECONDS;
  return new Date(created.getTime() + preparation * 1000);
}

/** The Google Maps directions page from `origin` to `destination` (spec doc 1 §2.1 route button). */
export function mapsRouteUrl(origin: string, destination: string): string {
  const params = new URLSearchParams({ api: '1', origin, destination });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

const hasCoordinates = (place: { latitude?: unknown; longitude?: unknown } | null | undefined) =>
  !!place && typeof place.latitude === 'number' && typeof place.longitude === 'number';

const coordinatesText = (place: { latitude?: unknown; longitude?: unknown }) => `${place.latitude},${place.longitude}`;

/**
 * Where the courier leaves from: the unit's coordinates, else its person's coordinates, else the person's
 * address (street fields are read loosely: the session profile carries the city only today).
 */
export function routeOrigin(profile: TProfile | null): Result<string> {
  const unit = profile?.unidade;
  if (!unit) return fail(MSG.COMPANY_NOT_FOUND);
  if (hasCoordinates(unit)) return ok(coordinatesText(unit));
  const person = unit.pessoa as (NonNullable<typeof unit.pessoa> & Record<string, unknown>) | null;
  if (!person) return fail(MSG.COMPANY_PERSON_NOT_FOUND);
  if (hasCoordinates(person)) return ok(coordinatesText(person));
  const street = [textOf(person.endereco), textOf(person.numero)].filter(Boolean).join(', ');
  const city = [textOf(person.municipio?.nome), textOf(person.municipio?.estado?.sigla ?? person.estado)]
    .filter(Boolean)
    .join('/');
  const address = [street, textOf(person.bairro), city].filter(Boolean).join(' - ');
  return address ? ok(address) : fail(MSG.COMPANY_PERSON_NOT_FOUND);
}

/** Where the order goes: its delivery address with the city, else its coordinates; null when neither. */
export function routeDestination(order: TOrder): string | null {
  const text = formatDeliveryAddress(order);
  if (text) return text;
  const coordinates = order.iFoodOrder?.deliveryAddress?.coordinates;
  return coordinates ? coordinatesText(coordinates) : null;
}

/** Ours: the route button of an order without a delivery address (it is disabled then). */
const NO_DELIVERY_ADDRESS = 'Pedido sem endereço de entrega';

/** The maps page of the route button, or the message saying why there is none. */
export function deliveryRouteUrl(order: TOrder, profile: TProfile | null): Result<string> {
  const destination = routeDestination(order);
  if (!destination) return fail(NO_DELIVERY_ADDRESS);
  const origin = routeOrigin(profile);
  return origin.ok ? ok(mapsRouteUrl(origin.value, destination)) : origin;
}
