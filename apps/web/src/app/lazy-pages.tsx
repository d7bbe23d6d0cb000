import { lazy } from 'react';
import { preloadablePage } from './preloadable-page';

// Every page is its own chunk, loaded when its route is first shown: the initial JavaScript holds only the
// frame (providers, router, layout), so screens added later (maps, charts, KDS, exports) never weigh on the
// cashier's first screen. Component files are imported directly, so each chunk holds its page and what it
// uses, not everything its feature's index exports (some of which the layout loads eagerly).
// The board is most users' landing page: the boot loads it before the first render (app/boot-prefetch.ts).
export const DeliveryBoardPage = preloadablePage(() =>
  import('../features/board/components/delivery-board-page').then((m) => m.DeliveryBoardPage),
);
export const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
export const FirstRunPage = lazy(() =>
  import('../features/auth/components/first-run-page').then((m) => ({ default: m.FirstRunPage })),
);
export const UnifiedLoginPage = lazy(() =>
  import('../features/auth/components/unified-login-page').then((m) => ({ default: m.UnifiedLoginPage })),
);
export const LoadTokenPage = lazy(() =>
  import('../features/auth/components/load-token-page').then((m) => ({ default: m.LoadTokenPage })),
);
export const CourierLoginPage = lazy(() =>
  import('../features/auth/components/courier-login-page').then((m) => ({ default: m.CourierLoginPage })),
);
export const UnavailablePage = lazy(() =>
  import('../features/unavailable/components/unavailable-page').then((m) => ({ default: m.UnavailablePage })),
);
export const SettingsRoute = lazy(() => import('./settings-route').then((m) => ({ default: m.SettingsRoute })));
export const FastSalePage = lazy(() =>
  import('../features/order-entry/components/fast-sale-page').then((m) => ({ default: m.FastSalePage })),
);
export const CourierLayout = lazy(() => import('./courier/courier-layout').then((m) => ({ default: m.CourierLayout })));
export const TabsBoardPage = lazy(() =>
  import('../features/tabs/components/tabs-board-page').then((m) => ({ default: m.TabsBoardPage })),
);
export const ScheduledOrdersPage = lazy(() =>
  import('../features/scheduled-orders/components/scheduled-orders-page').then((m) => ({
    default: m.ScheduledOrdersPage,
  })),
);
export const DispatchPage = lazy(() =>
  import('../features/dispatch/components/dispatch-page').then((m) => ({ default: m.DispatchPage })),
);
export const CouriersPage = lazy(() =>
  import('../features/couriers/components/couriers-page').then((m) => ({ default: m.CouriersPage })),
);
export const KdsPage = lazy(() => import('../features/kds/components/kds-page').then((m) => ({ default: m.KdsPage })));
export const SettlementReceiptPage = lazy(() =>
  import('../features/couriers/components/settlement-receipt-page').then((m) => ({
    default: m.SettlementReceiptPage,
  })),
);
export const CourierRoutesPage = lazy(() =>
  import('../features/courier-app/components/courier-routes-page').then((m) => ({ default: m.CourierRoutesPage })),
);
export const CourierRoutePage = lazy(() =>
  import('../features/courier-app/components/courier-route-page').then((m) => ({ default: m.CourierRoutePage })),
);
export const CourierReportPage = lazy(() =>
  import('../features/courier-app/components/courier-report-page').then((m) => ({ default: m.CourierReportPage })),
);
export const RoutePlanningPage = lazy(() =>
  import('../features/route-planning/components/route-planning-page').then((m) => ({ default: m.RoutePlanningPage })),
);

export const SalesHeatMapPage = lazy(() =>
  import('../features/sales-heat-map/components/sales-heat-map-page').then((m) => ({ default: m.SalesHeatMapPage })),
);

export const ScaleKioskPage = lazy(() =>
  import('../features/scale-kiosk/components/scale-kiosk-page').then((m) => ({ default: m.ScaleKioskPage })),
);

export const HelpDeskPage = lazy(() =>
  import('../features/help-desk/components/help-desk-page').then((m) => ({ default: m.HelpDeskPage })),
);
export const DreReportPage = lazy(() =>
  import('../features/reports/components/dre-report-page').then((m) => ({ default: m.DreReportPage })),
);
export const JobPanelPage = lazy(() =>
  import('../features/reports/components/job-panel-page').then((m) => ({ default: m.JobPanelPage })),
);
export const IntegratedMenusPage = lazy(() =>
  import('../features/integrated-menus/components/integrated-menus-page').then((m) => ({
    default: m.IntegratedMenusPage,
  })),
);
