import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db, Tx } from '../db/client';
import { executorOver } from '../events/bus';
import { printerTimeoutsFromEnv, type PrinterClient } from '../providers/printer';
import { columnsForWidth, ticketText } from './ticket';
import { isPrinterCodepage, renderEscPos } from './render-escpos';
import { loadJobs, markAttempt } from './print-repository';
import { UnprintableJob, ticketOfJob } from './render-job';
import { readEnv } from '../env';

/** One pg-boss queue for every print; a job carries the `impressao` row's id. */
export const PRINT_QUEUE = 'print_jobs';

export interface PrintJobData {
  impressaoId: number;
  unidadeId: number;
}

export interface PrintQueueOptions {
  /** false: jobs are recorded, nobody sends them (BRASA_PRINT_DELIVERY=off). */
  delivery: boolean;
  pollIntervalMs: number;
  batchSize: number;
  /**
   * pg-boss retries: with backoff the n-th wait is retryDelay × 2^(n-1) to × 2^n seconds. 8 retries from 3 s
   * wait at least 3 × 255 s ≈ 12.7 min in total: a printer off for ten minutes loses nothing.
   */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A job still active this long after it was fetched (a process killed mid-send) is retried (pg-boss expiry). */
  expireInSeconds: number;
}

export function printQueueOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PrintQueueOptions {
  const batchSize = 10;
  const timeouts = printerTimeoutsFromEnv(env);
  const e = readEnv(env);
  return {
    delivery: e.BRASA_PRINT_DELIVERY,
    pollIntervalMs: e.BRASA_PRINT_POLL_MS,
    batchSize,
    retryLimit: e.BRASA_PRINT_RETRY_LIMIT,
    retryDelaySeconds: e.BRASA_PRINT_RETRY_DELAY_S,
    retryBackoff: e.BRASA_PRINT_RETRY_BACKOFF,
    // Longer than a whole batch to one slow printer (each send within its timeouts), so a job still being sent is
    // never handed out again; short enough that a crash's jobs come back within minutes.
    // BRASA_PRINT_EXPIRE_S sets it (at least 2 s) where the printers answer fast and a crash must be taken over soon.
    expireInSeconds:
      e.BRASA_PRINT_EXPIRE_S ||
      Math.max(60, Math.ceil((batchSize * (timeouts.connectMs + timeouts.writeMs)) / 1000) + 30),
  };
}

export interface PrintQueue {
  /** In the caller's transaction: one job per `impressao` row. The worker is woken (its fetch sees them after commit). */
  enqueue(executor: Db | Tx, rows: readonly { id: number; unidadeId: number }[]): Promise<void>;
  start(): Promise<void>;
  /** Lets the batch being sent finish. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    printQueue: PrintQueue;
  }
}

type Job = PgBoss.JobWithMetadata<PrintJobData>;

/**
 * pg-boss fetches by creation time, then job id; the jobs of one statement share their creation time and random
 * ids would shuffle them. The print row's id in the job id keeps one printer's tickets in the order asked.
 */
export function jobIdOf(impressaoId: number): string {
  return `00000000-0000-4000-8000-${impressaoId.toString(16).padStart(12, '0')}`;
}

/**
 * The print worker: one loop fetches a batch of due jobs (oldest first), groups them by printer and sends each
 * group in order, one ticket at a time (groups of different printers in parallel), so no printer gets two
 * sockets at once from this process. A failed send keeps the row PENDENTE with the attempt and the error and
 * fails the job (pg-boss retries it with backoff); the rest of that printer's batch waits for its own retry
 * instead of jumping the queue. Retries exhausted, no printer, or a ticket that cannot be rendered: ERRO.
 */
/** A print the unit's terminals must hear about: it ended in ERRO, or is still pending after its first retry. */
export interface PrintFailure {
  unidadeUuid: string;
  impressaoId: number;
  localImpressao: string;
  descricao: string | null;
  erro: string;
  status: 'PENDENTE' | 'ERRO';
}

export function createPrintQueue(deps: {
  db: Db;
  boss: PgBoss;
  printer: PrinterClient;
  options: PrintQueueOptions;
  log: FastifyBaseLogger;
  /** Called after the row is written (app.ts publishes PRINT_FAILED to the unit's room). */
  onFailure?: (failure: PrintFailure) => void;
}): PrintQueue {
  const { db, boss, printer, options, log } = deps;
  const tell = (
    entry: NonNullable<Awaited<ReturnType<typeof loadJobs>>[number]>,
    status: PrintFailure['status'],
    erro: string,
  ) =>
    deps.onFailure?.({
      unidadeUuid: entry.unitUuid,
      impressaoId: entry.row.id,
      localImpressao: entry.row.localImpressao,
      descricao: entry.row.descricao ?? null,
      erro,
      status,
    });
  let stopping = false;
  let started = false;
  let woken = false;
  let interrupt: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  const wake = () => {
    woken = true;
    interrupt?.();
  };

  async function sendOne(
    cache: Map<string, Promise<unknown>>,
    job: Job,
    entry: Awaited<ReturnType<typeof loadJobs>>[number] | undefined,
    previousFailure: string | null,
  ) {
    if (!entry || entry.row.statusImpressao === 'IMPRESSO') return { done: true, failure: previousFailure };
    const { row, location, unitName } = entry;
    const giveUp = async (erro: string) => {
      await markAttempt(db, row.id, { status: 'ERRO', erro, texto: null, attempted: false });
      tell(entry, 'ERRO', erro);
    };
    if (!location || !location.impressoraHost || !location.impressoraAtiva) {
      await giveUp(`Local de impressão ${row.localImpressao} sem impressora ativa configurada.`);
      return { done: true, failure: previousFailure };
    }
    const columns = columnsForWidth(location.larguraPapel);
    const codepage = isPrinterCodepage(location.paginaCodigo) ? location.paginaCodigo : 'cp860';
    let texto: string;
    let bytes: Uint8Array;
    try {
      const ticket = await ticketOfJob(db, row, unitName, cache);
      texto = ticketText(ticket, columns);
      bytes = renderEscPos(ticket, { columns, codepage });
    } catch (err) {
      if (!(err instanceof UnprintableJob)) log.error({ err, impressaoId: row.id }, 'impressão: falha ao montar');
      await giveUp(err instanceof UnprintableJob ? err.message : 'Falha ao montar a impressão.');
      return { done: true, failure: previousFailure };
    }
    const lastTry = job.retryCount >= job.retryLimit;
    let failure = previousFailure;
    if (failure === null) {
      try {
        await printer.send({ host: location.impressoraHost, port: location.impressoraPorta }, bytes);
      } catch (err) {
        failure = err instanceof Error ? err.message : String(err);
      }
    }
    if (failure === null) {
      await markAttempt(db, row.id, { status: 'IMPRESSO', erro: null, texto, attempted: true });
      return { done: true, failure };
    }
    await markAttempt(db, row.id, { status: lastTry ? 'ERRO' : 'PENDENTE', erro: failure, texto, attempted: true });
    // The terminals hear it at once: when it gives up, and when it is still pending after its first retry.
    if (lastTry) tell(entry, 'ERRO', failure);
    else if (job.retryCount === 1) tell(entry, 'PENDENTE', failure);
    return { done: false, failure };
  }

  async function deliver(jobs: Job[]) {
    const entries = new Map(
      (
        await loadJobs(
          db,
          jobs.map((j) => j.data.impressaoId),
        )
      ).map((e) => [e.row.id, e]),
    );
    const cache = new Map<string, Promise<unknown>>();
    const groups = new Map<string, Job[]>();
    for (const job of jobs) {
      const location = entries.get(job.data.impressaoId)?.location;
      const key = location?.impressoraHost ? `${location.impressoraHost}:${location.impressoraPorta}` : `job:${job.id}`;
      groups.set(key, [...(groups.get(key) ?? []), job]);
    }
    await Promise.all(
      [...groups.values()].map(async (group) => {
        let failure: string | null = null;
        const completed: string[] = [];
        for (const job of group) {
          try {
            const result = await sendOne(cache, job, entries.get(job.data.impressaoId), failure);
            failure = result.failure;
            if (result.done) completed.push(job.id);
            else await boss.fail(PRINT_QUEUE, job.id, { message: failure });
          } catch (err) {
            log.error({ err, jobId: job.id }, 'impressão: falha na entrega');
            await boss.fail(PRINT_QUEUE, job.id, { message: String(err) }).catch(() => undefined);
          }
        }
        // The rows are marked already: a crash before this line prints those again (at least once).
        if (completed.length > 0) await boss.complete(PRINT_QUEUE, completed);
      }),
    );
  }

  async function run() {
    let recheck = false;
    while (!stopping) {
      const wasWoken = woken;
      woken = false;
      let jobs: Job[] = [];
      try {
        jobs = await boss.fetch<PrintJobData>(PRINT_QUEUE, { batchSize: options.batchSize, includeMetadata: true });
      } catch (err) {
        log.error({ err }, 'impressão: falha ao buscar');
      }
      if (jobs.length > 0) await deliver(jobs);
      if (stopping) break;
      if (woken || jobs.length === options.batchSize) continue;
      // On PostgreSQL a wake-up can come before the enqueuing transaction commits: look once more shortly after.
      const wait: number = wasWoken && jobs.length === 0 && !recheck ? 50 : options.pollIntervalMs;
      recheck = wait === 50;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, wait);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        interrupt = done;
      });
      interrupt = undefined;
    }
  }

  return {
    async enqueue(executor, rows) {
      if (rows.length === 0) return;
      if (!started) throw new Error('impressão: a fila não foi iniciada');
      await boss.insert(
        rows.map((r) => ({
          id: jobIdOf(r.id),
          name: PRINT_QUEUE,
          data: { impressaoId: r.id, unidadeId: r.unidadeId },
        })),
        { db: executorOver(executor) },
      );
      if (options.delivery) setImmediate(wake);
    },
    async start() {
      const retries = {
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: options.retryBackoff,
        expireInSeconds: options.expireInSeconds,
      };
      await boss.createQueue(PRINT_QUEUE, { name: PRINT_QUEUE, policy: 'standard', ...retries });
      // An existing queue (a restart) takes the current settings; jobs already queued keep theirs.
      await boss.updateQueue(PRINT_QUEUE, { name: PRINT_QUEUE, policy: 'standard', ...retries });
      started = true;
      if (options.delivery) loop = run();
    },
    async stop() {
      stopping = true;
      interrupt?.();
      await loop;
    },
  };
}
