import { ORDER_CHANGE_KINDS, type OrderEvent, type OrderEventProjection } from '../../events/types';
import { kdsOrderSnapshot, kdsSourceOfOrder } from './entry';
import { projectKdsEntries } from './repository';

const isChange = (event: OrderEvent) => (ORDER_CHANGE_KINDS as readonly string[]).includes(event.kind);

/**
 * The kitchen display as a projection of the order (doc 3 §3 KDS entry, §4.3 join, §4.4 transfer), written in the
 * order change's transaction: items that arrived from other orders (`itemsMovedFrom`: a join, an item transfer)
 * bring their entries to this order, and when what the kitchen sees of the order changed (`kdsViewChanged`: a tab
 * moved to another table, a delivery address corrected) its entries show the order as it is now. The kitchen's
 * state of each entry (status, the time of each step, its arrival) is kept: a dish already started stays started
 * on the tab it went to. The change's event then names the entries rewritten (`kdsProjected`), which the KDS
 * subscriber publishes after commit; a change that touched none is left as it was.
 */
export const kdsProjection: OrderEventProjection = {
  name: 'kds',
  async project(tx, events) {
    const answer: OrderEvent[] = [];
    for (const event of events) {
      const moved = event.itemsMovedFrom ?? [];
      if (!isChange(event) || !event.order.ativo || (moved.length === 0 && !event.kdsViewChanged)) {
        answer.push(event);
        continue;
      }
      const codigos = event.order.iFoodOrder.items
        .map((item) => item.referenceCode)
        .filter((code): code is string => typeof code === 'string' && code !== '');
      const snapshot = kdsOrderSnapshot(kdsSourceOfOrder(event.order));
      const ids = await projectKdsEntries(tx, event.unidadeId, event.orderId, snapshot, { from: moved, codigos });
      if (ids.length === 0) {
        answer.push(event);
        continue;
      }
      // It wrote entries: the subscriber has something to send for this change after all.
      const { kdsUnchanged: _unchanged, ...rest } = event;
      answer.push({ ...rest, kdsProjected: ids } as OrderEvent);
    }
    return answer;
  },
};
