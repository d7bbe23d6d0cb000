import { KDS_SOCKET_EVENTS, type TKdsEntry } from '@brasa/contracts';
import type { RealtimeHub } from '../../realtime/hub';

/**
 * The KDS socket events on the unit's room (doc 3 §7), sent after commit: each new entry as createItemKds, one
 * changed entry as updateItemStatus, several changed at once as updateItemsStatus.
 */
export function publishKdsCreated(hub: Pick<RealtimeHub, 'emit'>, unidadeUuid: string, entries: readonly TKdsEntry[]) {
  for (const entry of entries) hub.emit(unidadeUuid, KDS_SOCKET_EVENTS.createItemKds, entry);
}

export function publishKdsUpdated(hub: Pick<RealtimeHub, 'emit'>, unidadeUuid: string, entries: readonly TKdsEntry[]) {
  if (entries.length === 1) hub.emit(unidadeUuid, KDS_SOCKET_EVENTS.updateItemStatus, entries[0]);
  else if (entries.length > 1) hub.emit(unidadeUuid, KDS_SOCKET_EVENTS.updateItemsStatus, entries);
}
