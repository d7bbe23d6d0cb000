/**
 * doc 1 §4 "Payment": 'An unpaid quick sale is kept locally'. A quick sale (CAIXA_RAPIDO) is saved, then paid
 * in the payment dialog (doc 2 §4.3); when that dialog closes before the order is paid in full, the sale is
 * remembered per unit so /fastSale can offer to receive it later. Payment adds and removes; the fast sale
 * page lists: both meet here, in shared, since features do not import each other.
 */
import type { TOrder } from '@brasa/contracts';
import { type Cents, allowedOrderActions, asCents, toCents } from '@brasa/domain';

export interface UnpaidQuickSale {
  readonly id: number;
  readonly sequencial: number | null;
  readonly totalCents: Cents;
  /** ISO date-time of when it was first kept. */
  readonly savedAt: string;
}

/** Read through shared/storage, so the key in localStorage is 'brasa.unpaidQuickSales.{unit uuid}'. */
export const unpaidQuickSalesKey = (unitUuid: string) => `unpaidQuickSales.${unitUuid}`;

export const isQuickSale = (order: Pick<TOrder, 'tipo'>): boolean => order.tipo === 'CAIXA_RAPIDO';

export function unpaidQuickSaleOf(order: TOrder, now: Date): UnpaidQuickSale {
  return {
    id: order.id,
    sequencial: order.sequencial,
    totalCents: toCents(order.totalPedido),
    savedAt: now.toISOString(),
  };
}

/**
 * Whether the server's copy can still be received: not paid, active, not cancelled, not imported (doc 1 §4
 * "Edit and pay are allowed only for orders not from an integration and not yet imported").
 */
export function isStillUnpaid(order: TOrder): boolean {
  return !order.pago && allowedOrderActions(order).pay;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Whatever was stored (an older version, junk) as well-formed entries; the unreadable ones are dropped. */
export function sanitizeUnpaidQuickSales(stored: unknown): UnpaidQuickSale[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry): UnpaidQuickSale[] => {
    if (!isRecord(entry) || !isInteger(entry.id)) return [];
    return [
      {
        id: entry.id,
        sequencial: isInteger(entry.sequencial) ? entry.sequencial : null,
        totalCents: asCents(isInteger(entry.totalCents) ? entry.totalCents : 0),
        savedAt: typeof entry.savedAt === 'string' ? entry.savedAt : new Date(0).toISOString(),
      },
    ];
  });
}

/**
 * Adds the sale first, or updates the one with its id where it is (its total may have changed with a fee
 * or a discount); the first savedAt stays, so the list keeps its order.
 */
export function upsertUnpaidQuickSale(list: readonly UnpaidQuickSale[], entry: UnpaidQuickSale): UnpaidQuickSale[] {
  const existing = list.find((candidate) => candidate.id === entry.id);
  if (!existing) return [entry, ...list];
  return list.map((candidate) => (candidate.id === entry.id ? { ...entry, savedAt: existing.savedAt } : candidate));
}

export function removeUnpaidQuickSale(list: readonly UnpaidQuickSale[], id: number): UnpaidQuickSale[] {
  return list.filter((candidate) => candidate.id !== id);
}
