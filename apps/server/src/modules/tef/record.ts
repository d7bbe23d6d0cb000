import type { TIFoodOrder, TTefIntent } from '@brasa/contracts';
import {
  asCents,
  formatDateTimeBr,
  formatMoney,
  methodKindOf,
  settleTefApproval,
  toReais,
  type TefIntentState,
} from '@brasa/domain';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { logEvento } from '../../db/schema';
import { totalsOf, withTotals } from '../order-data/totals';
import * as orders from '../orders/repository';
import { recordPaymentMoney } from '../payments/payment-service';
import { findPaymentMethods } from '../payments/repository';
import type { IntentRow } from './repository';
import { writeOrderChange } from '../orders/mutate-order';

/** The wire shape of an intent (contracts `ZTefIntent`): money in reais, dates as ISO text. */
export function toTefIntent(row: IntentRow): TTefIntent {
  return {
    intencaoVendaId: row.id,
    pedidoId: row.pedidoId,
    formaPagamentoId: row.formaPagamentoId,
    valor: toReais(asCents(row.valorCents)),
    terminalId: row.terminalId,
    status: row.status as TefIntentState,
    statusTransacao: row.statusTransacao,
    mensagem: row.mensagem,
    tipoCartao: row.tipoCartao as TTefIntent['tipoCartao'],
    bandeira: row.bandeira,
    adquirente: row.adquirente,
    nsu: row.nsu,
    codigoAutorizacao: row.codigoAutorizacao,
    pagamentoRegistrado: row.pagamentoId !== null,
    comprovanteCliente: row.comprovanteCliente,
    comprovanteEstabelecimento: row.comprovanteEstabelecimento,
    referencia: row.referencia,
    tipo: row.tipo === 'EL' ? 'EL' : 'TEF',
    aprovadaEm: row.aprovadaEm?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The payment id of an intent in the order body: stable, so recording it twice is impossible (movement index). */
export const paymentIdOf = (intentId: number) => `tef-${intentId}`;

export type ApprovalOutcome = { kind: 'RECORDED'; paymentId: string } | { kind: 'REVERSE'; reason: string };

/**
 * An approved intent becomes the order's payment, inside the caller's transaction (the intent row is locked by the
 * caller and has no payment yet): the payment with the terminal's data, the order's totals and version, its log
 * line, the money movement and the order events. When the order can no longer take it (cancelled, deleted, paid
 * another way meanwhile) nothing is recorded and the caller reverses it at the provider.
 */
export async function recordApprovedIntent(
  app: FastifyInstance,
  tx: Tx,
  intent: IntentRow,
  now: Date,
): Promise<ApprovalOutcome> {
  const row = await orders.lockOrder(tx, intent.unidadeId, intent.pedidoId);
  const open = Boolean(row && row.ativo && row.situacao !== 'CANCELADO');
  const body = (row?.body ?? { items: [], payments: [] }) as TIFoodOrder;
  const decision = settleTefApproval({
    approvedCents: asCents(intent.valorCents),
    pendingCents: totalsOf(body).pending,
    orderOpen: open,
  });
  if (decision.action === 'REVERSE') return { kind: 'REVERSE', reason: decision.reason };
  const method = (await findPaymentMethods(tx, intent.unidadeId, [intent.formaPagamentoId])).get(
    intent.formaPagamentoId,
  )!;
  const paymentId = paymentIdOf(intent.id);
  const payment = {
    id: paymentId,
    code: method.codigo,
    name: method.descricao,
    value: toReais(decision.valueCents),
    changeFor: null,
    formaPagamento: { id: method.id, descricao: method.descricao, utilizaTef: true },
    tipoConta: methodKindOf(method),
    contaId: method.conta.idConta,
    dataVencimento: null,
    autorizacao: intent.codigoAutorizacao,
    // doc 1 §3 card-terminal fields of a payment.
    authorizationCode: intent.codigoAutorizacao,
    codigoAutorizacao: intent.codigoAutorizacao,
    tefInfo: { terminalId: intent.terminalId, intencaoVendaId: intent.id },
    identificacaoTef: intent.nsu,
    nsu: intent.nsu,
    tipoCartaoTef: intent.tipoCartao,
    nomeDoCartaoOuDaAdministradora: intent.bandeira,
    indiceRedeAdquirenteTef: intent.adquirente,
    dataPagamento: now.toISOString(),
    username: intent.username,
  };
  const { body: next, totals } = withTotals({ ...body, payments: [...(body.payments ?? []), payment] });
  await recordPaymentMoney(
    tx,
    { unidadeId: intent.unidadeId, username: intent.username, customerId: row!.pessoaClienteId },
    intent.pedidoId,
    { added: [payment], deleted: [] },
  );
  const when = formatDateTimeBr(now);
  await writeOrderChange(app, tx, { unidadeId: intent.unidadeId, username: intent.username }, row!, {
    values: { body: next, pago: totals.pago, totalPedidoCents: totals.total },
    logs: [
      `Pagamento de ${formatMoney(decision.valueCents)} em ${method.descricao} (TEF, NSU ${intent.nsu ?? '-'}) aprovado no terminal ${intent.terminalId} em ${when}.`,
    ],
  });
  return { kind: 'RECORDED', paymentId };
}

/** The audit of a card-terminal operation (doc 1 §7 logEvento). */
export async function logTefEvent(
  tx: Tx,
  intent: IntentRow,
  values: { tipo: string; motivo: string; username: string; dados?: unknown },
) {
  await tx.insert(logEvento).values({
    unidadeId: intent.unidadeId,
    pedidoId: intent.pedidoId,
    tipo: values.tipo,
    entidade: 'Payment',
    motivo: values.motivo,
    dados: values.dados ?? { intencaoVendaId: intent.id, nsu: intent.nsu, valorCents: intent.valorCents },
    username: values.username,
  });
}
