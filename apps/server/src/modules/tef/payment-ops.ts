import type { TIFoodOrder, TTefAgentCancelResult, TTefIntent } from '@brasa/contracts';
import { MSG, asCents, checkTefDeleteWindow, formatDateTimeBr, formatMoney } from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../db/client';
import { notFound, orFail, unprocessable } from '../../errors';
import { withTotals } from '../order-data/totals';
import * as orders from '../orders/repository';
import { recordPaymentMoney } from '../payments/payment-service';
import { agentCancelOf, verifiedAgentCancel } from './agent-cancel';
import { credentialsOf, findTefIntegration, requireProvider, requireTefIntegration } from './integration';
import { logTefEvent, toTefIntent } from './record';
import * as repo from './repository';
import { findIntentOrFail } from './service';
import { publishIntent } from './sync';
import { writeOrderChange } from '../orders/mutate-order';
import { unitUuidOf } from '../orders/repository';

type Payment = TIFoodOrder['payments'][number];

/** Rewrites the order with its payments changed, in the caller's transaction: totals, version, log, events. */
async function rewritePayments(
  app: FastifyInstance,
  tx: Tx,
  intent: repo.IntentRow,
  change: (payments: Payment[]) => Payment[],
  log: string,
): Promise<void> {
  const row = await orders.lockOrder(tx, intent.unidadeId, intent.pedidoId);
  if (!row) throw notFound(MSG.ORDER_NOT_FOUND);
  const body = row.body as TIFoodOrder;
  const { body: next, totals } = withTotals({ ...body, payments: change(body.payments ?? []) });
  await writeOrderChange(app, tx, { unidadeId: intent.unidadeId, username: intent.username }, row, {
    values: { body: next, pago: totals.pago, totalPedidoCents: totals.total },
    logs: [log],
  });
}

/**
 * POST /api-v2/tef/intencaoVenda/{id}/codigoAutorizacao: the code typed by the cashier when the acquirer returned
 * none (doc 1 §5 'Authorization text'; not for pix). The recorded payment takes it too.
 */
export async function setAuthorizationCode(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  code: string,
): Promise<TTefIntent> {
  const { unidadeId, username } = request.session;
  const result = await app.orderEvents.transaction(async (tx) => {
    const row = await repo.lockIntent(tx, unidadeId, id);
    if (!row) throw notFound(MSG.TEF_INTENT_NOT_FOUND);
    if (row.status !== 'APROVADA') throw unprocessable(MSG.TEF_CODE_ONLY_APPROVED);
    if (row.tipoCartao === 'PX' || row.tipoCartao === 'PD') throw unprocessable(MSG.TEF_CODE_NOT_FOR_PIX);
    if (row.codigoAutorizacao && !row.codigoAutorizacaoManual) throw unprocessable(MSG.TEF_CODE_ALREADY_SET);
    const updated = await repo.updateIntent(tx, id, { codigoAutorizacao: code, codigoAutorizacaoManual: true });
    if (row.pagamentoId) {
      await rewritePayments(
        app,
        tx,
        updated,
        (payments) =>
          payments.map((p) =>
            String(p.id) === row.pagamentoId
              ? { ...p, autorizacao: code, authorizationCode: code, codigoAutorizacao: code }
              : p,
          ),
        `Código de autorização do pagamento TEF (NSU ${row.nsu ?? '-'}) informado por ${username} em ${formatDateTimeBr(new Date())}.`,
      );
    }
    return { updated };
  });
  publishIntent(app, request.session.unidadeUuid, result.updated);
  return toTefIntent(result.updated);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The technical password kept in the integration's secrets, compared in constant time. */
function isTechnicalPassword(stored: string | undefined, typed: string) {
  return Boolean(stored) && timingSafeEqual(digest(stored!), digest(typed));
}

/**
 * POST /api-v2/tef/intencaoVenda/{id}/excluirPagamento (doc 1 §5 'Card-terminal payment deletion'): inside the
 * integration's time window, with the technical password, the sale is cancelled at the provider first; only then
 * the payment leaves the order (its money reversed) and the deletion is logged (logEvento DELETE Payment).
 * EL (local agent): the server cannot reach the agent, so the first call (password and window checked) deletes
 * nothing and answers what the browser must cancel there (`cancelamentoAgente`); the second carries the agent's
 * signed cancel of this very sale and the password again, and only then the payment leaves the order. The window
 * is not asked again then: the sale is already cancelled at the acquirer and the order must follow it. A replay
 * of the same cancel finds the intent cancelled and changes nothing.
 */
export async function deleteTefPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  input: { senhaTecnica: string; motivo?: string | null; cancelamentoAgente?: TTefAgentCancelResult | undefined },
): Promise<TTefIntent> {
  const { unidadeId, username } = request.session;
  const row = await findIntentOrFail(app, unidadeId, id);
  const integration = await requireTefIntegration(app.database.db, unidadeId);
  const agentCancel = row.tipo === 'EL' ? input.cancelamentoAgente : undefined;
  if (agentCancel) {
    const cancelled = await verifiedAgentCancel(app, unidadeId, agentCancel);
    if (cancelled.id !== row.id) throw unprocessable(MSG.TEF_AGENT_CANCEL_MISMATCH, 'TEF_AGENT_CANCEL_MISMATCH');
  }
  if (!isTechnicalPassword(integration.segredos.senhaTecnica, input.senhaTecnica)) {
    throw unprocessable(MSG.TEF_TECH_PASSWORD_INVALID, 'TEF_TECH_PASSWORD_INVALID');
  }
  if (agentCancel && row.status === 'CANCELADA') return toTefIntent(row);
  if (row.status !== 'APROVADA' || !row.pagamentoId) throw unprocessable(MSG.TEF_PAYMENT_NOT_RECORDED);
  if (!agentCancel) {
    orFail(
      checkTefDeleteWindow({
        approvedAt: row.aprovadaEm ?? row.createdAt,
        now: new Date(),
        windowMinutes: integration.dados.prazoExclusaoMinutos,
      }),
    );
  }
  if (row.tipo === 'EL' && !agentCancel) return { ...toTefIntent(row), cancelamentoAgente: agentCancelOf(row) };
  let statusTransacao: number | null = row.statusTransacao;
  if (row.tipo === 'TEF' && row.provedorId) {
    const remote = await requireProvider(app.providers.tef).cancel(credentialsOf(integration), {
      id: row.provedorId,
      terminalId: row.terminalId,
      senhaTecnica: input.senhaTecnica,
    });
    statusTransacao = remote.status;
  }
  const motivo = input.motivo?.trim() || 'Pagamento TEF excluído';
  const result = await app.orderEvents.transaction(async (tx) => {
    const locked = (await repo.lockIntent(tx, unidadeId, id))!;
    if (locked.status !== 'APROVADA' || !locked.pagamentoId) return { updated: locked };
    const stored = ((await orders.lockOrder(tx, unidadeId, locked.pedidoId))?.body as TIFoodOrder).payments ?? [];
    const payment = stored.find((p) => String(p.id) === locked.pagamentoId);
    await rewritePayments(
      app,
      tx,
      locked,
      (payments) => payments.filter((p) => String(p.id) !== locked.pagamentoId),
      `Pagamento de ${formatMoney(asCents(locked.valorCents))} (TEF, NSU ${locked.nsu ?? '-'}) excluído e estornado por ${username} em ${formatDateTimeBr(new Date())}. Motivo: ${motivo}`,
    );
    if (payment) {
      const order = await orders.findOrder(tx, unidadeId, locked.pedidoId);
      await recordPaymentMoney(
        tx,
        { unidadeId, username, customerId: order?.row.pessoaClienteId ?? null },
        locked.pedidoId,
        { added: [], deleted: [payment] },
      );
    }
    const updated = await repo.updateIntent(tx, id, { status: 'CANCELADA', statusTransacao, mensagem: motivo });
    await logTefEvent(tx, updated, {
      tipo: 'DELETE',
      motivo,
      username,
      dados: agentCancel ? { pagamento: payment ?? null, cancelamentoAgente: agentCancel } : (payment ?? null),
    });
    return { updated };
  });
  publishIntent(app, request.session.unidadeUuid, result.updated);
  return toTefIntent(result.updated);
}

/**
 * An order cancelled with card-terminal payments (doc 1 §4: confirm and audit kept): each recorded sale is
 * cancelled at the provider with the integration's technical password and logged. The money was already reversed
 * by the cancel. Idempotent: a sale already cancelled is not asked again.
 */
export async function reverseOrderTefPayments(app: FastifyInstance, unidadeId: number, pedidoId: number) {
  const recorded = await repo.listRecordedIntents(app.database.db, unidadeId, pedidoId);
  if (recorded.length === 0) return;
  const integration = await findTefIntegration(app.database.db, unidadeId);
  for (const row of recorded) {
    let statusTransacao = row.statusTransacao;
    if (row.tipo === 'TEF' && row.provedorId && integration?.tipo === 'TEF') {
      const remote = await requireProvider(app.providers.tef).cancel(credentialsOf(integration), {
        id: row.provedorId,
        terminalId: row.terminalId,
        senhaTecnica: integration.segredos.senhaTecnica ?? null,
      });
      statusTransacao = remote.status;
    }
    const updated = await app.database.db.transaction(async (tx) => {
      const next = await repo.updateIntent(tx, row.id, {
        status: 'CANCELADA',
        statusTransacao,
        mensagem: 'Pedido cancelado: venda estornada no TEF.',
      });
      await logTefEvent(tx, next, {
        tipo: 'CANCEL',
        motivo: 'Pedido cancelado com pagamento TEF',
        username: row.username,
      });
      return next;
    });
    publishIntent(app, await unitUuidOf(app.database.db, unidadeId), updated);
  }
}

/** The receipt text of an order's intent for enviarImpressaoTef (404 for another unit's or order's intent). */
export async function tefReceiptText(
  app: FastifyInstance,
  unidadeId: number,
  pedidoId: number,
  intentId: number,
  which: 'CLIENTE' | 'ESTABELECIMENTO',
): Promise<string> {
  const row = await repo.findIntent(app.database.db, unidadeId, intentId);
  if (!row || row.pedidoId !== pedidoId) throw notFound(MSG.TEF_INTENT_NOT_FOUND);
  const text = which === 'CLIENTE' ? row.comprovanteCliente : row.comprovanteEstabelecimento;
  if (!text) throw unprocessable(MSG.TEF_RECEIPT_UNAVAILABLE);
  return text;
}
