import type { TJob, TJobReport } from '@brasa/contracts';
import { MSG, type DrePeriod } from '@brasa/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Tx } from '../../db/client';
import { executorOver } from '../../events/bus';
import { renderCourierSalesExcel } from './courier-sales';
import { renderDreExcel, DRE_FILE } from './dre-excel';
import { unitName } from './dre-repository';
import { renderDrePdf } from './dre-pdf';
import { computeDre } from './dre-service';
import * as repo from './jobs-repository';
import { wakeableSleep } from '../../events/wakeable-sleep';
import { readEnv } from '../../env';

export const REPORT_JOBS_QUEUE = 'report_jobs';

declare module 'fastify' {
  interface FastifyInstance {
    reportJobs: ReportJobs;
  }
}

/**
 * BRASA_REPORT_JOBS=off records jobs without running them; BRASA_REPORT_JOBS_POLL_MS the worker's poll;
 * BRASA_REPORT_JOBS_EXPIRE_S how long a job a killed instance was running waits before another runs it (default
 * 600: longer than any report; pg-boss's own default is 15 min).
 */
export function reportJobsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    enabled: readEnv(env).BRASA_REPORT_JOBS,
    pollMs: readEnv(env).BRASA_REPORT_JOBS_POLL_MS,
    expireInSeconds: readEnv(env).BRASA_REPORT_JOBS_EXPIRE_S,
  };
}

interface JobData {
  jobId: number;
}

export interface JobParameters {
  unidadeUuid: string;
  periodo: DrePeriod;
  /** VENDAS_ENTREGADOR: only this courier's orders. */
  entregadorId?: number;
}

export interface ReportJobs {
  /** Writes the durable pg-boss job in the caller's transaction (the row and its job commit together). */
  enqueue(tx: Tx, jobId: number): Promise<void>;
  /** Wakes the worker after commit (no wait for its poll). */
  wake(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const toJob = (row: repo.ListedJob): TJob => ({
  id: row.id,
  uuid: row.uuid,
  nome: row.nome,
  descricao: row.descricao,
  status: row.status as TJob['status'],
  tipo: row.tipo,
  dados: row.dados,
  progresso: row.progresso,
  visualizado: row.visualizado,
  createdAt: row.createdAt.toISOString(),
  idUsuario: row.usuarioId,
});

const FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Report jobs on the shared pg-boss: one queue, one worker loop. A job moves PENDENTE -> INICIADO (progress) ->
 * FINALIZADO with its file, or ERRO with the reason; each step is published to the unit's room as
 * UPDATE_STATUS_JOB. A redelivered job already final is skipped (pg-boss delivers at least once).
 */
export function createReportJobs(
  app: FastifyInstance,
  boss: PgBoss,
  log: FastifyBaseLogger,
  options: { enabled: boolean; pollMs: number; expireInSeconds?: number } = { enabled: true, pollMs: 1000 },
): ReportJobs {
  let stopping = false;
  let loop: Promise<void> | undefined;
  const pause = wakeableSleep();

  const publish = (uuid: string, row: repo.ListedJob | undefined) => {
    if (row) app.realtime.publishToUser(uuid, row.usuarioId, { type: 'UPDATE_STATUS_JOB', job: toJob(row) });
  };

  async function produce(row: repo.ListedJob, params: JobParameters, step: (progress: number) => Promise<void>) {
    const db = app.database.db;
    const report = row.relatorio as TJobReport;
    if (report === 'VENDAS_ENTREGADOR') {
      const file = await renderCourierSalesExcel(db, row.unidadeId, params.periodo, {
        entregadorId: params.entregadorId,
      });
      return { file, name: 'vendas-entregador.xlsx', type: FILE_TYPES.xlsx };
    }
    const statement = await computeDre(db, row.unidadeId, params.periodo);
    await step(60);
    const unidade = await unitName(db, row.unidadeId);
    if (report === 'DRE_PDF') {
      const file = await renderDrePdf({ unidade, period: params.periodo, statement, geradoEm: new Date() });
      return { file, name: 'dre.pdf', type: FILE_TYPES.pdf };
    }
    const file = await renderDreExcel({ unidade, period: params.periodo, statement });
    return { file, name: DRE_FILE, type: FILE_TYPES.xlsx };
  }

  async function runOne(jobId: number) {
    const db = app.database.db;
    const row = await repo.findJob(db, jobId);
    if (!row || row.status === 'FINALIZADO' || row.status === 'ERRO') return;
    const params = row.parametros as JobParameters;
    publish(params.unidadeUuid, await repo.updateJob(db, jobId, { status: 'INICIADO', progresso: 10 }));
    try {
      const step = async (progresso: number) =>
        publish(params.unidadeUuid, await repo.updateJob(db, jobId, { status: 'INICIADO', progresso }));
      const out = await produce(row, params, step);
      const done = await repo.updateJob(db, jobId, {
        status: 'FINALIZADO',
        progresso: 100,
        arquivo: out.file,
        arquivoNome: out.name,
        arquivoTipo: out.type,
        dados: MSG.REPORT_GENERATED,
      });
      publish(params.unidadeUuid, done);
    } catch (err) {
      if (stopping) throw err;
      log.error({ err, jobId }, 'relatório: falha no trabalho');
      const reason = err instanceof Error ? err.message : String(err);
      const failed = await repo.updateJob(db, jobId, {
        status: 'ERRO',
        tipo: 'ERRO',
        dados: MSG.relatorioNaoGerado(reason),
      });
      publish(params.unidadeUuid, failed);
    }
  }

  async function run() {
    while (!stopping) {
      try {
        const jobs = await boss.fetch<JobData>(REPORT_JOBS_QUEUE, { batchSize: 4 });
        const failed: string[] = [];
        const done: string[] = [];
        // One at a time: reports are CPU work on the process that also answers the terminals.
        for (const job of jobs) {
          try {
            await runOne(job.data.jobId);
            done.push(job.id);
          } catch (err) {
            if (!stopping) log.error({ err }, 'relatório: entrega falhou');
            failed.push(job.id);
          }
        }
        if (done.length > 0) await boss.complete(REPORT_JOBS_QUEUE, done);
        if (failed.length > 0) await boss.fail(REPORT_JOBS_QUEUE, failed);
        if (jobs.length > 0) continue;
      } catch (err) {
        if (!stopping) log.error({ err }, 'relatório: falha ao buscar trabalhos');
      }
      await pause.sleep(options.pollMs);
    }
  }

  return {
    async enqueue(tx, jobId) {
      await boss.insert([{ name: REPORT_JOBS_QUEUE, data: { jobId } }], {
        db: executorOver(tx),
      });
    },
    wake() {
      pause.wake();
    },
    async start() {
      const queue = {
        name: REPORT_JOBS_QUEUE,
        policy: 'standard' as const,
        retryLimit: 3,
        expireInSeconds: options.expireInSeconds ?? 600,
      };
      await boss.createQueue(REPORT_JOBS_QUEUE, queue);
      await boss.updateQueue(REPORT_JOBS_QUEUE, queue);
      if (options.enabled) loop = run();
    },
    async stop() {
      stopping = true;
      pause.wake();
      await loop;
    },
  };
}
