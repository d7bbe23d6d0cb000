/**
 * The delivery-person app's routes (doc 4 §2, §4, §5 "Delivery-person app"): listPorEntregador's answer grouped
 * by dispatch group (agrupadorDespacho), the route state, what the courier must take along, which buttons show,
 * and the start confirmation by barcode. Pure: the web app and the server's tests read the same rules.
 */
import { isValidEan13 } from './barcode';
import { COURIER_BARCODE_PREFIX, CONFIRM_BARCODE_PREFIX } from './courier-barcodes';
import { MSG } from './messages';
import { type Result, fail, ok } from './result';
import { routeState, type RouteState } from './route-state';
import { inStopOrder, type StopOrdered } from './route-stops';

/** A courier as an order carries it. */
export interface CourierRef {
  readonly id: number;
  readonly nome?: string | null;
}

/** What the rules read of an order (a TOrder fits). */
export interface CourierRouteOrder {
  readonly id: number;
  readonly situacao: string;
  readonly agrupadorDespacho: string | null;
  readonly pessoaEntregador: CourierRef | null;
  readonly updatedAt: string;
  readonly pago: boolean;
  readonly levarTrocoPara: number | null;
  readonly iFoodOrder?: { readonly levarMaquinaCartao?: boolean | null } | null;
  readonly paradaRota?: StopOrdered['paradaRota'];
}

/** One entry of listPorEntregador: a courier (id -1 for none) and his orders. */
export interface OrdersOfCourier<O extends CourierRouteOrder> {
  readonly pessoa: { readonly id: number; readonly nome: string };
  readonly pedidos: readonly O[];
}

/** The route state, decided by the rule the route planning page uses too (`routeState`). */
export type CourierRouteState = RouteState;

export interface CourierRoute<O extends CourierRouteOrder> {
  /** The dispatch group; an order dispatched without one is a route of its own ('pedido-{id}'). */
  readonly key: string;
  readonly courier: CourierRef | null;
  /** In the route's stored stop order (issue 31 §4); orders without a stored stop last, by id. */
  readonly orders: readonly O[];
  readonly state: CourierRouteState;
  /** The latest updatedAt of its orders (ISO text), shown on the card. */
  readonly lastUpdate: string;
}

export interface CourierRoutes<O extends CourierRouteOrder> {
  /** This courier's routes, oldest first. */
  readonly mine: readonly CourierRoute<O>[];
  /** 'Rotas sem entregador': dispatch groups without a courier. */
  readonly unassigned: readonly CourierRoute<O>[];
}

const NO_COURIER_ID = -1;
const ORDER_ROUTE_PREFIX = 'pedido-';

/**
 * The statuses a courier may start an order from (the server's status guard): AGUARDANDO_RETIRADA (doc 4 §4),
 * and CONFIRMADO for a route grouped before routes always waited for pickup. This is not the route's state:
 * `routeState` decides that (a route holding a confirmed order is not 'not started').
 */
export const WAITING_FOR_COURIER: readonly string[] = Object.freeze(['AGUARDANDO_RETIRADA', 'CONFIRMADO']);

function routeKeyOf(order: CourierRouteOrder): string {
  return order.agrupadorDespacho?.trim() || `${ORDER_ROUTE_PREFIX}${order.id}`;
}

function toRoute<O extends CourierRouteOrder>(key: string, orders: O[]): CourierRoute<O> {
  const sorted = inStopOrder(orders);
  const courierOrder = sorted.find((o) => o.pessoaEntregador && o.pessoaEntregador.id !== NO_COURIER_ID);
  const lastUpdate = sorted.reduce((latest, o) => (o.updatedAt > latest ? o.updatedAt : latest), '');
  return {
    key,
    courier: courierOrder?.pessoaEntregador ?? null,
    orders: sorted,
    state: routeState(sorted),
    lastUpdate,
  };
}

/**
 * Groups listPorEntregador's answer into routes by agrupadorDespacho (doc 4 §7): this courier's (`personId`)
 * then the ones without a courier. Cancelled orders leave their route (nothing to deliver); an unassigned order
 * that was never dispatched (no group) is not a route; another courier's orders are ignored.
 */
export function groupCourierRoutes<O extends CourierRouteOrder>(
  entries: readonly OrdersOfCourier<O>[],
  personId: number | null,
): CourierRoutes<O> {
  const mine = new Map<string, O[]>();
  const unassigned = new Map<string, O[]>();
  for (const entry of entries) {
    for (const order of entry.pedidos) {
      if (order.situacao === 'CANCELADO') continue;
      const courierId = order.pessoaEntregador?.id ?? NO_COURIER_ID;
      const target =
        courierId === NO_COURIER_ID
          ? order.agrupadorDespacho
            ? unassigned
            : null
          : courierId === personId
            ? mine
            : null;
      if (!target) continue;
      const key = routeKeyOf(order);
      target.set(key, [...(target.get(key) ?? []), order]);
    }
  }
  const toList = (groups: Map<string, O[]>) =>
    [...groups]
      .map(([key, orders]) => toRoute(key, orders))
      .sort((a, b) => Math.min(...a.orders.map((o) => o.id)) - Math.min(...b.orders.map((o) => o.id)));
  return { mine: toList(mine), unassigned: toList(unassigned) };
}

/** 'Rotas Pendentes' shows the routes with something left to deliver. */
export const isPendingRoute = (route: Pick<CourierRoute<CourierRouteOrder>, 'state'>): boolean =>
  route.state !== 'FINISHED';

/** What the card asks the courier to take: the card machine, and change for these amounts (reais). */
export interface RouteTakeAlong {
  readonly cardMachine: boolean;
  readonly changeFor: readonly number[];
}

/**
 * doc 4 §2 card: 'Levar máquina de cartão' when an unpaid, undelivered order asked for the machine;
 * 'Levar troco para {values}' with the change-for amounts of the unpaid, undelivered orders, in route order.
 */
export function routeTakeAlong(orders: readonly CourierRouteOrder[]): RouteTakeAlong {
  const open = orders.filter((o) => !o.pago && o.situacao !== 'ENTREGUE');
  return {
    cardMachine: open.some((o) => o.iFoodOrder?.levarMaquinaCartao === true),
    changeFor: open.map((o) => o.levarTrocoPara ?? 0).filter((value) => value > 0),
  };
}

/** doc 4 §4: the in-progress order is the first one ENVIADO. */
export function inProgressOrder<O extends CourierRouteOrder>(route: Pick<CourierRoute<O>, 'orders'>): O | null {
  return route.orders.find((o) => o.situacao === 'ENVIADO') ?? null;
}

export interface CourierRouteActions {
  /** 'Iniciar': only when not started (moves every order to ENVIADO). */
  readonly start: boolean;
  /** 'Finalizar': once started. */
  readonly finish: boolean;
  /** 'Entrega realizada' on this order (the in-progress one), or null. */
  readonly deliverOrderId: number | null;
  /** 'Entregar todos': while some order is on its way. */
  readonly deliverAll: boolean;
  /** The route-link button: started and not finished. */
  readonly routeLink: boolean;
}

const NO_ACTIONS: CourierRouteActions = Object.freeze({
  start: false,
  finish: false,
  deliverOrderId: null,
  deliverAll: false,
  routeLink: false,
});

/**
 * Which buttons the 'Rota em Andamento' tab shows (doc 4 §4). A route without a courier shows none: the server
 * lets a courier change only the orders of his own routes, so the dispatcher must assign it first.
 */
export function courierRouteActions(
  route: Pick<CourierRoute<CourierRouteOrder>, 'orders' | 'state' | 'courier'>,
  personId: number | null,
): CourierRouteActions {
  if (personId === null || route.courier?.id !== personId) return NO_ACTIONS;
  const current = inProgressOrder(route);
  return {
    start: route.state === 'NOT_STARTED',
    finish: route.state !== 'NOT_STARTED',
    deliverOrderId: current?.id ?? null,
    deliverAll: current !== null,
    routeLink: route.state === 'IN_PROGRESS',
  };
}

/**
 * The orders 'Entregar todos' and 'Finalizar' move to ENTREGUE: the ones on their way (a confirmed or waiting
 * order was never picked up, and the status machine would refuse it).
 */
export const ordersToDeliver = (route: Pick<CourierRoute<CourierRouteOrder>, 'orders'>): number[] =>
  route.orders.filter((o) => o.situacao === 'ENVIADO').map((o) => o.id);

/**
 * The order a scanned or typed code names in the start confirmation (doc 4 §5 "Delivery app": it must be an
 * order of the route): the order's id as typed, or its ticket barcode (orderBarcode: the id in 12 digits plus
 * the EAN-13 check digit). Anything else is 'Código inválido.'.
 */
export function matchRouteOrderCode(code: string | null | undefined, orderIds: readonly number[]): Result<number> {
  const value = (code ?? '').trim();
  if (!/^\d{1,13}$/.test(value)) return fail(MSG.INVALID_CODE);
  let id = Number(value);
  if (value.length === 13) {
    const isOrderEan =
      isValidEan13(value) && !value.startsWith(COURIER_BARCODE_PREFIX) && !value.startsWith(CONFIRM_BARCODE_PREFIX);
    if (!isOrderEan) return fail(MSG.INVALID_CODE);
    id = Number(value.slice(0, 12));
  }
  return orderIds.includes(id) ? ok(id) : fail(MSG.INVALID_CODE);
}

/** The start confirmation's progress: the route's orders and those confirmed so far. */
export interface StartConfirmation {
  readonly orderIds: readonly number[];
  readonly confirmed: readonly number[];
}

/** Reads one code: the same confirmation plus its order, or the failure ('Código inválido.'). */
export function confirmScannedCode(state: StartConfirmation, code: string): Result<StartConfirmation> {
  const match = matchRouteOrderCode(code, state.orderIds);
  if (!match.ok) return match;
  if (state.confirmed.includes(match.value)) return ok(state);
  return ok({ ...state, confirmed: [...state.confirmed, match.value] });
}

/** 'Concluir' shows once every order of the route is confirmed. */
export const isStartConfirmed = (state: StartConfirmation): boolean =>
  state.orderIds.length > 0 && state.orderIds.every((id) => state.confirmed.includes(id));

/**
 * The toasts when the lists grow (doc 4 §4): counts of this courier's routes and of routes without one, compared
 * with the previous load; none on the first load (`previous` null).
 */
export function newDispatchNotices(
  previous: { readonly mine: number; readonly unassigned: number } | null,
  current: { readonly mine: number; readonly unassigned: number },
): string[] {
  if (!previous) return [];
  const notices: string[] = [];
  if (current.mine > previous.mine) notices.push(MSG.NEW_DISPATCH_FOR_YOU);
  if (current.unassigned > previous.unassigned) notices.push(MSG.NEW_DISPATCH_WITHOUT_COURIER);
  return notices;
}

/** The selected route kept locally is dropped when it is no longer among the loaded routes (doc 4 §4). */
export function keptRouteSelection(selected: string | null, loadedKeys: readonly string[]): string | null {
  return selected !== null && loadedKeys.includes(selected) ? selected : null;
}
