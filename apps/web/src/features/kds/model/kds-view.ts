import type { KdsItemStatus } from '@brasa/domain';
import { entryKey, type KdsEntry } from './kds-entry';
import type { KdsSettings } from './kds-settings';

/** One card on the screen: an order with its items (AGRUPADO) or a single item (INDIVIDUAL). */
export interface KdsCard {
  key: string;
  order: KdsEntry['pedidoKds'];
  deliveryAddress: KdsEntry['deliveryAddress'];
  entries: KdsEntry[];
  /** The oldest item's arrival: the card's age. */
  since: string;
}

const placeOf = (entry: KdsEntry) => (entry.item.localNotificacao ?? '').toUpperCase();

/** Whether the settings let an entry on the screen (places, statuses, channels, order types). */
export function isEntryShown(entry: KdsEntry, settings: KdsSettings): boolean {
  const { item, pedidoKds } = entry;
  if (!settings.exibir.includes(item.status)) return false;
  if (settings.locais.length > 0 && placeOf(entry) && !settings.locais.includes(placeOf(entry))) return false;
  if (settings.tipoImportacao.length > 0 && !settings.tipoImportacao.includes(pedidoKds.tipoImportacao || 'SO'))
    return false;
  if (settings.tiposPedido.length > 0 && !settings.tiposPedido.includes(pedidoKds.tipoPedido ?? '')) return false;
  return true;
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The name search (doc 3 §2.5): item names, sub-items, the customer and the order's complement. */
export function matchesSearch(entry: KdsEntry, search: string): boolean {
  const wanted = normalize(search.trim());
  if (!wanted) return true;
  const texts = [
    entry.item.descricao,
    entry.pedidoKds.pessoaCliente?.nome,
    entry.pedidoKds.complementoIdentificador,
    ...(entry.item.subItemKDS ?? []).map((sub) => sub.descricao),
  ];
  return texts.some((text) => text && normalize(text).includes(wanted));
}

const time = (text: string | null | undefined) => {
  const value = text ? Date.parse(text) : NaN;
  return Number.isNaN(value) ? 0 : value;
};

/**
 * The cards, oldest first (the kitchen works in arrival order). In AGRUPADO an order's shown items share
 * one card, in arrival order; in INDIVIDUAL each item is its own card.
 */
export function buildKdsCards(entries: readonly KdsEntry[], settings: KdsSettings, search: string): KdsCard[] {
  const shown = entries
    .filter((entry) => isEntryShown(entry, settings) && matchesSearch(entry, search))
    .sort((a, b) => time(a.createdAt) - time(b.createdAt));
  if (settings.agrupamento === 'INDIVIDUAL') {
    return shown.map((entry) => ({
      key: entryKey(entry),
      order: entry.pedidoKds,
      deliveryAddress: entry.deliveryAddress,
      entries: [entry],
      since: entry.createdAt,
    }));
  }
  const byOrder = new Map<number, KdsCard>();
  for (const entry of shown) {
    const card = byOrder.get(entry.pedidoKds.id);
    if (card) card.entries.push(entry);
    else
      byOrder.set(entry.pedidoKds.id, {
        key: `pedido-${entry.pedidoKds.id}`,
        order: entry.pedidoKds,
        deliveryAddress: entry.deliveryAddress,
        entries: [entry],
        since: entry.createdAt,
      });
  }
  return [...byOrder.values()];
}

/** Every item status of the card (the domain's bulk rules set the cancelled ones aside themselves). */
export const cardStatuses = (card: KdsCard): KdsItemStatus[] => card.entries.map((entry) => entry.item.status);

/** Ours: an order waiting over 15 min is late, over 8 min is warming up (the card's colour). */
export function ageLevel(since: string, now: number): 'ok' | 'warn' | 'late' {
  const minutes = (now - time(since)) / 60_000;
  if (minutes >= 15) return 'late';
  if (minutes >= 8) return 'warn';
  return 'ok';
}
