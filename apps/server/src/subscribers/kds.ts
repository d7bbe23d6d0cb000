import type { Db } from '../db/client';
import { ORDER_CHANGE_KINDS, type OrderChangeKind, type OrderEventSubscriber } from '../events/types';
import { toKdsEntry } from '../print/kds/entry';
import { publishKdsCreated, publishKdsUpdated } from '../print/kds/publish';
import { kdsEntriesOfOrderVersion } from '../print/kds/repository';
import type { RealtimeHub } from '../realtime/hub';

/** Order versions whose KDS entries were published here (the oldest are forgotten first). */
const REMEMBERED = 10_000;

/**
 * The kitchen screens hear what an order change sent to production or took out of it (doc 3 §7 socket events): the
 * entries that change created are createItemKds, the ones it cancelled updateItemStatus / updateItemsStatus. The
 * entries were written in the order change's transaction, tagged with its version, so this reads them after commit.
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
      const entries = rows.map((row) => ({ row, entry: toKdsEntry(row, event.unidadeUuid) }));
      publishKdsCreated(
        hub,
        event.unidadeUuid,
        entries.filter(({ row }) => row.versaoPedido === event.version).map(({ entry }) => entry),
      );
      publishKdsUpdated(
        hub,
        event.unidadeUuid,
        entries.filter(({ row }) => row.versaoCancelamento === event.version).map(({ entry }) => entry),
      );
      published.add(key);
      if (published.size > REMEMBERED) published.delete(published.values().next().value!);
    },
  };
}
