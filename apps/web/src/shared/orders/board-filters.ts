import type { TOrder } from '@brasa/contracts';
import { isImported } from '@brasa/domain';
import type { ImportedFilter } from './board-query';
import { hasInvoice } from './invoice-status';

export type BoardTypeFilter = 'DELIVERY' | 'BALCAO';
export type InvoiceFilter = 'WITH' | 'WITHOUT';
export type SituationFilter = 'TAKEOUT' | 'DELIVERY' | 'PAID' | 'UNPAID' | 'SCHEDULED';

/** The 'Filtros' drawer (doc 2 §9 "Filter groups"); an empty group filters nothing. Kept in localStorage. */
export interface BoardFilters {
  types: BoardTypeFilter[];
  invoice: InvoiceFilter[];
  situations: SituationFilter[];
  channels: string[];
  /** Sent to the server as `importados` ('both' leaves it out). */
  imported: ImportedFilter;
}

export const DEFAULT_BOARD_FILTERS: BoardFilters = {
  types: [],
  invoice: [],
  situations: [],
  channels: [],
  imported: 'both',
};

/** 'Buscar por' (doc 2 §9): the customer name is always searched; these add other fields. */
export interface SearchBy {
  id: boolean;
  sequence: boolean;
  reference: boolean;
}

export const DEFAULT_SEARCH_BY: SearchBy = { id: true, sequence: true, reference: true };

/** How many filter choices are active (the badge of the 'Filtros' button). */
export function countActiveFilters(filters: BoardFilters): number {
  return (
    filters.types.length +
    filters.invoice.length +
    filters.situations.length +
    filters.channels.length +
    (filters.imported === 'both' ? 0 : 1)
  );
}

/** Stored filters from an older version may lack fields or hold junk: keep only what is well formed. */
export function sanitizeBoardFilters(value: unknown): BoardFilters {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<keyof BoardFilters, unknown>
  >;
  const list = <T extends string>(raw: unknown, allowed?: readonly T[]): T[] =>
    Array.isArray(raw)
      ? raw.filter((item): item is T => typeof item === 'string' && (!allowed || allowed.includes(item as T)))
      : [];
  return {
    types: list(stored.types, ['DELIVERY', 'BALCAO'] as const),
    invoice: list(stored.invoice, ['WITH', 'WITHOUT'] as const),
    situations: list(stored.situations, ['TAKEOUT', 'DELIVERY', 'PAID', 'UNPAID', 'SCHEDULED'] as const),
    channels: list<string>(stored.channels),
    imported: stored.imported === 'true' || stored.imported === 'false' ? stored.imported : 'both',
  };
}

const deliveryModeOf = (order: TOrder) => order.iFoodOrder?.deliveryMethod?.mode ?? null;
export const isScheduledOrder = (order: TOrder) =>
  order.pedidoAgendado === 'AGENDADO' || order.iFoodOrder?.scheduled === true;

/**
 * Choices inside a group widen the match (Delivery or Balcão); groups narrow it. The situation group mixes
 * three questions, so each is its own small group: delivery mode (take-out / delivery), payment
 * (paid / unpaid) and scheduled.
 */
export function matchesFilters(order: TOrder, filters: BoardFilters): boolean {
  if (filters.types.length && !(filters.types as string[]).includes(order.tipo)) return false;
  if (filters.invoice.length && !filters.invoice.includes(hasInvoice(order) ? 'WITH' : 'WITHOUT')) return false;
  if (filters.channels.length && !filters.channels.includes(order.tipoImportacao)) return false;
  if (filters.imported !== 'both' && isImported(order) !== (filters.imported === 'true')) return false;
  const situations = new Set(filters.situations);
  const modes = (['TAKEOUT', 'DELIVERY'] as const).filter((mode) => situations.has(mode));
  if (modes.length && !modes.some((mode) => deliveryModeOf(order) === mode)) return false;
  const payments = (['PAID', 'UNPAID'] as const).filter((payment) => situations.has(payment));
  if (payments.length && !payments.some((payment) => order.pago === (payment === 'PAID'))) return false;
  if (situations.has('SCHEDULED') && !isScheduledOrder(order)) return false;
  return true;
}

/** Lower case without accents, so 'joao' finds 'JOÃO'. */
function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function customerNameOf(order: TOrder): string {
  return order.iFoodOrder?.customer?.name ?? order.pessoaCliente?.nome ?? '';
}

/** The toolbar search over the loaded orders. */
export function matchesSearch(order: TOrder, text: string, searchBy: SearchBy): boolean {
  const query = normalizeSearch(text);
  if (!query) return true;
  if (normalizeSearch(customerNameOf(order)).includes(query)) return true;
  if (searchBy.id && String(order.id).includes(query)) return true;
  if (searchBy.sequence && order.sequencial !== null && String(order.sequencial).includes(query)) return true;
  const reference = order.iFoodOrder?.shortReference;
  return searchBy.reference && !!reference && normalizeSearch(reference).includes(query);
}

export function filterBoardOrders(
  orders: readonly TOrder[],
  filters: BoardFilters,
  text: string,
  searchBy: SearchBy,
): TOrder[] {
  return orders.filter((order) => matchesFilters(order, filters) && matchesSearch(order, text, searchBy));
}

export function sanitizeSearchBy(value: unknown): SearchBy {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof SearchBy, unknown>>;
  const flag = (raw: unknown, fallback: boolean) => (typeof raw === 'boolean' ? raw : fallback);
  return {
    id: flag(stored.id, DEFAULT_SEARCH_BY.id),
    sequence: flag(stored.sequence, DEFAULT_SEARCH_BY.sequence),
    reference: flag(stored.reference, DEFAULT_SEARCH_BY.reference),
  };
}
