import { ZKdsConflict } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, readErrorMessage } from '../../../shared/api/api-error';
import { isPrintSuccessful } from '../../../shared/api/print-api';
import { useNotify } from '../../../shared/ui/notify';
import {
  applyChanges,
  printKdsItems,
  updateKdsItemStatus,
  type KdsBulkAction,
  type KdsChange,
} from '../api/kds-mutations';
import { entryKey, type KdsEntry } from '../model/kds-entry';
import { upsertKdsEntries } from '../model/kds-cache';
import type { KdsSettings } from '../model/kds-settings';

/** Ours: a 409 means another screen moved the item first. */
export const KDS_STALE_MESSAGE = 'Este item foi alterado em outra tela. A lista foi atualizada.';

/**
 * Moves items: optimistic on screen, POST updateItemStatus, the answer put in place; a 409 puts the current
 * entries it carries in place (or refetches) and says so, another failure puts the items back. Items that
 * become CONCLUIDO are printed when printing is ATIVO (doc 3 §4.1).
 */
export function useKdsActions(base: string, unitUuid: string, listKey: QueryKey, settings: KdsSettings) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(new Set());

  const printFinished = useCallback(
    async (entries: readonly KdsEntry[]) => {
      if (settings.impressao !== 'ATIVO' || entries.length === 0) return;
      if (!settings.localDeImpressao) {
        notify.warning(MSG.PRINT_LOCATION_REQUIRED);
        return;
      }
      const byOrder = new Map<number, KdsEntry[]>();
      for (const entry of entries) byOrder.set(entry.pedidoKds.id, [...(byOrder.get(entry.pedidoKds.id) ?? []), entry]);
      for (const [orderId, items] of byOrder) {
        try {
          const results = await printKdsItems(orderId, settings.localDeImpressao, items);
          if (!isPrintSuccessful(results)) notify.error(MSG.PRINT_ITEM_FAILED);
        } catch (error) {
          notify.error(readErrorMessage(error, MSG.PRINT_ITEM_FAILED));
        }
      }
    },
    [notify, settings.impressao, settings.localDeImpressao],
  );

  const move = useCallback(
    async (changes: readonly KdsChange[], acao?: KdsBulkAction) => {
      if (changes.length === 0) return;
      const keys = changes.map(({ entry }) => entryKey(entry));
      const optimistic = new Map(applyChanges(changes).map((entry) => [entryKey(entry), entry]));
      setBusyKeys((prev) => new Set([...prev, ...keys]));
      const before = queryClient.getQueryData<KdsEntry[]>(listKey);
      queryClient.setQueryData<KdsEntry[]>(listKey, (list) =>
        (list ?? []).map((entry) => optimistic.get(entryKey(entry)) ?? entry),
      );
      try {
        const saved = await updateKdsItemStatus(base, unitUuid, changes, acao);
        if (Array.isArray(saved) && saved.length > 0)
          queryClient.setQueryData<KdsEntry[]>(listKey, (list) => upsertKdsEntries(list, saved));
        const finished = changes.filter(({ to }) => to === 'CONCLUIDO').map(({ entry }) => entry);
        void printFinished(finished);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          notify.warning(KDS_STALE_MESSAGE);
          const conflict = ZKdsConflict.safeParse(error.body);
          queryClient.setQueryData(listKey, before);
          if (conflict.success)
            queryClient.setQueryData<KdsEntry[]>(listKey, (list) =>
              upsertKdsEntries(list, [conflict.data.entry, ...conflict.data.entries]),
            );
          else await queryClient.invalidateQueries({ queryKey: listKey });
        } else {
          queryClient.setQueryData(listKey, before);
          notify.error(readErrorMessage(error, MSG.KDS_ITEM_STATUS_FAILED));
        }
      } finally {
        setBusyKeys((prev) => new Set([...prev].filter((key) => !keys.includes(key))));
      }
    },
    [base, unitUuid, listKey, queryClient, notify, printFinished],
  );

  return { move, busyKeys };
}
