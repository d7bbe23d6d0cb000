import type { TOrder } from '@brasa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { updateBoardLists } from '../../../shared/orders/board-cache-updates';
import { orderQueries } from '../../../shared/orders/order-queries';
import { applyOrderEvent } from '../../../shared/orders/board-cache';
import { useNotify } from '../../../shared/ui/notify';

/**
 * Keeps the cached board lists current from the unit's realtime messages: each message upserts, moves or
 * removes one card in place (no refetch); after each (re)connection the board refetches what it missed. A message
 * the server addressed to the unit's users with the order (mensagemParaUsuario: iFood refused a cancellation) is
 * shown as a warning.
 */
export function useBoardRealtime(): void {
  const queryClient = useQueryClient();
  const notify = useNotify();
  useRealtimeEvents((event) => {
    switch (event.kind) {
      // Messages published before the socket joined the unit's room are lost: a list fetched before the
      // (re)connection may be missing them, so it is fetched again once the socket listens.
      case 'connected':
      case 'reconnected':
        void queryClient.invalidateQueries({ queryKey: orderQueries.all() });
        return;
      case 'orderSaved':
      case 'orderMoved':
      case 'orderRemoved': {
        // A list being fetched right now may have been read before this change: fetch it again after it.
        const isFetching = queryClient.isFetching({ queryKey: orderQueries.boards() }) > 0;
        updateBoardLists(queryClient, (orders, params) => applyOrderEvent(orders, event, params));
        if (isFetching) void queryClient.invalidateQueries({ queryKey: orderQueries.boards() });
        const detailKey = orderQueries.detail(event.order.id).queryKey;
        const detail = queryClient.getQueryData<TOrder>(detailKey);
        if (detail && (detail.version ?? 0) < (event.order.version ?? 0)) {
          queryClient.setQueryData(detailKey, event.order);
        }
        void queryClient.invalidateQueries({ queryKey: orderQueries.lists() });
        if (event.kind === 'orderSaved' && event.order.mensagemParaUsuario)
          notify.warning(event.order.mensagemParaUsuario);
        return;
      }
      default:
        return;
    }
  });
}
