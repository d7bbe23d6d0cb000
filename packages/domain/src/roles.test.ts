import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  ALL_ROLES,
  firstLandingPath,
  hasAnyRole,
  hasRole,
  isRole,
  isWaiter,
  reachableOrderTypes,
  RESTRICTION_ROLES,
  ROLES,
  unifiedChooserOptions,
  withSessionToken,
  type Role,
  type RoleProfile,
} from './roles';

/** A profile whose user and unit both hold `roles` (unless overridden). */
const makeProfile = (roles: Role[], overrides: { unitRoles?: string[]; tipo?: string } = {}): RoleProfile => ({
  permissoes: roles,
  unidade: { roles: overrides.unitRoles ?? [...ALL_ROLES] },
  perfilUsuario: { tipo: overrides.tipo ?? 'caixa' },
});

describe('roles', () => {
  it('names every role of the spec with BRASA for {product}', () => {
    expect(ALL_ROLES).toHaveLength(29);
    expect(new Set(ALL_ROLES).size).toBe(ALL_ROLES.length);
    for (const [key, value] of Object.entries(ROLES)) expect(value).toBe(key);
    expect(ALL_ROLES.every((role) => !role.includes('{product}'))).toBe(true);
    expect(ALL_ROLES).toContain('ROLE_BRASA_ANALYTICS');
    expect(ALL_ROLES).toContain('ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO');
    expect(ALL_ROLES).toContain('ROLE_CONVERTER_PEDIDOS_INTEGRACAO_PDV_BRASA');
    expect(isRole('ROLE_ADMIN')).toBe(true);
    expect(isRole('ROLE_INEXISTENTE')).toBe(false);
  });

  it('knows the restriction roles', () => {
    expect([...RESTRICTION_ROLES].sort()).toEqual(
      [
        'ROLE_NAO_PERMITE_DESFAZER_IMPORTACAO_PEDIDO',
        'ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO',
        'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_DESCONTO_PEDIDO',
        'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_EXCLUSAO_ITEM',
        'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO',
        'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_VALOR_UNITARIO_PEDIDO',
      ].sort(),
    );
  });
});

describe('hasRole (doc 4 §6)', () => {
  it('needs the role in the user permissoes and in the unit roles', () => {
    const both = makeProfile([ROLES.ROLE_UTILIZA_KDS]);
    expect(hasRole(both, ROLES.ROLE_UTILIZA_KDS)).toBe(true);
    expect(hasRole(both, ROLES.ROLE_PDV_DELIVERY)).toBe(false);
    const unitLacks = makeProfile([ROLES.ROLE_UTILIZA_KDS], { unitRoles: [ROLES.ROLE_PDV_DELIVERY] });
    expect(hasRole(unitLacks, ROLES.ROLE_UTILIZA_KDS)).toBe(false);
    const userLacks = makeProfile([], { unitRoles: [ROLES.ROLE_UTILIZA_KDS] });
    expect(hasRole(userLacks, ROLES.ROLE_UTILIZA_KDS)).toBe(false);
  });

  it('ROLE_ADMIN does not bypass a module the unit lacks', () => {
    const admin = makeProfile([ROLES.ROLE_ADMIN, ROLES.ROLE_MAPA_DE_CALOR], { unitRoles: [ROLES.ROLE_ADMIN] });
    expect(hasRole(admin, ROLES.ROLE_ADMIN)).toBe(true);
    expect(hasRole(admin, ROLES.ROLE_MAPA_DE_CALOR)).toBe(false);
  });

  it('a restriction given to the user holds even if the unit list lacks it', () => {
    const blocked = makeProfile([ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO], { unitRoles: [] });
    expect(hasRole(blocked, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO)).toBe(true);
    const free = makeProfile([], { unitRoles: [ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO] });
    expect(hasRole(free, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO)).toBe(false);
  });

  it('hasAnyRole', () => {
    const profile = makeProfile([ROLES.ROLE_PDV_COMANDA_MESA]);
    expect(hasAnyRole(profile, [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_COMANDA_MESA])).toBe(true);
    expect(hasAnyRole(profile, [ROLES.ROLE_PDV_DELIVERY])).toBe(false);
    expect(hasAnyRole(profile, [])).toBe(false);
  });
});

describe('waiter and landing', () => {
  it('a waiter has profile type garcom', () => {
    expect(isWaiter(makeProfile([], { tipo: 'garcom' }))).toBe(true);
    expect(isWaiter(makeProfile([], { tipo: 'GARCOM' }))).toBe(true);
    expect(isWaiter(makeProfile([], { tipo: 'caixa' }))).toBe(false);
    expect(isWaiter({ perfilUsuario: null })).toBe(false);
    expect(isWaiter({})).toBe(false);
  });

  it('lands on /delivery with the delivery role, else /pedidosIdentificador (doc 4 §2)', () => {
    expect(firstLandingPath(makeProfile([ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_COMANDA_MESA]))).toBe('/delivery');
    expect(firstLandingPath(makeProfile([ROLES.ROLE_PDV_COMANDA_MESA]))).toBe('/pedidosIdentificador');
    expect(firstLandingPath(makeProfile([]))).toBe('/pedidosIdentificador');
    expect(firstLandingPath(makeProfile([ROLES.ROLE_UTILIZA_KDS]))).toBe('/kds');
    expect(
      firstLandingPath(makeProfile([ROLES.ROLE_PDV_DESPACHO_ENTREGADORES, ROLES.ROLE_PDV_GESTAO_ENTREGADORES])),
    ).toBe('/dispatchDeliveryman');
    expect(firstLandingPath(makeProfile([ROLES.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE]))).toBe('/atendimento-balanca');
  });
});

describe('unifiedChooserOptions (doc 4 §6)', () => {
  it('enables everything for a manager with every module', () => {
    const options = unifiedChooserOptions(makeProfile([...ALL_ROLES]));
    expect(options.PDV).toEqual({ enabled: true, path: '/delivery' });
    expect(options.GERENCIAL).toEqual({
      enabled: true,
      message: MSG.REDIRECTING_TO_BACKOFFICE,
      redirectPath: '/gerencial/dreReport/:jwt',
    });
    expect(options.ANALYTICS).toEqual({
      enabled: true,
      message: MSG.REDIRECTING_TO_ANALYTICS,
      redirectPath: '/salesHeatMap',
    });
    expect(withSessionToken(options.GERENCIAL.redirectPath!, 'a.b/c')).toBe('/gerencial/dreReport/a.b%2Fc');
  });

  it('sends a tab/table-only user to /pedidosIdentificador', () => {
    expect(unifiedChooserOptions(makeProfile([ROLES.ROLE_PDV_COMANDA_MESA])).PDV).toEqual({
      enabled: true,
      path: '/pedidosIdentificador',
    });
  });

  it('disables PDV without the delivery or tab/table role', () => {
    expect(unifiedChooserOptions(makeProfile([ROLES.ROLE_UTILIZA_KDS])).PDV).toEqual({
      enabled: false,
      message: MSG.NO_PDV_ACCESS,
    });
  });

  it('refuses back office and analytics to a waiter', () => {
    const waiter = makeProfile([ROLES.ROLE_PDV_COMANDA_MESA, ROLES.ROLE_BRASA_ANALYTICS], { tipo: 'garcom' });
    const options = unifiedChooserOptions(waiter);
    expect(options.PDV.enabled).toBe(true);
    expect(options.GERENCIAL).toEqual({ enabled: false, message: MSG.NO_BACKOFFICE_ACCESS });
    expect(options.ANALYTICS).toEqual({ enabled: false, message: MSG.NO_ANALYTICS_ACCESS });
  });

  it('needs the analytics role for analytics', () => {
    expect(unifiedChooserOptions(makeProfile([ROLES.ROLE_PDV_DELIVERY])).ANALYTICS.enabled).toBe(false);
  });
});

describe('reachableOrderTypes (doc 4 §6, doc 3 §6)', () => {
  it('gives a waiter tabs and tables, the delivery cashier delivery and counter, quick sale its own', () => {
    expect(reachableOrderTypes(makeProfile([ROLES.ROLE_PDV_COMANDA_MESA], { tipo: 'garcom' })).sort()).toEqual([
      'COMANDA',
      'MESA',
    ]);
    expect(reachableOrderTypes(makeProfile([ROLES.ROLE_PDV_DELIVERY])).sort()).toEqual(['BALCAO', 'DELIVERY']);
    expect(reachableOrderTypes(makeProfile([ROLES.ROLE_VENDA_RAPIDA_PDV_ONLINE]))).toEqual(['CAIXA_RAPIDO']);
  });

  it('adds delivery orders for dispatch and delivery and counter for the scheduled list; nothing for the kitchen', () => {
    expect(reachableOrderTypes(makeProfile([ROLES.ROLE_PDV_DESPACHO_ENTREGADORES]))).toEqual(['DELIVERY']);
    expect(reachableOrderTypes(makeProfile([ROLES.ROLE_PDV_PEDIDOS_AGENDADOS])).sort()).toEqual(['BALCAO', 'DELIVERY']);
    expect(reachableOrderTypes(makeProfile([ROLES.ROLE_UTILIZA_KDS]))).toEqual([]);
  });

  it('follows hasRole: a role the unit did not contract reaches nothing', () => {
    const waiterOnly = makeProfile([ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_COMANDA_MESA], {
      unitRoles: [ROLES.ROLE_PDV_COMANDA_MESA],
    });
    expect(reachableOrderTypes(waiterOnly).sort()).toEqual(['COMANDA', 'MESA']);
  });
});
