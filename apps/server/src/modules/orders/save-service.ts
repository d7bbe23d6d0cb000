import { recordPrintJobs } from '../../print/print-jobs';
import { deliveryAddressLogLines } from './address-log';
import {
  MSG,
  ROLES,
  applyPaymentNotification,
  formatDateTimeBr,
  hasRole,
  isIntegrationChannel,
  isOwnChannel,
  type OrderType,
  type Role,
  checkJustification,
} from '@brasa/domain';
import type { TIFoodOrder, TOrder, TOrderSaveRequest } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { AppError, conflict, forbidden, notFound, orFail, unprocessable } from '../../errors';
import { checkOrderAdjustments } from '../payments/adjustments';
import { applyPayments } from '../payments/payment-service';
import { idempotencyKeyOf, paymentLogLines, recordPayments, reverseOrderPayments } from '../payments/record-payments';
import { claimIdempotencyKey, storeIdempotentResponse } from '../payments/repository';
import { isFlagOn } from '../parameters/repository';
import { toOrder } from '../order-data/mapper';
import { mutateOrder } from './mutate-order';
import { applyEntryRules } from './entry-rules';
import { orderChangeEvents, type OrderBefore } from './events';
import { withTotals } from '../order-data/totals';
import type { OrderEvent } from '../../events/types';
import { mergeStaleSave, stampLineVersions } from './merge-lines';
import { applyProductFeeFlags, applyServiceFeeRule } from './service-fee-rule';
import {
  cancelOrderProduction,
  cancelProduction,
  loadItemPlaces,
  planOrderProduction,
  productionSettings,
  recordOrderProduction,
} from './production';
import * as repo from './repository';

/** Who may launch each order type (doc 4 §5 "New orders", doc 3 §6, doc 4 §6). */
const CREATE_ROLE: Record<OrderType, { role: Role; message: string }> = {
  BALCAO: { role: ROLES.ROLE_PDV_DELIVERY, message: MSG.NO_PERMISSION_BALCAO },
  DELIVERY: { role: ROLES.ROLE_PDV_DELIVERY, message: MSG.NO_PERMISSION_DELIVERY },
  COMANDA: { role: ROLES.ROLE_PDV_COMANDA_MESA, message: MSG.NO_PERMISSION_IDENTIFIER_ORDER },
  MESA: { role: ROLES.ROLE_PDV_COMANDA_MESA, message: MSG.NO_PERMISSION_IDENTIFIER_ORDER },
  CAIXA_RAPIDO: { role: ROLES.ROLE_VENDA_RAPIDA_PDV_ONLINE, message: MSG.NO_PERMISSION_FAST_SALE },
};

/** Sequence models (doc 4 §9): S sequential (the unit's database sequence, read by the INSERT), A999 and A9999 random. */
function nextSequencial(unidadeId: number, model: string | undefined) {
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
  const { unidadeId, userId } = request.session;
  const idempotencyKey = idempotencyKeyOf(request);
  const prepared = await prepareSave(app, request, [input]);
  // A money-moving call: with an Idempotency-Key, a retry answers the first result instead of saving again.
  const outcome = await app.database.db.transaction(async (tx) => {
    if (idempotencyKey) {
      const fingerprint = requestFingerprint(userId, input);
      const earlier = await claimIdempotencyKey(tx, unidadeId, idempotencyKey, SAVE_ROUTE, fingerprint);
      if (earlier) {
        // A retry is the same request from the same user; the key on anything else answers nothing of it.
        const sameRequest = earlier.rota === SAVE_ROUTE && earlier.impressaoDigital === fingerprint;
        if (!sameRequest || !earlier.resposta) throw conflict(MSG.IDEMPOTENCY_KEY_REUSED);
        return { order: earlier.resposta as TOrder, events: [] };
      }
    }
    const saved = await saveOrderInTransaction(app, request, prepared, tx, input);
    if (idempotencyKey) await storeIdempotentResponse(tx, unidadeId, idempotencyKey, saved.order);
    return saved;
  });
  // A replayed answer recorded its events with the first request.
  if (outcome.events.length > 0) app.orderEvents.committed(outcome.events);
  return outcome.order;
}

/**
 * One order's save inside the caller's transaction (the single save, saveAll): the rules, the money, the row,
 * its logs and its recorded events. The caller tells the subscribers after commit.
 */
export async function saveOrderInTransaction(
  app: FastifyInstance,
  request: FastifyRequest,
  { profile, params }: SavePreparation,
  tx: repo.Tx,
  sent: TOrderSaveRequest,
): Promise<{ order: TOrder; events: OrderEvent[] }> {
  let input = sent;
  const { unidadeId, username, unidadeUuid, userId } = request.session;
  const clienteId = input.pessoaCliente?.id ?? null;
  const entregadorId = input.pessoaEntregador?.id && input.pessoaEntregador.id > 0 ? input.pessoaEntregador.id : null;

  const now = new Date();
  const when = formatDateTimeBr(now);
  /** What the events need besides the saved order: the order as stored before, and items released to print. */
  let before: OrderBefore | undefined;
  let itemsReleased = false;
  /** Nothing went to production and nothing left it: no kitchen-display entry to publish (events.ts). */
  let kdsUnchanged = false;
  const write = async (tx: repo.Tx) => {
    const cliente = clienteId ? await repo.findPersonOfUnit(tx, unidadeId, clienteId) : undefined;
    if (clienteId && !cliente) throw notFound(MSG.CUSTOMER_NOT_FOUND);
    let entregadorNome: string | null = null;
    if (entregadorId) {
      const courier = await repo.findPersonOfUnit(tx, unidadeId, entregadorId);
      if (courier?.cargo !== 'ENTR') throw notFound(MSG.COURIER_NOT_FOUND);
      entregadorNome = courier.nome;
    }
    const rulesCtx = { unidadeId, profile, params, now };
    const paymentCtx = { ...rulesCtx, usuarioId: userId, username, customerId: clienteId, orderId: input.id ?? null };
    /** Entry rules, then the money rules: adjustments (fees, discounts) and payments. */
    const withMoney = async (entryBody: TIFoodOrder, stored?: { body: unknown; tipoImportacao: string }) => {
      const storedBody = stored?.body as TIFoodOrder | undefined;
      await applyProductFeeFlags(tx, unidadeId, entryBody.items, storedBody?.items ?? []);
      applyServiceFeeRule(entryBody, storedBody, params);
      checkOrderAdjustments({ ...entryBody, payments: storedBody?.payments ?? [] }, storedBody);
      const integrationOrder = isIntegrationChannel(stored?.tipoImportacao);
      return applyPayments(tx, { ...paymentCtx, integrationOrder }, entryBody, storedBody);
    };
    /**
     * The row's fields from the body: server totals, items held for payment or released (doc 1 §4), and the PENDENTE
     * items sent to production (production.ts; the entries and tickets are recorded once the row is written).
     */
    const fieldsFor = async (
      entryBody: TIFoodOrder,
      stored: {
        situacao: string;
        tipoImportacao: string;
        statusNotificacao: string | null;
        items: TIFoodOrder['items'];
      },
    ) => {
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
        items: notice.items,
        stored: stored.items,
        placeOf: await loadItemPlaces(tx, unidadeId, notice.items),
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
        pessoaClienteId: clienteId,
        pessoaEntregadorId: entregadorId,
        descricao: input.descricao ?? null,
        totalPedidoCents: totals.total,
        pago: totals.pago,
        textoBusca: searchText(body, cliente?.nome),
        statusNotificacao: production.statusNotificacao,
        body,
      };
      return { fields, released: notice.released, production };
    };
    /** Held items released by a payment go to print now (doc 1 §4 "Notification"). */
    const printReleased = async (id: number, sequencial: number | null) => {
      itemsReleased = true;
      return recordPrintJobs(app, tx, [
        {
          unidadeId,
          pedidoId: id,
          identificador: `PEDIDO_INTEGRACAO_ID_${id}`,
          origem: 'PAGAMENTO',
          localImpressao: 'CAIXA',
          descricao: `Pedido #${sequencial ?? id} pago`,
        },
      ]);
    };

    if (!input.id) {
      const rule = CREATE_ROLE[input.tipo];
      if (!hasRole(profile, rule.role)) throw forbidden(rule.message);
      const entered = (await applyEntryRules(tx, rulesCtx, input, undefined)).body;
      stampLineVersions(entered.items, [], 1);
      const money = await withMoney(entered);
      const channel = input.tipoImportacao ?? 'SO';
      if (!isOwnChannel(channel)) throw unprocessable(MSG.CHANNEL_NOT_ALLOWED);
      const autoConfirm = isFlagOn(params.get('CONFIRMAR_PEDIDOS_AUTOMATICAMENTE'));
      const { fields, released, production } = await fieldsFor(money.body, {
        situacao: autoConfirm ? 'CONFIRMADO' : 'PENDENTE',
        tipoImportacao: channel,
        statusNotificacao: 'NAO_NOTIFICADO',
        items: [],
      });
      // The order and its log lines in one statement; a new order is what was just written: no read back.
      const { row, logs } = await repo.insertOrderWithLog(
        tx,
        {
          unidadeId,
          ...fields,
          tipoImportacao: channel,
          sequencial: nextSequencial(unidadeId, params.get('TIPO_SEQUENCIAL_IDENTIFICADOR')),
          situacao: autoConfirm ? 'CONFIRMADO' : 'PENDENTE',
          dataConfirmacao: autoConfirm ? new Date() : null,
        },
        {
          unidadeId,
          username,
          lines: [
            `Pedido criado por ${username} em ${when}.`,
            ...paymentLogLines({ username, when }, money),
            ...(autoConfirm ? [`Pedido confirmado automaticamente em ${when}.`] : []),
            ...(production.routes.length ? [MSG.itensEnviadosNotificacao(production.routes.length)] : []),
          ],
        },
      );
      if (released) await printReleased(row.id, row.sequencial);
      kdsUnchanged = production.routes.length === 0;
      // Its log line is already in the insert above.
      await recordOrderProduction(app, tx, unidadeId, { ...row, clienteNome: cliente?.nome }, production, now);
      await recordPayments(tx, { unidadeId, username, customerId: clienteId, when }, row.id, money);
      return { row, clienteNome: cliente?.nome ?? null, entregadorNome, logs };
    }

    const orderId = input.id;
    const current = await repo.lockOrder(tx, unidadeId, orderId);
    if (!current || !current.ativo) throw notFound(MSG.ORDER_NOT_FOUND);
    before = current;
    if (current.situacao === 'CANCELADO') throw unprocessable(MSG.CANCELLED_ORDER_EDIT);
    if (current.dataImportacao) throw unprocessable(MSG.IMPORTED_ORDER_EDIT);
    if (input.version === null || input.version === undefined) throw unprocessable(MSG.ORDER_VERSION_REQUIRED);
    if (input.version !== current.version) {
      // Lines added on an older version land on the current one; anything else is a real conflict.
      const merged = mergeStaleSave(input, current);
      if (!merged) {
        const latest = toOrder((await repo.findOrder(tx, unidadeId, orderId))!);
        throw conflict(MSG.ORDER_CHANGED_ELSEWHERE, 'VERSION_CONFLICT', { order: latest });
      }
      input = merged;
    }
    // Editing needs the role of the stored type too (a waiter edits tabs and tables, not delivery orders).
    for (const tipo of new Set([current.tipo as OrderType, input.tipo])) {
      const rule = CREATE_ROLE[tipo] as (typeof CREATE_ROLE)[OrderType] | undefined;
      if (rule && !hasRole(profile, rule.role)) throw forbidden(rule.message);
    }
    const { body: entryBody, removed } = await applyEntryRules(tx, rulesCtx, input, current);
    stampLineVersions(entryBody.items, (current.body as TIFoodOrder).items ?? [], current.version + 1);
    const money = await withMoney(entryBody, current);
    const { fields, released, production } = await fieldsFor(money.body, {
      ...current,
      items: (current.body as TIFoodOrder).items ?? [],
    });
    const updated = await repo.updateOrder(tx, unidadeId, orderId, current.version, fields);
    if (!updated) throw new AppError(409, MSG.ORDER_CHANGED_ELSEWHERE, 'VERSION_CONFLICT');
    if (released) await printReleased(orderId, current.sequencial);
    kdsUnchanged = production.routes.length === 0 && removed.length === 0;
    const target = { ...updated, clienteNome: cliente?.nome };
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
    const paymentLogs = await recordPayments(tx, { unidadeId, username, customerId: clienteId, when }, orderId, money);
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
    ]);
    if (removed.length) {
      await repo.saveDeletedItems(
        tx,
        { unidadeId, username },
        removed.map(({ item, justificativaExclusao }) => ({ pedidoId: orderId, ...item, justificativaExclusao })),
      );
    }
    return (await repo.findOrder(tx, unidadeId, orderId))!;
  };
  const order = toOrder(await write(tx));
  const events = orderChangeEvents({ unidadeId, unidadeUuid }, order, before, { itemsReleased, kdsUnchanged });
  await app.orderEvents.record(tx, events);
  return { order, events };
}

const SAVE_ROUTE = 'POST /api-v2/pedidoIntegracao';

/** Who sent what, for the Idempotency-Key: the parsed body as JSON keeps the order the terminal sent. */
function requestFingerprint(userId: number, input: TOrderSaveRequest): string {
  return createHash('sha256')
    .update(`${userId}:${JSON.stringify(input)}`)
    .digest('hex');
}

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
