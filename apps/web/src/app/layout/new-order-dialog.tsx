import { ROLES, hasAnyRole } from '@brasa/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/**
 * The dialog's chunk and, side by side, the data its first steps wait for (parameters, groups, lean menu; a
 * small module of its own, so it does not wait for the dialog's chunk). Fetching the menu here rather than
 * when the dialog renders takes the menu's request off a first order's path: opened at once (Home pressed
 * as the board appears), the dialog's chunk and the menu load together; opened later, the menu is cached.
 */
function preloadOrderEntry(queryClient: QueryClient): Promise<unknown> {
  const data = import('../../features/order-entry/api/entry-prefetch').then((m) => m.prefetchOrderEntry(queryClient));
  return Promise.all([OrderEntryDialog.preload(), data]);
}

function usePreloadWhenIdle(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      const preload = () => void preloadOrderEntry(queryClient).catch(() => undefined);
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(preload);
      else preload();
    }, PRELOAD_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [enabled, queryClient]);
}

/** Opened before the idle preload (an order started right at boot): the data starts with the chunk. */
function useStartDataWithChunk(isOpen: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isOpen && !OrderEntryDialog.isLoaded()) void preloadOrderEntry(queryClient).catch(() => undefined);
  }, [isOpen, queryClient]);
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
  useStartDataWithChunk(isOpen);
  // Not preloaded yet (an order started right at boot): nothing is drawn until the chunk is here.
  const isReady = usePageReady(OrderEntryDialog, isOpen);
  // Mounted only while open, so every order starts from an empty draft.
  return isOpen && isReady ? (
    <Suspense fallback={null}>
      <OrderEntryDialog key={origin} origin={origin} preset={preset} onClose={close} />
    </Suspense>
  ) : null;
}
