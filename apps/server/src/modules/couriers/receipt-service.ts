import type { TReceiptSettlement, TReceiptTotals, TSettlementReceipt } from '@brasa/contracts';
import { MSG, asCents, businessDayKey, settleCourierDay, sumCents, toReais, type Cents } from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { unitName } from '../reports/dre-repository';
import { deliveryFeeCents, payOf, settlementOrderOf, settlementSourceOfRow } from './lists-service';
import * as repo from './repository';

interface TotalsCents {
  pedidos: number;
  totalValorEntrega: Cents;
  valorPagar: Cents;
  valor: Cents;
  saldo: Cents;
}

const NO_PAY = { diariaCents: 0, fixoCents: 0, percentual: '0', minimoCents: 0 } as repo.CourierRow;

const addTotals = (parts: readonly TotalsCents[]): TotalsCents => ({
  pedidos: parts.reduce((n, part) => n + part.pedidos, 0),
  totalValorEntrega: sumCents(parts.map((part) => part.totalValorEntrega)),
  valorPagar: sumCents(parts.map((part) => part.valorPagar)),
  valor: sumCents(parts.map((part) => part.valor)),
  saldo: sumCents(parts.map((part) => part.saldo)),
});

const totalsInReais = (t: TotalsCents): TReceiptTotals => ({
  pedidos: t.pedidos,
  totalValorEntrega: toReais(t.totalValorEntrega),
  valorPagar: toReais(t.valorPagar),
  valor: toReais(t.valor),
  saldo: toReais(t.saldo),
});

/** The business day a settlement movement is keyed by ('ACERTO:{courier}:{day}', settlement-service). */
const dayOfMovement = (pagamentoId: string, firstOrder: Date | undefined) =>
  /^ACERTO:\d+:(\d{4}-\d{2}-\d{2})$/.exec(pagamentoId)?.[1] ?? (firstOrder ? businessDayKey(firstOrder) : '');

/**
 * GET /api-v2/entregador/acerto/recibo?ids= (doc 4 §7 gerarRecibo): the receipt of posted settlements, by
 * courier. Every id must be a settlement movement of the caller's unit, or the whole receipt is not found (an id
 * of another unit is not told apart from one that does not exist). The balance is the one posted (the movement's
 * value); the amount to pay is recomputed from the stamped orders with settleCourierDay, and the cash received is
 * balance + amount to pay, so the receipt adds up even after the orders' cash was imported into the register.
 */
export async function settlementReceipt(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: readonly number[],
): Promise<TSettlementReceipt> {
  const db = app.database.db;
  const { unidadeId } = request.session;
  const movements = await repo.listSettlementMovements(db, unidadeId, ids);
  if (movements.length !== ids.length) throw notFound(MSG.SETTLEMENT_NOT_FOUND);
  const [orders, unidade] = await Promise.all([
    repo.listOrdersOfSettlements(
      db,
      unidadeId,
      movements.map((m) => m.id),
    ),
    unitName(db, unidadeId),
  ]);
  const courierIds = [...new Set(movements.map((m) => m.pessoaId).filter((id): id is number => id !== null))];
  const couriers = new Map((await repo.listCourierRows(db, unidadeId, courierIds)).map((c) => [c.id, c]));
  const cashMovements = await repo.listMovementsOfOrders(
    db,
    unidadeId,
    orders.map((o) => o.id),
  );

  const byCourier = new Map<number, { nome: string; acertos: TReceiptSettlement[]; totals: TotalsCents[] }>();
  for (const movement of movements) {
    const courierId = movement.pessoaId ?? 0;
    const courier = couriers.get(courierId);
    const stamped = orders.filter((o) => o.idMovimentoFinanceiroAcerto === movement.id);
    const settlement = settleCourierDay({
      pay: payOf(courier ?? NO_PAY),
      orders: stamped.map((row) => settlementOrderOf(settlementSourceOfRow(row), cashMovements)),
    });
    const saldo = asCents(movement.valorCents);
    const totals: TotalsCents = {
      pedidos: stamped.length,
      totalValorEntrega: settlement.totalValorEntregaCents,
      valorPagar: settlement.valorPagarCents,
      valor: asCents(saldo + settlement.valorPagarCents),
      saldo,
    };
    let group = byCourier.get(courierId);
    if (!group) {
      group = { nome: courier?.nome ?? '', acertos: [], totals: [] };
      byCourier.set(courierId, group);
    }
    group.totals.push(totals);
    group.acertos.push({
      id: movement.id,
      dataPedido: dayOfMovement(movement.pagamentoId, stamped[0]?.dataPedido),
      lancadoEm: movement.createdAt.toISOString(),
      usuario: movement.username,
      formaPagamento: movement.formaPagamento,
      pedidos: stamped.map((row) => ({
        id: row.id,
        sequencial: row.sequencial,
        dataPedido: row.dataPedido.toISOString(),
        taxaEntrega: toReais(deliveryFeeCents(row)),
      })),
      valores: {
        diaria: toReais(settlement.valores.diariaCents),
        totalPorEntrega: toReais(settlement.valores.totalPorEntregaCents),
        totalPorcentagemEntrega: toReais(settlement.valores.totalPorcentagemEntregaCents),
        entregadorValorMinimo: toReais(settlement.valores.entregadorValorMinimoCents),
      },
      totais: totalsInReais(totals),
    });
  }
  const groups = [...byCourier.entries()].map(([id, group]) => ({
    pessoa: { id, nome: group.nome },
    acertos: group.acertos.sort((a, b) => a.dataPedido.localeCompare(b.dataPedido) || a.id - b.id),
    cents: addTotals(group.totals),
  }));
  return {
    unidade,
    entregadores: groups
      .sort((a, b) => a.pessoa.nome.localeCompare(b.pessoa.nome) || a.pessoa.id - b.pessoa.id)
      .map((g) => ({ pessoa: g.pessoa, acertos: g.acertos, totais: totalsInReais(g.cents) })),
    totais: totalsInReais(addTotals(groups.map((g) => g.cents))),
  };
}
