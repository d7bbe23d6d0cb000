import { resolveGuard } from '@brasa/domain';
import type { QueryClient } from '@tanstack/react-query';
import { openingBoardQuery } from '../shared/orders/board-landing';
import { orderQueries } from '../shared/orders/order-queries';
import { sessionStore } from '../shared/session/session-store';
import { prefetchBoardParameters } from '../shared/settings/board-parameters';
import { DeliveryBoardPage } from './lazy-pages';

/** The paths that show the delivery board (doc 4 §2), the landing of a cashier. */
const BOARD_PATHS = new Set(['/', '/delivery']);

/**
 * Run by main.tsx before React's first render. For a logged-in user (the session kept in localStorage, as a
 * terminal keeps it) opening the board, it starts at once what the board would otherwise ask for only after
 * the frame rendered: the board list, the unit parameters the board reads, and the board's chunk (whose
 * download index.html already started with a modulepreload, see vite.config.ts). The promise settles when
 * the chunk is ready (or failed: the page's Suspense then shows the usual fallback and retries), so the
 * first render draws the board without suspending. Any other page renders at once.
 */
export function prefetchLanding(queryClient: QueryClient, path: string, now = new Date()): Promise<void> {
  const profile = sessionStore.get()?.profile ?? null;
  if (!profile || !BOARD_PATHS.has(path) || resolveGuard({ path, profile }).kind !== 'allow') {
    return Promise.resolve();
  }
  void queryClient.prefetchQuery(orderQueries.board(openingBoardQuery(now)));
  prefetchBoardParameters(queryClient);
  return DeliveryBoardPage.preload().then(
    () => undefined,
    () => undefined,
  );
}
