import { ROLES, hasAnyRole } from '@brasa/domain';
import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { NEW_ORDER_PARAM, NEW_ORDER_PARAMS, readNewOrderPreset } from '../../shared/order-dialog/new-order-link';
import { useProfile } from '../../shared/session/use-session';
import { preloadablePage, usePageReady } from '../preloadable-page';
import { isEntryOrigin } from './use-start-new-order';

// The order entry is its own chunk: loaded once the page is idle for a user who may start orders, so the
// first 'Novo pedido' does not wait for it (and, loaded, it opens without suspending).
const OrderEntryDialog = preloadablePage(() =>
  import('../../features/order-entry/components/order-entry-dialog').then((m) => m.OrderEntryDialog),
);
/** Leaves the landing page's own work (its list, its first paint) the machine first. */
const PRELOAD_AFTER_MS = 1000;

function usePreloadWhenIdle(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      const preload = () => void OrderEntryDialog.preload().catch(() => undefined);
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(preload);
      else preload();
    }, PRELOAD_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [enabled]);
}

/**
 * The order entry dialog, opened by `?novoPedido=DELIVERY|BALCAO|COMANDA_MESA` over any PDV page (a tab/table
 * order may name its tab or table, see new-order-link.ts).
 */
export function NewOrderDialog() {
  const profile = useProfile();
  usePreloadWhenIdle(profile !== null && hasAnyRole(profile, [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_COMANDA_MESA]));
  const [params, setParams] = useSearchParams();
  const origin = params.get(NEW_ORDER_PARAM);
  const preset = origin === 'COMANDA_MESA' ? readNewOrderPreset(params) : null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of NEW_ORDER_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  const isOpen = isEntryOrigin(origin);
  // Not preloaded yet (an order started right at boot): nothing is drawn until the chunk is here.
  const isReady = usePageReady(OrderEntryDialog, isOpen);
  // Mounted only while open, so every order starts from an empty draft.
  return isOpen && isReady ? (
    <Suspense fallback={null}>
      <OrderEntryDialog key={origin} origin={origin} preset={preset} onClose={close} />
    </Suspense>
  ) : null;
}
