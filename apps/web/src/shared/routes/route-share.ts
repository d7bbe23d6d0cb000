import type { TMapConfig, TOrder } from '@brasa/contracts';
import {
  MSG,
  isAddressComplete,
  mapsRouteUrl,
  messagingShareUrl,
  routeShareText,
  type DispatchAddress,
} from '@brasa/domain';
import type { Notify } from '../ui/notify';

function place(order: TOrder) {
  const address = (order.iFoodOrder?.deliveryAddress ?? null) as (DispatchAddress & Record<string, unknown>) | null;
  const coords = order.iFoodOrder?.deliveryAddress?.coordinates;
  const lat = order.latitude ?? coords?.latitude ?? null;
  const lng = order.longitude ?? coords?.longitude ?? null;
  const endereco = address
    ? [address.streetName, address.streetNumber, address.neighborhood, address.city].filter(Boolean).join(', ')
    : '';
  return { lat, lng, endereco, complete: isAddressComplete(address) };
}

const customer = (order: TOrder) =>
  (order.iFoodOrder?.customer as { name?: string | null } | undefined)?.name ?? order.pessoaCliente?.nome ?? '';

/**
 * The route's maps link and its share text (doc 4 §2, §5): valid addresses are needed and, when the configured
 * provider needs one, the maps key ('Chave de API do Google Maps não encontrada').
 */
export function routeLink(
  config: TMapConfig | undefined,
  orders: readonly TOrder[],
  courier: string | null,
): { ok: true; url: string; text: string } | { ok: false; message: string } {
  if (config?.chaveAusente) return { ok: false, message: MSG.MAPS_KEY_NOT_FOUND };
  const places = orders.map(place).filter((p) => p.complete || (p.lat !== null && p.lng !== null));
  if (places.length === 0) return { ok: false, message: MSG.NO_VALID_ROUTE_ADDRESS };
  const url = mapsRouteUrl(config?.empresa ?? null, places);
  if (!url) return { ok: false, message: MSG.ROUTE_LINK_UNAVAILABLE };
  const stops = orders.map((order) => ({
    numero: order.sequencial ?? order.id,
    cliente: customer(order),
    endereco: place(order).endereco,
  }));
  return { ok: true, url, text: routeShareText(courier, stops, url) };
}

/** 'Copiar link': the maps link to the clipboard, with its toast. */
export async function copyRouteLink(link: ReturnType<typeof routeLink>, notify: Notify): Promise<void> {
  if (!link.ok) return notify.warning(link.message);
  try {
    await navigator.clipboard.writeText(link.url);
    notify.success(MSG.LINK_COPIED);
  } catch {
    notify.error(MSG.LINK_COPY_FAILED);
  }
}

/** 'Compartilhar': the messaging app with the route as text, in a new tab. */
export function shareRoute(link: ReturnType<typeof routeLink>, notify: Notify): void {
  if (!link.ok) return notify.warning(link.message);
  const opened = window.open(messagingShareUrl(link.text), '_blank', 'noopener');
  if (opened === undefined) notify.error(MSG.LINK_GENERATE_FAILED);
}
