import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';

/**
 * The lists by courier follow the unit's room: a dispatch message (doc 4 §7) or a changed order refetches
 * the Conferência and the settlement of the period shown; so does a (re)connection, which may have missed some.
 */
export function useCourierListsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvents((event) => {
    if (event.kind === 'disconnected' || event.kind === 'other') return;
    void queryClient.invalidateQueries({ queryKey: ['orders', 'by-courier'] });
    void queryClient.invalidateQueries({ queryKey: ['orders', 'courier-settlement'] });
  });
}
