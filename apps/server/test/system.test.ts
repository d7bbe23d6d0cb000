import { MSG } from '@brasa/domain';
import { cashRegisterState } from '@brasa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solicitacaoFuncionalidade, unidade } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const shiftOf = async (as: string, username = as) =>
  ctx.app.inject({
    method: 'GET',
    url: `/service?entity=aberturaTurno&action=get&formato=json&username=${username}`,
    headers: await ctx.auth(as),
  });

describe('GET /api-v2/sistema/status/{unitUuid}', () => {
  it('answers without authentication', async () => {
    const { unidade: unit } = await ctx.login('caixa');
    const res = await ctx.app.inject({ method: 'GET', url: `/api-v2/sistema/status/${unit.uuid}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ATIVO', informacoes: null });
  });

  it('reports an expired unit with its information', async () => {
    const { unidade: unit } = await ctx.login('caixa_filial');
    await ctx.database.db
      .update(unidade)
      .set({ status: 'EXPIRADO', informacoes: 'Licença vencida em 01/11/2026' })
      .where(eq(unidade.uuid, unit.uuid));
    const res = await ctx.app.inject({ method: 'GET', url: `/api-v2/sistema/status/${unit.uuid}` });
    expect(res.json()).toEqual({ status: 'EXPIRADO', informacoes: 'Licença vencida em 01/11/2026' });
    await ctx.database.db
      .update(unidade)
      .set({ status: 'ATIVO', informacoes: null })
      .where(eq(unidade.uuid, unit.uuid));
  });

  it('answers 404 for an unknown unit and 400 for a malformed uuid', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api-v2/sistema/status/3f0e8f5e-6b0e-4c1e-9a34-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api-v2/sistema/status/nao-e-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toContain('Identificador de unidade inválido.');
  });
});

describe('cash shift', () => {
  it('is OPEN for the demo cashier and CLOSE for a user who never opened one', async () => {
    const caixa = await shiftOf('caixa');
    expect(caixa.statusCode).toBe(200);
    expect(cashRegisterState(caixa.json())).toBe('OPEN');
    const garcom = await shiftOf('garcom');
    expect(garcom.json()).toMatchObject({ status: 'S', dataAbertura: null, dataFechamento: null });
    expect(cashRegisterState(garcom.json())).toBe('CLOSE');
  });

  it('defaults to the caller when username is empty and answers 404 for an unknown username', async () => {
    const self = await ctx.app.inject({
      method: 'GET',
      url: '/service?entity=aberturaTurno&action=get&formato=json&username=',
      headers: await ctx.auth('caixa'),
    });
    expect(self.json().username).toBe('caixa');
    expect((await shiftOf('caixa', 'nao_existe')).statusCode).toBe(404);
  });

  it('opens and closes a shift, refusing a second open and a close without one', async () => {
    const headers = await ctx.auth('despacho');
    // The demo dispatcher starts with an open shift (they settle couriers): close it first.
    expect((await ctx.app.inject({ method: 'POST', url: '/api-v2/aberturaTurno/fechar', headers })).statusCode).toBe(
      200,
    );
    const open = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/aberturaTurno/abrir',
      headers,
      payload: { valorAbertura: 150.5 },
    });
    expect(open.statusCode).toBe(200);
    expect(cashRegisterState(open.json())).toBe('OPEN');
    const again = await ctx.app.inject({ method: 'POST', url: '/api-v2/aberturaTurno/abrir', headers, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('Já existe um caixa aberto para este usuário.');
    const close = await ctx.app.inject({ method: 'POST', url: '/api-v2/aberturaTurno/fechar', headers });
    expect(close.statusCode).toBe(200);
    expect(cashRegisterState(close.json())).toBe('CLOSE');
    expect(cashRegisterState((await shiftOf('despacho')).json())).toBe('CLOSE');
    const closeAgain = await ctx.app.inject({ method: 'POST', url: '/api-v2/aberturaTurno/fechar', headers });
    expect(closeAgain.statusCode).toBe(409);
    expect(closeAgain.json().errorMessage).toBe('Não há caixa aberto para este usuário.');
  });

  it('lets only one of two concurrent opens succeed', async () => {
    const headers = await ctx.auth('despacho');
    const results = await Promise.all(
      [1, 2, 3].map(() => ctx.app.inject({ method: 'POST', url: '/api-v2/aberturaTurno/abrir', headers, payload: {} })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses a negative opening amount', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/aberturaTurno/abrir',
      headers: await ctx.auth('despacho'),
      payload: { valorAbertura: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toContain('O valor de abertura não pode ser negativo.');
  });

  it('is DISABLED when the unit does not control shifts', async () => {
    const { unidade: unit } = await ctx.login('caixa_filial');
    await ctx.database.db.update(unidade).set({ controlaTurno: false }).where(eq(unidade.uuid, unit.uuid));
    const res = await shiftOf('caixa_filial');
    expect(res.json().status).toBe('N');
    expect(cashRegisterState(res.json())).toBe('DISABLED');
    await ctx.database.db.update(unidade).set({ controlaTurno: true }).where(eq(unidade.uuid, unit.uuid));
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/service?entity=aberturaTurno&action=get&formato=json&username=caixa',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorMessage).toBe(MSG.INVALID_TOKEN);
  });

  it('answers 400 for an unknown service entity or action', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/service?entity=nada&action=get',
      headers: await ctx.auth('caixa'),
    });
    expect(res.statusCode).toBe(400);
    const missing = await ctx.app.inject({ method: 'GET', url: '/service', headers: await ctx.auth('caixa') });
    expect(missing.statusCode).toBe(400);
  });
});

describe('POST /api-v2/sistema/solicitarFuncionalidade/{role}', () => {
  it('records a request and answers the spec message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/sistema/solicitarFuncionalidade/ROLE_MAPA_DE_CALOR',
      headers: await ctx.auth('cozinha'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.FEATURE_REQUEST_SUCCESS);
    const rows = await ctx.database.db.select().from(solicitacaoFuncionalidade);
    expect(rows.map((r) => r.role)).toContain('ROLE_MAPA_DE_CALOR');
  });

  it('refuses a waiter (doc 3 §2.4) and an unknown role', async () => {
    const waiter = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/sistema/solicitarFuncionalidade/ROLE_MAPA_DE_CALOR',
      headers: await ctx.auth('garcom'),
    });
    expect(waiter.statusCode).toBe(403);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/sistema/solicitarFuncionalidade/ROLE_QUE_NAO_EXISTE',
      headers: await ctx.auth('cozinha'),
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('misc', () => {
  it('answers ping without a token and serves the OpenAPI document', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api-v2/ping' })).json()).toEqual({ ok: true });
    const docs = await ctx.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api-v2/usuario/login', '/api-v2/usuario/logged', '/api-v2/parametro/tipo/{types}']),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api-v2/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('Recurso não encontrado.');
  });
});
