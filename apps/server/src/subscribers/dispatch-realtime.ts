import type { OrderEventSubscriber } from '../events/types';
import { orderEventKey } from '../events/types';
import type { RealtimeHub } from '../realtime/hub';

/** Dispatch messages remembered as published (the oldest are forgotten first). */
const REMEMBERED = 10_000;

/**
 * The dispatch messages of doc 4 §7 (ADD_DISPATCH, UPDATE_DISPATCH, REMOVE_DISPATCH, FINISH_DISPATCH) to the
 * unit's room, one per dispatch call and message: the dispatch screen, the routes dialog and the delivery-person
 * app refresh their groups. The orders' own board messages come from the realtime subscriber. Idempotent: an
 * event already published (a queue redelivery after the immediate run) is not sent again.
 */
export function dispatchRealtimeSubscriber(
  hub: Pick<RealtimeHub, 'publish'>,
): OrderEventSubscriber<'order.dispatch_message'> {
  const published = new Set<string>();
  return {
    name: 'dispatch_realtime',
    kinds: ['order.dispatch_message'],
    immediate: true,
    retryLimit: 3,
    handle(event) {
      const key = `${orderEventKey(event)}:${event.message.type}:${event.message.agrupadorDespacho}`;
      if (published.has(key)) return;
      hub.publish(event.unidadeUuid, { ...event.message });
      published.add(key);
      if (published.size > REMEMBERED) published.delete(published.values().next().value!);
    },
  };
}
