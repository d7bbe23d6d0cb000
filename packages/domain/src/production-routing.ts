/**
 * Which items of an order go to production and where (doc 1 §4 "Notification", doc 2 §4.2, doc 4 §9
 * parameters): the order types of TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO, the item's notification
 * place (the product's tipoNotificacao: a print location such as COZINHA or BAR, NN = do not notify) and
 * LOCAL_NOTIFICACAO_ITEM (KDS, IMPRESSO or AMBOS). A PENDENTE item becomes NOTIFICADO exactly once: only PENDENTE
 * items are routed, and routing turns them NOTIFICADO, so planning the same items again routes nothing.
 * Items held for payment (NOTIFICAR_PAGAMENTO) wait until the payment turns them PENDENTE.
 */
import { DEFAULT_NOTIFICATION_TYPE } from './item-rules';

export const PRODUCTION_MODES = ['KDS', 'IMPRESSO', 'AMBOS'] as const;
export type ProductionMode = (typeof PRODUCTION_MODES)[number];

/** doc 4 §9: the parameter's default when missing or unreadable. */
export const DEFAULT_PRODUCTION_MODE: ProductionMode = 'AMBOS';

export interface ProductionSettings {
  /** Order types whose items go to production (TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO). */
  readonly orderTypes: readonly string[];
  /** LOCAL_NOTIFICACAO_ITEM: where a notified item goes. */
  readonly mode: ProductionMode;
  /**
   * Ours (LOCAL_NOTIFICACAO_ITEM_POR_LOCAL, `BAR:IMPRESSO|COZINHA:AMBOS`): a place that differs from the unit's
   * mode, so the bar can print its tickets without a screen while the kitchen has both.
   */
  readonly placeModes: Readonly<Record<string, ProductionMode>>;
}

const toMode = (value: string | undefined | null): ProductionMode | null => {
  const upper = value?.trim().toUpperCase();
  return (PRODUCTION_MODES as readonly string[]).includes(upper ?? '') ? (upper as ProductionMode) : null;
};

/** Reads the production parameters (a missing one takes its default: every type, AMBOS, no per-place mode). */
export function productionSettingsFrom(get: (key: string) => string | undefined | null): ProductionSettings {
  const types = get('TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO');
  const orderTypes =
    types === undefined || types === null
      ? ['DELIVERY', 'BALCAO', 'COMANDA', 'MESA', 'CAIXA_RAPIDO']
      : types
          .split(/[|,]/)
          .map((t) => t.trim().toUpperCase())
          .filter(Boolean);
  const placeModes: Record<string, ProductionMode> = {};
  for (const pair of (get('LOCAL_NOTIFICACAO_ITEM_POR_LOCAL') ?? '').split('|')) {
    const [place, mode] = pair.split(':');
    const parsed = toMode(mode);
    if (place?.trim() && parsed) placeModes[place.trim().toUpperCase()] = parsed;
  }
  return { orderTypes, mode: toMode(get('LOCAL_NOTIFICACAO_ITEM')) ?? DEFAULT_PRODUCTION_MODE, placeModes };
}

/** Where an item of this place goes: to the KDS, to the place's printer, or both. */
export function productionTargets(place: string, settings: ProductionSettings): { kds: boolean; print: boolean } {
  const mode = settings.placeModes[place.toUpperCase()] ?? settings.mode;
  return { kds: mode !== 'IMPRESSO', print: mode !== 'KDS' };
}

/** The notification place of an item: its product's tipoNotificacao, NN when none. */
export function notificationPlace(tipoNotificacao: string | null | undefined): string {
  return tipoNotificacao?.trim().toUpperCase() || DEFAULT_NOTIFICATION_TYPE;
}

export interface ProductionOrder {
  readonly tipo: string;
  readonly situacao: string;
  /**
   * A marketplace order that still waits for the restaurant's confirmation: its items go to production when it
   * is confirmed, not when it arrives.
   */
  readonly awaitingConfirmation?: boolean;
  /** A scheduled order before its preparation start (scheduled-production.ts): its items go then, not now. */
  readonly heldForSchedule?: boolean;
}

/** Whether an order's items may go to production now. */
export function acceptsProduction(order: ProductionOrder, settings: ProductionSettings): boolean {
  if (order.situacao === 'CANCELADO' || order.awaitingConfirmation || order.heldForSchedule) return false;
  return settings.orderTypes.includes(order.tipo.toUpperCase());
}

/** One item sent to production: its position in the order's items, its place and where it goes. */
export interface ProductionRoute {
  readonly index: number;
  readonly place: string;
  readonly kds: boolean;
  readonly print: boolean;
}

export interface ProductionPlan<Item> {
  readonly items: Item[];
  readonly routes: ProductionRoute[];
}

/**
 * Sends an order's PENDENTE items to production: each becomes NOTIFICADO and gets a route (KDS entry, kitchen
 * ticket or both at its place); a PENDENTE item whose place is NN becomes NAO_NOTIFICAR. Every other item is left
 * as it is (NOTIFICADO already went, NOTIFICAR_PAGAMENTO waits for payment, NAO_NOTIFICAR never goes). Nothing
 * changes when the order does not accept production.
 */
export function planProduction<Item extends { readonly status?: string | null }>(input: {
  readonly order: ProductionOrder;
  readonly items: readonly Item[];
  readonly placeOf: (item: Item) => string | null | undefined;
  readonly settings: ProductionSettings;
}): ProductionPlan<Item & { status: string }> {
  const unchanged = input.items.map((item) => ({ ...item, status: item.status ?? 'PENDENTE' }));
  if (!acceptsProduction(input.order, input.settings)) return { items: unchanged, routes: [] };
  const routes: ProductionRoute[] = [];
  const items = unchanged.map((item, index) => {
    if (item.status !== 'PENDENTE') return item;
    const place = notificationPlace(input.placeOf(input.items[index]!));
    if (place === DEFAULT_NOTIFICATION_TYPE) return { ...item, status: 'NAO_NOTIFICAR' };
    routes.push({ index, place, ...productionTargets(place, input.settings) });
    return { ...item, status: 'NOTIFICADO' };
  });
  return { items, routes };
}

/** What a notified item carries about where it went (stamped on the item when it was sent). */
export interface NotifiedItemStamps {
  readonly status?: string | null;
  readonly localNotification?: string | null;
  readonly statusImpressao?: string | null;
  readonly statusKds?: string | null;
}

/**
 * Removing or cancelling a notified item: where it was printed gets a cancellation ticket, and its KDS entry (if
 * it went to the KDS) is cancelled. Nothing for an item that never reached production.
 */
export function cancellationTargets(item: NotifiedItemStamps): { place: string; kds: boolean; print: boolean } | null {
  if (item.status !== 'NOTIFICADO') return null;
  const place = notificationPlace(item.localNotification);
  const print = Boolean(item.statusImpressao) && place !== DEFAULT_NOTIFICATION_TYPE;
  const kds = Boolean(item.statusKds);
  return print || kds ? { place, kds, print } : null;
}
