import {
  NO_COURIER_ID,
  type TCourierSettlementEntry,
  type TIFoodOrder,
  type TListByCourierSettlementResponse,
  type TOrdersByCourier,
  type TSettlementLine,
} from '@brasa/contracts';
import {
  MSG,
  ROLES,
  hasAnyRole,
  asCents,
  dispatchDayRange,
  groupOrdersByCourierAndDay,
  parseQueryDateTime,
  settleCourierDay,
  toCents,
  toReais,
  type Cents,
  type CourierDaySettlement,
  type DateRange,
  type SettlementOrder,
} from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';
import { toOrder, type OrderRow, type OrderRowWithNames } from '../order-data/mapper';
import { toCourier } from './courier-service';
import * as repo from './repository';

/** Settled by the courier: only what was sent or delivered (a confirmed or cancelled order earns nothing). */
export const SETTLED_STATUSES = ['ENVIADO', 'ENTREGUE'] as const;
/** The cash account type (seed and back office: 'CX'). */
const CASH_ACCOUNT = 'CX';
const NO_COURIER = { id: NO_COURIER_ID, nome: 'SEM ENTREGADOR' };

/** dtInicio/dtFinal ('yyyy-MM-dd HH:mm:ss'); both absent: `fallback` (or 'Nenhum período informado.'). */
export function periodOf(q: { dtInicio?: string; dtFinal?: string }, fallback?: DateRange): DateRange {
  if (!q.dtInicio && !q.dtFinal) {
    if (fallback) return fallback;
    throw badRequest(MSG.NO_PERIOD);
  }
  const start = q.dtInicio ? parseQueryDateTime(q.dtInicio) : null;
  const end = q.dtFinal ? parseQueryDateTime(q.dtFinal) : null;
  if (!start || !end || end.getTime() <= start.getTime()) throw badRequest(MSG.ORDER_RANGE_INVALID);
  // A year at most: the lists read every order of the period.
  if (end.getTime() - start.getTime() > 370 * 24 * 3_600_000) throw badRequest(MSG.ORDER_RANGE_INVALID);
  return { start, end };
}

/** The order's delivery fee in cents (iFoodOrder.deliveryFee, else the fee product's sale value). */
export function deliveryFeeCents(row: Pick<OrderRow, 'body'>): Cents {
  const body = row.body as TIFoodOrder & { productDeliveryFee?: { valorUnitarioVenda?: number | null } | null };
  const fee = body.deliveryFee ?? body.productDeliveryFee?.valorUnitarioVenda ?? 0;
  return fee > 0 ? toCents(fee) : asCents(0);
}

/**
 * The settlement view of an order: the cash it brought in (its movements in the cash account: entries less
 * reversals) which the courier collected; once the order is imported the cash is in the register (handed over).
 */
export function settlementOrderOf(row: OrderRow, movements: readonly repo.OrderMovementRow[]): SettlementOrder {
  const cash = movements
    .filter((m) => m.pedidoId === row.id && m.tipoConta === CASH_ACCOUNT)
    .reduce((total, m) => total + m.valorCents, 0);
  return {
    id: row.id,
    deliveryFeeCents: deliveryFeeCents(row),
    cashReceivedCents: asCents(Math.max(0, cash)),
    cashHandedOver: row.dataImportacao !== null,
    settled: row.idMovimentoFinanceiroAcerto !== null,
  };
}

export const payOf = (courier: repo.CourierRow) => ({
  valorDiariaCents: asCents(courier.diariaCents),
  valorFixoPedidoCents: asCents(courier.fixoCents),
  percentualTaxaEntrega: Number(courier.percentual),
  valorMinimoCents: asCents(courier.minimoCents),
});

export function toSettlementLine(
  pessoa: { id: number; nome: string },
  day: string,
  orderIds: number[],
  s: CourierDaySettlement,
): TSettlementLine {
  const r = (cents: Cents) => toReais(cents);
  return {
    pessoa,
    dataPedido: day,
    pedidos: orderIds,
    isAcertoDone: s.isAcertoDone,
    valor: r(s.valorCents),
    valorPagar: r(s.valorPagarCents),
    totalValorEntrega: r(s.totalValorEntregaCents),
    valores: {
      diaria: r(s.valores.diariaCents),
      totalPorEntrega: r(s.valores.totalPorEntregaCents),
      totalPorcentagemEntrega: r(s.valores.totalPorcentagemEntregaCents),
      entregadorValorMinimo: r(s.valores.entregadorValorMinimoCents),
    },
    saldo: r(s.saldoCents),
  };
}

/** Groups rows by courier, in courier order; rows without one under id -1 when `keepWithout`. */
function byCourier(rows: OrderRowWithNames[], keepWithout: boolean) {
  const groups = new Map<number, { pessoa: { id: number; nome: string }; rows: OrderRowWithNames[] }>();
  for (const r of rows) {
    const id = r.row.pessoaEntregadorId ?? NO_COURIER_ID;
    if (id === NO_COURIER_ID && !keepWithout) continue;
    let group = groups.get(id);
    if (!group) {
      group = { pessoa: id === NO_COURIER_ID ? NO_COURIER : { id, nome: r.entregadorNome ?? '' }, rows: [] };
      groups.set(id, group);
    }
    group.rows.push(r);
  }
  return [...groups.values()];
}

/**
 * GET listPorEntregador (doc 4 §7): the period's orders by courier; without a period, the dispatch day (04:00 to
 * 04:00). With showTakeout, counter orders too and the orders without a courier under id -1.
 */
export async function listByCourier(
  app: FastifyInstance,
  request: FastifyRequest,
  q: { dtInicio?: string; dtFinal?: string; showTakeout: boolean },
): Promise<TOrdersByCourier[]> {
  const { start, end } = periodOf(q, dispatchDayRange(new Date()));
  const rows = await repo.listOrdersForCouriers(app.database.db, request.session.unidadeId, {
    start,
    end,
    showTakeout: q.showTakeout,
    onlyWithCourier: !q.showTakeout,
  });
  const groups = byCourier(rows, q.showTakeout);
  // doc 4 §6: the delivery person sees the orders of their own person id and the ones without a courier.
  const profile = await app.getProfile(request);
  const ownOnly = !hasAnyRole(profile, [
    ROLES.ROLE_PDV_GESTAO_ENTREGADORES,
    ROLES.ROLE_PDV_DESPACHO_ENTREGADORES,
    ROLES.ROLE_ACERTO_ENTREGADORES,
  ]);
  const visible = ownOnly
    ? groups.filter((g) => g.pessoa.id === NO_COURIER_ID || g.pessoa.id === profile.pessoa?.id)
    : groups;
  return visible.map((g) => ({ pessoa: g.pessoa, pedidos: g.rows.map(toOrder) }));
}

/** GET listPorEntregadorById (doc 4 §7): a courier's orders of the period, by default the delivered ones. */
export async function listByCourierId(
  app: FastifyInstance,
  request: FastifyRequest,
  q: { dtInicio?: string; dtFinal?: string; showTakeout: boolean; idEntregador: number; situacao?: string },
) {
  const { start, end } = periodOf(q, dispatchDayRange(new Date()));
  const rows = await repo.listOrdersForCouriers(app.database.db, request.session.unidadeId, {
    start,
    end,
    showTakeout: q.showTakeout,
    onlyWithCourier: true,
    courierId: q.idEntregador,
    situacoes: [q.situacao ?? 'ENTREGUE'],
  });
  return rows.map(toOrder);
}

/**
 * GET listPorEntregadorAcerto (doc 4 §7, §9): per courier its sent and delivered orders of the period with their
 * movements and one settlement line per business day, computed here with settleCourierDay (the screen shows
 * these; the post recomputes them from the stored orders).
 */
export async function listForSettlement(
  app: FastifyInstance,
  request: FastifyRequest,
  q: { dtInicio?: string; dtFinal?: string; showTakeout: boolean; ignorarSemEntregador: boolean },
): Promise<TListByCourierSettlementResponse> {
  const db = app.database.db;
  const { unidadeId } = request.session;
  const period = periodOf(q);
  const filter = {
    ...period,
    showTakeout: q.showTakeout,
    onlyWithCourier: true,
    situacoes: SETTLED_STATUSES,
  };
  const [rows, couriers, pedidosNaoImportados] = await Promise.all([
    repo.listOrdersForCouriers(db, unidadeId, filter),
    repo.listCourierRows(db, unidadeId),
    repo.countNotImported(db, unidadeId, { ...filter, onlyWithCourier: q.ignorarSemEntregador }),
  ]);
  const movements = await repo.listMovementsOfOrders(
    db,
    unidadeId,
    rows.map((r) => r.row.id),
  );
  const movementsByOrder = new Map<number, repo.OrderMovementRow[]>();
  for (const m of movements) movementsByOrder.set(m.pedidoId, [...(movementsByOrder.get(m.pedidoId) ?? []), m]);
  const courierById = new Map(couriers.map((c) => [c.id, c]));
  const list: TCourierSettlementEntry[] = [];
  for (const group of byCourier(rows, false)) {
    const courier = courierById.get(group.pessoa.id);
    if (!courier) continue;
    const pessoa = { id: courier.id, nome: courier.nome };
    const days = groupOrdersByCourierAndDay(
      group.rows,
      (r) => r.row.pessoaEntregadorId,
      (r) => r.row.dataPedido,
    );
    list.push({
      pessoa: toCourier(courier),
      pedidos: group.rows.map(toOrder),
      pedidoIntegracaoMovimentoFinanceiroList: group.rows.map((r) => ({
        idPedidoIntegracao: r.row.id,
        movimentoFinanceiroList: (movementsByOrder.get(r.row.id) ?? []).map((m) => ({
          id: m.id,
          valor: toReais(asCents(m.valorCents)),
          tipo: m.tipo,
          conta: { tipoConta: m.tipoConta },
        })),
      })),
      dias: days.map((day) => {
        const orders = day.orders.map((r) => settlementOrderOf(r.row, movementsByOrder.get(r.row.id) ?? []));
        const settled = settleCourierDay({ pay: payOf(courier), orders });
        return toSettlementLine(
          pessoa,
          day.day,
          day.orders.map((r) => r.row.id),
          settled,
        );
      }),
    });
  }
  return { list, pedidosNaoImportados };
}
