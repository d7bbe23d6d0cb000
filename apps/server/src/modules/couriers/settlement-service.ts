import type { TSettlementPostResult, ZSettlementPostRequest } from '@brasa/contracts';
import type { z } from 'zod';
import {
  MSG,
  boardDayRange,
  formatDateTimeBr,
  formatMoney,
  groupOrdersByCourierAndDay,
  settleCourierDay,
  toReais,
} from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { movimentoFinanceiro } from '../../db/schema';
import type { OrderEvent } from '../../events/types';
import { AppError, hasSqlState, notFound, unprocessable } from '../../errors';
import { toOrder } from '../order-data/mapper';
import { orderChangeEvents } from '../orders/events';
import * as orderRepo from '../orders/repository';
import { getParameterValue } from '../parameters/repository';
import { claimOf, idempotent } from '../../idempotency';
import { findPaymentMethods, hasOpenCashShift } from '../payments/repository';
import { SETTLED_STATUSES, payOf, settlementOrderOf, settlementSourceOfRow } from './lists-service';
import * as repo from './repository';

type SettlementPost = z.output<typeof ZSettlementPostRequest>;

const SETTLE_ROUTE = 'POST /api-v2/pessoa/acertoEntregador';
export const SETTLEMENT_MOVEMENT = 'ACERTO_ENTREGADOR';

/** The movement key of a courier's business day: the unique index settles a courier's day once. */
const settlementKey = (courierId: number, day: string) => `ACERTO:${courierId}:${day}`;

const isUniqueViolation = (err: unknown) => hasSqlState(err, '23505');

/**
 * POST /api-v2/pessoa/acertoEntregador (doc 4 §5 "Settlement", §9). Each line (courier, payment method, orders)
 * is recomputed from the stored orders, one settlement per business day with settleCourierDay; the browser's
 * amounts are never read. In one transaction: the register must be OPEN, each line needs a payment method,
 * ID_OPERACAO_ACERTO_ENTREGADOR must be set; the orders are locked; an order already settled, or a courier's day
 * that already has a settlement, refuses the whole post. Writes one movement per courier and day (signed saldo:
 * positive, the courier pays in) and stamps it on every order (idMovimentoFinanceiroAcerto). Two posts of the
 * same day cannot both pass: the orders' row locks and the movement's unique key (courier, day) stop the second.
 */
export async function postSettlement(
  app: FastifyInstance,
  request: FastifyRequest,
  lines: SettlementPost,
): Promise<TSettlementPostResult[]> {
  const { unidadeId, userId, username, unidadeUuid } = request.session;
  const db = app.database.db;
  const claim = claimOf(request, SETTLE_ROUTE, lines);
  if (!(await hasOpenCashShift(db, unidadeId, userId))) throw unprocessable(MSG.CASH_CLOSED_SETTLEMENT);
  if (lines.some((line) => line.formaPagamento === null)) throw unprocessable(MSG.SETTLEMENT_PAYMENT_METHOD_REQUIRED);
  const operacao = (await getParameterValue(db, unidadeId, 'ID_OPERACAO_ACERTO_ENTREGADOR'))?.trim();
  if (!operacao) throw unprocessable(MSG.SETTLEMENT_OPERATION_MISSING);
  const methods = await findPaymentMethods(db, unidadeId, [...new Set(lines.map((l) => l.formaPagamento!))]);
  for (const line of lines) {
    const method = methods.get(line.formaPagamento!);
    if (!method || !method.ativo) throw notFound(MSG.SETTLEMENT_PAYMENT_METHOD_NOT_FOUND);
  }
  try {
    return await app.orderEvents.transaction((tx) =>
      idempotent(tx, claim, async () => {
        const written = await settleInTransaction(tx, { unidadeId, username, unidadeUuid, operacao }, lines, methods);
        await app.orderEvents.record(tx, written.events);
        return written.results;
      }),
    );
  } catch (err) {
    // Another post of the same courier and day committed first (the movement's unique key).
    if (!(err instanceof AppError) && isUniqueViolation(err)) throw unprocessable(MSG.SETTLEMENT_ALREADY_DONE);
    throw err;
  }
}

async function settleInTransaction(
  tx: Tx,
  ctx: { unidadeId: number; username: string; unidadeUuid: string; operacao: string },
  lines: SettlementPost,
  methods: Awaited<ReturnType<typeof findPaymentMethods>>,
) {
  const { unidadeId, username } = ctx;
  const allIds = [...new Set(lines.flatMap((line) => line.pedidos))];
  const rows = new Map((await repo.lockOrdersForSettlement(tx, unidadeId, allIds)).map((row) => [row.id, row]));
  const seen = new Set<number>();
  const results: TSettlementPostResult[] = [];
  const events: OrderEvent[] = [];
  const when = formatDateTimeBr(new Date());
  for (const line of lines) {
    const courier = await repo.findCourierRow(tx, unidadeId, line.pessoaId);
    if (!courier) throw notFound(MSG.COURIER_NOT_FOUND);
    const ids = [...new Set(line.pedidos)];
    for (const id of ids) {
      const row = rows.get(id);
      if (!row || !row.ativo) throw notFound(MSG.ORDER_NOT_FOUND);
      if (seen.has(id)) throw unprocessable(MSG.SETTLEMENT_ALREADY_DONE);
      seen.add(id);
      if (row.pessoaEntregadorId !== courier.id) throw unprocessable(MSG.acertoPedidoDeOutroEntregador(id));
      if (!(SETTLED_STATUSES as readonly string[]).includes(row.situacao)) {
        throw unprocessable(MSG.acertoPedidoSituacao(id, row.situacao));
      }
      if (row.idMovimentoFinanceiroAcerto !== null) throw unprocessable(MSG.SETTLEMENT_ALREADY_DONE);
    }
    const method = methods.get(line.formaPagamento!)!;
    const lineRows = ids.map((id) => rows.get(id)!);
    const movements = await repo.listMovementsOfOrders(tx, unidadeId, ids);
    const days = groupOrdersByCourierAndDay(
      lineRows,
      (row) => row.pessoaEntregadorId,
      (row) => row.dataPedido,
    );
    for (const day of days) {
      // Another order of this courier's day is already settled: its daily value was paid.
      const { start, end } = boardDayRange(day.orders[0]!.dataPedido);
      if (await repo.hasSettledOrderInDay(tx, unidadeId, courier.id, start, end)) {
        throw unprocessable(MSG.SETTLEMENT_ALREADY_DONE);
      }
      const settlement = settleCourierDay({
        pay: payOf(courier),
        orders: day.orders.map((row) => settlementOrderOf(settlementSourceOfRow(row), movements)),
      });
      const [movement] = await tx
        .insert(movimentoFinanceiro)
        .values({
          unidadeId,
          contaId: method.conta.idConta,
          formaPagamentoId: method.id,
          pedidoId: null,
          pagamentoId: settlementKey(courier.id, day.day),
          operacao: ctx.operacao,
          tipo: SETTLEMENT_MOVEMENT,
          valorCents: settlement.saldoCents,
          pessoaId: courier.id,
          username,
        })
        .returning({ id: movimentoFinanceiro.id });
      const dayIds = day.orders.map((row) => row.id);
      const stamped = await repo.stampSettlement(tx, unidadeId, dayIds, movement!.id);
      if (stamped !== dayIds.length) throw unprocessable(MSG.SETTLEMENT_ALREADY_DONE);
      const log = `Acerto do entregador ${courier.nome} (${day.day}) lançado por ${username} em ${when}: a pagar ${formatMoney(settlement.valorPagarCents)}, saldo ${formatMoney(settlement.saldoCents)}.`;
      for (const row of day.orders) {
        await orderRepo.insertLog(tx, unidadeId, row.id, username, log);
        const order = toOrder((await orderRepo.findOrder(tx, unidadeId, row.id))!);
        events.push(...orderChangeEvents({ unidadeId, unidadeUuid: ctx.unidadeUuid }, order, row));
      }
      results.push({
        id: movement!.id,
        pessoaId: courier.id,
        dataPedido: day.day,
        pedidos: dayIds,
        valorPagar: toReais(settlement.valorPagarCents),
        valor: toReais(settlement.valorCents),
        saldo: toReais(settlement.saldoCents),
      });
    }
  }
  return { results, events };
}
