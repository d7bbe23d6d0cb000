import { MSG, formatDateTimeBr, preparationStartOf } from '@brasa/domain';
import type { TIFoodOrder } from '@brasa/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db, Tx } from '../../../db/client';
import { readEnv } from '../../../env';
import { executorOver } from '../../../events/bus';
import { schedulingOf, sendOrderToProduction } from './production';
import * as repo from '../repository';
import { queueLoop } from '../../../events/queue-loop';
import { writeOrderChange } from '../mutate-order';

/**
 * A scheduled order goes to production at its preparation start (issue 31 §4: the scheduled time minus the
 * preparation time), not when it is saved. The save (or the confirm) of such an order sends nothing and writes, in
 * its transaction, one durable pg-boss job due at that start (`startAfter`), so a restart loses nothing. The job
 * sends the order's PENDENTE items the way a save does (`sendOrderToProduction`: KDS entries, kitchen tickets, the
 * log line) in the order's own change, with its events, so boards and KDS screens hear it. It does nothing when
 * the order moved since (another schedule: that schedule's job sends it), was cancelled or deleted, or has nothing
 * left to send (already released): a job of an old schedule, or the same job twice, prints nothing.
 */
export const SCHEDULED_RELEASE_QUEUE = 'order_scheduled_release';

/** Who signs the release's log line. */
const RELEASE_USER = 'Sistema';

export interface ScheduledReleaseOptions {
  /** off: no worker (BRASA_SCHEDULED_RELEASE=off; the tests drive `release()` / `runDue()`). */
  enabled: boolean;
  /** How often the worker looks for due jobs (BRASA_SCHEDULED_RELEASE_FETCH_MS, default 5 s). */
  fetchMs: number;
}

export function scheduledReleaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ScheduledReleaseOptions {
  return {
    enabled: readEnv(env).BRASA_SCHEDULED_RELEASE,
    fetchMs: readEnv(env).BRASA_SCHEDULED_RELEASE_FETCH_MS,
  };
}

export interface ReleaseJob {
  unidadeId: number;
  orderId: number;
  /** The preparation start the job was written for (ISO). */
  at: string;
}

export interface ScheduledReleases {
  /** In the order change's transaction: the job that sends the order to production at `at`. */
  enqueue(tx: Db | Tx, job: ReleaseJob): Promise<void>;
  /** Sends the order to production if the job still stands; answers whether it sent something. */
  release(job: ReleaseJob): Promise<boolean>;
  /** Runs the due jobs once (what the worker loop does); answers how many ran. */
  runDue(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduledReleases: ScheduledReleases;
  }
}

const BATCH = 20;

export function createScheduledReleases(
  app: FastifyInstance,
  boss: PgBoss,
  options: ScheduledReleaseOptions,
  log: FastifyBaseLogger,
): ScheduledReleases {
  async function release(job: ReleaseJob): Promise<boolean> {
    const { unidadeId, orderId } = job;
    return app.orderEvents.transaction(async (tx) => {
      const row = await repo.lockOrder(tx, unidadeId, orderId);
      if (!row || !row.ativo || row.situacao === 'CANCELADO') return false;
      const body = row.body as TIFoodOrder;
      // The order's current schedule, not the one the job was written for: a moved order has its own job.
      const start = preparationStartOf(schedulingOf(row.pedidoAgendado, body));
      const now = new Date();
      if (start?.toISOString() !== job.at || start.getTime() > now.getTime()) return false;
      const sent = await sendOrderToProduction(app, tx, row, { situacao: row.situacao, items: body.items ?? [], now });
      if (sent.logs.length === 0) return false;
      await writeOrderChange(app, tx, { unidadeId, username: RELEASE_USER }, row, {
        values: sent.values,
        logs: [MSG.producaoAgendadaLiberada(formatDateTimeBr(now)), ...sent.logs],
      });
      return true;
    });
  }

  async function runDue() {
    const jobs = await boss.fetch<ReleaseJob>(SCHEDULED_RELEASE_QUEUE, { batchSize: BATCH });
    for (const job of jobs) {
      try {
        await release(job.data);
        await boss.complete(SCHEDULED_RELEASE_QUEUE, job.id);
      } catch (err) {
        // pg-boss retries it (the queue's retries); the release is idempotent.
        log.warn({ err, orderId: job.data.orderId }, 'agendamento: pedido não liberado para produção');
        await boss.fail(SCHEDULED_RELEASE_QUEUE, job.id, { message: String(err) });
      }
    }
    return jobs.length;
  }

  const loop = queueLoop({
    runDue,
    batch: BATCH,
    fetchMs: options.fetchMs,
    onError: (err) => log.error({ err }, 'agendamento: falha ao liberar pedidos agendados'),
  });

  return {
    async enqueue(tx, job) {
      // One job per order and preparation start: saving the order again with the same schedule adds none.
      await boss.insert(
        [
          {
            name: SCHEDULED_RELEASE_QUEUE,
            data: job,
            startAfter: new Date(job.at),
            singletonKey: `${job.orderId}:${job.at}`,
          },
        ],
        { db: executorOver(tx) },
      );
    },
    release,
    runDue,
    async start() {
      // 'short': at most one waiting job per singleton key. A job a killed instance held comes back after a minute.
      const queue = {
        name: SCHEDULED_RELEASE_QUEUE,
        policy: 'short' as const,
        retryLimit: 10,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: 60,
      };
      await boss.createQueue(SCHEDULED_RELEASE_QUEUE, queue);
      await boss.updateQueue(SCHEDULED_RELEASE_QUEUE, queue);
      if (options.enabled) loop.start();
    },
    stop: () => loop.stop(),
  };
}
