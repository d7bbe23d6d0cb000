import type { TJob, TJobRequest } from '@brasa/contracts';
import { DEFAULT_JOB_PANEL, ZJobRequest } from '@brasa/contracts';
import { MSG, apiAccessDeniedMessage, isApiAccessAllowed, type RoleProfile } from '@brasa/domain';
import type { FastifyInstance } from 'fastify';
import { FORBIDDEN_ROUTE, accessOf } from '../../plugins/permissions';
import { AppError, forbidden, notFound, unprocessable } from '../../errors';
import { dayBr } from './dre-pdf';
import { drePeriodOf } from './dre-service';
import type { JobParameters } from './jobs-runner';
import { toJob } from './jobs-runner';
import * as repo from './jobs-repository';

interface Caller {
  userId: number;
  unidadeId: number;
  unidadeUuid: string;
  profile: RoleProfile;
}

const DESCRIPTIONS = {
  DRE_PDF: MSG.JOB_DESCRIPTION_DRE_PDF,
  DRE_EXCEL: MSG.JOB_DESCRIPTION_DRE_EXCEL,
  VENDAS_ENTREGADOR: MSG.JOB_DESCRIPTION_COURIER_SALES,
} as const;

/** A download link lives this long: enough to open it, too short to share it. */
const FILE_LINK_TTL = '10m';

/** POST /api-v2/jobAssincrono: a new report job, or (doc 4 §7) the job sent back with visualizado true. */
export async function postJob(app: FastifyInstance, caller: Caller, input: TJobRequest): Promise<TJob> {
  const body = ZJobRequest.parse(input);
  if ('visualizado' in body) {
    const row = await repo.markViewed(app.database.db, caller.unidadeId, caller.userId, body.id);
    if (!row) throw notFound();
    return toJob(row);
  }
  const access = accessOf(
    body.relatorio === 'VENDAS_ENTREGADOR' ? 'ACTION jobAssincrono:VENDAS_ENTREGADOR' : 'ACTION jobAssincrono:DRE',
  );
  if (!isApiAccessAllowed(caller.profile, access)) throw forbidden(apiAccessDeniedMessage(access), FORBIDDEN_ROUTE);
  const periodo = drePeriodOf(body.dataInicial, body.dataFinal);
  const parametros: JobParameters = { unidadeUuid: caller.unidadeUuid, periodo };
  const row = await app.database.db.transaction(async (tx) => {
    const inserted = await repo.insertJob(tx, {
      unidadeId: caller.unidadeId,
      usuarioId: caller.userId,
      nome: body.nome ?? DEFAULT_JOB_PANEL,
      relatorio: body.relatorio,
      descricao: `${DESCRIPTIONS[body.relatorio]} - ${dayBr(periodo.inicio)} a ${dayBr(periodo.fim)}`,
      parametros,
      // Unviewed until its owner opens the file (the panel highlights finished, unviewed rows).
      visualizado: false,
    });
    await app.reportJobs.enqueue(tx, inserted.id);
    return inserted;
  });
  app.reportJobs.wake();
  app.realtime.publish(caller.unidadeUuid, { type: 'UPDATE_STATUS_JOB', job: toJob(row) });
  return toJob(row);
}

/** GET listByNomeAndIdUsuario/{name}/{userId}: a user sees only his own jobs. */
export async function listJobs(app: FastifyInstance, caller: Caller, name: string, userId: number): Promise<TJob[]> {
  if (userId !== caller.userId) throw forbidden(MSG.JOB_OTHER_USER);
  const rows = await repo.listJobs(app.database.db, caller.unidadeId, caller.userId, name);
  return rows.map(toJob);
}

/** GET open/{id}: the file's URL, for the unit's own finished jobs. */
export async function openJob(app: FastifyInstance, caller: Caller, id: number): Promise<{ url: string }> {
  const row = await repo.findJob(app.database.db, id);
  if (!row || row.unidadeId !== caller.unidadeId) throw notFound();
  if (row.status !== 'FINALIZADO') throw unprocessable(MSG.JOB_NOT_FINISHED);
  const token = app.jwt.sign({ arquivo: row.uuid, unidadeId: row.unidadeId }, { expiresIn: FILE_LINK_TTL });
  return { url: `/api-v2/jobAssincrono/arquivo/${row.uuid}?token=${encodeURIComponent(token)}` };
}

/** The file behind a signed link: the link names the file and its unit; anything else is refused. */
export async function jobFile(app: FastifyInstance, uuid: string, token: string | undefined) {
  let claims: { arquivo?: unknown; unidadeId?: unknown };
  try {
    claims = app.jwt.verify(token ?? '');
  } catch {
    throw new AppError(403, MSG.JOB_LINK_INVALID, 'FORBIDDEN');
  }
  const row = await repo.findFile(app.database.db, uuid);
  if (!row || claims.arquivo !== uuid || claims.unidadeId !== row.unidadeId) {
    throw new AppError(403, MSG.JOB_LINK_INVALID, 'FORBIDDEN');
  }
  if (row.status !== 'FINALIZADO' || !row.arquivo) throw unprocessable(MSG.JOB_NOT_FINISHED);
  return {
    file: row.arquivo,
    name: row.arquivoNome ?? 'relatorio',
    type: row.arquivoTipo ?? 'application/octet-stream',
  };
}
