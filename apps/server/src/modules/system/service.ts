import { ALL_ROLES, MSG, isWaiter } from '@brasa/domain';
import type { TCashShift, TSystemStatus } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import * as repo from './repository';

export async function getSystemStatus(app: FastifyInstance, unitUuid: string): Promise<TSystemStatus> {
  const unit = await repo.findUnitByUuid(app.database.db, unitUuid);
  if (!unit) throw notFound('Unidade não encontrada.');
  return { status: unit.status as TSystemStatus['status'], informacoes: unit.informacoes };
}

type ShiftRow = Awaited<ReturnType<typeof repo.findLatestShift>>;

function toCashShift(enabled: boolean, username: string, row: ShiftRow): TCashShift {
  return {
    id: row?.id ?? null,
    status: enabled ? 'S' : 'N',
    dataAbertura: row?.dataAbertura.toISOString() ?? null,
    dataFechamento: row?.dataFechamento?.toISOString() ?? null,
    username,
  };
}

/** The cash shift of a user of the caller's unit (doc 4 §4 "Cash register"). */
export async function getCashShift(app: FastifyInstance, request: FastifyRequest, username: string | undefined) {
  const { db } = app.database;
  const { unidadeId } = request.session;
  const user = await repo.findUnitUser(db, unidadeId, username || request.session.username);
  if (!user) throw notFound('Usuário não encontrado.');
  const unit = await repo.findUnitById(db, unidadeId);
  return toCashShift(unit?.controlaTurno ?? false, user.username, await repo.findLatestShift(db, unidadeId, user.id));
}

export async function openCashShift(app: FastifyInstance, request: FastifyRequest, valorAberturaCents: number) {
  const { db } = app.database;
  const { unidadeId, userId, username } = request.session;
  const unit = await repo.findUnitById(db, unidadeId);
  if (!unit?.controlaTurno) throw conflict('Esta unidade não controla abertura de caixa.');
  const row = await repo.insertOpenShift(db, unidadeId, userId, valorAberturaCents);
  if (!row) throw conflict(MSG.CASH_SHIFT_ALREADY_OPEN);
  return toCashShift(true, username, row);
}

export async function closeCashShift(app: FastifyInstance, request: FastifyRequest) {
  const { db } = app.database;
  const { unidadeId, userId, username } = request.session;
  const row = await repo.closeOpenShift(db, unidadeId, userId);
  if (!row) throw conflict(MSG.CASH_SHIFT_NOT_OPEN);
  return toCashShift(true, username, row);
}

/** POST /api-v2/sistema/solicitarFuncionalidade/{role} — not for waiters (doc 3 §2.4). */
export async function requestFeature(app: FastifyInstance, request: FastifyRequest, role: string) {
  if (!(ALL_ROLES as readonly string[]).includes(role)) throw badRequest(MSG.UNKNOWN_FEATURE);
  const profile = await app.getProfile(request);
  if (isWaiter(profile)) throw forbidden(MSG.FEATURE_UNAVAILABLE_WAITER_HINT);
  await repo.insertFeatureRequest(app.database.db, profile.unidade.id, profile.id, role);
  return { message: MSG.FEATURE_REQUEST_SUCCESS };
}
