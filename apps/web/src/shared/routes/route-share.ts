import type { TMapConfig, TOrder } from '@brasa/contracts';
import { MSG, messagingShareUrl, routeShareOf } from '@brasa/domain';
import type { Notify } from '../ui/notify';

/**
 * The route's maps link and its share text (doc 4 §2, §5): the stops in the route's stored order with their ETAs
 * (issue 31 §4, as the server's route detail builds them); valid addresses are needed and, when the configured
 * provider needs one, the maps key ('Chave de API do Google Maps não encontrada').
 */
export function routeLink(
  config: TMapConfig | undefined,
  orders: readonly TOrder[],
  courier: string | null,
): { ok: true; url: string; text: string } | { ok: false; message: string } {
  if (config?.chaveAusente) return { ok: false, message: MSG.MAPS_KEY_NOT_FOUND };
  const share = routeShareOf(config?.empresa ?? null, orders, courier);
  return share.ok ? { ok: true, ...share.value } : share;
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
