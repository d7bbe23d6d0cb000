// @module-tag no-sql
import type { TLoginResponse, TOrder } from '@brasa/contracts';
import { API_PERMISSIONS, MSG, isApiAccessAllowed, type ApiAccess } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { FORBIDDEN_ROUTE } from '../src/plugins/permissions';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './helpers';
import { createOrder, paymentOf } from './order-factory';

type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The demo profiles (password = username). */
const PROFILES = ['admin', 'caixa', 'garcom', 'cozinha', 'despacho', 'entregador_1'] as const;

/** Placeholder path parameters: valid shapes, records that mostly do not exist (404 is fine here). */
const PARAMS: Record<string, string> = {
  id: '999999',
  orderId: '999999',
  customerId: '999999',
  personId: '999999',
  ids: '999998,999999',
  status: 'CONFIRMADO',
  deliveryPersonId: '-1',
  identifier: '7',
  justification: 'teste',
  value: '1',
  types: 'MESA',
  keys: 'URL_SERVIDOR_IMPRESSAO',
  unitUuid: '3f0e8f5e-6b0e-4c1e-9a34-000000000000',
  role: 'ROLE_MAPA_DE_CALOR',
  cep: '01001000',
  origin: 'Rua A',
  destination: 'Rua B',
  location: 'CAIXA',
  code: '123',
  integrationId: '999999',
  logisticsConfigId: '999999',
  total: '10,00',
  '*': 'qualquer',
};

/** A concrete request for a table key (placeholder params and query). */
function requestOf(key: string): { method: Verb; url: string } {
  const [kind, target] = key.split(' ') as [string, string];
  if (kind === 'SERVICE') {
    const [entity, action] = target.split(':') as [string, string];
    return { method: 'GET', url: `/service?entity=${entity}&action=${action}&idPessoa=999999&username=` };
  }
  const url = target
    .split('/')
    .map((part) => (part.startsWith(':') ? PARAMS[part.slice(1)]! : part === '*' ? PARAMS['*']! : part))
    .join('/');
  return { method: kind as Verb, url };
}

const routeKeys = Object.keys(API_PERMISSIONS).filter((key) => !key.startsWith('ACTION '));

let ctx: TestContext;
const profiles = new Map<string, TLoginResponse>();

beforeAll(async () => {
  ctx = await createTestContext();
  for (const username of PROFILES) profiles.set(username, await ctx.login(username));
});
afterAll(() => ctx.close());

const call = async (key: string, username?: string) => {
  const { method, url } = requestOf(key);
  return ctx.app.inject({ method, url, headers: username ? await ctx.auth(username) : {} });
};
const isRouteForbidden = (res: { statusCode: number; body: string }) =>
  res.statusCode === 403 && (JSON.parse(res.body) as { code?: string }).code === FORBIDDEN_ROUTE;

describe('the permission table (packages/domain api-permissions.ts)', () => {
  it('names only routes and service actions that exist', async () => {
    for (const key of routeKeys) {
      const { method, url } = requestOf(key);
      if (key.startsWith('SERVICE ')) {
        const res = await ctx.app.inject({ method, url, headers: await ctx.auth('admin') });
        expect(res.json().errorMessage ?? '', key).not.toContain('Entidade ou ação desconhecida');
      } else if (key !== 'GET /*') {
        // The static wildcard exists only with a built web app (web-app.test.ts).
        expect(ctx.app.hasRoute({ method, url: key.split(' ')[1]! }), key).toBe(true);
      }
      expect(url).not.toContain('undefined');
    }
  });

  it.each(PROFILES)('answers 403 FORBIDDEN_ROUTE to %s exactly where the table says', async (username) => {
    const profile = profiles.get(username)!;
    const mismatches: string[] = [];
    for (const key of routeKeys) {
      const access: ApiAccess = API_PERMISSIONS[key]!;
      const res = await call(key, username);
      const expected = !isApiAccessAllowed(profile, access);
      if (isRouteForbidden(res) !== expected) mismatches.push(`${key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses every non-public route without a session (401) and lets public ones through', async () => {
    for (const key of routeKeys) {
      const res = await call(key);
      if (API_PERMISSIONS[key] === 'public') expect(res.statusCode, key).not.toBe(401);
      else expect(res.statusCode, key).toBe(401);
    }
  });
});

describe('what the kitchen and the waiter may no longer do (issue 9 §1)', () => {
  const forbiddenTo = async (username: string, method: Verb, url: string) => {
    const res = await ctx.app.inject({ method, url, headers: await ctx.auth(username) });
    return isRouteForbidden(res);
  };

  it.each(['cozinha', 'garcom'])(
    '%s cannot open or close a cash shift, delete orders or reset the sequence',
    async (who) => {
      expect(await forbiddenTo(who, 'POST', '/api-v2/aberturaTurno/abrir')).toBe(true);
      expect(await forbiddenTo(who, 'POST', '/api-v2/aberturaTurno/fechar')).toBe(true);
      expect(await forbiddenTo(who, 'DELETE', '/api-v2/pedidoIntegracao/1/duplicado')).toBe(true);
      expect(await forbiddenTo(who, 'POST', '/api-v2/pedidoIntegracao/updatePedidoIntegracaoSequence/1')).toBe(true);
      expect(await forbiddenTo(who, 'POST', '/api-v2/pessoa')).toBe(true);
      expect(await forbiddenTo(who, 'GET', '/service?entity=limiteCredito&action=get&idPessoa=1')).toBe(true);
    },
  );

  it("keeps customers' documents from the kitchen (403) and the waiter (blank)", async () => {
    const [maria] = (
      await ctx.app.inject({ method: 'GET', url: '/api-v2/pessoa/list?q=maria', headers: await ctx.auth('caixa') })
    ).json<{ id: number; cpfCnpj: string | null }[]>();
    expect(maria!.cpfCnpj).toBeTruthy();
    expect(await forbiddenTo('cozinha', 'GET', `/api-v2/pessoa/${maria!.id}`)).toBe(true);
    const waiter = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/pessoa/${maria!.id}`,
      headers: await ctx.auth('garcom'),
    });
    expect(waiter.statusCode).toBe(200);
    expect(waiter.json()).toMatchObject({ id: maria!.id, cpfCnpj: null, rgIc: null });
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api-v2/pessoa/list?q=maria',
      headers: await ctx.auth('garcom'),
    });
    expect(search.json<{ cpfCnpj: string | null }[]>().every((p) => p.cpfCnpj === null)).toBe(true);
  });

  it('lets the waiter save a tab but not add a payment to it', async () => {
    const tab = await createOrder(ctx, 'garcom', { tipo: 'COMANDA', identificadorPrincipal: '45' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/pedidoIntegracao',
      headers: await ctx.auth('garcom'),
      payload: {
        id: tab.id,
        version: tab.version,
        tipo: tab.tipo,
        identificadorPrincipal: tab.identificadorPrincipal,
        iFoodOrder: { ...tab.iFoodOrder, payments: [await paymentOf(ctx, 'DIN', 5)] },
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: FORBIDDEN_ROUTE, errorMessage: MSG.NO_PAYMENT_PERMISSION });
  });

  it('does not let the waiter edit a counter order', async () => {
    const order: TOrder = await createOrder(ctx, 'caixa');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/pedidoIntegracao',
      headers: await ctx.auth('garcom'),
      payload: { id: order.id, version: order.version, tipo: order.tipo, iFoodOrder: order.iFoodOrder },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe(MSG.NO_PERMISSION_BALCAO);
  });

  it('shows each route’s roles in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api-docs/json' })).json();
    const abrir = doc.paths['/api-v2/aberturaTurno/abrir'].post;
    expect(abrir['x-roles']).toEqual([
      'ROLE_PDV_DELIVERY',
      'ROLE_PDV_COMANDA_MESA',
      'ROLE_VENDA_RAPIDA_PDV_ONLINE',
      'ROLE_ACERTO_ENTREGADORES',
    ]);
    expect(abrir['x-refused-roles']).toEqual(['ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO']);
    expect(abrir.description).toContain('ROLE_PDV_DELIVERY');
    expect(abrir.description).toContain('Recusado a quem tem ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO');
    expect(doc.paths['/api-v2/ping'].get['x-access']).toBe('public');
  });
});

describe('startup', () => {
  const build = (extra: (app: Awaited<ReturnType<typeof buildApp>>) => void) =>
    buildApp({
      config: {
        jwtSecret: TEST_JWT_SECRET,
        jwtExpiresIn: '1h',
        webDist: undefined,
        logLevel: 'silent',
        redisUrl: undefined,
      },
      database: ctx.database,
      logger: false,
    }).then(async (app) => {
      try {
        extra(app);
        await app.ready();
      } finally {
        await app.close();
      }
    });

  it('fails when a route has no entry in the table', async () => {
    await expect(build((app) => app.get('/api-v2/sem-permissao', async () => ({})))).rejects.toThrow(
      /Rota sem permissão declarada: GET \/api-v2\/sem-permissao/,
    );
  });

  it('fails when a service action has no entry in the table', async () => {
    await expect(build((app) => app.registerServiceAction('nada', 'get', async () => ({})))).rejects.toThrow(
      /SERVICE nada:get/,
    );
  });
});
