import type { TTefIntent } from '@brasa/contracts';
import {
  MSG,
  TEF_METHOD_ID_BY_CARD_TYPE,
  asCents,
  checkPaymentPreconditions,
  tefCardTypeOfCode,
  toCents,
} from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { AppError, badRequest, conflict, notFound, orFail, unprocessable } from '../../errors';
import { totalsOf } from '../order-data/totals';
import type { TIFoodOrder } from '@brasa/contracts';
import * as orders from '../orders/repository';
import { claimOf, idempotent } from '../../idempotency';
import { findPaymentMethods, hasOpenCashShift } from '../payments/repository';
import { credentialsOf, requireProvider, requireTefIntegration } from './integration';
import { toTefIntent } from './record';
import * as repo from './repository';
import { applyRemoteIntent, isOpenIntent, publishIntent, syncIntent } from './sync';
import { unitUuidOf } from '../orders/repository';

const INTENT_ROUTE = 'POST /api-v2/tef/intencaoVenda';

export interface IntentRequest {
  pedidoId: number;
  formaPagamentoId: number;
  valor: number;
  terminalId?: string;
}

export async function findIntentOrFail(app: FastifyInstance, unidadeId: number, id: number) {
  const row = await repo.findIntent(app.database.db, unidadeId, id);
  if (!row) throw notFound(MSG.TEF_INTENT_NOT_FOUND);
  return row;
}

/**
 * POST /api-v2/tef/intencaoVenda: our intent is written (with its durable reconcile job) before the terminal is
 * asked, so whatever happens next it is settled. The amount must fit what the order still owes after the other
 * intents under way (two terminals cannot charge the same balance twice). A retry with the same Idempotency-Key
 * answers the same intent.
 */
export async function createIntent(
  app: FastifyInstance,
  request: FastifyRequest,
  input: IntentRequest,
): Promise<TTefIntent> {
  const { unidadeId, userId, username } = request.session;
  const claim = claimOf(request, INTENT_ROUTE, input);
  if (!claim) throw badRequest(MSG.TEF_IDEMPOTENCY_KEY_REQUIRED, 'IDEMPOTENCY_KEY_REQUIRED');
  // The permission table already let only who takes money through (TAKES_MONEY: BLOQUEIO_PAGAMENTO refused).
  const profile = await app.getProfile(request);
  const db = app.database.db;
  const integration = await requireTefIntegration(db, unidadeId);
  const terminalId = input.terminalId ?? integration.dados.terminalPadraoId;
  if (!terminalId) throw unprocessable(MSG.TEF_TERMINAL_REQUIRED, 'TEF_TERMINAL_REQUIRED');
  if (integration.tipo === 'TEF') {
    credentialsOf(integration);
    requireProvider(app.providers.tef);
  }
  /** The intent this call created (and starts), or none when a retry answers the first one's. */
  let created: { row: repo.IntentRow; unidadeUuid: string } | null = null;
  const { intencaoVendaId } = await db.transaction((tx) =>
    idempotent(tx, claim, async () => {
      const order = await orders.lockOrder(tx, unidadeId, input.pedidoId);
      if (!order || !order.ativo) throw notFound(MSG.ORDER_NOT_FOUND);
      if (order.situacao === 'CANCELADO') throw unprocessable(MSG.CANCELLED_ORDER_EDIT);
      const body = order.body as TIFoodOrder;
      const cashOpen = await hasOpenCashShift(tx, unidadeId, userId);
      orFail(checkPaymentPreconditions({ cashOpen, itemCount: body.items.length, profile }));
      const method = (await findPaymentMethods(tx, unidadeId, [input.formaPagamentoId])).get(input.formaPagamentoId);
      if (!method || !method.ativo) throw unprocessable(MSG.UNKNOWN_PAYMENT_TYPE);
      if (!method.utilizaTef) throw unprocessable(MSG.TEF_METHOD_NOT_TEF);
      const cardType = tefCardTypeOfCode(method.codigo) ?? tefCardTypeOfCode(method.conta.tipoConta);
      if (!cardType) throw unprocessable(MSG.TEF_METHOD_NO_CARD_TYPE);
      const underWay = (await repo.listIntentsOfOrder(tx, unidadeId, input.pedidoId))
        .filter((i) => isOpenIntent(i) && !i.estornar)
        .reduce((sum, i) => sum + i.valorCents, 0);
      const valorCents = toCents(input.valor);
      if (valorCents > totalsOf(body).pending - underWay) throw unprocessable(MSG.PAYMENT_ABOVE_PENDING);
      const row = await repo.insertIntent(tx, {
        unidadeId,
        pedidoId: input.pedidoId,
        formaPagamentoId: method.id,
        tipo: integration.tipo,
        valorCents: asCents(valorCents),
        terminalId,
        tipoCartao: cardType,
        referencia: `brasa-${randomUUID()}`,
        username,
      });
      if (row.tipo === 'TEF') await app.tefReconciler.enqueue(tx, row);
      created = { row, unidadeUuid: await unitUuidOf(tx, unidadeId) };
      return { intencaoVendaId: row.id };
    }),
  );
  const mine = created as { row: repo.IntentRow; unidadeUuid: string } | null;
  if (!mine) return toTefIntent((await syncQuietly(app, unidadeId, intencaoVendaId))!);
  publishIntent(app, mine.unidadeUuid, mine.row);
  if (mine.row.tipo !== 'TEF') return toTefIntent(mine.row);
  return toTefIntent(await startAtProvider(app, integration, mine.row));
}

/**
 * Asks the provider to start the sale. A refusal closes the intent with the provider's message; no answer (a
 * timeout, a network failure) leaves it CRIADA: the reconciler finds it by our reference or closes it.
 */
async function startAtProvider(
  app: FastifyInstance,
  integration: Awaited<ReturnType<typeof requireTefIntegration>>,
  row: repo.IntentRow,
) {
  try {
    const remote = await requireProvider(app.providers.tef).startSale(credentialsOf(integration), {
      terminalId: row.terminalId,
      formaPagamentoId: TEF_METHOD_ID_BY_CARD_TYPE[row.tipoCartao as keyof typeof TEF_METHOD_ID_BY_CARD_TYPE],
      valorCents: row.valorCents,
      referencia: row.referencia,
      urlRetorno: app.tefCallback.urlFor(row),
    });
    const applied = await applyRemoteIntent(app, row.unidadeId, row.id, remote);
    app.tefReconciler.watch(row.unidadeId, row.id);
    return applied ?? row;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 422) {
      const refused = await repo.updateIntent(app.database.db, row.id, { status: 'RECUSADA', mensagem: err.message });
      publishIntent(app, await unitUuidOf(app.database.db, row.unidadeId), refused);
      return refused;
    }
    app.log.warn({ err, intentId: row.id }, 'tef: início sem resposta; a conciliação confere');
    app.tefReconciler.watch(row.unidadeId, row.id);
    return row;
  }
}

/** The intent refreshed from the provider when open; a provider failure answers it as stored. */
async function syncQuietly(app: FastifyInstance, unidadeId: number, id: number) {
  try {
    return await syncIntent(app, unidadeId, id);
  } catch (err) {
    app.log.warn({ err, intentId: id }, 'tef: consulta ao provedor falhou');
    return repo.findIntent(app.database.db, unidadeId, id);
  }
}

/** GET /api-v2/tef/intencaoVenda/{id}: refreshed from the provider when not final. */
export async function getIntent(app: FastifyInstance, request: FastifyRequest, id: number): Promise<TTefIntent> {
  const { unidadeId } = request.session;
  await findIntentOrFail(app, unidadeId, id);
  return toTefIntent((await syncQuietly(app, unidadeId, id))!);
}

/** GET /api-v2/tef/intencaoVenda?pedidoId=: the order's intents, newest first (another unit's order: empty). */
export async function listOrderIntents(app: FastifyInstance, request: FastifyRequest, pedidoId: number) {
  const rows = await repo.listIntentsOfOrder(app.database.db, request.session.unidadeId, pedidoId);
  return rows.map(toTefIntent);
}

/**
 * POST /api-v2/tef/intencaoVenda/{id}/cancelar: cancels a sale still at the terminal (18 → 19 → 20). A final one
 * is answered as it is; an approved one is a payment: it is reversed by the payment deletion (technical password).
 */
export async function cancelIntent(app: FastifyInstance, request: FastifyRequest, id: number): Promise<TTefIntent> {
  const { unidadeId } = request.session;
  const stored = await findIntentOrFail(app, unidadeId, id);
  if (stored.tipo !== 'TEF') {
    // The local agent cancels on the cashier's machine; the server closes its intent if nothing was approved.
    if (stored.status !== 'CRIADA' && stored.status !== 'NO_TERMINAL') return toTefIntent(stored);
    const closed = await repo.updateIntent(app.database.db, id, {
      status: 'CANCELADA',
      mensagem: MSG.TEF_OPERATION_CANCELLED,
    });
    publishIntent(app, request.session.unidadeUuid, closed);
    return toTefIntent(closed);
  }
  const row = (await syncQuietly(app, unidadeId, id))!;
  if (row.status === 'APROVADA') throw unprocessable(MSG.TEF_APPROVED_CANCEL_VIA_DELETE);
  if (!isOpenIntent(row)) return toTefIntent(row);
  if (!row.provedorId) throw conflict(MSG.TEF_START_IN_FLIGHT, 'TEF_START_IN_FLIGHT');
  const integration = await requireTefIntegration(app.database.db, unidadeId);
  const remote = await requireProvider(app.providers.tef).cancel(credentialsOf(integration), {
    id: row.provedorId,
    terminalId: row.terminalId,
  });
  const applied = await applyRemoteIntent(app, unidadeId, id, remote);
  app.tefReconciler.watch(unidadeId, id);
  return toTefIntent(applied ?? row);
}
