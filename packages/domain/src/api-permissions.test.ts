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
    const waiter = profileWith(ROLES.ROLE_PDV_COMANDA_MESA, ROLES.ROLE_GARCOM_PEDIDO);
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

  it("answers the spec's message when the entry names one, else the first role's", () => {
    expect(apiAccessDeniedMessage(API_PERMISSIONS['ACTION pedidoIntegracao:pagamentos']!)).toBe(
      MSG.NO_PAYMENT_PERMISSION,
    );
    expect(apiAccessDeniedMessage(API_PERMISSIONS['POST /api-v2/aberturaTurno/abrir']!)).toBe(
      MSG.noRole(ROLES.ROLE_PDV_DELIVERY),
    );
  });
});
