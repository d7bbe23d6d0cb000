/** The route table of doc 4 §2 as data, and the guard rule as a pure function. */
import { hasRole, ROLES, type Role, type RoleProfile } from './roles';

export interface RouteDefinition {
  /** Path pattern; ':name' marks a parameter. */
  readonly path: string;
  /** The role the route requires, if any. */
  readonly role?: Role;
  /** Reachable without a session (login pages, and pages that carry their own token in the path). */
  readonly public?: boolean;
  /** Part of the delivery-person app: an unauthenticated visitor goes to its own login. */
  readonly appEntregador?: boolean;
  /** Where the route always sends an authenticated user. */
  readonly redirectTo?: string;
  readonly title: string;
}

export const LOGIN_PATH = '/login';
export const APP_ENTREGADOR_PATH = '/appentregador';
export const APP_ENTREGADOR_LOGIN_PATH = '/appentregador/login';

/**
 * Routes whose role the spec lists as "none" still need a session unless they are login pages, the help desk
 * (someone who cannot log in needs it most) or carry the token in the path (/load/:jwt and the /gerencial pages
 * opened with a token).
 */
export const ROUTES: readonly RouteDefinition[] = Object.freeze([
  { path: '/', role: ROLES.ROLE_PDV_DELIVERY, title: 'Delivery' },
  { path: '/delivery', role: ROLES.ROLE_PDV_DELIVERY, title: 'Delivery' },
  { path: '/login', public: true, title: 'Login' },
  { path: '/unified-login', public: true, title: 'Acesso unificado' },
  { path: '/load/:jwt', public: true, title: 'Carregando' },
  { path: '/helpdesk', public: true, title: 'Central de ajuda' },
  { path: '/gerencial/jobAssincrono/:nome/:jwt', public: true, title: 'Relatórios em processamento' },
  { path: '/gerencial/dreReport/:jwt', public: true, title: 'Demonstrativo de Resultado do Exercício' },
  { path: '/gerencial/conciliacao-automatica/:jwt', public: true, title: 'Conciliação automática' },
  { path: '/deliveryman', role: ROLES.ROLE_PDV_GESTAO_ENTREGADORES, title: 'Entregadores' },
  // doc 4 §7: the settlement receipt opens in a new tab at the back office's address (ours, same server).
  {
    path: '/admin/movimentoFinanceiro/gerarRecibo',
    role: ROLES.ROLE_ACERTO_ENTREGADORES,
    title: 'Recibo de acerto de entregador',
  },
  { path: '/dispatchDeliveryman', role: ROLES.ROLE_PDV_DESPACHO_ENTREGADORES, title: 'Despacho de Pedidos' },
  { path: '/dispatchDeliveryman/roteirizacao', role: ROLES.ROLE_PDV_DESPACHO_ENTREGADORES, title: 'Roteirização' },
  { path: '/settings', title: 'Configurações – Opções para o terminal' },
  { path: '/agendados', role: ROLES.ROLE_PDV_PEDIDOS_AGENDADOS, title: 'Pedidos Agendados' },
  { path: '/pedidosIdentificador', role: ROLES.ROLE_PDV_COMANDA_MESA, title: 'Comandas e Mesas' },
  { path: '/salesHeatMap', role: ROLES.ROLE_MAPA_DE_CALOR, title: 'Mapa de calor' },
  { path: '/fastSale', role: ROLES.ROLE_VENDA_RAPIDA_PDV_ONLINE, title: 'Venda Rápida' },
  { path: '/integrated-menus', role: ROLES.ROLE_PDV_DELIVERY, title: 'Gestão de cardápios integrados' },
  { path: '/kds', role: ROLES.ROLE_UTILIZA_KDS, title: 'KDS (Kitchen Display System)' },
  {
    path: '/atendimento-balanca',
    role: ROLES.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE,
    title: 'Autoatendimento balança',
  },
  { path: '/unauthorized/:role', title: 'Funcionalidade indisponível' },
  { path: '/appentregador/login', public: true, appEntregador: true, title: 'Acesso do entregador' },
  { path: '/appentregador', appEntregador: true, redirectTo: '/appentregador/rotas', title: 'App do entregador' },
  {
    path: '/appentregador/rotas',
    role: ROLES.ROLE_ACESSO_APP_ENTREGADORES,
    appEntregador: true,
    title: 'Rotas Pendentes',
  },
  {
    path: '/appentregador/rota',
    role: ROLES.ROLE_ACESSO_APP_ENTREGADORES,
    appEntregador: true,
    title: 'Rota em Andamento',
  },
  {
    path: '/appentregador/relatorio',
    role: ROLES.ROLE_ACESSO_APP_ENTREGADORES,
    appEntregador: true,
    title: 'Relatórios',
  },
] satisfies RouteDefinition[]);

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

function splitPath(path: string): string[] {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  return withoutQuery.split('/').filter((segment) => segment.length > 0);
}

/** The route a concrete path belongs to, with its parameters decoded; null for an unknown path. */
export function matchRoute(path: string): RouteMatch | null {
  const segments = splitPath(path);
  for (const route of ROUTES) {
    const pattern = splitPath(route.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = safeDecode(segment);
      return true;
    });
    if (matches) return { route, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function unauthorizedPath(role: Role): string {
  return `/unauthorized/${role}`;
}

function isAppEntregadorPath(path: string): boolean {
  const first = splitPath(path)[0];
  return first === 'appentregador';
}

export type GuardDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

/**
 * doc 4 §2 guard behaviour, in order:
 * 1. public routes are open to everyone;
 * 2. without a session: /login, or /appentregador/login for the delivery-person app;
 * 3. a route with `redirectTo` sends there (/appentregador -> /appentregador/rotas);
 * 4. lacking the route's role: /appentregador for a holder of ROLE_ACESSO_APP_ENTREGADORES, else
 *    /unauthorized/{role};
 * 5. otherwise allow. An unknown path needs a session and is then allowed (the router shows "not found").
 */
export function resolveGuard(input: { path: string; profile: RoleProfile | null }): GuardDecision {
  const match = matchRoute(input.path);
  const route = match?.route;
  if (route?.public) return { kind: 'allow' };
  if (!input.profile) {
    const appEntregador = route?.appEntregador ?? isAppEntregadorPath(input.path);
    return { kind: 'redirect', to: appEntregador ? APP_ENTREGADOR_LOGIN_PATH : LOGIN_PATH };
  }
  if (!route) return { kind: 'allow' };
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo };
  if (route.role && !hasRole(input.profile, route.role)) {
    const courier = hasRole(input.profile, ROLES.ROLE_ACESSO_APP_ENTREGADORES);
    return { kind: 'redirect', to: courier ? APP_ENTREGADOR_PATH : unauthorizedPath(route.role) };
  }
  return { kind: 'allow' };
}

/**
 * Whether the side menu shows a link (doc 4 §2 "Layout", doc 3 §2.4): what the user may open, plus the pages of
 * modules the unit has not contracted, which lead to the feature-request page. A page of a module the unit
 * has but this user was not given stays hidden: asking for it there would be asking for nothing.
 */
export function isMenuPathVisible(profile: RoleProfile, path: string): boolean {
  const role = matchRoute(path)?.route.role;
  if (!role) return true;
  return hasRole(profile, role) || !profile.unidade.roles.includes(role);
}
