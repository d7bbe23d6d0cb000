import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { playRing } from '../../../shared/sound/play-ring';
import { entryKey, type KdsEntry } from '../model/kds-entry';
import { readKdsPayload, upsertKdsEntries } from '../model/kds-cache';
import type { KdsSettings } from '../model/kds-settings';
import { isEntryShown } from '../model/kds-view';

/**
 * The KDS's real time (doc 3 §7): createItemKds adds entries, updateItemStatus / updateItemsStatus change
 * them in place; a new item on this screen rings ring02, a newly cancelled one ring03 (when avisoSonoro is on,
 * doc 4 §9). A reconnection refetches what the screen may have missed.
 */
export function useKdsRealtime(listKey: QueryKey, settings: KdsSettings): void {
  const queryClient = useQueryClient();
  useRealtimeEvents((event) => {
    if (event.kind === 'reconnected') {
      void queryClient.invalidateQueries({ queryKey: listKey });
      return;
    }
    if (event.kind !== 'kds') return;
    const incoming = readKdsPayload(event.payload);
    if (incoming.length === 0) return;
    const current = queryClient.getQueryData<KdsEntry[]>(listKey);
    const known = new Map((current ?? []).map((entry) => [entryKey(entry), entry]));
    const shown = incoming.filter((entry) => isEntryShown(entry, settings));
    const isNew = shown.some((entry) => !known.has(entryKey(entry)) && entry.item.status !== 'CANCELADO');
    const isNewlyCancelled = shown.some(
      (entry) => entry.item.status === 'CANCELADO' && known.get(entryKey(entry))?.item.status !== 'CANCELADO',
    );
    if (current) queryClient.setQueryData<KdsEntry[]>(listKey, upsertKdsEntries(current, incoming));
    if (!settings.avisoSonoro) return;
    if (isNewlyCancelled) playRing('ring03');
    else if (isNew) playRing('ring02');
  });
}
