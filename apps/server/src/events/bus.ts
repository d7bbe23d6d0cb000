import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db, Tx } from '../db/client';
import { executePreparedText } from '../db/prepared';
import type { TOrder } from '@brasa/contracts';
import type { OrderEvent, OrderEventProjection, OrderEventSubscriber, StoredOrderEvent } from './types';
import { readEnv } from '../env';

/** pg-boss keeps its tables in their own schema, created (or migrated) once at start. */
export const EVENTS_SCHEMA = 'pgboss';
/** When the queue's copy of an immediate subscriber's event becomes due. */
const IMMEDIATE_BACKSTOP = '2 seconds';
/** One queue per subscriber: each retries on its own. */
export const queueOf = (subscriberName: string) => `order_events__${subscriberName}`;

export interface EventBusOptions {
  /** false: events are recorded but nobody delivers them (BRASA_EVENTS_DELIVERY=off; the crash test). */
  delivery: boolean;
  /** How often an idle worker looks for what no wake-up announced: retries, other instances' events. */
  pollIntervalMs: number;
  /** Events fetched at once per subscriber. */
  batchSize: number;
  /** A delivery still active after this long (a process killed mid-delivery) is retried by the maintenance. */
  expireInSeconds: number;
  /**
   * How often pg-boss's maintenance runs (it expires what a killed instance left active, for every queue on it:
   * events, prints, reports): BRASA_QUEUE_MAINTENANCE_S, default 60.
   */
  maintenanceIntervalSeconds?: number;
}

/** Reads an order as committed, for a queue copy recorded without it (StoredOrderEvent). */
export type LoadOrder = (unidadeId: number, orderId: number) => Promise<TOrder | undefined>;

export function eventBusOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): EventBusOptions {
  const e = readEnv(env);
  return {
    delivery: e.BRASA_EVENTS_DELIVERY,
    pollIntervalMs: e.BRASA_EVENTS_POLL_MS,
    batchSize: 50,
    // BRASA_EVENTS_EXPIRE_S: how long a killed instance's deliveries wait before another retries them.
    expireInSeconds: e.BRASA_EVENTS_EXPIRE_S,
    maintenanceIntervalSeconds: e.BRASA_QUEUE_MAINTENANCE_S,
  };
}

export interface EventBus {
  /** Before `start`: a subscriber gets its own queue and, with delivery on, its own worker. */
  subscribe<K extends OrderEvent['kind']>(subscriber: OrderEventSubscriber<K>): void;
  /** Before `start`: a projection `record` runs in the change's transaction, in the order they were added. */
  project(projection: OrderEventProjection): void;
  start(): Promise<void>;
  /**
   * The one way an order is written: runs `work` in one transaction of the app's database; the events `record`
   * writes in it (one job per event and interested subscriber, in one statement) commit or roll back with it, and
   * once it committed the `immediate` subscribers handle them and the other subscribers' workers fetch at once.
   * Nobody announces a commit by hand: what was recorded in the transaction is published after it, by the bus.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Writes the events in `tx`, a transaction opened by `transaction` (any other is refused: its events would be
   * published by no one until the next poll), once the projections wrote their share of the change in it. A
   * committed one is delivered even after a crash.
   */
  record(tx: Tx, events: readonly OrderEvent[]): Promise<void>;
  /**
   * The job insert of `events` (pg-boss's own statement, captured instead of run; its `$1` is the jobs' JSON), for
   * a statement that writes the order itself and embeds it (orders/repository.ts `insertOrderWithLog`): each
   * event's queue copy takes its `orderId` and `version` from the inserted row and has no `order` (the worker loads
   * it). Null when no subscriber wants them. The statement runs through `statement`, which publishes them. No
   * projection runs: such a statement creates an order, which has nothing of its own to project yet.
   */
  jobsInsert(events: readonly StoredOrderEvent[]): Promise<{ text: string; values: unknown[] } | null>;
  /**
   * For a write that is one statement, atomic on its own, embedding a `jobsInsert` (the one-statement save): runs
   * `write`, which answers its result and the events its statement wrote, and publishes them once it succeeded, as
   * `transaction` does after its commit.
   */
  statement<T>(write: () => Promise<{ result: T; events: readonly OrderEvent[] }>): Promise<T>;
  /** Lets running deliveries finish, then stops pg-boss (before the database closes). */
  stop(): Promise<void>;
  /** Tests: the pg-boss instance. */
  readonly boss: PgBoss;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: EventBus;
  }
}

/**
 * pg-boss statements inside an open Drizzle transaction (both drivers), on the transaction's own connection, so the
 * job rows commit or roll back with it. Prepared by their text (db/prepared.ts): a job insert is one of the two
 * statements of every save.
 */
export function executorOver(tx: Tx | Db): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const { rows } = await executePreparedText(tx, text, values);
      return { rows };
    },
  };
}

type EventJob = PgBoss.JobWithMetadata<StoredOrderEvent>;

/** A subscriber's kinds and its own filter. */
const wanted = (s: OrderEventSubscriber, event: OrderEvent | StoredOrderEvent) =>
  s.kinds.includes(event.kind) && (s.wants?.(event as OrderEvent) ?? true);

/** Older versions of an order first, each order where it first appears. */
function inOrderOfVersion<T>(items: readonly T[], eventOf: (item: T) => StoredOrderEvent): T[] {
  const rank = new Map<number, number>();
  items.forEach((item, i) => {
    if (!rank.has(eventOf(item).orderId)) rank.set(eventOf(item).orderId, i);
  });
  const key = (item: T) => [rank.get(eventOf(item).orderId)!, eventOf(item).version] as const;
  return [...items].sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1]);
}

/**
 * One subscriber's delivery loop: fetch a batch, run the handler for each event in version order, complete the
 * delivered ones and fail the others (pg-boss retries them with backoff). A full batch or a wake-up fetches
 * again at once; otherwise it waits for the poll interval or the next wake-up.
 */
class SubscriberWorker {
  private stopping = false;
  private woken = false;
  private interrupt: (() => void) | undefined;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly boss: PgBoss,
    readonly subscriber: OrderEventSubscriber,
    private readonly options: EventBusOptions,
    private readonly log: FastifyBaseLogger,
    private readonly loadOrder: LoadOrder | undefined,
  ) {}

  private get queue() {
    return queueOf(this.subscriber.name);
  }

  get immediate() {
    return this.subscriber.immediate === true;
  }

  start() {
    this.loop = this.run();
  }

  wake() {
    this.woken = true;
    this.interrupt?.();
  }

  async stop() {
    this.stopping = true;
    this.interrupt?.();
    await this.loop;
  }

  private async run() {
    while (!this.stopping) {
      this.woken = false;
      let jobs: EventJob[] = [];
      try {
        jobs = await this.boss.fetch<StoredOrderEvent>(this.queue, {
          batchSize: this.options.batchSize,
          includeMetadata: true,
        });
      } catch (err) {
        this.log.error({ err, queue: this.queue }, 'eventos: falha ao buscar');
      }
      if (jobs.length > 0) await this.deliver(jobs);
      if (this.stopping) break;
      if (this.woken || jobs.length === this.options.batchSize) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.options.pollIntervalMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.interrupt = done;
      });
      this.interrupt = undefined;
    }
  }

  /** The event with its order: a copy recorded without it gets the order as committed now. */
  private async withOrder(stored: StoredOrderEvent): Promise<OrderEvent | undefined> {
    if (stored.order) return stored as OrderEvent;
    if (!this.loadOrder) throw new Error('eventos: evento sem pedido e nenhum leitor de pedidos');
    const order = await this.loadOrder(stored.unidadeId, stored.orderId);
    return order ? ({ ...stored, order } as OrderEvent) : undefined;
  }

  private async deliver(jobs: EventJob[]) {
    const delivered: string[] = [];
    for (const job of inOrderOfVersion(jobs, (j) => j.data)) {
      try {
        const event = this.subscriber.handled?.(job.data) ? undefined : await this.withOrder(job.data);
        // Handled already, or an order that is no longer there (a test's cleared table): nothing to deliver.
        if (event) await this.subscriber.handle(event, { jobId: job.id, retryCount: job.retryCount });
        delivered.push(job.id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        this.log.warn({ err, queue: this.queue, jobId: job.id, retry: job.retryCount }, 'eventos: entrega falhou');
        await this.boss
          .fail(this.queue, job.id, { message })
          .catch((e: unknown) => this.log.error({ err: e }, 'eventos'));
      }
    }
    if (delivered.length > 0) {
      await this.boss.complete(this.queue, delivered).catch((err: unknown) => this.log.error({ err }, 'eventos'));
    }
  }
}

/**
 * The order events outbox on pg-boss 10, over the app's own database (PGlite or PostgreSQL): pg-boss's queries
 * go through `database.executeSql` (on PGlite they wait for an open app transaction, never inside it), and
 * `record` writes through the caller's transaction. No cron, no state monitoring; the maintenance expires
 * deliveries left active by a crash and archives completed jobs.
 */
export function createEventBus(
  database: Database,
  options: EventBusOptions,
  log: FastifyBaseLogger,
  loadOrder?: LoadOrder,
): EventBus {
  const subscribers: OrderEventSubscriber[] = [];
  const projections: OrderEventProjection[] = [];
  const workers: SubscriberWorker[] = [];
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schema: EVENTS_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (err) => log.error({ err }, 'pg-boss'));
  let started = false;
  /** The events recorded in each open `transaction`, published after its commit. */
  const pending = new WeakMap<Tx, OrderEvent[]>();
  const pendingOf = (tx: Tx) => {
    const list = pending.get(tx);
    if (!list) throw new Error('eventos: eventos de pedido são registrados numa transação do barramento');
    return list;
  };
  /** One job per event and interested subscriber. */
  const jobsOf = (events: readonly (OrderEvent | StoredOrderEvent)[]) => {
    const jobs: PgBoss.JobInsert<OrderEvent | StoredOrderEvent>[] = [];
    for (const event of events) {
      for (const s of subscribers) {
        if (!wanted(s, event)) continue;
        // An immediate subscriber handles it at commit: the queue's copy is the backstop (a crash, a failed
        // run), due a little later so it is fetched in batches, not beside the request that just committed.
        const backstop = s.immediate && options.delivery;
        jobs.push({ name: queueOf(s.name), data: event, ...(backstop ? { startAfter: IMMEDIATE_BACKSTOP } : {}) });
      }
    }
    return jobs;
  };

  /**
   * After the commit of a transaction that recorded `events`: `immediate` subscribers handle them now (their
   * queue copy follows 2 s later as the backstop), the other subscribers' workers fetch now, not at the next poll.
   */
  const published = (events: readonly OrderEvent[]) => {
    if (!options.delivery) return;
    for (const s of subscribers.filter((sub) => sub.immediate)) {
      const mine = inOrderOfVersion(
        events.filter((e) => wanted(s, e)),
        (e) => e,
      );
      void (async () => {
        for (const event of mine) await s.handle(event, { jobId: null, retryCount: 0 });
      })().catch((err: unknown) => log.warn({ err, subscriber: s.name }, 'eventos: entrega imediata falhou'));
    }
    // Only the workers with something of theirs in this commit fetch now; the others would find nothing (each
    // wake-up is a fetch statement: under a burst of saves, one per commit per idle worker).
    for (const w of workers) if (!w.immediate && events.some((e) => wanted(w.subscriber, e))) w.wake();
  };

  return {
    boss,
    subscribe(subscriber) {
      if (started) throw new Error('eventos: assinantes são registrados antes do início');
      if (!/^\w+$/.test(subscriber.name)) throw new Error(`eventos: nome de assinante inválido: ${subscriber.name}`);
      subscribers.push(subscriber as unknown as OrderEventSubscriber);
    },
    project(projection) {
      if (started) throw new Error('eventos: projeções são registradas antes do início');
      projections.push(projection);
    },
    async start() {
      await boss.start();
      for (const s of subscribers) {
        const queue = {
          name: queueOf(s.name),
          policy: 'standard' as const,
          retryLimit: s.retryLimit ?? 5,
          retryDelay: s.retryDelaySeconds ?? 1,
          retryBackoff: true,
          expireInSeconds: options.expireInSeconds,
        };
        await boss.createQueue(queue.name, queue);
        // An existing queue (a restart, a database made from a template) takes the current settings.
        await boss.updateQueue(queue.name, queue);
      }
      started = true;
      if (!options.delivery) return;
      for (const s of subscribers) {
        const worker = new SubscriberWorker(boss, s, options, log, loadOrder);
        workers.push(worker);
        worker.start();
      }
    },
    async record(tx, recorded) {
      const list = pendingOf(tx);
      let events = [...recorded];
      for (const projection of projections) events = await projection.project(tx, events);
      const jobs = jobsOf(events);
      list.push(...events);
      if (jobs.length === 0) return;
      if (!started) throw new Error('eventos: o barramento não foi iniciado');
      await boss.insert(jobs, { db: executorOver(tx) });
    },
    async jobsInsert(events) {
      const jobs = jobsOf(events);
      if (jobs.length === 0) return null;
      if (!started) throw new Error('eventos: o barramento não foi iniciado');
      // pg-boss's own insert (its defaults and the queue's policy), captured instead of run.
      let captured: { text: string; values: unknown[] } | undefined;
      await boss.insert(jobs, {
        db: {
          executeSql(text, values = []) {
            captured = { text, values };
            return Promise.resolve({ rows: [] });
          },
        },
      });
      return captured!;
    },
    async transaction(work) {
      let recorded: OrderEvent[] = [];
      const result = await database.db.transaction(async (tx) => {
        pending.set(tx, (recorded = []));
        return work(tx);
      });
      if (recorded.length > 0) published(recorded);
      return result;
    },
    async statement(write) {
      const { result, events } = await write();
      if (events.length > 0) published(events);
      return result;
    },
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
      await boss.stop({ graceful: true, close: false, timeout: 1000 });
    },
  };
}
