import type {
  TCourier,
  TDeliveryManProfile,
  TSaveUserDeliveryManRequest,
  TUsernameAvailableResponse,
} from '@brasa/contracts';
import { MSG, ROLES, apiAccessDeniedMessage, isApiAccessAllowed, toReais, type Cents } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { usuario } from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../errors';
import { accessOf } from '../../plugins/permissions';
import { hashPassword } from '../auth/password';
import * as repo from './repository';

/** doc 4 §5 "Courier form": the username always ends with '_' + the company id. */
export const usernameSuffix = (empresaId: number) => `_${empresaId}`;

/** The typed username with the company suffix (added when the user left it out). */
export function withCompanySuffix(username: string, empresaId: number): string {
  const suffix = usernameSuffix(empresaId);
  const base = username.trim().toLowerCase();
  return base.endsWith(suffix) ? base : `${base}${suffix}`;
}

export function toCourier(row: repo.CourierRow): TCourier {
  return {
    id: row.id,
    nome: row.nome,
    fone: row.fone,
    celular: row.celular,
    email: row.email,
    tipo: row.tipo === 'J' ? 'J' : 'F',
    ativo: row.ativo,
    cargoFuncionario: 'ENTR',
    entregadorValorDiaria: toReais(row.diariaCents as Cents),
    entregadorValorFixoPedido: toReais(row.fixoCents as Cents),
    entregadorPercentualTaxaEntrega: Number(row.percentual),
    entregadorValorMinimo: toReais(row.minimoCents as Cents),
    entregadorUsername: row.username,
    perfil:
      row.perfilId !== null && row.perfilDescricao !== null
        ? { id: row.perfilId, descricao: row.perfilDescricao }
        : null,
  };
}

/** GET /api-v2/pessoa/entregador. */
export async function listCouriers(app: FastifyInstance, request: FastifyRequest): Promise<TCourier[]> {
  return (await repo.listCourierRows(app.database.db, request.session.unidadeId)).map(toCourier);
}

/** GET /api-v2/usuario/delivery-man/username-available: checked with the company suffix. */
export async function isUsernameAvailable(
  app: FastifyInstance,
  request: FastifyRequest,
  username: string,
): Promise<TUsernameAvailableResponse> {
  const profile = await app.getProfile(request);
  const full = withCompanySuffix(username, profile.unidade.empresa.id);
  return { isUsernameAvailable: !(await repo.isUsernameTaken(app.database.db, full)) };
}

async function profileOf(app: FastifyInstance, unidadeId: number, pessoaId: number, empresaId: number) {
  const login = await repo.findLoginOfPerson(app.database.db, unidadeId, pessoaId);
  if (!login) return null;
  const profile: TDeliveryManProfile = {
    usuarioId: login.id,
    pessoaId,
    username: login.username,
    usernameSuffix: usernameSuffix(empresaId),
    perfil: { id: login.perfilId, descricao: login.perfilDescricao },
    ativo: login.ativo,
    hasPassword: login.passwordHash.length > 0,
  };
  return profile;
}

/** GET /api-v2/usuario/getProfileDeliveryman?pessoaId=: the courier's login, never its password or hash. */
export async function getDeliveryManProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  pessoaId: number,
): Promise<TDeliveryManProfile> {
  const { unidadeId } = request.session;
  if (!(await repo.findCourierRow(app.database.db, unidadeId, pessoaId))) throw notFound(MSG.COURIER_NOT_FOUND);
  const profile = await profileOf(app, unidadeId, pessoaId, (await app.getProfile(request)).unidade.empresa.id);
  if (!profile) throw notFound(MSG.COURIER_LOGIN_NOT_FOUND);
  return profile;
}

/** GET /api-v2/usuario/deliverymen/profiles: the company's courier profiles. */
export async function listDeliverymenProfiles(app: FastifyInstance, request: FastifyRequest) {
  return repo.listCourierProfiles(app.database.db, (await app.getProfile(request)).unidade.empresa.id);
}

/**
 * POST /api-v2/usuario/saveUserDeliveryMan (doc 4 §5 "Courier form"). Creating a login needs
 * ROLE_CADASTRO_ENTREGADORES (the permission table); on an existing login only an admin changes the username or
 * the password. The username gets the company suffix and must be free (409). The login gets the delivery-app
 * role only, so it lands in /appentregador.
 */
export async function saveUserDeliveryMan(
  app: FastifyInstance,
  request: FastifyRequest,
  input: TSaveUserDeliveryManRequest,
): Promise<TDeliveryManProfile> {
  const db = app.database.db;
  const { unidadeId } = request.session;
  const profile = await app.getProfile(request);
  const empresaId = profile.unidade.empresa.id;
  const courier = await repo.findCourierRow(db, unidadeId, input.pessoaId);
  if (!courier) throw notFound(MSG.COURIER_NOT_FOUND);
  const perfis = await repo.listCourierProfiles(db, empresaId);
  const existing = await repo.findLoginOfPerson(db, unidadeId, input.pessoaId);
  const username = input.username ? withCompanySuffix(input.username, empresaId) : null;
  const perfilId = input.perfil?.id ?? existing?.perfilId;
  if (!perfilId) throw unprocessable(MSG.COURIER_PROFILE_REQUIRED);
  if (!perfis.some((perfil) => perfil.id === perfilId)) throw notFound(MSG.COURIER_PROFILE_NOT_FOUND);

  if (!existing) {
    const create = accessOf('ACTION usuario:criarLoginEntregador');
    if (!isApiAccessAllowed(profile, create)) throw forbidden(apiAccessDeniedMessage(create));
    if (!username) throw unprocessable(MSG.COURIER_USERNAME_REQUIRED);
    if (!input.senha) throw unprocessable(MSG.COURIER_PASSWORD_REQUIRED);
    if (await repo.isUsernameTaken(db, username)) throw conflict(MSG.COURIER_USERNAME_TAKEN, 'USERNAME_TAKEN');
    const passwordHash = await hashPassword(input.senha);
    const inserted = await db
      .insert(usuario)
      .values({
        unidadeId,
        pessoaId: input.pessoaId,
        perfilId,
        username,
        nome: courier.nome,
        passwordHash,
        permissoes: [ROLES.ROLE_ACESSO_APP_ENTREGADORES],
        ativo: input.ativo,
      })
      .onConflictDoNothing()
      .returning({ id: usuario.id });
    // A concurrent save took the name between the check and the insert.
    if (inserted.length === 0) throw conflict(MSG.COURIER_USERNAME_TAKEN, 'USERNAME_TAKEN');
  } else {
    const changesUsername = username !== null && username !== existing.username;
    const changesPassword = Boolean(input.senha);
    const credentials = accessOf('ACTION usuario:alterarCredenciaisEntregador');
    if ((changesUsername || changesPassword) && !profile.admin && !isApiAccessAllowed(profile, credentials)) {
      throw forbidden(apiAccessDeniedMessage(credentials));
    }
    if (changesUsername && (await repo.isUsernameTaken(db, username, existing.id))) {
      throw conflict(MSG.COURIER_USERNAME_TAKEN, 'USERNAME_TAKEN');
    }
    await db
      .update(usuario)
      .set({
        perfilId,
        ativo: input.ativo,
        nome: courier.nome,
        ...(changesUsername ? { username } : {}),
        ...(changesPassword ? { passwordHash: await hashPassword(input.senha!) } : {}),
      })
      .where(and(eq(usuario.unidadeId, unidadeId), eq(usuario.id, existing.id)));
  }
  return (await profileOf(app, unidadeId, input.pessoaId, empresaId))!;
}
