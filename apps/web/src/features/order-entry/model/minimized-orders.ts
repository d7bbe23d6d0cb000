/**
 * doc 2 §2.7 'Pedidos iniciados e não confirmados': orders closed with "continue later", kept in localStorage
 * per unit (doc 4 §9 "minimised orders per unit") until they are confirmed or discarded.
 */
import { type Cents, ORDER_TYPE_LABELS } from '@brasa/domain';
import { itemsTotalCents } from './cart';
import { initialOrderDraft, type EntryOrigin, type OrderDraft } from './order-draft';
import { QUICK_SALE_CUSTOMER_PROMPTS, type QuickSaleCustomerPrompt, type QuickSaleOptions } from './quick-sale';

export interface MinimizedOrder {
  readonly id: string;
  /** ISO date-time of the last "continue later". */
  readonly savedAt: string;
  readonly origin: EntryOrigin;
  /** Opened as a quick sale (CAIXA_RAPIDO, every type choice locked), with its customer rule. */
  readonly quickSale: QuickSaleOptions | null;
  /** The step it was left on. */
  readonly step: number;
  readonly draft: OrderDraft;
}

/** Read through shared/storage, so the key in localStorage is 'brasa.minimizedOrders.{unit uuid}'. */
export const minimizedOrdersKey = (unitUuid: string) => `minimizedOrders.${unitUuid}`;

const ORIGINS: readonly EntryOrigin[] = ['DELIVERY', 'BALCAO', 'COMANDA_MESA'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const promptOf = (value: unknown): QuickSaleCustomerPrompt =>
  QUICK_SALE_CUSTOMER_PROMPTS.includes(value as QuickSaleCustomerPrompt)
    ? (value as QuickSaleCustomerPrompt)
    : 'NAO_EXIBIR';

/** Whatever was stored (an older version, junk) as well-formed entries; the unreadable ones are dropped. */
export function sanitizeMinimizedOrders(stored: unknown): MinimizedOrder[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry): MinimizedOrder[] => {
    if (!isRecord(entry) || typeof entry.id !== 'string' || !isRecord(entry.draft)) return [];
    if (!Array.isArray(entry.draft.items)) return [];
    const origin = ORIGINS.includes(entry.origin as EntryOrigin) ? (entry.origin as EntryOrigin) : 'BALCAO';
    const step = typeof entry.step === 'number' && entry.step >= 0 && entry.step <= 2 ? Math.floor(entry.step) : 0;
    return [
      {
        id: entry.id,
        savedAt: typeof entry.savedAt === 'string' ? entry.savedAt : new Date(0).toISOString(),
        origin,
        quickSale: isRecord(entry.quickSale) ? { customerPrompt: promptOf(entry.quickSale.customerPrompt) } : null,
        step,
        // Fields added after it was stored take their initial value.
        draft: { ...initialOrderDraft(null), ...(entry.draft as Partial<OrderDraft>) } as OrderDraft,
      },
    ];
  });
}

/** Adds the entry, or replaces the one with its id, newest first. */
export function upsertMinimizedOrder(list: readonly MinimizedOrder[], entry: MinimizedOrder): MinimizedOrder[] {
  return [entry, ...list.filter((candidate) => candidate.id !== entry.id)];
}

export function removeMinimizedOrder(list: readonly MinimizedOrder[], id: string): MinimizedOrder[] {
  return list.filter((candidate) => candidate.id !== id);
}

export interface MinimizedOrderSummary {
  readonly title: string;
  readonly customer: string | null;
  readonly itemCount: number;
  readonly totalCents: Cents;
}

/** What the list shows: type, tab/table, customer, number of lines and their total. */
export function summarizeMinimizedOrder(entry: MinimizedOrder): MinimizedOrderSummary {
  const { draft } = entry;
  const type = entry.quickSale ? ORDER_TYPE_LABELS.CAIXA_RAPIDO : draft.tipo ? ORDER_TYPE_LABELS[draft.tipo] : 'Pedido';
  const identifier = draft.identificadorPrincipal.trim();
  return {
    title: identifier ? `${type} ${identifier}` : type,
    customer: draft.customer?.nome ?? null,
    itemCount: draft.items.length,
    totalCents: itemsTotalCents(draft.items),
  };
}
