import type { TPessoaResumo, TProfile } from '@brasa/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { empresa, municipio, parametro, perfilUsuario, pessoa, sessaoVersao, unidade, usuario } from '../../db/schema';

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ id: usuario.id, passwordHash: usuario.passwordHash, ativo: usuario.ativo })
    .from(usuario)
    .where(eq(usuario.username, username))
    .limit(1);
  return row;
}

const userPessoa = alias(pessoa, 'usuario_pessoa');
const userMunicipio = alias(municipio, 'usuario_municipio');
const unitPessoa = alias(pessoa, 'unidade_pessoa');
const unitMunicipio = alias(municipio, 'unidade_municipio');

/** A left-joined pessoa and its município as the statement answers them (all null when absent). */
interface PessoaValues {
  id: number | null;
  nome: string | null;
  funcao: string | null;
  latitude: number | null;
  longitude: number | null;
}
interface MunicipioValues {
  id: number | null;
  nome: string | null;
  codigoIbge: string | null;
  uf: string | null;
}

function pessoaResumo(p: PessoaValues | null, m: MunicipioValues | null): TPessoaResumo | null {
  if (!p || p.id === null || p.nome === null) return null;
  const hasMunicipio = m && m.id !== null && m.nome !== null && m.uf !== null;
  return {
    id: p.id,
    nome: p.nome,
    funcao: p.funcao,
    latitude: p.latitude,
    longitude: p.longitude,
    estado: hasMunicipio ? m.uf : null,
    municipio: hasMunicipio ? { id: m.id!, nome: m.nome!, codigoIbge: m.codigoIbge, estado: { sigla: m.uf! } } : null,
  };
}

function profileStatement(db: Db) {
  return db
    .select({
      u: usuario,
      perfil: perfilUsuario,
      un: unidade,
      emp: empresa,
      up: {
        id: userPessoa.id,
        nome: userPessoa.nome,
        funcao: userPessoa.funcao,
        latitude: userPessoa.latitude,
        longitude: userPessoa.longitude,
      },
      um: {
        id: userMunicipio.id,
        nome: userMunicipio.nome,
        codigoIbge: userMunicipio.codigoIbge,
        uf: userMunicipio.uf,
      },
      unp: {
        id: unitPessoa.id,
        nome: unitPessoa.nome,
        funcao: unitPessoa.funcao,
        latitude: unitPessoa.latitude,
        longitude: unitPessoa.longitude,
      },
      unm: {
        id: unitMunicipio.id,
        nome: unitMunicipio.nome,
        codigoIbge: unitMunicipio.codigoIbge,
        uf: unitMunicipio.uf,
      },
      // The unit's parameters (key -> code), read with the profile: a save needs both, one round trip, never stale.
      parametros: sql<Record<string, string> | null>`(select json_object_agg(${parametro.chave}, ${parametro.codigo})
        from ${parametro} where ${parametro.unidadeId} = ${usuario.unidadeId})`,
    })
    .from(usuario)
    .innerJoin(perfilUsuario, eq(perfilUsuario.id, usuario.perfilId))
    .innerJoin(unidade, eq(unidade.id, usuario.unidadeId))
    .innerJoin(empresa, eq(empresa.id, unidade.empresaId))
    .leftJoin(userPessoa, eq(userPessoa.id, usuario.pessoaId))
    .leftJoin(userMunicipio, eq(userMunicipio.id, userPessoa.municipioId))
    .leftJoin(unitPessoa, eq(unitPessoa.id, unidade.pessoaId))
    .leftJoin(unitMunicipio, eq(unitMunicipio.id, unitPessoa.municipioId))
    .where(eq(usuario.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('carregar_perfil');
}

/** Built once per database: every authenticated request that checks roles runs it. */
const profileStatements = new WeakMap<Db, ReturnType<typeof profileStatement>>();

/** The session profile of an active user (doc 4 §3 "Profile"), or undefined. One prepared statement. */
export async function loadProfile(db: Db, userId: number): Promise<TProfile | undefined> {
  return (await loadSession(db, userId))?.profile;
}

type Session = { profile: TProfile; parameters: ReadonlyMap<string, string> };

/** The sessions read under one `sessao_versao` (null: no active user with that id). */
interface SessionCache {
  versao: number;
  sessions: Map<number, Session | null>;
}
const sessionCaches = new WeakMap<Db, SessionCache>();
const versionStatements = new WeakMap<Db, ReturnType<typeof versionStatement>>();
/** A bound on users remembered under one version (a unit has tens; this only stops a flood of ids). */
const MAX_CACHED_SESSIONS = 10_000;

function versionStatement(db: Db) {
  return db
    .select({ versao: sessaoVersao.versao })
    .from(sessaoVersao)
    .where(eq(sessaoVersao.id, 1))
    .prepare('versao_sessao');
}

/** Nothing a caller does to a cached profile can leak into the next request's. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The profile of an active user and the parameters of the user's unit (key -> code): what a request that checks
 * roles and unit rules (an order save) reads before its transaction. Every authenticated request asks for it, so it
 * is kept per process under the session version (`sessao_versao`, raised by triggers in the transaction of any
 * change to what it reads): one primary-key read per request instead of the eight-table join, and a change
 * committed on any instance (a user deactivated, a role or a parameter changed) is seen by the next request.
 */
/**
 * The session kept for `userId` and the version it was read under, without reading the version: for a write whose
 * own statement checks that version (`sessao_vigente`, the one-statement order save) and starts over with
 * `loadSession` when it moved. Undefined when nothing is kept.
 */
export function keptSession(db: Db, userId: number): { session: Session; versao: number } | undefined {
  const cache = sessionCaches.get(db);
  const session = cache?.sessions.get(userId);
  return cache && session ? { session, versao: cache.versao } : undefined;
}

/** The current `sessao_versao` (one prepared primary-key read). */
export async function currentSessionVersion(db: Db): Promise<number> {
  let versionOf = versionStatements.get(db);
  if (!versionOf) versionStatements.set(db, (versionOf = versionStatement(db)));
  const [current] = await versionOf.execute();
  return current?.versao ?? 0;
}

export async function loadSession(db: Db, userId: number): Promise<Session | undefined> {
  // Read before the session: whatever is loaded below is at least as new as this version.
  const versao = await currentSessionVersion(db);
  let cache = sessionCaches.get(db);
  if (!cache || cache.versao !== versao) sessionCaches.set(db, (cache = { versao, sessions: new Map() }));
  const cached = cache.sessions.get(userId);
  if (cached !== undefined) return cached ?? undefined;

  let statement = profileStatements.get(db);
  if (!statement) profileStatements.set(db, (statement = profileStatement(db)));
  const [row] = await statement.execute({ userId });
  const session =
    !row || !row.u.ativo
      ? undefined
      : { profile: deepFreeze(profileOf(row)), parameters: new Map(Object.entries(row.parametros ?? {})) };
  if (cache.sessions.size < MAX_CACHED_SESSIONS) cache.sessions.set(userId, session ?? null);
  return session;
}

type ProfileRow = Awaited<ReturnType<ReturnType<typeof profileStatement>['execute']>>[number];

function profileOf(row: ProfileRow): TProfile {
  return {
    id: row.u.id,
    nome: row.u.nome,
    username: row.u.username,
    email: row.u.email,
    admin: row.u.admin,
    pessoa: pessoaResumo(row.up, row.um),
    unidade: {
      id: row.un.id,
      uuid: row.un.uuid,
      nome: row.un.nome,
      roles: row.un.roles,
      latitude: row.un.latitude,
      longitude: row.un.longitude,
      pessoa: pessoaResumo(row.unp, row.unm),
      empresa: { id: row.emp.id, nome: row.emp.nome },
    },
    perfilUsuario: { id: row.perfil.id, tipo: row.perfil.tipo, descricao: row.perfil.descricao },
    permissoes: row.u.permissoes,
  };
}
