import type { TOrder } from '@brasa/contracts';
import { groupCourierRoutes, isPendingRoute, keptRouteSelection, newDispatchNotices } from '@brasa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { useProfile } from '../../../shared/session/use-session';
import { useStoredState } from '../../../shared/storage/use-stored-state';
import { useNotify } from '../../../shared/ui/notify';
import { courierAppQueries, courierDayQuery } from '../api/courier-app-api';

/** The selected route, kept locally (doc 4 §9 "the selected delivery-app route"). */
export const SELECTED_ROUTE_KEY = 'appEntregador.rotaSelecionada';

const sanitizeKey = (stored: unknown): string | null => (typeof stored === 'string' && stored ? stored : null);

/** The route counts of the last load, across the tabs: the toasts compare with them, not with a tab's first load. */
let lastCounts: { personId: number | null; mine: number; unassigned: number } | null = null;

/** Tests start each case as a first load. */
export function resetCourierRouteCounts(): void {
  lastCounts = null;
}

/**
 * The courier's routes of the day, live: a dispatch message, an order moved or saved, or a reconnection reloads
 * them (the unit's socket room, doc 4 §7). When the counts of his routes or of the unassigned ones grow, a toast
 * says so (doc 4 §4), never on the first load.
 */
export function useCourierRoutes() {
  const profile = useProfile();
  const personId = profile?.pessoa?.id ?? null;
  const [day] = useState(() => courierDayQuery(new Date()));
  const query = useQuery(courierAppQueries.routes(day));
  const queryClient = useQueryClient();
  const notify = useNotify();

  useRealtimeEvents((event) => {
    if (event.kind === 'disconnected' || event.kind === 'other' || event.kind === 'kds' || event.kind === 'connected')
      return;
    void queryClient.invalidateQueries({ queryKey: courierAppQueries.all() });
  });

  const routes = useMemo(() => groupCourierRoutes<TOrder>(query.data ?? [], personId), [query.data, personId]);
  const pending = useMemo(
    () => ({ mine: routes.mine.filter(isPendingRoute), unassigned: routes.unassigned.filter(isPendingRoute) }),
    [routes],
  );

  useEffect(() => {
    if (!query.data) return;
    const counts = { mine: pending.mine.length, unassigned: pending.unassigned.length };
    const previous = lastCounts?.personId === personId ? lastCounts : null;
    lastCounts = { personId, ...counts };
    for (const notice of newDispatchNotices(previous, counts)) notify.success(notice);
  }, [query.data, pending, personId, notify]);

  return { query, routes, pending, personId, day };
}

/**
 * The route the courier tapped, kept in localStorage and dropped once the loaded routes no longer have it
 * (doc 4 §4). `loadedKeys` is null while loading: nothing is dropped before the list arrives.
 */
export function useSelectedRoute(loadedKeys: readonly string[] | null) {
  const [selected, setSelected] = useStoredState<string | null>(SELECTED_ROUTE_KEY, sanitizeKey);
  const kept = loadedKeys === null ? selected : keptRouteSelection(selected, loadedKeys);
  useEffect(() => {
    if (kept !== selected) setSelected(null);
  }, [kept, selected, setSelected]);
  return [kept, setSelected] as const;
}
