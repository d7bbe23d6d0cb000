import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db, Tx } from '../../db/client';
import { executorOver } from '../../events/bus';
import * as repo from './repository';
import { isOpenIntent, syncIntent } from './sync';
import { wakeableSleep } from '../../events/wakeable-sleep';
import { readEnv } from '../../env';

/** One durable pg-boss job per open intent; it re-queues itself until the intent is settled. */
export const TEF_RECONCILE_QUEUE = 'tef_reconcile';

export interface TefReconcilerOptions {
  /** off: no worker, no sweep, no watching (BRASA_TEF_RECONCILER=off; a test's "dead" server). */
  enabled: boolean;
  /** How often a watched intent (just created here) is asked (BRASA_TEF_POLL_MS, default 500). */
  pollMs: number;
  /** How long after a job's run its intent is asked again (BRASA_TEF_RECONCILE_S, default 5). */
  retrySeconds: number;
  /** How often the worker fetches due jobs. */
  fetchMs: number;
}

export function tefReconcilerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): TefReconcilerOptions {
  return {
    enabled: readEnv(env).BRASA_TEF_RECONCILER,
    pollMs: readEnv(env).BRASA_TEF_POLL_MS,
    retrySeconds: readEnv(env).BRASA_TEF_RECONCILE_S,
    fetchMs: readEnv(env).BRASA_TEF_RECONCILE_FETCH_MS,
  };
}

export interface TefReconciler {
  /** In the creating transaction: the durable job that settles the intent whatever happens to this process. */
  enqueue(tx: Db | Tx, intent: { id: number; unidadeId: number }): Promise<void>;
  /** Fast path while this process lives: asks the provider every `pollMs` until the intent is settled. */
  watch(unidadeId: number, intentId: number): void;
  /** Settles every open intent now (the start-up sweep); answers how many were looked at. */
  reconcileAll(concurrency?: number): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface JobData {
  intentId: number;
  unidadeId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tefReconciler: TefReconciler;
  }
}

/**
 * The card-terminal reconciler: no approval is left unrecorded and none is recorded twice, whatever fails (a
 * restart, a lost response, a closed browser). Three layers, all idempotent because settling locks the intent:
 * a watcher per intent started here (latency), a durable job per open intent (survives a crash: the job was
 * written with the intent), and a sweep of every open intent at start-up (a restart settles at once).
 */
export function createTefReconciler(
  app: FastifyInstance,
  boss: PgBoss,
  options: TefReconcilerOptions,
  log: FastifyBaseLogger,
): TefReconciler {
  let stopping = false;
  let loop: Promise<void> | undefined;
  const pause = wakeableSleep();
  const timers = new Set<NodeJS.Timeout>();

  /** Work under way, awaited by `stop` so nothing touches the database after the app closes. */
  const inflight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inflight.add(work);
    void work.finally(() => inflight.delete(work)).catch(() => undefined);
    return work;
  };
  const settleOne = (unidadeId: number, intentId: number) =>
    track(
      (async () => {
        try {
          const row = await syncIntent(app, unidadeId, intentId);
          return row ? isOpenIntent(row) : false;
        } catch (err) {
          if (!stopping) log.warn({ err, intentId }, 'tef: conciliação falhou, nova tentativa depois');
          return true;
        }
      })(),
    );

  async function reconcileAll(concurrency = 16) {
    const open = await repo.listOpenIntents(app.database.db, 100_000);
    let next = 0;
    const worker = async () => {
      while (next < open.length && !stopping) {
        const item = open[next++]!;
        await settleOne(item.unidadeId, item.id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, open.length) }, worker));
    return open.length;
  }

  async function runJobs(jobs: PgBoss.Job<JobData>[]) {
    await Promise.all(
      jobs.map(async (job) => {
        const open = await settleOne(job.data.unidadeId, job.data.intentId);
        if (open && !stopping) {
          await boss.send(TEF_RECONCILE_QUEUE, job.data, { startAfter: options.retrySeconds });
        }
      }),
    );
    if (jobs.length > 0)
      await boss.complete(
        TEF_RECONCILE_QUEUE,
        jobs.map((j) => j.id),
      );
  }

  async function run() {
    while (!stopping) {
      try {
        const jobs = await boss.fetch<JobData>(TEF_RECONCILE_QUEUE, { batchSize: 50 });
        await runJobs(jobs);
        if (jobs.length === 50) continue;
      } catch (err) {
        if (!stopping) log.error({ err }, 'tef: falha no trabalho de conciliação');
      }
      await pause.sleep(options.fetchMs);
    }
  }

  return {
    async enqueue(tx, intent) {
      await boss.insert(
        [
          {
            name: TEF_RECONCILE_QUEUE,
            data: { intentId: intent.id, unidadeId: intent.unidadeId },
            startAfter: new Date(Date.now() + options.retrySeconds * 1000),
          },
        ],
        { db: executorOver(tx) },
      );
    },
    watch(unidadeId, intentId) {
      if (!options.enabled || stopping) return;
      const deadline = Date.now() + 15 * 60_000;
      const tick = () => {
        const timer = setTimeout(async () => {
          timers.delete(timer);
          if (stopping) return;
          const open = await settleOne(unidadeId, intentId);
          if (open && Date.now() < deadline && !stopping) tick();
        }, options.pollMs);
        timer.unref();
        timers.add(timer);
      };
      tick();
    },
    reconcileAll,
    async start() {
      // A job a killed instance left active is retried by another after a minute (pg-boss's default: 15).
      const queue = { name: TEF_RECONCILE_QUEUE, policy: 'standard' as const, retryLimit: 3, expireInSeconds: 60 };
      await boss.createQueue(TEF_RECONCILE_QUEUE, queue);
      await boss.updateQueue(TEF_RECONCILE_QUEUE, queue);
      if (!options.enabled) return;
      loop = run();
      // The start-up sweep: intents left open by a previous process are settled now, not at their job's turn.
      void track(reconcileAll()).catch((err: unknown) => log.error({ err }, 'tef: falha na conciliação inicial'));
    },
    async stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      pause.wake();
      await loop;
      await Promise.allSettled([...inflight]);
    },
  };
}
