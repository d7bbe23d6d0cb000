import { ROUTES, type RouteDefinition } from '@brasa/domain';
import { Suspense, type ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PageFallback } from '../shared/ui/page-fallback';
import { PagePlaceholder } from '../shared/ui/page-placeholder';
import { AppLayout } from './layout/app-layout';
import {
  CourierLayout,
  CourierLoginPage,
  CourierReportPage,
  CourierRoutePage,
  CourierRoutesPage,
  CouriersPage,
  DeliveryBoardPage,
  DispatchPage,
  DreReportPage,
  JobPanelPage,
  FastSalePage,
  HelpDeskPage,
  IntegratedMenusPage,
  KdsPage,
  RoutePlanningPage,
  SalesHeatMapPage,
  ScaleKioskPage,
  LoadTokenPage,
  ScheduledOrdersPage,
  SettingsRoute,
  SettlementReceiptPage,
  TabsBoardPage,
  UnavailablePage,
  UnifiedLoginPage,
} from './lazy-pages';
import { LoginRoute } from './login-route';
import { RouteGuard } from './route-guard';

/** Screens built so far; every other route of the table shows its title until its issue fills it. */
const PAGES: Record<string, () => ReactNode> = {
  '/': () => <DeliveryBoardPage />,
  '/delivery': () => <DeliveryBoardPage />,
  '/login': () => <LoginRoute />,
  '/unified-login': () => <UnifiedLoginPage />,
  '/load/:jwt': () => <LoadTokenPage />,
  '/unauthorized/:role': () => <UnavailablePage />,
  '/settings': () => <SettingsRoute />,
  '/fastSale': () => <FastSalePage />,
  '/pedidosIdentificador': () => <TabsBoardPage />,
  '/agendados': () => <ScheduledOrdersPage />,
  '/deliveryman': () => <CouriersPage />,
  '/admin/movimentoFinanceiro/gerarRecibo': () => <SettlementReceiptPage />,
  '/dispatchDeliveryman': () => <DispatchPage />,
  '/dispatchDeliveryman/roteirizacao': () => <RoutePlanningPage />,
  '/kds': () => <KdsPage />,
  '/salesHeatMap': () => <SalesHeatMapPage />,
  '/atendimento-balanca': () => <ScaleKioskPage />,
  '/helpdesk': () => <HelpDeskPage />,
  '/integrated-menus': () => <IntegratedMenusPage />,
  '/gerencial/dreReport/:jwt': () => <DreReportPage />,
  '/gerencial/jobAssincrono/:nome/:jwt': () => <JobPanelPage />,
  '/appentregador/login': () => <CourierLoginPage />,
  '/appentregador': () => <Navigate to="/appentregador/rotas" replace />,
  '/appentregador/rotas': () => <CourierRoutesPage />,
  '/appentregador/rota': () => <CourierRoutePage />,
  '/appentregador/relatorio': () => <CourierReportPage />,
};

/**
 * Login pages, the help desk (opened in a new tab, with or without a session) and pages opened with a token from
 * the back office stand alone, without the PDV frame.
 */
const STANDALONE = new Set([
  '/login',
  '/unified-login',
  '/load/:jwt',
  '/appentregador/login',
  '/helpdesk',
  // A printable page opened in a new tab (doc 4 §7 gerarRecibo).
  '/admin/movimentoFinanceiro/gerarRecibo',
]);
const isStandalone = (route: RouteDefinition) => STANDALONE.has(route.path) || route.path.startsWith('/gerencial/');

function toRouteObject(route: RouteDefinition): RouteObject {
  const page = PAGES[route.path]?.() ?? <PagePlaceholder title={route.title} />;
  const element = (
    <RouteGuard>
      <Suspense fallback={<PageFallback />}>{page}</Suspense>
    </RouteGuard>
  );
  return { path: route.path, handle: { title: route.title }, element };
}

/** Every route of doc 4's table, guarded, grouped by the frame it is shown in. */
export function buildRoutes(): RouteObject[] {
  const standalone = ROUTES.filter(isStandalone);
  const courier = ROUTES.filter((route) => route.appEntregador && !isStandalone(route));
  const pdv = ROUTES.filter((route) => !route.appEntregador && !isStandalone(route));
  return [
    ...standalone.map(toRouteObject),
    {
      element: (
        <Suspense fallback={<PageFallback />}>
          <CourierLayout />
        </Suspense>
      ),
      children: courier.map(toRouteObject),
    },
    { element: <AppLayout />, children: pdv.map(toRouteObject) },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
