import { describe, expect, it } from 'vitest';
import {
  API_PERMISSIONS,
  apiAccessDeniedMessage,
  apiAccessOf,
  isApiAccessAllowed,
  rolesOf,
  serviceActionKey,
} from './api-permissions';
import { MSG } from './messages';
import { ALL_ROLES, isRole, ROLES, type RoleProfile } from './roles';

const profileWith = (...roles: string[]): RoleProfile => ({ permissoes: roles, unidade: { roles: [...ALL_ROLES] } });

describe('API_PERMISSIONS', () => {
  it('keys a method and a path, a service pair or an action, and names only known roles', () => {
    for (const [key, access] of Object.entries(API_PERMISSIONS)) {
      expect(key).toMatch(/^(GET|POST|PUT|DELETE) \/|^SERVICE \w+:\w+$|^ACTION \w+:\w+$/);
      expect(rolesOf(access).every(isRole), key).toBe(true);
      if (typeof access !== 'string') expect(access.anyOf.length, key).toBeGreaterThan(0);
    }
  });

  it('reads HEAD as GET and opens the OpenAPI prefix; unknown routes have no entry', () => {
    expect(apiAccessOf('HEAD', '/api-v2/ping')).toBe('public');
    expect(apiAccessOf('GET', '/api-docs/static/index.html')).toBe('public');
    expect(apiAccessOf('GET', '/api-docsx')).toBeUndefined();
    expect(apiAccessOf('GET', '/api-v2/nada')).toBeUndefined();
    expect(API_PERMISSIONS[serviceActionKey('aberturaTurno', 'get')]).toBe('session');
  });

  it('keeps money and settings from the kitchen and the waiter', () => {
    const kitchen = profileWith(ROLES.ROLE_UTILIZA_KDS);
    // The demo waiter: tabs and tables, and the block role (doc 1 §6 BLOQUEIO_PAGAMENTO).
    const waiter = profileWith(
      ROLES.ROLE_PDV_COMANDA_MESA,
      ROLES.ROLE_GARCOM_PEDIDO,
      ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO,
    );
    const cashier = profileWith(ROLES.ROLE_PDV_DELIVERY);
    for (const key of [
      'POST /api-v2/aberturaTurno/abrir',
      'DELETE /api-v2/pedidoIntegracao/:id/:justification',
      'POST /api-v2/pedidoIntegracao/updatePedidoIntegracaoSequence/:value',
      'ACTION pedidoIntegracao:pagamentos',
      'ACTION pessoa:documentos',
    ]) {
      expect(isApiAccessAllowed(kitchen, API_PERMISSIONS[key]!), key).toBe(false);
      expect(isApiAccessAllowed(waiter, API_PERMISSIONS[key]!), key).toBe(false);
    }
    expect(isApiAccessAllowed(cashier, API_PERMISSIONS['POST /api-v2/aberturaTurno/abrir']!)).toBe(true);
    expect(isApiAccessAllowed(waiter, API_PERMISSIONS['POST /api-v2/pedidoIntegracao']!)).toBe(true);
  });

  it('lets any order role take money unless the user holds the block role (doc 1 §5-6)', () => {
    const tabsOnly = profileWith(ROLES.ROLE_PDV_COMANDA_MESA);
    const blocked = profileWith(ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO);
    const kitchen = profileWith(ROLES.ROLE_UTILIZA_KDS);
    for (const key of [
      'ACTION pedidoIntegracao:pagamentos',
      'POST /api-v2/aberturaTurno/abrir',
      'POST /api-v2/tef/intencaoVenda',
      'SERVICE limiteCredito:get',
    ]) {
      expect(isApiAccessAllowed(tabsOnly, API_PERMISSIONS[key]!), key).toBe(true);
      expect(isApiAccessAllowed(blocked, API_PERMISSIONS[key]!), key).toBe(false);
      expect(isApiAccessAllowed(kitchen, API_PERMISSIONS[key]!), key).toBe(false);
    }
    // Deleting and importing close the sale: still the cashier's.
    expect(isApiAccessAllowed(tabsOnly, API_PERMISSIONS['DELETE /api-v2/pedidoIntegracao/:id/:justification']!)).toBe(
      false,
    );
  });

  it("answers the spec's message when the entry names one, else the first role's", () => {
    expect(apiAccessDeniedMessage(API_PERMISSIONS['ACTION pedidoIntegracao:pagamentos']!)).toBe(
      MSG.NO_PAYMENT_PERMISSION,
    );
    expect(apiAccessDeniedMessage(API_PERMISSIONS['POST /api-v2/aberturaTurno/abrir']!)).toBe(
      MSG.noRole(ROLES.ROLE_PDV_DELIVERY),
    );
  });
});
