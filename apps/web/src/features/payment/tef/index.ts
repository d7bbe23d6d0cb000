/**
 * The card terminal (TEF). The dialogs are lazy chunks, loaded when first opened, so the payment dialog and the
 * layout carry only the readiness check.
 */
import { lazy } from 'react';

export { useTefReadiness, useTefTerminal } from './hooks/use-tef-readiness';
export { useTefAgentResend } from './hooks/use-tef-agent-resend';
export type { TefReadiness } from './model/tef-availability';
export { receiptLocation } from './model/tef-terminal-store';
export type { TefSaleRequest } from './components/tef-sale-dialog';

export const LazyTefSaleDialog = lazy(() =>
  import('./components/tef-sale-dialog').then((m) => ({ default: m.TefSaleDialog })),
);
export const LazyTefConfigDialog = lazy(() =>
  import('./components/tef-config-dialog').then((m) => ({ default: m.TefConfigDialog })),
);
export const LazyTefIntentDetailDialog = lazy(() =>
  import('./components/tef-intent-detail-dialog').then((m) => ({ default: m.TefIntentDetailDialog })),
);
export const LazyTefDeletePaymentDialog = lazy(() =>
  import('./components/tef-delete-payment-dialog').then((m) => ({ default: m.TefDeletePaymentDialog })),
);
