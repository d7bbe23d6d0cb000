import type { DispatchRealtimeMessage, TOrder } from '@brasa/contracts';
import type { Tx } from '../db/client';

/**
 * What changed in a committed order change. Every change records exactly one of the change kinds
 * (created, updated, status_changed, deleted) and, besides it, the facts it implies (paid, cancelled,
 * dispatched, courier_assigned, items_released).
 */
export const ORDER_CHANGE_KINDS = ['order.created', 'order.updated', 'order.status_changed', 'order.deleted'] as const;
export const ORDER_FACT_KINDS = [
  'order.paid',
  'order.cancelled',
  'order.dispatched',
  'order.courier_assigned',
  'order.items_released',
  'order.dispatch_message',
] as const;
export type OrderChangeKind = (typeof ORDER_CHANGE_KINDS)[number];
export type OrderFactKind = (typeof ORDER_FACT_KINDS)[number];
export type OrderEventKind = OrderChangeKind | OrderFactKind;

interface OrderEventBase {
  orderId: number;
  unidadeId: number;
  unidadeUuid: string;
  /** The order's version after the change: with the order id and the kind, the event's identity. */
  version: number;
  /** ISO time of the change. */
  occurredAt: string;
  /** The order as committed (what the realtime messages carry). */
  order: TOrder;
  /**
   * Set where the change knows it wrote and cancelled no kitchen-display entry (an order save without production):
   * the KDS subscriber then has nothing to read or send. Absent means "maybe".
   */
  kdsUnchanged?: true;
  /**
   * The orders whose items arrived in this one in this change (a join, an item transfer): their kitchen entries
   * follow them here (the KDS projection).
   */
  itemsMovedFrom?: number[];
  /** What the kitchen shows of the order changed (its tab, table, address, customer…): its entries show it now. */
  kdsViewChanged?: true;
  /** Set by the KDS projection: the entries it rewrote in the change's transaction, for the screens to hear. */
  kdsProjected?: number[];
}

export type OrderEvent =
  | (OrderEventBase & { kind: 'order.created' })
  | (OrderEventBase & { kind: 'order.updated' })
  | (OrderEventBase & { kind: 'order.status_changed'; from: string; to: string })
  | (OrderEventBase & { kind: 'order.deleted' })
  | (OrderEventBase & { kind: 'order.paid' })
  | (OrderEventBase & { kind: 'order.cancelled'; from: string })
  | (OrderEventBase & { kind: 'order.dispatched'; courierId: number | null })
  | (OrderEventBase & { kind: 'order.courier_assigned'; courierId: number | null })
  | (OrderEventBase & { kind: 'order.items_released' })
  /**
   * One per dispatch call and message (doc 4 §7 associar-despacho: ADD_DISPATCH, UPDATE_DISPATCH, REMOVE_DISPATCH,
   * FINISH_DISPATCH), carried by the call's first written order.
   */
  | (OrderEventBase & { kind: 'order.dispatch_message'; message: DispatchRealtimeMessage });

/**
 * An event as its queue copy holds it. A new order written in one statement (no transaction, orders/fast-create.ts)
 * records its event in that statement, before the order exists in Node: the copy has no `order`, and the worker
 * loads the order before handing the event to a subscriber.
 */
export type StoredOrderEvent = OrderEvent extends infer E
  ? E extends OrderEvent
    ? Omit<E, 'order'> & { order?: TOrder }
    : never
  : never;

export type OrderEventOf<K extends OrderEventKind> = Extract<OrderEvent, { kind: K }>;

/** Subscribers deduplicate on this: a redelivered event has the same key. */
export const orderEventKey = (event: Pick<OrderEvent, 'orderId' | 'version' | 'kind'>) =>
  `${event.orderId}:${event.version}:${event.kind}`;

/**
 * A projection of the order written in the order change's own transaction, from the change's events, when they
 * are recorded (before their queue copies are written): what must commit with the order, such as a kitchen entry
 * following its item to another tab. It answers the events to record, with what the subscribers need to know of
 * what it wrote.
 */
export interface OrderEventProjection {
  name: string;
  project(tx: Tx, events: readonly OrderEvent[]): Promise<OrderEvent[]>;
}

/** What a subscriber gets besides the event. */
export interface SubscriberContext {
  /** pg-boss job id (one per event and subscriber); null on the immediate run of an `immediate` subscriber. */
  jobId: string | null;
  /** 0 on the first delivery. */
  retryCount: number;
}

/**
 * One reaction to order events (one file under src/subscribers/). It runs after commit, at least once per
 * event, possibly again after a failure or a crash: it must be idempotent (deduplicate on `orderEventKey`,
 * or on the version for "latest state" effects, since a retried older event may arrive after a newer one).
 */
export interface OrderEventSubscriber<K extends OrderEventKind = OrderEventKind> {
  /** Queue name suffix: letters, digits and underscores. */
  name: string;
  kinds: readonly K[];
  handle(event: OrderEventOf<K>, ctx: SubscriberContext): Promise<void> | void;
  /**
   * Whether this subscriber has anything to do with an event of its kinds (default: yes). An event it does not want
   * gets no queue job and no immediate run: a subscriber that would only read and find nothing costs nothing.
   */
  wants?(event: OrderEventOf<K>): boolean;
  /**
   * Also run in this process right after the commit, before the queue's delivery (which still follows and must
   * be a no-op then): for idempotent effects that a person waits for, such as the board's realtime message.
   */
  immediate?: boolean;
  /**
   * Whether the event was already handled here (an immediate run): its queue copy then completes without loading
   * the order a copy recorded without it would need (StoredOrderEvent). Default: not known, deliver.
   */
  handled?(event: StoredOrderEvent): boolean;
  /** Retries after a failure (default 5, with exponential backoff from `retryDelaySeconds`, default 1). */
  retryLimit?: number;
  retryDelaySeconds?: number;
}
