import { apiFetch } from '../../../shared/api/api-client';
import type { PrintResult } from '../../../shared/api/print-api';
import { printServerApi } from '../../../shared/api/print-server';
import type { KdsEntry, KdsItemStatus } from '../model/kds-entry';

/** Ours (contracts `ZKdsUpdateQuery`): the grouped card's buttons, applied by the server as one rule. */
export type KdsBulkAction = 'INICIAR_TODOS' | 'TODOS_PRONTOS';

/** One entry's change: the entry (with the version it was read at) and its new status. */
export interface KdsChange {
  entry: KdsEntry;
  to: KdsItemStatus;
}

/** The entries as they go to POST /api/kds/updateItemStatus: the same documents with the new status. */
export const applyChanges = (changes: readonly KdsChange[]): KdsEntry[] =>
  changes.map(({ entry, to }) => ({ ...entry, item: { ...entry.item, status: to } }));

/** POST {print server}/api/kds/updateItemStatus (doc 3 §7); the answer is the entries as stored. */
export function updateKdsItemStatus(
  base: string,
  unitUuid: string,
  changes: readonly KdsChange[],
  acao?: KdsBulkAction,
) {
  return printServerApi.updateKdsItemStatus<KdsEntry>(base, unitUuid, applyChanges(changes), acao);
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
