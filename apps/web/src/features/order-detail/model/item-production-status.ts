import type { TOrderItem } from '@brasa/contracts';
import type { KdsLogEntry, PrintLogEntry } from '../../../shared/api/print-server';

/** The status and date an item's print or KDS record shows in the item information dialog (doc 1 §2.13). */
export interface StatusAt {
  status: string;
  date: string | null | undefined;
}

const time = (text: string | null | undefined) => (text ? Date.parse(text) || 0 : 0);

function latest<T>(entries: readonly T[], dateOf: (entry: T) => string | null | undefined): T | undefined {
  return entries.reduce<T | undefined>(
    (best, entry) => (best === undefined || time(dateOf(entry)) >= time(dateOf(best)) ? entry : best),
    undefined,
  );
}

/** The item's entry on the kitchen display (matched by its referenceCode), newest state. */
export function kdsStatusOfItem(item: TOrderItem, entries: readonly KdsLogEntry[]): StatusAt | null {
  if (!item.referenceCode) return null;
  const mine = entries.filter((entry) => entry.item?.codigoReferencial === item.referenceCode);
  const last = latest(mine, (entry) => entry.updatedAt ?? entry.createdAt);
  return last?.item?.status ? { status: last.item.status, date: last.updatedAt ?? last.createdAt } : null;
}

/** The codes of the lines a print job carried, when the print server says (`referenceCodes` or `itens`). */
function referenceCodesOf(entry: PrintLogEntry): string[] {
  const codes = entry.referenceCodes;
  if (Array.isArray(codes)) return codes.filter((code): code is string => typeof code === 'string');
  const items = entry.itens;
  if (Array.isArray(items))
    return items
      .map((line) => (line as { referenceCode?: unknown } | null)?.referenceCode)
      .filter((code): code is string => typeof code === 'string');
  return [];
}

/** The last print job that carried the item (a kitchen or bar ticket). */
export function printStatusOfItem(item: TOrderItem, entries: readonly PrintLogEntry[]): StatusAt | null {
  if (!item.referenceCode) return null;
  const mine = entries.filter((entry) => referenceCodesOf(entry).includes(item.referenceCode!));
  const last = latest(mine, (entry) => entry.dataCriacao);
  return last?.statusImpressao ? { status: last.statusImpressao, date: last.dataCriacao } : null;
}
