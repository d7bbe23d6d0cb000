import type { TOrder } from '@brasa/contracts';
import {
  MSG,
  applyRouteFilters,
  groupRoutes,
  isRouteEligible,
  nextDelayRecheckMs,
  routeState,
  splitRouteGroups,
  type OrderStatus,
  type RouteGroup,
  type RoutePlanningFilters,
} from '@brasa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { mapQueries } from '../../../shared/map/map-config';
import { courierQueries } from '../../../shared/order-move/courier-queries';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { useGeocodeMissing } from '../../../shared/routes/use-geocode-missing';
import { useNotify } from '../../../shared/ui/notify';
import {
  associateDispatch,
  createRoute,
  editRoute,
  planRoute,
  routePlanningQueries,
  type AssociateResult,
} from '../api/route-planning-api';
import {
  EMPTY_PLANNING,
  applyPlan,
  cancelDraft,
  createDraft,
  moveStop,
  pruneGone,
  reopenDraft,
  selectAll,
  setDraftCourier,
  toggleSelection,
  type PlanningState,
  type RouteDraft,
} from '../model/route-drafts';
import { readRouteFilters, writeRouteFilters } from '../model/stored-filters';

export type PlanningGroup = RouteGroup<TOrder>;

/** The route planning tab's data and actions (doc 4 §2 'Route planning tab', §4, §5). */
export function useRoutePlanning() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const day = useQuery(routePlanningQueries.dayOrders());
  const couriers = useQuery(courierQueries.active());
  const mapConfig = useQuery(mapQueries.config());
  const [filters, setFiltersState] = useState<RoutePlanningFilters>(() => readRouteFilters());
  const [now, setNow] = useState(() => Date.now());
  const [rawPlanning, setPlanning] = useState<PlanningState>(EMPTY_PLANNING);
  const [busy, setBusy] = useState<string | null>(null);

  const orders = useMemo(() => day.data ?? [], [day.data]);
  // Orders without a point are geocoded through the server (doc 4 §4); the ones it cannot place block a route.
  const unplaced = useGeocodeMissing(day.data);
  const byId = useMemo(() => new Map(orders.map((order) => [order.id, order])), [orders]);
  const visible = useMemo(() => applyRouteFilters(orders, filters, now), [orders, filters, now]);
  const groups = useMemo(() => splitRouteGroups(groupRoutes(orders)), [orders]);

  const setFilters = useCallback((next: RoutePlanningFilters) => {
    setFiltersState(next);
    writeRouteFilters(next);
    setNow(Date.now());
  }, []);

  // doc 4 §4: the delay filter is re-evaluated when the nearest hidden order passes the threshold.
  useEffect(() => {
    const wait = nextDelayRecheckMs(orders, filters.atrasoMinutos, now);
    if (wait === null) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [orders, filters.atrasoMinutos, now]);

  // Another dispatcher's route, the courier's phone, the board: every dispatch or status change refetches.
  useRealtimeEvents((event) => {
    if (
      event.kind === 'dispatch' ||
      event.kind === 'orderMoved' ||
      event.kind === 'orderSaved' ||
      event.kind === 'reconnected'
    ) {
      void queryClient.invalidateQueries({ queryKey: routePlanningQueries.dayOrders().queryKey });
    }
  });

  // Orders routed elsewhere meanwhile (another dispatcher, the board) leave this dispatcher's selection and drafts.
  const planning = useMemo(() => {
    if (!day.data) return rawPlanning;
    return pruneGone(rawPlanning, new Set(day.data.filter(isRouteEligible).map((order) => order.id)));
  }, [rawPlanning, day.data]);
  // The actions read the latest state (a marker click may come before the next render).
  const planningRef = useRef(planning);
  useEffect(() => {
    planningRef.current = planning;
  });

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: routePlanningQueries.dayOrders().queryKey }),
    [queryClient],
  );

  const requestPlan = useCallback(async (draftId: number, ids: readonly number[], optimize: boolean) => {
    try {
      const plan = await planRoute(ids, optimize);
      setPlanning((state) => applyPlan(state, draftId, ids, plan));
    } catch {
      // No plan: the stops stay in the order given, without ETAs (the routing service may be down).
    }
  }, []);

  const toggle = useCallback(
    (id: number) => {
      const order = byId.get(id);
      if (!order) return;
      const result = toggleSelection(planningRef.current, order);
      if (!result.ok) return notify.warning(result.message);
      planningRef.current = result.value;
      setPlanning(result.value);
    },
    [byId, notify],
  );

  const selectAllVisible = useCallback(() => {
    const result = selectAll(planningRef.current, visible);
    if (!result.ok) return notify.warning(result.message);
    planningRef.current = result.value;
    setPlanning(result.value);
  }, [visible, notify]);

  const createRouteDraft = useCallback(() => {
    const result = createDraft(planningRef.current, byId, unplaced);
    if (!result.ok) return notify.warning(result.message);
    planningRef.current = result.value;
    setPlanning(result.value);
    const draft = result.value.drafts[result.value.drafts.length - 1]!;
    void requestPlan(draft.id, draft.orderIds, true);
  }, [byId, notify, requestPlan, unplaced]);

  const move = useCallback(
    (draft: RouteDraft, orderId: number, delta: -1 | 1) => {
      const next = moveStop(planningRef.current, draft.id, orderId, delta);
      setPlanning(next);
      const moved = next.drafts.find((d) => d.id === draft.id);
      if (moved) void requestPlan(draft.id, moved.orderIds, false);
    },
    [requestPlan],
  );

  /** Reports the per-order answers: success when all moved, the first error otherwise. */
  const report = useCallback(
    (results: AssociateResult[]) => {
      const failed = results.filter((result) => result.err);
      if (failed.length === 0) notify.success(MSG.STATUSES_CHANGED_DOT);
      else notify.warning(`${MSG.ORDERS_NOT_MOVED} ${failed.map((f) => f.err).join(' ')}`, { durationMs: 10_000 });
      return failed.length === 0;
    },
    [notify],
  );

  const run = useCallback(
    async (key: string, call: () => Promise<AssociateResult[]>, after?: (allMoved: boolean) => void) => {
      if (busy) return;
      setBusy(key);
      try {
        // Not `after?.(report(await call()))`: optional chaining would skip the call itself when there is no `after`.
        const allMoved = report(await call());
        after?.(allMoved);
      } catch (error) {
        notify.error(readErrorMessage(error, MSG.STATUSES_CHANGE_FAILED));
      } finally {
        setBusy(null);
        void refresh();
      }
    },
    [busy, report, notify, refresh],
  );

  /** A route call (create, edit): its success toast, or the server's refusal; the list refetches either way. */
  const runRoute = useCallback(
    async (key: string, call: () => Promise<unknown>, success: string, after?: () => void) => {
      if (busy) return;
      setBusy(key);
      try {
        await call();
        notify.success(success);
        after?.();
      } catch (error) {
        notify.error(readErrorMessage(error, MSG.STATUSES_CHANGE_FAILED));
      } finally {
        setBusy(null);
        void refresh();
      }
    },
    [busy, notify, refresh],
  );

  /**
   * 'Criar Rota': the draft's orders → AGUARDANDO_RETIRADA with the courier, one call (doc 4 §4); the route keeps
   * the optimizer's order (computed again by the server) or, after a move by hand, the order shown.
   */
  const confirmDraft = useCallback(
    (draft: RouteDraft) => {
      if (draft.courierId === null) return notify.warning(MSG.DISPATCH_NO_COURIER);
      void runRoute(
        `draft-${draft.id}`,
        () => createRoute(draft.orderIds, !draft.reordered, draft.courierId),
        MSG.STATUSES_CHANGED_DOT,
        () => setPlanning((state) => cancelDraft(state, draft.id)),
      );
    },
    [notify, runRoute],
  );

  const liveIds = (group: PlanningGroup) =>
    group.pedidos.filter((order) => order.situacao !== 'CANCELADO').map((order) => order.id);

  /** 'Otimizar rota': the route's stops ordered again by the server, with new ETAs. */
  const optimizeRoute = useCallback(
    (group: PlanningGroup) =>
      void runRoute(
        `group-${group.agrupadorDespacho}`,
        () => editRoute(group.agrupadorDespacho, liveIds(group), true),
        MSG.ROUTE_UPDATED,
      ),
    [runRoute],
  );

  /** A stop leaves the route; the others keep their order (ETAs recomputed). */
  const removeStop = useCallback(
    (group: PlanningGroup, orderId: number) =>
      void runRoute(
        `group-${group.agrupadorDespacho}`,
        () =>
          editRoute(
            group.agrupadorDespacho,
            liveIds(group).filter((id) => id !== orderId),
            false,
          ),
        MSG.ROUTE_UPDATED,
      ),
    [runRoute],
  );

  /** The selected orders join the route at its end (no re-optimization unless asked). */
  const addSelected = useCallback(
    (group: PlanningGroup) => {
      const picked = planningRef.current.selected;
      if (picked.length === 0) return notify.warning(MSG.NO_ORDER_SELECTED);
      void runRoute(
        `group-${group.agrupadorDespacho}`,
        () => editRoute(group.agrupadorDespacho, [...liveIds(group), ...picked], false),
        MSG.ROUTE_UPDATED,
        () => setPlanning((state) => ({ ...state, selected: state.selected.filter((id) => !picked.includes(id)) })),
      );
    },
    [notify, runRoute],
  );

  const pendingIds = (group: PlanningGroup, skip: OrderStatus[]) =>
    group.pedidos.filter((order) => !skip.includes(order.situacao)).map((order) => order.id);

  /** 'Despachar' (waiting pickup → ENVIADO) and 'Marcar como entregue' (→ ENTREGUE), keeping the group. */
  const advanceRoute = useCallback(
    (group: PlanningGroup) => {
      // One rule for the route's state (doc 4 §4): not started → 'Despachar', in progress → 'Marcar como entregue'.
      const target: OrderStatus = routeState(group.pedidos) === 'IN_PROGRESS' ? 'ENTREGUE' : 'ENVIADO';
      const ids = pendingIds(
        group,
        target === 'ENTREGUE' ? ['ENTREGUE', 'CANCELADO'] : ['ENVIADO', 'ENTREGUE', 'CANCELADO'],
      );
      if (ids.length === 0) return;
      void run(`group-${group.agrupadorDespacho}`, () =>
        associateDispatch(ids, target, { courierId: group.pessoa?.id ?? null, group: group.agrupadorDespacho }),
      );
    },
    [run],
  );

  /** Edit the courier: saving keeps the first situation found (doc 4 §4). */
  const changeRouteCourier = useCallback(
    (group: PlanningGroup, courierId: number) => {
      const live = group.pedidos.filter((order) => order.situacao !== 'ENTREGUE' && order.situacao !== 'CANCELADO');
      const first = live[0];
      if (!first) return;
      void run(`group-${group.agrupadorDespacho}`, () =>
        associateDispatch(
          live.map((o) => o.id),
          first.situacao,
          { courierId, group: group.agrupadorDespacho },
        ),
      );
    },
    [run],
  );

  return {
    loading: day.isPending,
    loadFailed: day.isError,
    orders,
    byId,
    visible,
    groups,
    filters,
    setFilters,
    mapConfig: mapConfig.data,
    couriers: couriers.data ?? [],
    planning,
    busy,
    toggle,
    selectAllVisible,
    createRouteDraft,
    cancel: (id: number) => setPlanning((state) => cancelDraft(state, id)),
    reopen: (id: number) => setPlanning((state) => reopenDraft(state, id)),
    setCourier: (id: number, courierId: number | null) => setPlanning((state) => setDraftCourier(state, id, courierId)),
    move,
    confirmDraft,
    optimizeRoute,
    removeStop,
    addSelected,
    advanceRoute,
    changeRouteCourier,
  };
}
