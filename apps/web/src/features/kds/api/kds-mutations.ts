import { apiFetch } from '../../../shared/api/api-client';
import type { PrintResult } from '../../../shared/api/print-api';
import { printServerApi } from '../../../shared/api/print-server';
import type { KdsEntry, KdsItemStatus } from '../model/kds-entry';

/** The entries as they go to POST /api/kds/updateItemStatus: the same documents with the new status. */
export const withStatus = (entries: readonly KdsEntry[], to: KdsItemStatus): KdsEntry[] =>
  entries.map((entry) => ({ ...entry, item: { ...entry.item, status: to } }));

/** POST {print server}/api/kds/updateItemStatus (doc 3 §7); the answer is the entries as stored. */
export function updateKdsItemStatus(base: string, unitUuid: string, entries: readonly KdsEntry[], to: KdsItemStatus) {
  return printServerApi.updateKdsItemStatus<KdsEntry>(base, unitUuid, withStatus(entries, to));
}

/**
 * POST /api-v2/impressaoAPI/enviarImpressaoKds?localImpressao={place} (doc 1 §7 "Print kitchen items"): the
 * finished items of one order, named by their referenceCode.
 */
export function printKdsItems(orderId: number, localImpressao: string, entries: readonly KdsEntry[]) {
  return apiFetch<PrintResult[]>('/api-v2/impressaoAPI/enviarImpressaoKds', {
    method: 'POST',
    query: { localImpressao },
    body: {
      id: orderId,
      items: entries
        .map((entry) => entry.item.codigoReferencial)
        .filter((code): code is string => !!code)
        .map((referenceCode) => ({ referenceCode })),
    },
  });
}
