import { lazy } from 'react';

/**
 * The map loads with the first screen that shows one: Leaflet and its clusters (~50 kB gzip) never reach the
 * cashier's first load nor the dispatch tab until the routes dialog opens.
 */
export const LazyOrdersMap = lazy(() => import('./orders-map').then((m) => ({ default: m.OrdersMap })));
