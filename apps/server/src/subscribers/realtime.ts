import type { RealtimeMessage, RealtimeType } from '@brasa/contracts';
import {
  ORDER_CHANGE_KINDS,
  type OrderChangeKind,
  type OrderEventOf,
  type OrderEventSubscriber,
} from '../events/types';
import type { RealtimeHub } from '../realtime/hub';

const BOARD_TYPES = new Set(['DELIVERY', 'BALCAO']);
/** Orders whose last published version is remembered (the oldest are forgotten first). */
const REMEMBERED_ORDERS = 10_000;

/**
 * The unit's terminals hear every committed change (doc 2 §7). Board types (delivery, counter) get the board
 * messages; tabs, tables and quick sales the generic ones: MOVE_CARD for a status change (an update for a tab
 * or table), ADD_OR_UPDATE_* for a creation or an update, REMOVE_* for a deletion.
 */
export function realtimeMessage(event: OrderEventOf<OrderChangeKind>): RealtimeMessage {
  const board = BOARD_TYPES.has(event.order.tipo);
  let type: RealtimeType;
  if (event.kind === 'order.status_changed') type = board ? 'MOVE_CARD' : 'ADD_OR_UPDATE_GENERIC_FROM_ORDER';
  else if (event.kind === 'order.deleted') type = board ? 'REMOVE_ORDER_ON_BOARD' : 'REMOVE_ORDER_GENERIC';
  else type = board ? 'ADD_OR_UPDATE_BOARD_FROM_ORDER' : 'ADD_OR_UPDATE_GENERIC_FROM_ORDER';
  return {
    type,
    order: event.order,
    ...(event.kind === 'order.status_changed' ? { moveOptions: { from: event.from, to: event.to } } : {}),
  };
}

/**
 * Realtime hub subscriber. Idempotent: a version already published (a redelivery) or older than one published
 * (a retry that arrives late) is not sent again, so a stale order never overwrites a newer one on this instance;
 * the terminals also ignore lower versions.
 */
export function realtimeSubscriber(hub: Pick<RealtimeHub, 'publish'>): OrderEventSubscriber<OrderChangeKind> {
  const published = new Map<number, number>();
  return {
    name: 'realtime',
    kinds: ORDER_CHANGE_KINDS,
    // The board hears a change as soon as it commits; the queue's delivery then finds it already published
    // (or publishes it after a crash, or from another instance's commit).
    immediate: true,
    retryLimit: 3,
    handled: (event) => (published.get(event.orderId) ?? -1) >= event.version,
    handle(event) {
      const last = published.get(event.orderId);
      if (last !== undefined && last >= event.version) return;
      hub.publish(event.unidadeUuid, realtimeMessage(event));
      published.delete(event.orderId);
      published.set(event.orderId, event.version);
      if (published.size > REMEMBERED_ORDERS) published.delete(published.keys().next().value!);
    },
  };
}
