/**
 * The links a route is shared with (doc 4 §2 routes dialog and delivery app: share, copy link, the route-link
 * button): a maps link that opens the whole route in the phone's maps app, no API key needed, and a messaging-app
 * link carrying the route as text.
 */
import { isAddressComplete, type DispatchAddress } from './address-completeness';
import { MSG } from './messages';
import { fail, ok, type Result } from './result';
import { inStopOrder, stopEta, type StopOrdered } from './route-stops';

export interface RoutePlace {
  lat?: number | null;
  lng?: number | null;
  /** Used when there are no coordinates. */
  endereco?: string | null;
}

export interface RouteStopText {
  /** The order's number on the board. */
  numero: number | string;
  cliente: string;
  endereco: string;
  /** The stop's ETA ('HH:mm'), when the route was planned. */
  previsao?: string | null;
}

function placeText(p: RoutePlace): string {
  if (typeof p.lat === 'number' && typeof p.lng === 'number' && Number.isFinite(p.lat) && Number.isFinite(p.lng)) {
    return `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;
  }
  return (p.endereco ?? '').trim();
}

/** Google Maps directions URL (maps URLs API): shop → stops in order, driving; null without a stop. */
export function mapsRouteUrl(origin: RoutePlace | null, stops: readonly RoutePlace[]): string | null {
  const places = stops.map(placeText).filter((s) => s !== '');
  if (places.length === 0) return null;
  const params = new URLSearchParams({ api: '1' });
  const from = origin ? placeText(origin) : '';
  if (from) params.set('origin', from);
  params.set('destination', places[places.length - 1]!);
  if (places.length > 1) params.set('waypoints', places.slice(0, -1).join('|'));
  params.set('travelmode', 'driving');
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/** The route as text: a header with the courier, one line per stop, and the maps link. */
export function routeShareText(courier: string | null, stops: readonly RouteStopText[], url: string | null): string {
  const header = courier ? `Rota de ${courier}` : 'Rota de entrega';
  const lines = stops.map(
    (s, i) =>
      `${i + 1}. Pedido ${s.numero} - ${s.cliente} - ${s.endereco}${s.previsao ? ` - Previsão ${s.previsao}` : ''}`,
  );
  return [header, ...lines, ...(url ? [url] : [])].join('\n');
}

/** WhatsApp's click-to-chat link with the text, for the share button. */
export function messagingShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** What the shared link and its text read of an order (a TOrder fits). */
export interface ShareableOrder extends StopOrdered {
  readonly sequencial?: number | null;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly iFoodOrder?: unknown;
  readonly pessoaCliente?: { readonly nome?: string | null } | null;
}

interface ShareBody {
  deliveryAddress?:
    (DispatchAddress & { coordinates?: { latitude?: number | null; longitude?: number | null } }) | null;
  customer?: { name?: string | null } | null;
}

function sharePlace(order: ShareableOrder) {
  const body = (order.iFoodOrder ?? null) as ShareBody | null;
  const address = body?.deliveryAddress ?? null;
  const coords = address?.coordinates;
  const lat = order.latitude ?? coords?.latitude ?? null;
  const lng = order.longitude ?? coords?.longitude ?? null;
  const endereco = address
    ? [address.streetName, address.streetNumber, address.neighborhood, address.city].filter(Boolean).join(', ')
    : '';
  return { lat, lng, endereco, complete: isAddressComplete(address) };
}

/**
 * A route's maps link and its messaging-app text (doc 4 §2, §5), the stops in the route's stored order with
 * their ETAs (issue 31 §4); the server's route detail and the web's share buttons build the same. Valid
 * addresses are needed ('Nenhum endereço válido encontrado para a rota').
 */
export function routeShareOf(
  origin: RoutePlace | null,
  orders: readonly ShareableOrder[],
  courier: string | null,
): Result<{ url: string; text: string }> {
  const ordered = inStopOrder(orders);
  const places = ordered.map(sharePlace).filter((p) => p.complete || (p.lat !== null && p.lng !== null));
  if (places.length === 0) return fail(MSG.NO_VALID_ROUTE_ADDRESS);
  const url = mapsRouteUrl(origin, places);
  if (!url) return fail(MSG.ROUTE_LINK_UNAVAILABLE);
  const stops = ordered.map((order) => ({
    numero: order.sequencial ?? order.id,
    cliente: ((order.iFoodOrder ?? null) as ShareBody | null)?.customer?.name ?? order.pessoaCliente?.nome ?? '',
    endereco: sharePlace(order).endereco,
    previsao: stopEta(order),
  }));
  return ok({ url, text: routeShareText(courier, stops, url) });
}
