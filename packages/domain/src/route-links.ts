/**
 * The links a route is shared with (doc 4 §2 routes dialog and delivery app: share, copy link, the route-link
 * button): a maps link that opens the whole route in the phone's maps app, no API key needed, and a messaging-app
 * link carrying the route as text.
 */
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
  const lines = stops.map((s, i) => `${i + 1}. Pedido ${s.numero} - ${s.cliente} - ${s.endereco}`);
  return [header, ...lines, ...(url ? [url] : [])].join('\n');
}

/** WhatsApp's click-to-chat link with the text, for the share button. */
export function messagingShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
