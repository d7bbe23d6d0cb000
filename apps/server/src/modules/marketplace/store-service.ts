import type {
  TCreateInterruption,
  TDeleteInterruptions,
  TDrawerIntegration,
  TIntegrationStores,
  TInterruption,
  TOpeningHours,
  TStoreAction,
  TStoreOpenStatus,
  TStoreStatus,
} from '@brasa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { integracao } from '../../db/schema';
import { AppError, badRequest, notFound, unprocessable } from '../../errors';
import {
  MarketplaceRefusedError,
  type IfoodMerchantStatus,
  type IfoodShift,
  type MarketplaceClient,
} from '../../providers/marketplace';
import { listActiveIntegrations, type IntegrationRow } from '../integrations/repository';
import { claimOf, idempotentCall } from '../../idempotency';

/** The stores' time zone: iFood reads an interruption's start and end in it. */
export const STORE_TIME_ZONE = 'America/Sao_Paulo';
/** Closing the store lasts until the business day ends (04:00, doc 2 §9), at least this long. */
const MIN_CLOSE_MS = 60 * 60_000;
const BUSINESS_DAY_HOUR = 4;
/** iFood: an interruption lasts at most 7 days. */
const MAX_INTERRUPTION_MS = 7 * 24 * 3600_000;
/** A start picked a moment ago is still "now". */
const PAST_TOLERANCE_MS = 60_000;
export const CLOSED_BY_PDV = 'Loja fechada pelo PDV';

export const STORE_MSG = Object.freeze({
  INTEGRATION_NOT_FOUND: 'Integração não encontrada.',
  STORE_NOT_FOUND: 'Loja não encontrada nesta integração.',
  START_IN_PAST: 'O início da interrupção não pode estar no passado.',
  END_BEFORE_START: 'O fim da interrupção deve ser depois do início.',
  TOO_LONG: 'Uma interrupção dura no máximo 7 dias.',
  stillClosed: (reason: string) => `A loja continua fechada no iFood: ${reason}`,
  refused: (message: string) => `O iFood recusou a operação: ${message}`,
});

export const DRAWER_ACTIONS = ['LISTAR_INTERRUPCOES', 'CRIAR_INTERRUPCAO', 'HORARIOS_FUNCIONAMENTO'];

// --- the store's wall time ---

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The zone's offset at that instant, in ms (São Paulo: -3 h). */
function offsetAt(ms: number): number {
  const p = Object.fromEntries(partsFormat.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** `yyyy-MM-ddTHH:mm:ss` of the store's clock. */
export function toStoreWallTime(ms: number): string {
  return new Date(ms + offsetAt(ms)).toISOString().slice(0, 19);
}

/** The instant of a store wall time `yyyy-MM-ddTHH:mm[:ss[.SSS]][Z]` (the suffix is the browser's shift, ignored). */
export function fromStoreWallTime(text: string): number {
  const bare = text.replace(/Z$/, '');
  const asUtc = Date.parse(`${bare.length === 16 ? `${bare}:00` : bare}Z`);
  const guess = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(guess);
}

/** When closing the store at `now` ends: the next 04:00 of the store's clock, at least an hour away. */
export function closeUntil(now: number): number {
  const local = new Date(now + offsetAt(now));
  const boundary = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), BUSINESS_DAY_HOUR);
  let end = boundary - offsetAt(now);
  while (end - now < MIN_CLOSE_MS) end += 24 * 3600_000;
  return end;
}

// --- the unit's marketplace integrations ---

interface StoreIntegration {
  row: IntegrationRow;
  storeIds: string[];
  client: MarketplaceClient;
}

function storeIdsOf(row: IntegrationRow): string[] {
  return String((row.dados as { IFOOD_MERCHANT_ID?: unknown }).IFOOD_MERCHANT_ID ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
}

function withClient(app: FastifyInstance, row: IntegrationRow): StoreIntegration {
  const dados = row.dados as { clientId?: string; baseUrl?: string };
  return {
    row,
    storeIds: storeIdsOf(row),
    client: app.providers.marketplace({
      baseUrl: dados.baseUrl ?? null,
      clientId: String(dados.clientId ?? ''),
      clientSecret: String((row.segredos as { clientSecret?: string }).clientSecret ?? ''),
    }),
  };
}

async function marketplaceIntegrations(app: FastifyInstance, unidadeId: number) {
  const rows = await listActiveIntegrations(app.database.db, unidadeId, ['IF']);
  return rows.map((row) => withClient(app, row));
}

/** The unit's active marketplace integration; another unit's (or an unknown) id is 404. */
async function integrationOf(app: FastifyInstance, unidadeId: number, configId: number) {
  const found = (await marketplaceIntegrations(app, unidadeId)).find((i) => i.row.id === configId);
  if (!found) throw notFound(STORE_MSG.INTEGRATION_NOT_FOUND);
  return found;
}

function storeOf(integration: StoreIntegration, storeId: string | undefined): string {
  const id = storeId ?? integration.storeIds[0];
  if (!id || !integration.storeIds.includes(id)) throw notFound(STORE_MSG.STORE_NOT_FOUND);
  return id;
}

/** A refusal of the marketplace in the user's words; outages stay the client's typed errors (502, 504, 429). */
async function asked<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof MarketplaceRefusedError) throw new AppError(422, STORE_MSG.refused(err.message), err.code);
    throw err;
  }
}

export function drawerIntegrationOf(row: IntegrationRow): TDrawerIntegration {
  return {
    id: row.id,
    tipo: row.tipo,
    sigla: row.tipo,
    descricao: row.descricao,
    lojas: storeIdsOf(row),
    chat: (row.dados as { chat?: unknown }).chat === true,
    acoes: DRAWER_ACTIONS,
  };
}

/** GET integracoesAtivas: the unit's marketplace integrations as the drawer lists them. */
export async function drawerIntegrations(app: FastifyInstance, unidadeId: number): Promise<TDrawerIntegration[]> {
  const rows = await listActiveIntegrations(app.database.db, unidadeId, ['IF']);
  return rows.map(drawerIntegrationOf);
}

// --- store status ---

function messageText(m: IfoodMerchantStatus['message'] | undefined | null): string | null {
  if (!m) return null;
  const text = [m.subtitle, m.description].filter((s) => s && s.trim()).join(' - ');
  return text || m.title || null;
}

/** One store's status from the merchant status (the DELIVERY operation when there are several). */
export function storeStatusOf(storeId: string, operations: IfoodMerchantStatus[]): TStoreStatus {
  const op = operations.find((o) => o.operation === 'DELIVERY') ?? operations[0];
  if (!op) {
    return {
      storeId,
      status: 'FECHADO',
      state: null,
      titulo: null,
      motivo: null,
      validacoes: [],
      fechadaPorInterrupcao: false,
      erro: 'O iFood não informou o status da loja.',
    };
  }
  const validacoes = (op.validations ?? []).map((v) => ({
    id: v.id,
    state: v.state,
    mensagem: messageText(v.message),
  }));
  const open = op.state === 'OK' || op.state === 'WARNING';
  return {
    storeId,
    status: open ? 'ABERTO' : 'FECHADO',
    state: op.state,
    titulo: op.message?.title ?? null,
    motivo:
      op.state === 'OK' ? null : (messageText(op.message) ?? validacoes.find((v) => v.mensagem)?.mensagem ?? null),
    validacoes,
    fechadaPorInterrupcao:
      op.reopenable?.type === 'UNAVAILABILITY' ||
      validacoes.some((v) => v.id === 'unavailabilities' && v.state !== 'OK'),
    erro: null,
  };
}

async function askStatus(integration: StoreIntegration, storeId: string): Promise<TStoreStatus> {
  try {
    return storeStatusOf(storeId, await integration.client.merchantStatus(storeId));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return {
      storeId,
      status: 'FECHADO',
      state: null,
      titulo: null,
      motivo: null,
      validacoes: [],
      fechadaPorInterrupcao: false,
      erro: message,
    };
  }
}

/** GET statusLojas: every store of every marketplace integration; one store the marketplace fails on has `erro`. */
export async function storesStatus(app: FastifyInstance, unidadeId: number): Promise<TIntegrationStores[]> {
  const integrations = await marketplaceIntegrations(app, unidadeId);
  return Promise.all(
    integrations.map(async (i) => ({
      idConfiguracao: i.row.id,
      tipo: i.row.tipo,
      descricao: i.row.descricao,
      lojas: await Promise.all(i.storeIds.map((storeId) => askStatus(i, storeId))),
    })),
  );
}

const covers = (i: { start: string; end: string }, now: number) =>
  fromStoreWallTime(i.start) <= now && now < fromStoreWallTime(i.end);

/**
 * POST alterarStatusLoja/{configId}/{storeId}/{ABERTO|FECHADO} (doc 2 §4.6). Closing is an interruption from now to
 * the end of the business day, as iFood closes a store; opening removes the interruptions covering now. Both are
 * idempotent (closing a closed store, opening an open one: nothing is asked). A store that stays closed after the
 * interruptions are gone (outside its opening hours, blocked) is answered 422 with iFood's reason.
 */
export async function changeStoreStatus(
  app: FastifyInstance,
  unidadeId: number,
  configId: number,
  storeId: string,
  target: TStoreOpenStatus,
): Promise<TStoreStatus> {
  const integration = await integrationOf(app, unidadeId, configId);
  const store = storeOf(integration, storeId);
  const { client } = integration;
  const before = storeStatusOf(store, await asked(client.merchantStatus(store)));
  if (target === 'FECHADO') {
    if (before.status === 'FECHADO') return before;
    const now = Date.now();
    await asked(
      client.createInterruption(store, {
        description: CLOSED_BY_PDV,
        start: toStoreWallTime(now),
        end: toStoreWallTime(closeUntil(now)),
      }),
    );
  } else {
    if (before.status === 'ABERTO') return before;
    const now = Date.now();
    const active = (await asked(client.listInterruptions(store))).filter((i) => covers(i, now));
    for (const i of active) await asked(client.deleteInterruption(store, i.id));
  }
  const after = storeStatusOf(store, await asked(client.merchantStatus(store)));
  if (target === 'ABERTO' && after.status !== 'ABERTO') {
    throw unprocessable(STORE_MSG.stillClosed(after.motivo ?? after.titulo ?? after.state ?? ''), 'STORE_STILL_CLOSED');
  }
  return after;
}

// --- actions, interruptions, opening hours ---

const DAY_ORDER: IfoodShift['dayOfWeek'][] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];

async function interruptionsOf(integration: StoreIntegration): Promise<TInterruption[]> {
  const lists = await Promise.all(
    integration.storeIds.map(async (storeId) =>
      (await asked(integration.client.listInterruptions(storeId))).map((i) => ({
        id: i.id,
        storeId,
        description: i.description,
        start: i.start.slice(0, 19),
        end: i.end.slice(0, 19),
      })),
    ),
  );
  return lists.flat().sort((a, b) => a.start.localeCompare(b.start));
}

async function openingHoursOf(integration: StoreIntegration): Promise<TOpeningHours[]> {
  const lists = await Promise.all(
    integration.storeIds.map(async (merchantId) =>
      (await asked(integration.client.openingHours(merchantId))).shifts.map((s) => ({
        dayOfWeek: s.dayOfWeek,
        merchantId,
        start: s.start.slice(0, 5),
        duration: s.duration,
      })),
    ),
  );
  return lists
    .flat()
    .sort(
      (a, b) =>
        DAY_ORDER.indexOf(a.dayOfWeek as IfoodShift['dayOfWeek']) -
          DAY_ORDER.indexOf(b.dayOfWeek as IfoodShift['dayOfWeek']) || a.start.localeCompare(b.start),
    );
}

/** POST aplicarAcao/{configId}/{action}: `{ message }` holding the JSON of the interruptions or the opening hours. */
export async function applyAction(app: FastifyInstance, unidadeId: number, configId: number, action: TStoreAction) {
  const integration = await integrationOf(app, unidadeId, configId);
  const answer =
    action === 'LISTAR_INTERRUPCOES' ? await interruptionsOf(integration) : await openingHoursOf(integration);
  return { message: JSON.stringify(answer) };
}

const CREATE_ROUTE = 'POST /api-v2/pedidoIntegracao/createInterruption';

/** The rules of a new interruption (doc 2 §5.9: no past times; iFood: end after start, at most 7 days). */
export function checkInterruption(startMs: number, endMs: number, now: number): string | null {
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return 'Data e hora inválidas.';
  if (startMs < now - PAST_TOLERANCE_MS) return STORE_MSG.START_IN_PAST;
  if (endMs <= startMs) return STORE_MSG.END_BEFORE_START;
  if (endMs - startMs > MAX_INTERRUPTION_MS) return STORE_MSG.TOO_LONG;
  return null;
}

/**
 * POST createInterruption/{configId} (doc 2 §7): description, start and end in the store's wall time. With an
 * Idempotency-Key a retry answers the interruption the first call created instead of creating a second one.
 */
export async function createInterruption(
  app: FastifyInstance,
  request: FastifyRequest,
  configId: number,
  body: TCreateInterruption,
): Promise<TInterruption> {
  const { unidadeId } = request.session;
  const integration = await integrationOf(app, unidadeId, configId);
  const storeId = storeOf(integration, body.storeId);
  const start = fromStoreWallTime(body.start);
  const end = fromStoreWallTime(body.end);
  const problem = checkInterruption(start, end, Date.now());
  if (problem) throw badRequest(problem, 'INVALID_INTERRUPTION');

  const claim = claimOf(request, CREATE_ROUTE, [configId, storeId, body.description, start, end]);
  // A retry while the first still asks iFood gets 409; the interruption is created once.
  return idempotentCall(app.database.db, claim, async (): Promise<TInterruption> => {
    const answer = await asked(
      integration.client.createInterruption(storeId, {
        description: body.description,
        start: toStoreWallTime(start),
        end: toStoreWallTime(end),
      }),
    );
    return {
      id: answer.id,
      storeId,
      description: answer.description,
      start: answer.start.slice(0, 19),
      end: answer.end.slice(0, 19),
    };
  });
}

/**
 * POST deleteInterruption/{configId} with the ticked interruptions (doc 2 §5.9: at least one). One the marketplace
 * no longer has (ended, or removed by another terminal) counts as removed.
 */
export async function deleteInterruptions(
  app: FastifyInstance,
  unidadeId: number,
  configId: number,
  list: TDeleteInterruptions,
): Promise<{ removidas: number }> {
  const integration = await integrationOf(app, unidadeId, configId);
  const targets = list.map((i) => ({ id: i.id, storeId: storeOf(integration, i.storeId) }));
  for (const t of targets) {
    try {
      await integration.client.deleteInterruption(t.storeId, t.id);
    } catch (err) {
      if (err instanceof MarketplaceRefusedError && err.httpStatus === 404) continue;
      await asked(Promise.reject(err));
    }
  }
  return { removidas: targets.length };
}

/** POST atualizarParametro/{configId}/{true|false}: the chat switch, kept in the integration's `dados.chat`. */
export async function setChat(app: FastifyInstance, unidadeId: number, configId: number, chat: boolean) {
  await integrationOf(app, unidadeId, configId);
  const [row] = await app.database.db
    .update(integracao)
    .set({
      dados: sql`${integracao.dados} || ${JSON.stringify({ chat })}::jsonb`,
      version: sql`${integracao.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(integracao.id, configId), eq(integracao.unidadeId, unidadeId)))
    .returning();
  return drawerIntegrationOf(row!);
}

/** GET whatsapp/status: the unit's messaging-app instance (its uuid) at the gateway; unreachable = disconnected. */
export async function messagingStatus(app: FastifyInstance, request: FastifyRequest) {
  const status = await app.providers.messaging.status(request.session.unidadeUuid);
  return { connected: status?.connected ?? false };
}
