import type { TOrder } from '@brasa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useIsOnline } from '../../../shared/connectivity/connectivity-store';
import { tabsQueries } from '../api/tabs-queries';
import {
  buildCards,
  buildOtherCards,
  buildTableCards,
  type IdentifierCard,
  type IdentifierType,
} from '../model/identifier-cards';
import { offlineCardsStore } from '../model/offline-cards';
import { applySavedOrders } from '../model/tabs-cache';
import { calculateTabsTotals } from '../model/tabs-totals';
import { useTabsRealtime } from './use-tabs-realtime';

const NONE: never[] = [];
const CACHE_WRITE_DELAY_MS = 2_000;

/** The board's data: identifiers, open orders (kept current by realtime and cached for offline), the cards. */
export function useTabsBoard(model: IdentifierType) {
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  const identifiersQuery = useQuery(tabsQueries.identifiers());
  const ordersQuery = useQuery({ ...tabsQueries.open(), enabled: isOnline });
  useTabsRealtime();
  const identifiers = identifiersQuery.data ?? NONE;
  const orders: TOrder[] = ordersQuery.data ?? NONE;

  // doc 3 §4.7: the open orders are kept on this terminal ('Cards') for the offline list.
  const { key: cacheKey } = offlineCardsStore.useList();
  // Written 2 s after the list settles, not on every realtime message (600 orders are a large text), and at
  // once when the connection drops.
  useEffect(() => {
    const data = ordersQuery.data;
    if (!cacheKey || !data) return;
    if (!isOnline) return offlineCardsStore.write(cacheKey, data);
    const timer = window.setTimeout(() => offlineCardsStore.write(cacheKey, data), CACHE_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [cacheKey, ordersQuery.data, isOnline]);

  const cards = useMemo(() => {
    const byType: Record<IdentifierType, IdentifierCard[]> = {
      COMANDA: buildCards(identifiers, orders, 'COMANDA'),
      MESA: buildCards(identifiers, orders, 'MESA'),
    };
    const tables = model === 'COMANDA' ? buildTableCards(identifiers, orders) : byType.MESA;
    return { byType, main: byType[model], tables, other: buildOtherCards(identifiers, orders, model) };
  }, [identifiers, orders, model]);

  const totals = useMemo(() => calculateTabsTotals(orders, cards.tables), [orders, cards.tables]);

  /** What a join, transfer, close or save answered goes into the list at once (realtime follows). */
  const applySaved = useCallback(
    (saved: readonly TOrder[]) => {
      queryClient.setQueryData<TOrder[]>(tabsQueries.open().queryKey, (current) =>
        current ? applySavedOrders(current, saved) : current,
      );
    },
    [queryClient],
  );

  return {
    isOnline,
    orders,
    cards,
    totals,
    applySaved,
    isLoading: identifiersQuery.isPending || (isOnline && ordersQuery.isPending),
    error: identifiersQuery.error ?? ordersQuery.error ?? null,
  };
}
