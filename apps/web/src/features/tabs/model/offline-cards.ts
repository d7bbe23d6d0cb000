import type { TOrder } from '@brasa/contracts';
import { createUnitListStore } from '../../../shared/storage/unit-list-store';

/**
 * doc 3 §4.7: the open orders kept on this terminal (localStorage 'Cards', per unit) so their detail can be
 * read while offline.
 */
export const offlineCardsStore = createUnitListStore<TOrder>('Cards', sanitizeCachedOrders);

export function sanitizeCachedOrders(stored: unknown): TOrder[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (value): value is TOrder =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as TOrder).id === 'number' &&
      typeof (value as TOrder).iFoodOrder === 'object' &&
      (value as TOrder).iFoodOrder !== null,
  );
}

/** The cached list, by number then id, so the offline list reads like the board. */
export function offlineList(orders: readonly TOrder[]): TOrder[] {
  return [...orders].sort(
    (a, b) =>
      (a.identificadorPrincipal ?? '').localeCompare(b.identificadorPrincipal ?? '', 'pt-BR', { numeric: true }) ||
      a.id - b.id,
  );
}
