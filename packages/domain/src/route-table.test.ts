import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, type Role, type RoleProfile } from './roles';
import { isMenuPathVisible, matchRoute, resolveGuard, ROUTES, unauthorizedPath } from './route-table';

const makeProfile = (roles: Role[]): RoleProfile => ({
  permissoes: roles,
  unidade: { roles: [...ALL_ROLES] },
  perfilUsuario: { tipo: 'caixa' },
});
const manager = makeProfile([...ALL_ROLES]);
const courier = makeProfile([ROLES.ROLE_ACESSO_APP_ENTREGADORES]);
const cashier = makeProfile([ROLES.ROLE_PDV_DELIVERY]);
const allow = { kind: 'allow' };
const redirect = (to: string) => ({ kind: 'redirect', to });

describe('route table (doc 4 §2)', () => {
  it('lists every route of the spec once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([
      '/',
      '/delivery',
      '/login',
      '/unified-login',
      '/load/:jwt',
      '/helpdesk',
      '/gerencial/jobAssincrono/:nome/:jwt',
      '/gerencial/dreReport/:jwt',
      '/gerencial/conciliacao-automatica/:jwt',
      '/deliveryman',
      '/admin/movimentoFinanceiro/gerarRecibo',
      '/dispatchDeliveryman',
      '/dispatchDeliveryman/roteirizacao',
      '/settings',
      '/agendados',
      '/pedidosIdentificador',
      '/salesHeatMap',
      '/fastSale',
      '/integrated-menus',
      '/kds',
      '/atendimento-balanca',
      '/unauthorized/:role',
      '/appentregador/login',
      '/appentregador',
      '/appentregador/rotas',
      '/appentregador/rota',
      '/appentregador/relatorio',
    ]);
    expect(ROUTES.every((route) => route.title.length > 0)).toBe(true);
  });

  it('carries the spec titles and roles', () => {
    const byPath = (path: string) => ROUTES.find((route) => route.path === path)!;
    expect(byPath('/delivery')).toMatchObject({ role: ROLES.ROLE_PDV_DELIVERY, title: 'Delivery' });
    expect(byPath('/agendados').title).toBe('Pedidos Agendados');
    expect(byPath('/salesHeatMap').title).toBe('Mapa de calor');
    expect(byPath('/kds').title).toBe('KDS (Kitchen Display System)');
    expect(byPath('/unauthorized/:role').title).toBe('Funcionalidade indisponível');
    expect(byPath('/settings').title).toBe('Configurações – Opções para o terminal');
    expect(byPath('/integrated-menus')).toMatchObject({ role: ROLES.ROLE_PDV_DELIVERY });
    expect(byPath('/dispatchDeliveryman/roteirizacao').title).toBe('Roteirização');
    expect(byPath('/dispatchDeliveryman').title).toBe('Despacho de Pedidos');
    expect(byPath('/appentregador/login')).toMatchObject({ public: true, appEntregador: true });
  });

  it('matches concrete paths and decodes parameters', () => {
    expect(matchRoute('/load/abc.def')?.params).toEqual({ jwt: 'abc.def' });
    expect(matchRoute('/gerencial/jobAssincrono/vendas%20dia/tok')?.params).toEqual({ nome: 'vendas dia', jwt: 'tok' });
    expect(matchRoute('/unauthorized/ROLE_UTILIZA_KDS')?.params).toEqual({ role: 'ROLE_UTILIZA_KDS' });
    expect(matchRoute('/kds?x=1')?.route.path).toBe('/kds');
    expect(matchRoute('/delivery/')?.route.path).toBe('/delivery');
    expect(matchRoute('/')?.route.path).toBe('/');
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/load/%E0%A4%A')?.params).toEqual({ jwt: '%E0%A4%A' });
  });
});

describe('resolveGuard', () => {
  it('opens public routes to everyone', () => {
    for (const path of [
      '/login',
      '/unified-login',
      '/load/tok',
      '/gerencial/dreReport/tok',
      '/appentregador/login',
      '/helpdesk',
    ]) {
      expect(resolveGuard({ path, profile: null }), path).toEqual(allow);
      expect(resolveGuard({ path, profile: courier }), path).toEqual(allow);
    }
  });

  it('sends an unauthenticated visitor to /login', () => {
    expect(resolveGuard({ path: '/delivery', profile: null })).toEqual(redirect('/login'));
    expect(resolveGuard({ path: '/settings', profile: null })).toEqual(redirect('/login'));
    expect(resolveGuard({ path: '/nope', profile: null })).toEqual(redirect('/login'));
  });

  it('sends an unauthenticated visitor of the delivery app to its login', () => {
    expect(resolveGuard({ path: '/appentregador/rotas', profile: null })).toEqual(redirect('/appentregador/login'));
    expect(resolveGuard({ path: '/appentregador', profile: null })).toEqual(redirect('/appentregador/login'));
    expect(resolveGuard({ path: '/appentregador/outra', profile: null })).toEqual(redirect('/appentregador/login'));
  });

  it('redirects /appentregador to /appentregador/rotas', () => {
    expect(resolveGuard({ path: '/appentregador', profile: courier })).toEqual(redirect('/appentregador/rotas'));
  });

  it('sends a user lacking the role to the feature-unavailable page', () => {
    expect(resolveGuard({ path: '/kds', profile: cashier })).toEqual(redirect('/unauthorized/ROLE_UTILIZA_KDS'));
    expect(resolveGuard({ path: '/appentregador/rotas', profile: cashier })).toEqual(
      redirect(unauthorizedPath(ROLES.ROLE_ACESSO_APP_ENTREGADORES)),
    );
  });

  it('sends a courier lacking the role to the delivery app', () => {
    expect(resolveGuard({ path: '/delivery', profile: courier })).toEqual(redirect('/appentregador'));
    expect(resolveGuard({ path: '/', profile: courier })).toEqual(redirect('/appentregador'));
  });

  it('allows a user holding the role, and role-free routes with a session', () => {
    expect(resolveGuard({ path: '/delivery', profile: cashier })).toEqual(allow);
    expect(resolveGuard({ path: '/appentregador/rota', profile: courier })).toEqual(allow);
    expect(resolveGuard({ path: '/settings', profile: courier })).toEqual(allow);
    expect(resolveGuard({ path: '/unauthorized/ROLE_UTILIZA_KDS', profile: cashier })).toEqual(allow);
    expect(resolveGuard({ path: '/nope', profile: cashier })).toEqual(allow);
    for (const route of ROUTES.filter((r) => !r.redirectTo)) {
      const path = route.path.replace(/:[a-z]+/gi, 'x');
      expect(resolveGuard({ path, profile: manager }), path).toEqual(allow);
    }
  });
});

describe('isMenuPathVisible (doc 4 §2, doc 3 §2.4)', () => {
  const profile = (permissoes: string[], unitRoles: string[]) => ({ permissoes, unidade: { roles: unitRoles } });

  it('shows what the user may open and role-free pages', () => {
    const kitchen = profile([ROLES.ROLE_UTILIZA_KDS], [ROLES.ROLE_UTILIZA_KDS, ROLES.ROLE_PDV_DELIVERY]);
    expect(isMenuPathVisible(kitchen, '/kds')).toBe(true);
    expect(isMenuPathVisible(kitchen, '/settings')).toBe(true);
    expect(isMenuPathVisible(kitchen, '/helpdesk')).toBe(true);
  });

  it('hides a contracted module the user was not given, and keeps a module the unit lacks (feature request)', () => {
    const kitchen = profile([ROLES.ROLE_UTILIZA_KDS], [ROLES.ROLE_UTILIZA_KDS, ROLES.ROLE_PDV_DELIVERY]);
    expect(isMenuPathVisible(kitchen, '/delivery')).toBe(false);
    expect(isMenuPathVisible(kitchen, '/salesHeatMap')).toBe(true);
  });
});
