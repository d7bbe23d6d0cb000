import type { TTefIntent } from '@brasa/contracts';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { newerIntent, tefStatusView } from '../tef/model/tef-status';

/**
 * A card-terminal sale of this order run from another terminal (UPDATE_STATUS_TEF): its status shows here
 * live; the payment itself arrives with the order's own message.
 */
export function TefLiveStatus({ orderId, hidden }: { orderId: number; hidden: boolean }) {
  const [intent, setIntent] = useState<TTefIntent | null>(null);
  useRealtimeEvents((event) => {
    if (event.kind === 'tefStatus' && event.intent.pedidoId === orderId) {
      setIntent((known) => newerIntent(known ?? undefined, event.intent));
    }
  });
  if (!intent || hidden) return null;
  const view = tefStatusView(intent);
  return (
    <Alert severity={view.severity} data-testid="payment-tef-live" data-severity={view.severity}>
      TEF: {view.message}
      {view.transaction ? ` (${view.transaction})` : ''}
    </Alert>
  );
}
