import type { TOrder, TRoutePlan } from '@brasa/contracts';
import {
  MSG,
  checkRouteAddresses,
  routeEligibility,
  selectAllForRoute,
  type DispatchAddress,
  type Result,
} from '@brasa/domain';

/** doc 4 §3 'New route draft': id (the first order id), the courier, the orders in stop order. */
export interface RouteDraft {
  id: number;
  courierId: number | null;
  orderIds: number[];
  /** The stop plan of the server (ETAs); null while loading or when the plan call failed. */
  plan: TRoutePlan | null;
  /** The dispatcher moved a stop by hand: the route keeps this order (else the server optimizes it). */
  reordered: boolean;
}

export interface PlanningState {
  /** Orders picked on the map or the list for the next route, in picking order. */
  selected: number[];
  drafts: RouteDraft[];
}

export const EMPTY_PLANNING: PlanningState = { selected: [], drafts: [] };

export const inDraft = (state: PlanningState, id: number) => state.drafts.some((d) => d.orderIds.includes(id));

/** Picks or unpicks an order; an order that may not join a route is refused with the spec message. */
export function toggleSelection(state: PlanningState, order: TOrder): Result<PlanningState> {
  if (state.selected.includes(order.id)) {
    return { ok: true, value: { ...state, selected: state.selected.filter((id) => id !== order.id) } };
  }
  if (inDraft(state, order.id)) return { ok: true, value: state };
  const check = routeEligibility(order);
  if (!check.ok) return check;
  return { ok: true, value: { ...state, selected: [...state.selected, order.id] } };
}

/** 'Selecionar todos' (doc 4 §5): refused when any listed order is ineligible. */
export function selectAll(state: PlanningState, orders: readonly TOrder[]): Result<PlanningState> {
  const free = orders.filter((order) => !inDraft(state, order.id));
  const check = selectAllForRoute(free);
  if (!check.ok) return check;
  const extra = free.map((order) => order.id).filter((id) => !state.selected.includes(id));
  return { ok: true, value: { ...state, selected: [...state.selected, ...extra] } };
}

/** The dispatch address of an order (the delivery address of its body). */
export function orderAddress(order: TOrder): DispatchAddress | null {
  return (order.iFoodOrder?.deliveryAddress as DispatchAddress | null | undefined) ?? null;
}

/**
 * 'Criar rota (n)': the selected orders become a draft 'Nova rota' (id = first order id); routes with an
 * incomplete address, or one the geocoder could not place (`unplaced`), are refused (doc 4 §5).
 */
export function createDraft(
  state: PlanningState,
  orders: ReadonlyMap<number, TOrder>,
  unplaced: ReadonlyMap<number, unknown> = new Map(),
): Result<PlanningState> {
  if (state.selected.length === 0) return { ok: false, message: MSG.NO_ORDER_SELECTED };
  const addresses = state.selected.map((id) => {
    const order = orders.get(id);
    return order && !unplaced.has(id) ? orderAddress(order) : null;
  });
  const check = checkRouteAddresses(addresses);
  if (!check.ok) return check;
  const draft: RouteDraft = {
    id: state.selected[0]!,
    courierId: null,
    orderIds: [...state.selected],
    plan: null,
    reordered: false,
  };
  return { ok: true, value: { selected: [], drafts: [...state.drafts, draft] } };
}

const withDraft = (state: PlanningState, id: number, change: (d: RouteDraft) => RouteDraft): PlanningState => ({
  ...state,
  drafts: state.drafts.map((draft) => (draft.id === id ? change(draft) : draft)),
});

/** 'Cancelar': the draft goes away and its orders return to the unselected lists. */
export function cancelDraft(state: PlanningState, id: number): PlanningState {
  return { ...state, drafts: state.drafts.filter((draft) => draft.id !== id) };
}

/** Reopen for editing: the draft goes away and its orders return to the selection. */
export function reopenDraft(state: PlanningState, id: number): PlanningState {
  const draft = state.drafts.find((d) => d.id === id);
  if (!draft) return state;
  const selected = [...state.selected, ...draft.orderIds.filter((o) => !state.selected.includes(o))];
  return { selected, drafts: state.drafts.filter((d) => d.id !== id) };
}

export function setDraftCourier(state: PlanningState, id: number, courierId: number | null): PlanningState {
  return withDraft(state, id, (draft) => ({ ...draft, courierId }));
}

/**
 * The server's plan arrived: the stops take its order (orders it left out for lack of coordinates go last, in
 * the order they had). A plan for a stop list that changed meanwhile is ignored.
 */
export function applyPlan(state: PlanningState, id: number, asked: readonly number[], plan: TRoutePlan): PlanningState {
  return withDraft(state, id, (draft) => {
    if (draft.orderIds.join() !== asked.join()) return draft;
    const planned = plan.paradas.map((stop) => stop.pedidoId).filter((o) => draft.orderIds.includes(o));
    const rest = draft.orderIds.filter((o) => !planned.includes(o));
    return { ...draft, orderIds: [...planned, ...rest], plan };
  });
}

/** Moves a stop up (-1) or down (+1) by hand; the old ETAs no longer hold until the next plan. */
export function moveStop(state: PlanningState, id: number, orderId: number, delta: -1 | 1): PlanningState {
  return withDraft(state, id, (draft) => {
    const from = draft.orderIds.indexOf(orderId);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= draft.orderIds.length) return draft;
    const orderIds = [...draft.orderIds];
    [orderIds[from], orderIds[to]] = [orderIds[to]!, orderIds[from]!];
    return { ...draft, orderIds, plan: null, reordered: true };
  });
}

/** Orders that left the board's eligible set (another dispatcher routed them) leave the selection and drafts. */
export function pruneGone(state: PlanningState, eligible: ReadonlySet<number>): PlanningState {
  const selected = state.selected.filter((id) => eligible.has(id));
  const drafts = state.drafts
    .map((draft) => ({ ...draft, orderIds: draft.orderIds.filter((id) => eligible.has(id)) }))
    .filter((draft) => draft.orderIds.length > 0);
  const same =
    selected.length === state.selected.length &&
    drafts.every((d, i) => d.orderIds.length === state.drafts[i]?.orderIds.length) &&
    drafts.length === state.drafts.length;
  return same ? state : { selected, drafts };
}

/** A stop's ETA as minutes from leaving the shop ('12 min'). */
export function formatEta(seconds: number): string {
  return `${Math.max(1, Math.round(seconds / 60))} min`;
}
