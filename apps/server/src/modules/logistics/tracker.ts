import {
  LOGISTICS_SENT,
  LOGISTICS_TYPES,
  formatDateTimeBr,
  isFinalLogisticsPhase,
  logisticsStatusLabel,
  orderStatusForLogistics,
  type OrderStatus,
} from '@brasa/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db, Tx } from '../../db/client';
import { EVENTS_SCHEMA, executorOver } from '../../events/bus';
import type { LogisticsCredentials, LogisticsDelivery } from '../../providers/logistics';
import { AppError } from '../../errors';
import { listActiveIntegrations, type IntegrationRow } from '../integrations/repository';
import * as orders from '../orders/repository';
import { changeStatus } from '../orders/status/status-service';
import { readEnv } from '../../env';
import { queueLoop } from '../../events/queue-loop';
import { unitUuidOf } from '../orders/repository';
import { writeOrderChange } from '../orders/mutate-order';

/** Jobs fetched at once. */
const BATCH = 50;

/**
 * The courier's status of a sent order (doc 1 §4 'Logistics'): one durable pg-boss job per delivery, written with
 * the send, that asks the provider and re-queues itself until the delivery is over (delivered or cancelled) or the
 * order left it (undone, sent again, cancelled). A change (courier assigned, picked up, delivered) is written into
 * the order's jsonRetornoLogistica with a log line and published like any order change, so every board shows it
 * without asking; picked up moves the order to ENVIADO and delivered to ENTREGUE through the status service, as a
 * user's change would (its rules, log line, marketplace sync and events). At start-up, the open deliveries without a
 * pending job get one (a killed process loses nothing).
 */
export const LOGISTICS_TRACK_QUEUE = 'logistics_track';

/** Words a delivery that is over was saved with before its phase was kept (`fase`), for the start-up sweep. */
const FINAL_WORDS = ['DELIVERED', 'CONCLUDED', 'CANCELLED', 'FINISHED'];

export interface LogisticsTrackerOptions {
  /** off: no worker (BRASA_LOGISTICS_TRACKER=off; the tests drive `runDue()`). */
  enabled: boolean;
  /** Seconds between two questions about one delivery (BRASA_LOGISTICS_TRACK_S, default 20). */
  intervalSeconds: number;
  /** How often the worker fetches due jobs. */
  fetchMs: number;
  /** The clock of the log lines (a test's fixed one). */
  now?: () => Date;
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
  /** The start-up sweep: a job for every open delivery that has none pending; answers how many were queued. */
  sweep(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    logisticsTracker: LogisticsTracker;
  }
}

const sameDriver = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The platform's courier stays on the order once known (a report without him keeps him), until it cancels. */
const driverToKeep = (delivery: LogisticsDelivery, kept: Record<string, unknown> | null | undefined) =>
  delivery.driver ?? (delivery.phase === 'CANCELLED' ? null : (kept?.entregador ?? null));

/** One pending job per delivery: the queue's `short` policy keeps a single queued job per key. */
const singletonKeyOf = (job: TrackJob) => `${job.unidadeId}:${job.orderId}:${job.deliveryId}`;

/** The provider's report as the status service's caller: the integration moves the order, not a user. */
function integrationRequest(unidadeId: number, unidadeUuid: string, integration: IntegrationRow): FastifyRequest {
  return {
    session: { sub: 'system', userId: 0, unidadeId, unidadeUuid, username: `Logística ${integration.descricao}` },
  } as unknown as FastifyRequest;
}

export function createLogisticsTracker(
  app: FastifyInstance,
  boss: PgBoss,
  options: LogisticsTrackerOptions,
  log: FastifyBaseLogger,
): LogisticsTracker {
  const now = options.now ?? (() => new Date());

  async function refresh(job: TrackJob): Promise<boolean> {
    const db = app.database.db;
    const found = await orders.findOrder(db, job.unidadeId, job.orderId);
    const row = found?.row;
    const sent = row?.jsonRetornoLogistica as Record<string, unknown> | null | undefined;
    if (!row || row.statusLogistica !== LOGISTICS_SENT || String(sent?.id ?? '') !== job.deliveryId) return false;
    // A cancelled (or deleted) order: whatever the courier says changes nothing.
    if (!row.ativo || row.situacao === 'CANCELADO') return false;
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
      (delivery.phase ?? null) !== (sent?.fase ?? null) ||
      !sameDriver(driverToKeep(delivery, sent), sent?.entregador) ||
      (delivery.trackingUrl ?? null) !== (sent?.trackingUrl ?? null);
    const unidadeUuid = await unitUuidOf(db, job.unidadeId);
    if (changed && !(await writeReport(job, integration, delivery, unidadeUuid))) return false;
    // The order's status follows the courier, forward only (a late or repeated report moves nothing). A move the
    // rules or the marketplace refuse is logged and tried again at the next turn.
    let moved = true;
    const fresh = (await orders.findOrder(db, job.unidadeId, job.orderId))?.row ?? row;
    const target = orderStatusForLogistics(delivery.phase, fresh.situacao as OrderStatus);
    if (target) moved = await moveOrder(job, integration, unidadeUuid, target, fresh.version);
    if (delivery.phase === 'CANCELLED' && sent?.fase !== 'CANCELLED') {
      log.warn({ orderId: job.orderId, deliveryId: job.deliveryId }, 'logística: entrega cancelada pela plataforma');
    }
    return !isFinalLogisticsPhase(delivery.phase) || !moved;
  }

  /** The report into jsonRetornoLogistica (with a log line when the status changed); false: the order left it. */
  async function writeReport(
    job: TrackJob,
    integration: IntegrationRow,
    delivery: LogisticsDelivery,
    unidadeUuid: string,
  ): Promise<boolean> {
    return app.orderEvents.transaction(async (tx) => {
      const locked = await orders.lockOrder(tx, job.unidadeId, job.orderId);
      const current = locked?.jsonRetornoLogistica as Record<string, unknown> | null | undefined;
      if (
        !locked ||
        !locked.ativo ||
        locked.situacao === 'CANCELADO' ||
        locked.statusLogistica !== LOGISTICS_SENT ||
        String(current?.id ?? '') !== job.deliveryId
      ) {
        return false;
      }
      const label = logisticsStatusLabel(delivery.phase ?? delivery.status);
      const driver = delivery.driver?.nome ? ` (${delivery.driver.nome})` : '';
      const actor = { unidadeId: job.unidadeId, unidadeUuid, username: integration.descricao };
      await writeOrderChange(app, tx, actor, locked, {
        values: {
          jsonRetornoLogistica: {
            ...current,
            status: delivery.status,
            fase: delivery.phase,
            trackingUrl: delivery.trackingUrl ?? current?.trackingUrl ?? null,
            entregador: driverToKeep(delivery, current),
          },
        },
        logs:
          delivery.status !== current?.status
            ? [`Logística ${integration.descricao}: ${label}${driver} em ${formatDateTimeBr(now())}.`]
            : [],
      });
      return true;
    });
  }

  /** The status change a user would make (status-service): its rules, log line, marketplace and events. */
  async function moveOrder(
    job: TrackJob,
    integration: IntegrationRow,
    unidadeUuid: string,
    target: OrderStatus,
    expectedVersion: number,
  ) {
    try {
      // The version read with the decision: a change in between (a user's) answers 409 and the next turn decides.
      const request = integrationRequest(job.unidadeId, unidadeUuid, integration);
      await changeStatus(app, request, job.orderId, target, { expectedVersion });
      return true;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      log.warn({ err, orderId: job.orderId, target }, 'logística: situação do pedido não alterada');
      return false;
    }
  }

  async function sweep(): Promise<number> {
    // Open: sent, the order neither cancelled nor deleted, the delivery not over (or delivered and the order not
    // moved yet); pending: a job queued, waiting a retry or running (a killed instance's job comes back by itself).
    const { rows } = await app.database.executeSql(
      `SELECT p.unidade_id AS "unidadeId", p.id AS "orderId", p.json_retorno_logistica->>'id' AS "deliveryId"
         FROM pedido_integracao p
        WHERE p.status_logistica = $1 AND p.ativo AND p.situacao <> 'CANCELADO'
          AND p.json_retorno_logistica->>'id' IS NOT NULL
          AND (COALESCE(p.json_retorno_logistica->>'fase', p.json_retorno_logistica->>'status', '') <> ALL($2::text[])
               OR (p.json_retorno_logistica->>'fase' = 'DELIVERED' AND p.situacao <> 'ENTREGUE'))
          AND NOT EXISTS (
            SELECT 1 FROM ${EVENTS_SCHEMA}.job j
             WHERE j.name = $3 AND j.state IN ('created', 'retry', 'active')
               AND (j.data->>'orderId')::int = p.id AND (j.data->>'unidadeId')::int = p.unidade_id
               AND j.data->>'deliveryId' = p.json_retorno_logistica->>'id')`,
      [LOGISTICS_SENT, FINAL_WORDS, LOGISTICS_TRACK_QUEUE],
    );
    const jobs = (rows as TrackJob[]).map((r) => ({
      unidadeId: Number(r.unidadeId),
      orderId: Number(r.orderId),
      deliveryId: String(r.deliveryId),
    }));
    if (jobs.length === 0) return 0;
    // Two instances starting together: the singleton key keeps one queued job per delivery.
    await boss.insert(jobs.map((data) => ({ name: LOGISTICS_TRACK_QUEUE, data, singletonKey: singletonKeyOf(data) })));
    return jobs.length;
  }

  const loop = queueLoop({
    runDue: () => runDue(),
    batch: BATCH,
    fetchMs: options.fetchMs,
    onError: (err) => log.error({ err }, 'logística: falha no acompanhamento das entregas'),
  });

  async function runJobs(jobs: PgBoss.Job<TrackJob>[]) {
    await Promise.all(
      jobs.map(async (job) => {
        let again = true;
        try {
          again = await refresh(job.data);
        } catch (err) {
          // The provider out or slow: asked again at the next turn.
          if (!loop.stopping)
            log.warn({ err, orderId: job.data.orderId }, 'logística: status não lido, nova tentativa');
        }
        if (again && !loop.stopping) {
          await boss.send(LOGISTICS_TRACK_QUEUE, job.data, {
            startAfter: options.intervalSeconds,
            singletonKey: singletonKeyOf(job.data),
          });
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
    const jobs = await boss.fetch<TrackJob>(LOGISTICS_TRACK_QUEUE, { batchSize: BATCH });
    await runJobs(jobs);
    return jobs.length;
  }

  return {
    async enqueue(tx, job) {
      await boss.insert(
        [
          {
            name: LOGISTICS_TRACK_QUEUE,
            data: job,
            // Seconds after the database's now (pg-boss reads a plain number text as an interval).
            startAfter: String(options.intervalSeconds),
            singletonKey: singletonKeyOf(job),
          },
        ],
        { db: executorOver(tx) },
      );
    },
    refresh,
    runDue,
    sweep,
    async start() {
      // A job a killed instance left active is retried by another after a minute (pg-boss's default: 15). `short`:
      // one queued job per singleton key (the delivery), so a sweep and a re-queue never follow it twice.
      const queue = { name: LOGISTICS_TRACK_QUEUE, policy: 'short' as const, retryLimit: 3, expireInSeconds: 60 };
      await boss.createQueue(LOGISTICS_TRACK_QUEUE, queue);
      await boss.updateQueue(LOGISTICS_TRACK_QUEUE, queue);
      // The start-up sweep, also with the worker off (the jobs wait for a worker): deliveries whose job was lost.
      const swept = await sweep();
      if (swept > 0) log.info({ swept }, 'logística: entregas em aberto voltaram a ser acompanhadas');
      if (options.enabled) loop.start();
    },
    stop: () => loop.stop(),
  };
}
