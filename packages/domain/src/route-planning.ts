import type { OrderStatus } from './order-status';
import type { OrderType } from './order-types';
import { isAllocatedInRoute, type RouteOrder } from './route-eligibility';
import { routeState } from './route-state';
import { inStopOrder } from './route-stops';

/** What the route planning tab reads of an order besides the route fields. */
export interface PlanningOrder extends RouteOrder {
  readonly tipo: OrderType;
  readonly pago: boolean;
  readonly pagoOnline: boolean;
  readonly dataPedido: string;
  readonly dataConfirmacao?: string | null;
  readonly dataAguardandoRetirada?: string | null;
  readonly dataEnvio?: string | null;
  readonly dataEntrega?: string | null;
  readonly dataCancelamento?: string | null;
  readonly pessoaEntregador?: { readonly id: number; readonly nome?: string | null } | null;
}

// — markers (doc 4 §4) —

/** The colour of a marker per situation; ours: the spec names a per-situation table without its values. */
export const MARKER_COLORS: Readonly<Record<OrderStatus, string>> = Object.freeze({
  PENDENTE: '#ef6c00',
  CONFIRMADO: '#1976d2',
  AGUARDANDO_RETIRADA: '#00897b',
  ENVIADO: '#2e7d32',
  ENTREGUE: '#616161',
  CANCELADO: '#c62828',
});
/** 'Alocado em Rota': an order in a route still CONFIRMADO or AGUARDANDO_RETIRADA. */
export const ALLOCATED_MARKER_COLOR = '#7b1fa2';

export type MarkerKind = OrderStatus | 'ALOCADO';

export function markerKind(order: RouteOrder): MarkerKind {
  return isAllocatedInRoute(order) ? 'ALOCADO' : order.situacao;
}

export function markerColor(order: RouteOrder): string {
  const kind = markerKind(order);
  return kind === 'ALOCADO' ? ALLOCATED_MARKER_COLOR : MARKER_COLORS[kind];
}

// — filters (doc 4 §2, §4, §9) —

export const ALL_SITUATIONS = 'TODOS' as const;
export type SituationChoice = OrderStatus | typeof ALL_SITUATIONS;

export interface RoutePlanningFilters {
  /** Order type shown; null shows every type. */
  readonly tipo: OrderType | null;
  /** true: only paid orders; false: no filter. */
  readonly pago: boolean;
  readonly pagoOnline: boolean;
  readonly situacoes: readonly SituationChoice[];
  /** Minutes: orders whose last activity is more recent than this are hidden. */
  readonly atrasoMinutos: number;
}

export const DEFAULT_ROUTE_FILTERS: RoutePlanningFilters = Object.freeze({
  tipo: 'DELIVERY',
  pago: false,
  pagoOnline: false,
  situacoes: Object.freeze([ALL_SITUATIONS]),
  atrasoMinutos: 0,
});

/** doc 4 §9: the delay slider, 0 to 120 minutes, step 10, marks at 30, 60, 90. */
export const DELAY_SLIDER = Object.freeze({ min: 0, max: 120, step: 10, marks: Object.freeze([30, 60, 90]) });

/** A slider value kept in range and on a step (a stored value may be anything). */
export function clampDelay(minutes: unknown): number {
  const value = typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : 0;
  const stepped = Math.round(value / DELAY_SLIDER.step) * DELAY_SLIDER.step;
  return Math.min(DELAY_SLIDER.max, Math.max(DELAY_SLIDER.min, stepped));
}

/** doc 4 §4: choosing 'Todos' clears the others; choosing another removes 'Todos'; none left means 'Todos'. */
export function toggleSituation(current: readonly SituationChoice[], choice: SituationChoice): SituationChoice[] {
  if (choice === ALL_SITUATIONS) return [ALL_SITUATIONS];
  const others = current.filter((value) => value !== ALL_SITUATIONS);
  const next = others.includes(choice) ? others.filter((value) => value !== choice) : [...others, choice];
  return next.length === 0 ? [ALL_SITUATIONS] : next;
}

/** doc 4 §4: the first present of the cancellation, delivery, sending, awaiting-pickup, confirmation, order dates. */
export function lastActivityDate(order: PlanningOrder): string {
  return (
    order.dataCancelamento ??
    order.dataEntrega ??
    order.dataEnvio ??
    order.dataAguardandoRetirada ??
    order.dataConfirmacao ??
    order.dataPedido
  );
}

const MINUTE_MS = 60_000;

function passesDelay(order: PlanningOrder, delayMinutes: number, now: number): boolean {
  if (delayMinutes <= 0) return true;
  const last = Date.parse(lastActivityDate(order));
  return !Number.isFinite(last) || now - last >= delayMinutes * MINUTE_MS;
}

export function matchesRouteFilters(order: PlanningOrder, filters: RoutePlanningFilters, now: number): boolean {
  if (filters.tipo && order.tipo !== filters.tipo) return false;
  if (filters.pago && !order.pago) return false;
  if (filters.pagoOnline && !order.pagoOnline) return false;
  const all = filters.situacoes.length === 0 || filters.situacoes.includes(ALL_SITUATIONS);
  if (!all && !filters.situacoes.includes(order.situacao)) return false;
  return passesDelay(order, filters.atrasoMinutos, now);
}

export function applyRouteFilters<T extends PlanningOrder>(
  orders: readonly T[],
  filters: RoutePlanningFilters,
  now: number,
): T[] {
  return orders.filter((order) => matchesRouteFilters(order, filters, now));
}

/**
 * doc 4 §4: the delay filter is re-evaluated when the nearest hidden order passes the threshold. Milliseconds
 * until then, or null when no order is waiting on the delay.
 */
export function nextDelayRecheckMs(orders: readonly PlanningOrder[], delayMinutes: number, now: number): number | null {
  if (delayMinutes <= 0) return null;
  let nearest: number | null = null;
  for (const order of orders) {
    const last = Date.parse(lastActivityDate(order));
    if (!Number.isFinite(last)) continue;
    const wait = last + delayMinutes * MINUTE_MS - now;
    if (wait > 0 && (nearest === null || wait < nearest)) nearest = wait;
  }
  return nearest;
}

// — routes (dispatch groups, doc 4 §3, §4) —

export interface RouteGroup<T extends PlanningOrder = PlanningOrder> {
  readonly agrupadorDespacho: string;
  /** The courier; null when the route has none. */
  readonly pessoa: { readonly id: number; readonly nome: string } | null;
  readonly pedidos: readonly T[];
}

/** The orders of the day grouped by dispatch group (groups in the order first seen, orders in stop order). */
export function groupRoutes<T extends PlanningOrder>(orders: readonly T[]): RouteGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const order of orders) {
    if (!order.agrupadorDespacho) continue;
    const list = groups.get(order.agrupadorDespacho) ?? [];
    list.push(order);
    groups.set(order.agrupadorDespacho, list);
  }
  return [...groups].map(([agrupadorDespacho, grouped]) => {
    // The route's stored stop order (issue 31 §4), not the order the list came in.
    const pedidos = inStopOrder(grouped);
    const courier = pedidos.find((order) => order.pessoaEntregador && order.pessoaEntregador.id > 0)?.pessoaEntregador;
    return { agrupadorDespacho, pessoa: courier ? { id: courier.id, nome: courier.nome ?? '' } : null, pedidos };
  });
}

function latestActivity(group: RouteGroup): number {
  return Math.max(...group.pedidos.map((order) => Date.parse(lastActivityDate(order)) || 0));
}

/**
 * doc 4 §4: groups whose orders are all delivered (`routeState` FINISHED) go to 'Entregues' (latest first); the
 * others ('Despachos') sort unassigned first, then sent (in progress) before the rest, then by latest update.
 */
export function splitRouteGroups<T extends PlanningOrder>(
  groups: readonly RouteGroup<T>[],
): { despachos: RouteGroup<T>[]; entregues: RouteGroup<T>[] } {
  const entregues = groups.filter((group) => routeState(group.pedidos) === 'FINISHED');
  const despachos = groups.filter((group) => routeState(group.pedidos) !== 'FINISHED');
  const rank = (group: RouteGroup) =>
    [group.pessoa ? 1 : 0, routeState(group.pedidos) === 'IN_PROGRESS' ? 0 : 1] as const;
  despachos.sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || latestActivity(b) - latestActivity(a);
  });
  entregues.sort((a, b) => latestActivity(b) - latestActivity(a));
  return { despachos, entregues };
}
