import type { Db } from '../db/client';
import { ORDER_CHANGE_KINDS, type OrderChangeKind, type OrderEventSubscriber } from '../events/types';
import { toKdsEntry } from '../modules/kds/entry';
import { publishKdsCreated, publishKdsUpdated } from '../modules/kds/publish';
import { kdsEntriesByIds, kdsEntriesOfOrderVersion } from '../modules/kds/repository';
import type { RealtimeHub } from '../realtime/hub';

/** Order versions whose KDS entries were published here (the oldest are forgotten first). */
const REMEMBERED = 10_000;

/**
 * The kitchen screens hear what an order change sent to production or took out of it (doc 3 §7 socket events): the
 * entries that change created are createItemKds, the ones it cancelled updateItemStatus / updateItemsStatus, and so
 * are the ones the KDS projection moved onto the order or showed anew (`kdsProjected`: a screen upserts by id, so a
 * dish transferred to another tab moves there). The entries were written in the order change's transaction, tagged
 * with its version or named in its event, so this reads them after commit.
 * A version already published here (the queue's copy after the immediate run) is not sent again; a KDS screen
 * upserts by entry id, so a redelivery after a crash only repeats what it has.
 */
export function kdsSubscriber(hub: Pick<RealtimeHub, 'emit'>, db: () => Db): OrderEventSubscriber<OrderChangeKind> {
  const published = new Set<string>();
  return {
    name: 'kds',
    kinds: ORDER_CHANGE_KINDS,
    immediate: true,
    retryLimit: 3,
    // A save that sent nothing to production and took nothing out of it wrote no entry to publish.
    wants: (event) => !event.kdsUnchanged,
    handled: (event) => published.has(`${event.orderId}:${event.version}`),
    async handle(event) {
      const key = `${event.orderId}:${event.version}`;
      if (published.has(key)) return;
      const rows = await kdsEntriesOfOrderVersion(db(), event.unidadeId, event.orderId, event.version);
      const created = rows.filter((row) => row.versaoPedido === event.version);
      const changed = new Map(rows.filter((row) => row.versaoCancelamento === event.version).map((r) => [r.id, r]));
      const projected = (event.kdsProjected ?? []).filter((id) => !created.some((row) => row.id === id));
      for (const row of await kdsEntriesByIds(db(), event.unidadeId, projected)) changed.set(row.id, row);
      const entriesOf = (list: Iterable<(typeof rows)[number]>) =>
        [...list].map((row) => toKdsEntry(row, event.unidadeUuid));
      publishKdsCreated(hub, event.unidadeUuid, entriesOf(created));
      publishKdsUpdated(hub, event.unidadeUuid, entriesOf([...changed.values()].sort((a, b) => a.id - b.id)));
      published.add(key);
      if (published.size > REMEMBERED) published.delete(published.values().next().value!);
    },
  };
}
