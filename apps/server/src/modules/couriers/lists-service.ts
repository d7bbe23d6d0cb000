import {
  NO_COURIER_ID,
  type TOrder,
  type TCourierSettlementEntry,
  type TIFoodOrder,
  type TListByCourierSettlementResponse,
  type TOrdersByCourier,
  type TSettlementLine,
} from '@brasa/contracts';
import {
  MSG,
  asCents,
  dispatchDayRange,
  groupOrdersByCourierAndDay,
  inStopOrder,
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
import { badRequest, forbidden } from '../../errors';
import { COURIER_LIST_STAFF_ROLES, courierActorOf, type CourierActor } from './courier-app-guard';
import { toOrder, type OrderRow } from '../order-data/mapper';
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

/** What the settlement reads of an order, from a stored row or a lean card. */
export interface SettlementSource {
  id: number;
  feeCents: Cents;
  imported: boolean;
  settled: boolean;
}

export const settlementSourceOfRow = (row: OrderRow): SettlementSource => ({
  id: row.id,
  feeCents: deliveryFeeCents(row),
  imported: row.dataImportacao !== null,
  settled: row.idMovimentoFinanceiroAcerto !== null,
});

const settlementSourceOfCard = (card: TOrder): SettlementSource => ({
  id: card.id,
  feeCents: deliveryFeeCents({ body: card.iFoodOrder }),
  imported: card.dataImportacao !== null,
  settled: card.idMovimentoFinanceiroAcerto !== null && card.idMovimentoFinanceiroAcerto !== undefined,
});

/**
 * The settlement view of an order: the cash it brought in (its movements in the cash account: entries less
 * reversals) which the courier collected; once the order is imported the cash is in the register (handed over).
 */
export function settlementOrderOf(
  order: SettlementSource,
  movements: readonly repo.OrderMovementRow[],
): SettlementOrder {
  const cash = movements
    .filter((m) => m.pedidoId === order.id && m.tipoConta === CASH_ACCOUNT)
    .reduce((total, m) => total + m.valorCents, 0);
  return {
    id: order.id,
    deliveryFeeCents: order.feeCents,
    cashReceivedCents: asCents(Math.max(0, cash)),
    cashHandedOver: order.imported,
    settled: order.settled,
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

/** Groups orders by courier, by courier name; orders without one under id -1 (last) when `keepWithout`. */
function byCourier(orders: TOrder[], keepWithout: boolean) {
  const groups = new Map<number, { pessoa: { id: number; nome: string }; pedidos: TOrder[] }>();
  for (const order of orders) {
    const id = order.pessoaEntregador?.id ?? NO_COURIER_ID;
    if (id === NO_COURIER_ID && !keepWithout) continue;
    let group = groups.get(id);
    if (!group) {
      group = {
        pessoa: id === NO_COURIER_ID ? NO_COURIER : { id, nome: order.pessoaEntregador?.nome ?? '' },
        pedidos: [],
      };
      groups.set(id, group);
    }
    group.pedidos.push(order);
  }
  return [...groups.values()].sort(
    (a, b) =>
      Number(a.pessoa.id === NO_COURIER_ID) - Number(b.pessoa.id === NO_COURIER_ID) ||
      a.pessoa.nome.localeCompare(b.pessoa.nome) ||
      a.pessoa.id - b.pessoa.id,
  );
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
  const courier = await courierActorOf(app, request, COURIER_LIST_STAFF_ROLES);
  if (courier) return listForCourierApp(app, request, { start, end, showTakeout: q.showTakeout }, courier);
  const cards = await repo.listCourierCards(app.database.db, request.session.unidadeId, {
    start,
    end,
    showTakeout: q.showTakeout,
    onlyWithCourier: !q.showTakeout,
  });
  return inRouteOrder(byCourier(cards, q.showTakeout));
}

/**
 * A courier's orders with each route's orders in its stored stop order (issue 31 §4): the routes keep the place
 * of their first order in the list, their orders follow one another from the first stop to the last.
 */
export function inRouteOrder<G extends { pedidos: TOrder[] }>(groups: G[]): G[] {
  return groups.map((group) => {
    const routes = new Map<string, TOrder[]>();
    for (const order of group.pedidos) {
      const key = order.agrupadorDespacho ?? `pedido-${order.id}`;
      routes.set(key, [...(routes.get(key) ?? []), order]);
    }
    return { ...group, pedidos: [...routes.values()].flatMap((orders) => inStopOrder(orders)) };
  });
}

/**
 * doc 4 §6: the delivery person sees the orders of their own person id and the routes without a courier (only
 * dispatched orders: the shop's other orders without a courier are no route). Whole orders, items included: the
 * app shows each order's items, and a courier's day is a few dozen orders.
 */
async function listForCourierApp(
  app: FastifyInstance,
  request: FastifyRequest,
  q: DateRange & { showTakeout: boolean },
  courier: CourierActor,
): Promise<TOrdersByCourier[]> {
  const rows = await repo.listOrdersForCouriers(app.database.db, request.session.unidadeId, {
    ...q,
    onlyWithCourier: false,
    visibleToCourier: courier.personId,
  });
  return inRouteOrder(byCourier(rows.map(toOrder), true));
}

/** GET listPorEntregadorById (doc 4 §7): a courier's orders of the period, by default the delivered ones. */
export async function listByCourierId(
  app: FastifyInstance,
  request: FastifyRequest,
  q: { dtInicio?: string; dtFinal?: string; showTakeout: boolean; idEntregador: number; situacao?: string },
) {
  const { start, end } = periodOf(q, dispatchDayRange(new Date()));
  // The delivery app's 'Relatórios' (doc 4 §2): a courier reads his own deliveries only.
  const courier = await courierActorOf(app, request, COURIER_LIST_STAFF_ROLES);
  if (courier && courier.personId !== q.idEntregador) throw forbidden(MSG.COURIER_OWN_HISTORY_ONLY);
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
  const [cards, couriers, pedidosNaoImportados] = await Promise.all([
    repo.listCourierCards(db, unidadeId, filter),
    repo.listCourierRows(db, unidadeId),
    repo.countNotImported(db, unidadeId, { ...filter, onlyWithCourier: q.ignorarSemEntregador }),
  ]);
  const movements = await repo.listMovementsOfOrders(
    db,
    unidadeId,
    cards.map((card) => card.id),
  );
  const movementsByOrder = new Map<number, repo.OrderMovementRow[]>();
  for (const m of movements) {
    const list = movementsByOrder.get(m.pedidoId);
    if (list) list.push(m);
    else movementsByOrder.set(m.pedidoId, [m]);
  }
  const courierById = new Map(couriers.map((c) => [c.id, c]));
  const list: TCourierSettlementEntry[] = [];
  for (const group of byCourier(cards, false)) {
    const courier = courierById.get(group.pessoa.id);
    if (!courier) continue;
    const pessoa = { id: courier.id, nome: courier.nome };
    const days = groupOrdersByCourierAndDay(
      group.pedidos,
      (card) => card.pessoaEntregador?.id,
      (card) => new Date(card.dataPedido),
    );
    list.push({
      pessoa: toCourier(courier),
      pedidos: group.pedidos,
      pedidoIntegracaoMovimentoFinanceiroList: group.pedidos.map((card) => ({
        idPedidoIntegracao: card.id,
        movimentoFinanceiroList: (movementsByOrder.get(card.id) ?? []).map((m) => ({
          id: m.id,
          valor: toReais(asCents(m.valorCents)),
          tipo: m.tipo,
          conta: { tipoConta: m.tipoConta },
        })),
      })),
      dias: days.map((day) => {
        const orders = day.orders.map((card) =>
          settlementOrderOf(settlementSourceOfCard(card), movementsByOrder.get(card.id) ?? []),
        );
        return toSettlementLine(
          pessoa,
          day.day,
          day.orders.map((card) => card.id),
          settleCourierDay({ pay: payOf(courier), orders }),
        );
      }),
    });
  }
  return { list, pedidosNaoImportados };
}
