import type { TOrder } from '@brasa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { tabsQueries } from '../api/tabs-queries';
import { applyTabsEvent } from '../model/tabs-cache';

/**
 * doc 1 §4 "Updates received": the board's open orders follow other terminals' saves in place (no reload);
 * after a (re)connection the list is fetched again, since messages sent while away are lost.
 */
export function useTabsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvents((event) => {
    if (event.kind === 'connected' || event.kind === 'reconnected') {
      void queryClient.invalidateQueries({ queryKey: tabsQueries.all() });
      return;
    }
    if (event.kind !== 'orderSaved' && event.kind !== 'orderMoved' && event.kind !== 'orderRemoved') return;
    const key = tabsQueries.open().queryKey;
    const isFetching = queryClient.isFetching({ queryKey: key }) > 0;
    queryClient.setQueryData<TOrder[]>(key, (orders) =>
      orders ? applyTabsEvent(orders, event.order, event.kind === 'orderRemoved') : orders,
    );
    if (isFetching) void queryClient.invalidateQueries({ queryKey: key });
  });
}
