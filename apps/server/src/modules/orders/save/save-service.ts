import { deliveryAddressLogLines } from './address-log';
import {
  MSG,
  ORDER_TYPE_ROLE,
  applyPaymentNotification,
  formatDateTimeBr,
  hasRole,
  isIntegrationChannel,
  isOwnChannel,
  preparationStartOf,
  type OrderType,
  type Role,
  checkJustification,
} from '@brasa/domain';
import type { TIFoodOrder, TOrder, TOrderSaveRequest } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, conflict, forbidden, hasSqlState, notFound, orFail, unprocessable } from '../../../errors';
import { checkOrderAdjustments } from '../../payments/adjustments';
import { applyPayments } from '../../payments/payment-service';
import { paymentLogLines, recordPayments, reverseOrderPayments } from '../../payments/record-payments';
import { claimOf, idempotent } from '../../../idempotency';
import { currentSessionVersion } from '../../auth/repository';
import { isFlagOn } from '../../parameters/repository';
import { toOrder } from '../../order-data/mapper';
import { mutateOrder } from '../mutate-order';
import { applyEntryRules, deliveryCodeFor } from './entry-rules';
import { orderChangeEvents, type OrderBefore } from '../events';
import { withTotals } from '../../order-data/totals';
import type { OrderEvent } from '../../../events/types';
import { withKeptDelivery } from './kept-delivery';
import { mergeStaleSave, stampLineTimes, stampLineVersions } from './merge-lines';
import { applyProductFeeFlags, applyServiceFeeRule } from './service-fee-rule';
import {
  cancelOrderProduction,
  cancelProduction,
  loadItemPlaces,
  planOrderProduction,
  productionSettings,
  recordOrderProduction,
  schedulingOf,
  type ProductionPlan,
} from '../production/production';
import * as repo from '../repository';
import { recordServerPrint, type ServerPrint } from '../production/server-print';

/** Who may launch each order type (doc 4 §5 "New orders", doc 3 §6, doc 4 §6). */
const CREATE_ROLE: Record<OrderType, { role: Role; message: string }> = {
  BALCAO: { role: ORDER_TYPE_ROLE.BALCAO, message: MSG.NO_PERMISSION_BALCAO },
  DELIVERY: { role: ORDER_TYPE_ROLE.DELIVERY, message: MSG.NO_PERMISSION_DELIVERY },
  COMANDA: { role: ORDER_TYPE_ROLE.COMANDA, message: MSG.NO_PERMISSION_IDENTIFIER_ORDER },
  MESA: { role: ORDER_TYPE_ROLE.MESA, message: MSG.NO_PERMISSION_IDENTIFIER_ORDER },
  CAIXA_RAPIDO: { role: ORDER_TYPE_ROLE.CAIXA_RAPIDO, message: MSG.NO_PERMISSION_FAST_SALE },
};

/** Sequence models (doc 4 §9): S sequential (the unit's database sequence, read by the INSERT), A999 and A9999 random. */
export function nextSequencial(unidadeId: number, model: string | undefined) {
  if (model === 'A999') return 1 + Math.floor(Math.random() * 999);
  if (model === 'A9999') return 1 + Math.floor(Math.random() * 9999);
  return repo.nextSequenceValue(unidadeId);
}

function searchText(body: TIFoodOrder, clienteNome: string | undefined): string {
  return [clienteNome, body.customer?.name, body.customer?.phone, body.shortReference, body.deliveryAddress?.streetName]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** What every save of one request reads before its transaction: the caller's profile and the unit's parameters. */
export interface SavePreparation {
  profile: Awaited<ReturnType<FastifyInstance['getProfile']>>;
  params: ReadonlyMap<string, string>;
}

/**
 * Reads what the saves of a request need, outside the transaction (on PGlite a read on the pool inside one would
 * wait for it), and creates the unit's order sequence when one of them is a new order (DDL waits on locks).
 */
export async function prepareSave(
  app: FastifyInstance,
  request: FastifyRequest,
  inputs: readonly TOrderSaveRequest[],
): Promise<SavePreparation> {
  const { unidadeId } = request.session;
  const db = app.database.db;
  const profile = await app.getProfile(request);
  // The unit's parameters (the sequence model, auto-confirm, identifier rules, payment notification, service fee,
  // the payments' own) come with the profile in one statement: no round trip of their own, never stale.
  const params = await app.getUnitParameters(request);
  if (inputs.some((input) => !input.id)) await repo.ensureSequence(db, unidadeId);
  return { profile, params };
}

/**
 * POST /api-v2/pedidoIntegracao: saves the whole order and answers the saved one. A save whose version is
 * older than the stored one is merged onto the current version when it only adds lines (merge-lines.ts);
 * otherwise it gets 409 with the current order, so the terminal shows what changed.
 */
export async function saveOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  input: TOrderSaveRequest,
): Promise<TOrder> {
  try {
    return await saveOrderOnce(app, request, input);
  } catch (err) {
    // Taken under a kept profile that is no longer current (the statement said so, or a rule refused it under
    // that profile): again, with the current one and its access check. A refusal under a current profile stands.
    const stale =
      err instanceof StaleSessionError ||
      (request.uncheckedSessionVersion !== undefined &&
        (await currentSessionVersion(app.database.db)) !== request.uncheckedSessionVersion);
    if (!stale) throw err;
    await app.recheckSession(request);
    return saveOrderOnce(app, request, input);
  }
}

/** A kept session profile was not current when the save came to write (see `uncheckedSessionVersion`). */
class StaleSessionError extends Error {}

/**
 * The route takes the caller's profile from the process's cache without reading `sessao_versao`
 * (`config.sessionCheckedByWrite`): the one-statement save checks it in its statement; any other write checks it
 * here first, one read, as every other request does before its handler.
 */
async function checkKeptSession(app: FastifyInstance, request: FastifyRequest) {
  const kept = request.uncheckedSessionVersion;
  if (kept === undefined) return;
  if ((await currentSessionVersion(app.database.db)) !== kept) throw new StaleSessionError();
  request.uncheckedSessionVersion = undefined;
}

async function saveOrderOnce(app: FastifyInstance, request: FastifyRequest, input: TOrderSaveRequest) {
  const claim = claimOf(request, SAVE_ROUTE, input);
  const direct = !claim && isDirectCandidate(input);
  if (!direct) await checkKeptSession(app, request);
  const prepared = await prepareSave(app, request, [input]);
  if (direct) return createOrderDirect(app, request, prepared, input);
  // A money-moving call: with an Idempotency-Key, a retry answers the first result instead of saving again.
  return app.orderEvents.transaction((tx) =>
    idempotent(tx, claim, async () => (await saveOrderInTransaction(app, request, prepared, tx, input)).order),
  );
}

/** What the steps of one order's save share: who saves, the order sent, and where its reads go. */
interface SaveContext {
  app: FastifyInstance;
  request: FastifyRequest;
  profile: SavePreparation['profile'];
  params: SavePreparation['params'];
  /** The transaction, or the pool for a new order planned before its one statement (createOrderDirect). */
  reader: repo.Tx;
  input: TOrderSaveRequest;
  clienteId: number | null;
  now: Date;
  when: string;
}

function saveContext(
  app: FastifyInstance,
  request: FastifyRequest,
  { profile, params }: SavePreparation,
  reader: repo.Tx,
  input: TOrderSaveRequest,
): SaveContext {
  const now = new Date();
  return {
    app,
    request,
    profile,
    params,
    reader,
    input,
    clienteId: input.pessoaCliente?.id ?? null,
    now,
    when: formatDateTimeBr(now),
  };
}

/** The order's customer (of this unit) and courier (a person of this unit with cargo ENTR). */
async function readPeople(ctx: SaveContext) {
  const { unidadeId } = ctx.request.session;
  const { input, reader, clienteId } = ctx;
  const cliente = clienteId ? await repo.findPersonOfUnit(reader, unidadeId, clienteId) : undefined;
  if (clienteId && !cliente) throw notFound(MSG.CUSTOMER_NOT_FOUND);
  const entregadorId = input.pessoaEntregador?.id && input.pessoaEntregador.id > 0 ? input.pessoaEntregador.id : null;
  let entregadorNome: string | null = null;
  if (entregadorId) {
    const courier = await repo.findPersonOfUnit(reader, unidadeId, entregadorId);
    if (courier?.cargo !== 'ENTR') throw notFound(MSG.COURIER_NOT_FOUND);
    entregadorNome = courier.nome;
  }
  return { cliente, entregadorId, entregadorNome };
}

const rulesContext = (ctx: SaveContext) => ({
  unidadeId: ctx.request.session.unidadeId,
  profile: ctx.profile,
  params: ctx.params,
  now: ctx.now,
});

/** Entry rules done, the money rules: adjustments (fees, discounts) and payments. */
async function withMoney(ctx: SaveContext, entryBody: TIFoodOrder, stored?: { body: unknown; tipoImportacao: string }) {
  const { unidadeId, userId, username } = ctx.request.session;
  const storedBody = stored?.body as TIFoodOrder | undefined;
  await applyProductFeeFlags(ctx.reader, unidadeId, entryBody.items, storedBody?.items ?? []);
  applyServiceFeeRule(entryBody, storedBody, ctx.params, ctx.input.tipo);
  checkOrderAdjustments({ ...entryBody, payments: storedBody?.payments ?? [] }, storedBody);
  const paymentCtx = {
    ...rulesContext(ctx),
    usuarioId: userId,
    username,
    customerId: ctx.clienteId,
    orderId: ctx.input.id ?? null,
    integrationOrder: isIntegrationChannel(stored?.tipoImportacao),
  };
  return applyPayments(ctx.reader, paymentCtx, entryBody, storedBody);
}

/**
 * The row's fields from the body: server totals, items held for payment or released (doc 1 §4), and the PENDENTE
 * items sent to production (production.ts; the entries and tickets are recorded once the row is written).
 */
async function fieldsFor(
  ctx: SaveContext,
  people: Awaited<ReturnType<typeof readPeople>>,
  entryBody: TIFoodOrder,
  stored: {
    situacao: string;
    tipoImportacao: string;
    statusNotificacao: string | null;
    items: TIFoodOrder['items'];
    codigoEntrega: string | null;
  },
) {
  const { input, params, now } = ctx;
  const { body, totals } = withTotals(entryBody);
  const notice = applyPaymentNotification({
    tipo: input.tipo,
    notifyOnPayment: isFlagOn(params.get('NOTIFICAR_PAGAMENTO_PEDIDO')),
    pago: totals.pago,
    statusNotificacao: stored.statusNotificacao,
    // doc 1 §3: an item's status is PENDENTE by default.
    items: body.items.map((item) => (item.status ? item : { ...item, status: 'PENDENTE' })),
  });
  const production = planOrderProduction({
    order: { ...stored, tipo: input.tipo, statusNotificacao: notice.statusNotificacao },
    schedule: schedulingOf(input.pedidoAgendado, body),
    items: notice.items,
    stored: stored.items,
    placeOf: await loadItemPlaces(ctx.reader, ctx.request.session.unidadeId, notice.items),
    settings: productionSettings(params),
    now,
  });
  body.items = production.items;
  const fields = {
    tipo: input.tipo,
    pedidoAgendado: input.pedidoAgendado ?? null,
    identificadorPrincipal: input.identificadorPrincipal ?? null,
    identificadorSecundario: input.identificadorSecundario ?? null,
    complementoIdentificador: input.complementoIdentificador ?? null,
    quantidadePessoas: input.quantidadePessoas ?? null,
    pessoaClienteId: ctx.clienteId,
    pessoaEntregadorId: people.entregadorId,
    descricao: input.descricao ?? null,
    totalPedidoCents: totals.total,
    pago: totals.pago,
    textoBusca: searchText(body, people.cliente?.nome),
    statusNotificacao: production.statusNotificacao,
    codigoEntrega: deliveryCodeFor(body, stored.codigoEntrega),
    body,
  };
  return { fields, released: notice.released, production };
}

/**
 * The log line of a scheduled order held until its preparation start (issue 31 §4), when that start is new: a
 * creation, or an edit that moved the schedule.
 */
function heldLogLines(production: Pick<ProductionPlan, 'heldUntil'>, storedStart: Date | null): string[] {
  const at = production.heldUntil;
  if (!at || at.getTime() === storedStart?.getTime()) return [];
  return [MSG.producaoAgendadaPara(formatDateTimeBr(at))];
}

/** Held items released by a payment go to print now (doc 1 §4 "Notification"), at the paying terminal's location. */
const releasedPrint = (id: number, sequencial: number | null): ServerPrint => ({
  origem: 'PAGAMENTO',
  descricao: `Pedido #${sequencial ?? id} pago`,
});

/** A new order's rules and money, read and computed; nothing written yet. */
async function planNewOrder(ctx: SaveContext) {
  const { input, params, when } = ctx;
  const { unidadeId, username } = ctx.request.session;
  const people = await readPeople(ctx);
  const rule = CREATE_ROLE[input.tipo];
  if (!hasRole(ctx.profile, rule.role)) throw forbidden(rule.message);
  const entered = (await applyEntryRules(ctx.reader, rulesContext(ctx), input, undefined)).body;
  stampLineVersions(entered.items, [], 1);
  stampLineTimes(entered.items, [], ctx.now);
  const money = await withMoney(ctx, entered);
  const channel = input.tipoImportacao ?? 'SO';
  if (!isOwnChannel(channel)) throw unprocessable(MSG.CHANNEL_NOT_ALLOWED);
  const autoConfirm = isFlagOn(params.get('CONFIRMAR_PEDIDOS_AUTOMATICAMENTE'));
  const situacao = autoConfirm ? 'CONFIRMADO' : 'PENDENTE';
  const { fields, released, production } = await fieldsFor(ctx, people, money.body, {
    situacao,
    tipoImportacao: channel,
    statusNotificacao: 'NAO_NOTIFICADO',
    items: [],
    codigoEntrega: null,
  });
  const values = {
    unidadeId,
    ...fields,
    tipoImportacao: channel,
    sequencial: nextSequencial(unidadeId, params.get('TIPO_SEQUENCIAL_IDENTIFICADOR')),
    situacao,
    dataConfirmacao: autoConfirm ? ctx.now : null,
  };
  const lines = [
    `Pedido criado por ${username} em ${when}.`,
    ...paymentLogLines({ username, when }, money),
    ...(autoConfirm ? [`Pedido confirmado automaticamente em ${when}.`] : []),
    ...(production.routes.length ? [MSG.itensEnviadosNotificacao(production.routes.length)] : []),
    ...heldLogLines(production, null),
  ];
  return { people, money, values, lines, released, production };
}
type NewOrderPlan = Awaited<ReturnType<typeof planNewOrder>>;

/** A new order's writes in `tx`: the row and its log lines in one statement, then prints, production, payments. */
async function writeNewOrder(ctx: SaveContext, tx: repo.Tx, plan: NewOrderPlan) {
  const { unidadeId, username } = ctx.request.session;
  const { people, production, money } = plan;
  // The order and its log lines in one statement; a new order is what was just written: no read back.
  const { row, logs } = await repo.insertOrderWithLog(tx, plan.values, { unidadeId, username, lines: plan.lines });
  if (plan.released) await recordServerPrint(ctx.app, tx, ctx.request, row.id, releasedPrint(row.id, row.sequencial));
  // Its log line is already in the insert above.
  await recordOrderProduction(
    ctx.app,
    tx,
    unidadeId,
    { ...row, clienteNome: people.cliente?.nome },
    production,
    ctx.now,
  );
  const moneyCtx = { unidadeId, username, customerId: ctx.clienteId, when: ctx.when };
  await recordPayments(tx, moneyCtx, row.id, money);
  return { row, clienteNome: people.cliente?.nome ?? null, entregadorNome: people.entregadorNome, logs };
}

/** Events of a saved order, recorded in `tx` (published by the bus after its commit). */
async function recordOrderEvents(
  ctx: SaveContext,
  tx: repo.Tx,
  order: TOrder,
  before: OrderBefore | undefined,
  facts: { itemsReleased: boolean; kdsUnchanged: boolean },
  deliveryCode: string | null,
) {
  const { unidadeId, unidadeUuid } = ctx.request.session;
  const events = orderChangeEvents({ unidadeId, unidadeUuid }, order, before, facts);
  await ctx.app.orderEvents.record(tx, events);
  return { order: withDeliveryCodeOf(order, deliveryCode), events };
}

/**
 * The staff's answer carries the customer's delivery code (to tell the customer); the events, which every
 * terminal of the unit hears (a courier's phone among them), never do.
 */
const withDeliveryCodeOf = (order: TOrder, code: string | null): TOrder =>
  code ? { ...order, codigoEntrega: code } : order;

/** Order types whose creation reads nothing that needs a lock (no identifier to keep unique). */
const DIRECT_TYPES: ReadonlySet<OrderType> = new Set(['BALCAO', 'DELIVERY']);

/** A new counter or delivery order without payments (createOrderDirect). */
const isDirectCandidate = (input: TOrderSaveRequest) =>
  !input.id && DIRECT_TYPES.has(input.tipo) && (input.iFoodOrder.payments ?? []).length === 0;

/**
 * A new counter or delivery order without payments, saved without an Idempotency-Key: its rules read on the pool,
 * and when it writes only its row, its log lines and its event (nothing to production, no print, no money), the
 * three go in one statement, atomic on its own: no BEGIN and COMMIT, one round trip for the whole save (the
 * statement checks the session version itself). The event's queue copy is written in that statement without the
 * order (the worker loads it, see StoredOrderEvent). Otherwise the writes run in a transaction as for any save.
 */
async function createOrderDirect(
  app: FastifyInstance,
  request: FastifyRequest,
  prepared: SavePreparation,
  input: TOrderSaveRequest,
): Promise<TOrder> {
  const db = app.database.db;
  const ctx = saveContext(app, request, prepared, db as unknown as repo.Tx, input);
  const plan = await planNewOrder(ctx);
  const kdsUnchanged = plan.production.routes.length === 0;
  const facts = { itemsReleased: plan.released, kdsUnchanged };
  // A scheduled order held until its preparation start writes its release job in the transaction.
  const onlyTheOrder =
    kdsUnchanged &&
    !plan.production.heldUntil &&
    !plan.released &&
    !plan.values.pago &&
    plan.money.added.length + plan.money.deleted.length === 0;
  if (!onlyTheOrder) {
    await checkKeptSession(app, request);
    return app.orderEvents.transaction(async (tx) => {
      const written = await writeNewOrder({ ...ctx, reader: tx }, tx, plan);
      return (await recordOrderEvents(ctx, tx, toOrder(written), undefined, facts, written.row.codigoEntrega)).order;
    });
  }
  const { unidadeId, unidadeUuid, username } = request.session;
  // The one event such a save has (orderChangeEvents: created; not paid, nothing released).
  const created = {
    kind: 'order.created' as const,
    orderId: 0,
    version: 1,
    unidadeId,
    unidadeUuid,
    occurredAt: ctx.now.toISOString(),
    kdsUnchanged: true as const,
  };
  return app.orderEvents.statement(async () => {
    const jobs = await app.orderEvents.jobsInsert([created]);
    const log = { unidadeId, username, lines: plan.lines };
    const { row, logs } = await repo
      .insertOrderWithLog(db, plan.values, log, jobs, request.uncheckedSessionVersion)
      .catch((err: unknown) => {
        throw hasSqlState(err, repo.STALE_SESSION_CODE) ? new StaleSessionError() : err;
      });
    const order = toOrder({
      row,
      clienteNome: plan.people.cliente?.nome ?? null,
      entregadorNome: plan.people.entregadorNome,
      logs,
    });
    const events = orderChangeEvents({ unidadeId, unidadeUuid }, order, undefined, facts);
    return { result: withDeliveryCodeOf(order, row.codigoEntrega), events };
  });
}

/**
 * One order's save inside the caller's transaction (the single save, saveAll): the rules, the money, the row,
 * its logs and its recorded events (the bus publishes them after the caller's transaction commits).
 */
export async function saveOrderInTransaction(
  app: FastifyInstance,
  request: FastifyRequest,
  prepared: SavePreparation,
  tx: repo.Tx,
  sent: TOrderSaveRequest,
): Promise<{ order: TOrder; events: OrderEvent[] }> {
  const ctx = saveContext(app, request, prepared, tx, sent);
  if (!sent.id) {
    const plan = await planNewOrder(ctx);
    const written = await writeNewOrder(ctx, tx, plan);
    return recordOrderEvents(
      ctx,
      tx,
      toOrder(written),
      undefined,
      { itemsReleased: plan.released, kdsUnchanged: plan.production.routes.length === 0 },
      written.row.codigoEntrega,
    );
  }
  const { unidadeId, username } = request.session;
  const { profile, now, when } = ctx;
  const orderId = sent.id;
  const current = await repo.lockOrder(tx, unidadeId, orderId);
  if (!current || !current.ativo) throw notFound(MSG.ORDER_NOT_FOUND);
  const before: OrderBefore = current;
  if (current.situacao === 'CANCELADO') throw unprocessable(MSG.CANCELLED_ORDER_EDIT);
  if (current.dataImportacao) throw unprocessable(MSG.IMPORTED_ORDER_EDIT);
  if (sent.version === null || sent.version === undefined) throw unprocessable(MSG.ORDER_VERSION_REQUIRED);
  // What the edit left out or sent unchanged of the delivery address and fee stays as stored (kept-delivery.ts).
  let input = withKeptDelivery(sent, current);
  if (input.version !== current.version) {
    // Lines added on an older version land on the current one; anything else is a real conflict.
    const merged = mergeStaleSave(input, current);
    if (!merged) {
      const latest = toOrder((await repo.findOrder(tx, unidadeId, orderId))!);
      throw conflict(MSG.ORDER_CHANGED_ELSEWHERE, 'VERSION_CONFLICT', { order: latest });
    }
    input = merged;
  }
  const edit = { ...ctx, input };
  const people = await readPeople(edit);
  // Editing needs the role of the stored type too (a waiter edits tabs and tables, not delivery orders).
  for (const tipo of new Set([current.tipo as OrderType, input.tipo])) {
    const rule = CREATE_ROLE[tipo] as (typeof CREATE_ROLE)[OrderType] | undefined;
    if (rule && !hasRole(profile, rule.role)) throw forbidden(rule.message);
  }
  const { body: entryBody, removed } = await applyEntryRules(tx, rulesContext(edit), input, current);
  stampLineVersions(entryBody.items, (current.body as TIFoodOrder).items ?? [], current.version + 1);
  stampLineTimes(entryBody.items, (current.body as TIFoodOrder).items ?? [], now);
  const money = await withMoney(edit, entryBody, current);
  const { fields, released, production } = await fieldsFor(edit, people, money.body, {
    ...current,
    items: (current.body as TIFoodOrder).items ?? [],
  });
  const updated = await repo.updateOrder(tx, unidadeId, orderId, current.version, fields);
  if (!updated) throw new AppError(409, MSG.ORDER_CHANGED_ELSEWHERE, 'VERSION_CONFLICT');
  if (released) await recordServerPrint(app, tx, request, orderId, releasedPrint(orderId, current.sequencial));
  const kdsUnchanged = production.routes.length === 0 && removed.length === 0;
  const target = { ...updated, clienteNome: people.cliente?.nome };
  const sentLogs = await recordOrderProduction(app, tx, unidadeId, target, production, now);
  // Removed items that reached production are cancelled there (doc 2 §5.5, doc 2 §7 cancelarItem).
  await cancelProduction(
    app,
    tx,
    unidadeId,
    target,
    removed.map(({ item, justificativaExclusao }) => ({ item, motivo: justificativaExclusao })),
    { wholeOrder: false, motivo: null, now },
  );
  const moneyCtx = { unidadeId, username, customerId: ctx.clienteId, when };
  const paymentLogs = await recordPayments(tx, moneyCtx, orderId, money);
  await repo.insertLog(tx, unidadeId, orderId, username, [
    `Pedido alterado por ${username} em ${when}.`,
    ...deliveryAddressLogLines((current.body as TIFoodOrder).deliveryAddress, money.body.deliveryAddress, {
      username,
      when,
    }),
    ...paymentLogs,
    ...removed.map(
      ({ item, justificativaExclusao }) =>
        `Item ${item.name} excluído por ${username} em ${when}. Justificativa: ${justificativaExclusao}`,
    ),
    ...sentLogs,
    ...heldLogLines(production, preparationStartOf(schedulingOf(current.pedidoAgendado, current.body as TIFoodOrder))),
  ]);
  if (removed.length) {
    await repo.saveDeletedItems(
      tx,
      { unidadeId, username },
      removed.map(({ item, justificativaExclusao }) => ({ pedidoId: orderId, ...item, justificativaExclusao })),
    );
  }
  const saved = (await repo.findOrder(tx, unidadeId, orderId))!;
  return recordOrderEvents(
    edit,
    tx,
    toOrder(saved),
    before,
    { itemsReleased: released, kdsUnchanged },
    saved.row.codigoEntrega,
  );
}

const SAVE_ROUTE = 'POST /api-v2/pedidoIntegracao';

/** POST /api-v2/pedidoIntegracao/entregador/{orderId}/{deliveryPersonId}: -1 clears the courier. */
export async function assignCourier(app: FastifyInstance, request: FastifyRequest, orderId: number, courierId: number) {
  return mutateOrder(app, request, orderId, async (row, { tx, unidadeId, username, when }) => {
    if (row.situacao === 'CANCELADO') throw unprocessable(MSG.CANCELLED_ORDER_EDIT);
    let nome = 'nenhum';
    if (courierId > 0) {
      const courier = await repo.findPersonOfUnit(tx, unidadeId, courierId);
      if (courier?.cargo !== 'ENTR') throw notFound(MSG.COURIER_NOT_FOUND);
      nome = courier.nome;
    }
    return {
      values: { pessoaEntregadorId: courierId > 0 ? courierId : null },
      logs: [`Entregador alterado para ${nome} por ${username} em ${when}.`],
    };
  });
}

/** DELETE /api-v2/pedidoIntegracao/{id}/{justification}: at least 5 characters (doc 1 §5). */
export async function deleteOrder(app: FastifyInstance, request: FastifyRequest, id: number, justification: string) {
  const text = orFail(checkJustification(justification));
  return mutateOrder(app, request, id, async (row, { tx, unidadeId, username, when, now }) => {
    const logs = [`Pedido excluído por ${username} em ${when}. Justificativa: ${text}`];
    await cancelOrderProduction(app, tx, row, text, now);
    const moneyCtx = { unidadeId, username, customerId: row.pessoaClienteId, when };
    const reversal = await reverseOrderPayments(tx, moneyCtx, id, row.body as TIFoodOrder);
    if (reversal) logs.push(reversal);
    return { values: { ativo: false, justificativaExclusao: text }, logs };
  });
}
