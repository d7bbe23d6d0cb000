import { ROUTES, type RouteDefinition } from '@brasa/domain';
import type { ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { CourierLoginPage, LoadTokenPage, LoginPage, UnifiedLoginPage } from '../features/auth';
import { DeliveryBoardPage } from '../features/board';
import { FastSalePage } from '../features/order-entry';
import { UnavailablePage } from '../features/unavailable';
import { PagePlaceholder } from '../shared/ui/page-placeholder';
import { CourierLayout } from './courier/courier-layout';
import { AppLayout } from './layout/app-layout';
import { RouteGuard } from './route-guard';
import { SettingsRoute } from './settings-route';

/** Screens built so far; every other route of the table shows its title until its issue fills it. */
const PAGES: Record<string, () => ReactNode> = {
  '/': () => <DeliveryBoardPage />,
  '/delivery': () => <DeliveryBoardPage />,
  '/login': () => <LoginPage />,
  '/unified-login': () => <UnifiedLoginPage />,
  '/load/:jwt': () => <LoadTokenPage />,
  '/unauthorized/:role': () => <UnavailablePage />,
  '/settings': () => <SettingsRoute />,
  '/fastSale': () => <FastSalePage />,
  '/appentregador/login': () => <CourierLoginPage />,
  '/appentregador': () => <Navigate to="/appentregador/rotas" replace />,
};

/** Login pages and pages opened with a token from the back office stand alone, without the PDV frame. */
const STANDALONE = new Set(['/login', '/unified-login', '/load/:jwt', '/appentregador/login']);
const isStandalone = (route: RouteDefinition) => STANDALONE.has(route.path) || route.path.startsWith('/gerencial/');

function toRouteObject(route: RouteDefinition): RouteObject {
  const page = PAGES[route.path]?.() ?? <PagePlaceholder title={route.title} />;
  return { path: route.path, handle: { title: route.title }, element: <RouteGuard>{page}</RouteGuard> };
}

/** Every route of doc 4's table, guarded, grouped by the frame it is shown in. */
export function buildRoutes(): RouteObject[] {
  const standalone = ROUTES.filter(isStandalone);
  const courier = ROUTES.filter((route) => route.appEntregador && !isStandalone(route));
  const pdv = ROUTES.filter((route) => !route.appEntregador && !isStandalone(route));
  return [
    ...standalone.map(toRouteObject),
    { element: <CourierLayout />, children: courier.map(toRouteObject) },
    { element: <AppLayout />, children: pdv.map(toRouteObject) },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
