import { LOGISTICS_SENT, LOGISTICS_TYPES, formatDateTimeBr, logisticsStatusLabel } from '@brasa/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db, Tx } from '../../db/client';
import { executorOver } from '../../events/bus';
import type { LogisticsCredentials, LogisticsDelivery } from '../../providers/logistics';
import { listActiveIntegrations } from '../integrations/repository';
import { toOrder } from '../order-data/mapper';
import { orderChangeEvents } from '../orders/events';
import * as orders from '../orders/repository';
import { unitUuidOf } from '../tef/record';
import { readEnv } from '../../env';

/**
 * The courier's status of a sent order (doc 1 §4 'Logistics'): one durable pg-boss job per delivery, written with
 * the send, that asks the provider and re-queues itself until the delivery is over (delivered or cancelled) or the
 * order left it (undone, sent again). A change (courier assigned, picked up, delivered) is written into the order's
 * jsonRetornoLogistica with a log line and published like any order change, so every board shows it without asking.
 */
export const LOGISTICS_TRACK_QUEUE = 'logistics_track';

/** The provider's statuses after which nothing changes any more. */
const FINAL_STATUSES = new Set(['DELIVERED', 'CONCLUDED', 'CANCELLED', 'FINISHED']);

export interface LogisticsTrackerOptions {
  /** off: no worker (BRASA_LOGISTICS_TRACKER=off; the tests drive `runDue()`). */
  enabled: boolean;
  /** Seconds between two questions about one delivery (BRASA_LOGISTICS_TRACK_S, default 20). */
  intervalSeconds: number;
  /** How often the worker fetches due jobs. */
  fetchMs: number;
}

export function logisticsTrackerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LogisticsTrackerOptions {
  return {
    enabled: readEnv(env).BRASA_LOGISTICS_TRACKER,
    intervalSeconds: readEnv(env).BRASA_LOGISTICS_TRACK_S,
    fetchMs: readEnv(env).BRASA_LOGISTICS_TRACK_FETCH_MS,
  };
}

export interface TrackJob {
  unidadeId: number;
  orderId: number;
  deliveryId: string;
}

export interface LogisticsTracker {
  /** In the send's transaction: the job that follows this delivery whatever happens to this process. */
  enqueue(tx: Db | Tx, job: TrackJob): Promise<void>;
  /** Asks the provider about one delivery now and writes a change; answers whether it should be asked again. */
  refresh(job: TrackJob): Promise<boolean>;
  /** Runs the due jobs once (what the worker loop does); answers how many ran. */
  runDue(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    logisticsTracker: LogisticsTracker;
  }
}

const sameDriver = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function createLogisticsTracker(
  app: FastifyInstance,
  boss: PgBoss,
  options: LogisticsTrackerOptions,
  log: FastifyBaseLogger,
): LogisticsTracker {
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  async function refresh(job: TrackJob): Promise<boolean> {
    const db = app.database.db;
    const found = await orders.findOrder(db, job.unidadeId, job.orderId);
    const row = found?.row;
    const sent = row?.jsonRetornoLogistica as Record<string, unknown> | null | undefined;
    if (!row || row.statusLogistica !== LOGISTICS_SENT || String(sent?.id ?? '') !== job.deliveryId) return false;
    if (!row.idConfiguracaoIntegracaoLogistica) return false;
    const integrations = await listActiveIntegrations(db, job.unidadeId, LOGISTICS_TYPES);
    const integration = integrations.find((i) => i.id === row.idConfiguracaoIntegracaoLogistica);
    if (!integration) return false;
    const provider = integration.tipo === 'ID' ? app.providers.logistics.ifood : app.providers.logistics.plataforma;
    const delivery: LogisticsDelivery = await provider.tracking(
      integration.segredos as LogisticsCredentials,
      job.deliveryId,
    );
    const changed =
      delivery.status !== sent?.status ||
      !sameDriver(delivery.driver, sent?.entregador) ||
      (delivery.trackingUrl ?? null) !== (sent?.trackingUrl ?? null);
    if (changed) {
      await app.orderEvents.transaction(async (tx) => {
        const locked = await orders.lockOrder(tx, job.unidadeId, job.orderId);
        const current = locked?.jsonRetornoLogistica as Record<string, unknown> | null | undefined;
        if (!locked || locked.statusLogistica !== LOGISTICS_SENT || String(current?.id ?? '') !== job.deliveryId) {
          return;
        }
        const updated = await orders.updateOrder(tx, job.unidadeId, locked.id, locked.version, {
          jsonRetornoLogistica: {
            ...current,
            status: delivery.status,
            trackingUrl: delivery.trackingUrl ?? current?.trackingUrl ?? null,
            entregador: delivery.driver,
          },
        });
        if (!updated) return;
        if (delivery.status !== current?.status) {
          const label = logisticsStatusLabel(delivery.status);
          const driver = delivery.driver?.nome ? ` (${delivery.driver.nome})` : '';
          await orders.insertLog(
            tx,
            job.unidadeId,
            locked.id,
            integration.descricao,
            `Logística ${integration.descricao}: ${label}${driver} em ${formatDateTimeBr(new Date())}.`,
          );
        }
        const saved = toOrder((await orders.findOrder(tx, job.unidadeId, locked.id))!);
        const recorded = orderChangeEvents(
          { unidadeId: job.unidadeId, unidadeUuid: await unitUuidOf(tx, job.unidadeId) },
          saved,
          locked,
        );
        await app.orderEvents.record(tx, recorded);
      });
    }
    return !FINAL_STATUSES.has(delivery.status);
  }

  async function runJobs(jobs: PgBoss.Job<TrackJob>[]) {
    await Promise.all(
      jobs.map(async (job) => {
        let again = true;
        try {
          again = await refresh(job.data);
        } catch (err) {
          // The provider out or slow: asked again at the next turn.
          if (!stopping) log.warn({ err, orderId: job.data.orderId }, 'logística: status não lido, nova tentativa');
        }
        if (again && !stopping) {
          await boss.send(LOGISTICS_TRACK_QUEUE, job.data, { startAfter: options.intervalSeconds });
        }
      }),
    );
    if (jobs.length > 0) {
      await boss.complete(
        LOGISTICS_TRACK_QUEUE,
        jobs.map((j) => j.id),
      );
    }
  }

  async function runDue() {
    const jobs = await boss.fetch<TrackJob>(LOGISTICS_TRACK_QUEUE, { batchSize: 50 });
    await runJobs(jobs);
    return jobs.length;
  }

  async function run() {
    while (!stopping) {
      try {
        if ((await runDue()) === 50) continue;
      } catch (err) {
        if (!stopping) log.error({ err }, 'logística: falha no acompanhamento das entregas');
      }
      await sleep(options.fetchMs);
    }
  }

  return {
    async enqueue(tx, job) {
      await boss.insert(
        [
          {
            name: LOGISTICS_TRACK_QUEUE,
            data: job,
            startAfter: new Date(Date.now() + options.intervalSeconds * 1000),
          },
        ],
        { db: executorOver(tx) },
      );
    },
    refresh,
    runDue,
    async start() {
      // A job a killed instance left active is retried by another after a minute (pg-boss's default: 15).
      const queue = { name: LOGISTICS_TRACK_QUEUE, policy: 'standard' as const, retryLimit: 3, expireInSeconds: 60 };
      await boss.createQueue(LOGISTICS_TRACK_QUEUE, queue);
      await boss.updateQueue(LOGISTICS_TRACK_QUEUE, queue);
      if (!options.enabled) return;
      loop = run();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
  };
}
