import type { TJob, TJobRequest } from '@brasa/contracts';
import { DEFAULT_JOB_PANEL, ZJobRequest } from '@brasa/contracts';
import { MSG, ROLES, apiAccessDeniedMessage, hasRole, isApiAccessAllowed, type RoleProfile } from '@brasa/domain';
import type { FastifyInstance } from 'fastify';
import { FORBIDDEN_ROUTE, accessOf } from '../../plugins/permissions';
import { AppError, forbidden, notFound, unprocessable } from '../../errors';
import { dayBr } from './dre-pdf';
import { drePeriodOf } from './dre-service';
import type { JobParameters } from './jobs-runner';
import { toJob } from './jobs-runner';
import { findCourierRow } from '../couriers/repository';
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
/** The kind of token a download link carries: never a session, and a session token is never one. */
const FILE_LINK_KIND = 'arquivo-relatorio';

/** A job and its file are its owner's; a user with ROLE_ADMIN may open any of the unit's. */
function mayOpen(caller: Caller, job: { unidadeId: number; usuarioId: number }): boolean {
  if (job.unidadeId !== caller.unidadeId) return false;
  return job.usuarioId === caller.userId || hasRole(caller.profile, ROLES.ROLE_ADMIN);
}

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
  let descricao = `${DESCRIPTIONS[body.relatorio]} - ${dayBr(periodo.inicio)} a ${dayBr(periodo.fim)}`;
  if (body.relatorio === 'VENDAS_ENTREGADOR' && body.entregadorId !== undefined) {
    // The settlement tab's courier filter: one of the unit's couriers (another unit's is not found).
    const courier = await findCourierRow(app.database.db, caller.unidadeId, body.entregadorId);
    if (!courier) throw notFound(MSG.COURIER_NOT_FOUND);
    parametros.entregadorId = courier.id;
    descricao = `${descricao} - ${courier.nome}`;
  }
  const row = await app.database.db.transaction(async (tx) => {
    const inserted = await repo.insertJob(tx, {
      unidadeId: caller.unidadeId,
      usuarioId: caller.userId,
      nome: body.nome ?? DEFAULT_JOB_PANEL,
      relatorio: body.relatorio,
      descricao,
      parametros,
      // Unviewed until its owner opens the file (the panel highlights finished, unviewed rows).
      visualizado: false,
    });
    await app.reportJobs.enqueue(tx, inserted.id);
    return inserted;
  });
  app.reportJobs.wake();
  // Only the owner's terminals hear of it: a job's description and file are his.
  app.realtime.publishToUser(caller.unidadeUuid, caller.userId, { type: 'UPDATE_STATUS_JOB', job: toJob(row) });
  return toJob(row);
}

/** GET listByNomeAndIdUsuario/{name}/{userId}: a user sees only his own jobs. */
export async function listJobs(app: FastifyInstance, caller: Caller, name: string, userId: number): Promise<TJob[]> {
  if (userId !== caller.userId) throw forbidden(MSG.JOB_OTHER_USER);
  const rows = await repo.listJobs(app.database.db, caller.unidadeId, caller.userId, name);
  return rows.map(toJob);
}

/**
 * GET open/{id}: the file's URL, for the caller's own finished jobs (any of the unit's for an admin). Another
 * user's job is not found, as one that does not exist: ids are sequential.
 */
export async function openJob(app: FastifyInstance, caller: Caller, id: number): Promise<{ url: string }> {
  const row = await repo.findJob(app.database.db, id);
  if (!row || !mayOpen(caller, row)) throw notFound();
  if (row.status !== 'FINALIZADO') throw unprocessable(MSG.JOB_NOT_FINISHED);
  // The link opens in a new window, without the session: it names the file, its unit and the user it was
  // given to, and lives ten minutes. The file's uuid is random, so the link cannot be guessed.
  const claims: FileLinkClaims = {
    tipo: FILE_LINK_KIND,
    arquivo: row.uuid,
    unidadeId: row.unidadeId,
    usuarioId: caller.userId,
    admin: row.usuarioId !== caller.userId,
  };
  const token = app.jwt.sign(claims, { expiresIn: FILE_LINK_TTL });
  return { url: `/api-v2/jobAssincrono/arquivo/${row.uuid}?token=${encodeURIComponent(token)}` };
}

interface FileLinkClaims {
  tipo: typeof FILE_LINK_KIND;
  arquivo: string;
  unidadeId: number;
  /** Who the link was given to: the job's owner, or an admin of its unit (`admin`). */
  usuarioId: number;
  admin: boolean;
}

/**
 * The file behind a signed link: the link names this file, its unit and the user it was given to (the owner, or
 * the admin who opened it); anything else is refused.
 */
export async function jobFile(app: FastifyInstance, uuid: string, token: string | undefined) {
  let claims: Partial<FileLinkClaims>;
  try {
    claims = app.jwt.verify(token ?? '');
  } catch {
    throw new AppError(403, MSG.JOB_LINK_INVALID, 'FORBIDDEN');
  }
  const row = await repo.findFile(app.database.db, uuid);
  const givenTo = claims.usuarioId === row?.usuarioId || claims.admin === true;
  if (
    !row ||
    claims.tipo !== FILE_LINK_KIND ||
    claims.arquivo !== uuid ||
    claims.unidadeId !== row.unidadeId ||
    typeof claims.usuarioId !== 'number' ||
    !givenTo
  ) {
    throw new AppError(403, MSG.JOB_LINK_INVALID, 'FORBIDDEN');
  }
  if (row.status !== 'FINALIZADO' || !row.arquivo) throw unprocessable(MSG.JOB_NOT_FINISHED);
  return {
    file: row.arquivo,
    name: row.arquivoNome ?? 'relatorio',
    type: row.arquivoTipo ?? 'application/octet-stream',
  };
}
