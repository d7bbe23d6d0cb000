import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { makeOrderInput } from './order-factory';

/** Regressions of the hostile-client run (issue 9 §2): each answered 500 or stored what it should not. */
describe('hostile input regressions', () => {
  let ctx: TestContext;
  let headers: { authorization: string };
  let unitProductId: number;
  let kgProductId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    headers = await ctx.auth('caixa');
    const products = (
      await ctx.app.inject({ method: 'GET', url: '/api-v2/produtoCardapio/listAllProducts', headers })
    ).json<{ idProduto: number; unidadeMedida: { sigla: string }; abrirPassos: boolean }[]>();
    unitProductId = products.find((p) => p.unidadeMedida.sigla === 'UN' && !p.abrirPassos)!.idProduto;
    kgProductId = products.find((p) => p.unidadeMedida.sigla === 'KG')!.idProduto;
  }, 60_000);
  afterAll(async () => ctx?.close());

  const save = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api-v2/pedidoIntegracao', headers, payload: payload as object });
  const saveRaw = (payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api-v2/pedidoIntegracao',
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });
  const withItems = (items: TOrderSaveRequest['iFoodOrder']['items']) =>
    makeOrderInput({ iFoodOrder: { ...makeOrderInput().iFoodOrder, items } });

  it('refuses an item of quantity 0, so no order of total 0 counts as paid', async () => {
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api-v2/pedidoIntegracao/list?pago=true', headers })
    ).json<TOrder[]>().length;
    const res = await save(withItems([{ name: 'X-Burger', quantity: 0, price: 24.9 }]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.ITEM_QUANTITY_MINIMUM);
    const weighed = await save(withItems([{ name: 'Quilo', externalCode: kgProductId, quantity: 0, price: 69.9 }]));
    expect(weighed.statusCode).toBe(422);
    expect(weighed.json().errorMessage).toBe(MSG.INVALID_WEIGHT);
    const negative = await save(withItems([{ name: 'X-Burger', quantity: -1, price: 24.9 }]));
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errorMessage).toBe(MSG.ITEM_QUANTITY_NEGATIVE);
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api-v2/pedidoIntegracao/list?pago=true', headers })
    ).json<TOrder[]>().length;
    expect(after).toBe(before);
  });

  it('takes a unit item from quantity 1 and a weighed (KG) item from any positive quantity (doc 2 §5.2)', async () => {
    const half = await save(withItems([{ name: 'Unidade', externalCode: unitProductId, quantity: 0.5, price: 10 }]));
    expect(half.statusCode).toBe(422);
    expect(half.json().errorMessage).toBe(MSG.ITEM_QUANTITY_MINIMUM);
    const weighed = await save(withItems([{ name: 'Quilo', externalCode: kgProductId, quantity: 0.35, price: 69.9 }]));
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(weighed.json<TOrder>().totalPedido).toBe(24.47);
  });

  it('drops unknown keys of iFoodOrder: they are neither stored nor served back', async () => {
    const input = makeOrderInput();
    const payload = {
      ...input,
      junkTop: 'x'.repeat(1000),
      iFoodOrder: {
        ...input.iFoodOrder,
        junk: 'x'.repeat(100_000),
        items: input.iFoodOrder.items.map((i) => ({ ...i, junkItem: { a: 1 } })),
        customer: { ...input.iFoodOrder.customer, junkCustomer: true },
      },
    };
    const res = await save(payload);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TOrder>();
    const fetched = await ctx.app.inject({ method: 'GET', url: `/api-v2/pedidoIntegracao/${saved.id}`, headers });
    for (const body of [res.body, fetched.body]) {
      expect(body).not.toContain('junk');
      expect(body.length).toBeLessThan(20_000);
    }
  });

  it('answers int4-overflowing ids with 400 or 404, never 500', async () => {
    for (const url of [
      '/api-v2/pedidoIntegracao/2147483648',
      '/api-v2/pedidoIntegracao/99999999999999999999',
      '/api-v2/pessoa/2147483648',
      '/api-v2/pedidoIntegracao/situacao/2147483648/CONFIRMADO',
      '/api-v2/pedidoIntegracao/situacao/multiple/1,2147483648/CONFIRMADO',
    ]) {
      const method = url.includes('situacao') ? 'POST' : 'GET';
      const res = await ctx.app.inject({ method, url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorMessage).toEqual(expect.any(String));
    }
    const top = await ctx.app.inject({ method: 'GET', url: '/api-v2/pedidoIntegracao/2147483647', headers });
    expect(top.statusCode).toBe(404);
    for (const payload of [
      makeOrderInput({ quantidadePessoas: 2 ** 31 }),
      makeOrderInput({ pessoaCliente: { id: 2 ** 31 } }),
      makeOrderInput({ id: 2 ** 31 }),
    ]) {
      expect((await save(payload)).statusCode).toBe(400);
    }
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/log/saveListItens',
      headers,
      payload: [{ pedidoId: 2 ** 31 }],
    });
    expect(deleted.statusCode).toBe(400);
  });

  it('refuses amounts whose cents would overflow the money columns', async () => {
    const item = await save(withItems([{ name: 'Caro', quantity: 99_999, price: 9_999_999 }]));
    expect(item.statusCode).toBe(400);
    expect(item.json().errorMessage).toContain(MSG.ITEM_AMOUNT_TOO_LARGE);
    const order = await save(
      withItems([
        { name: 'Caro 1', quantity: 2, price: 9_000_000 },
        { name: 'Caro 2', quantity: 2, price: 9_000_000 },
      ]),
    );
    expect(order.statusCode).toBe(422);
    expect(order.json().errorMessage).toBe(MSG.ORDER_TOTAL_TOO_LARGE);
  });

  it('refuses NUL bytes, lone surrogates and deep nesting anywhere with a pt-BR 400', async () => {
    const valid = JSON.stringify(makeOrderInput());
    for (const payload of [
      valid.replace('MARIA DA SILVA', 'MARIA\\u0000'),
      valid.replace('MARIA DA SILVA', 'MARIA\\ud800'),
      valid.replace('"X-Burger"', '"\\udfffX"'),
      valid.replace('"payments":[]', `"payments":[],"x":${'['.repeat(5000)}${']'.repeat(5000)}`),
    ]) {
      const res = await saveRaw(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toMatch(/^Dados inválidos/);
    }
    const query = await ctx.app.inject({ method: 'GET', url: '/api-v2/pessoa/list?q=a%00b', headers });
    expect(query.statusCode).toBe(400);
    const path = await ctx.app.inject({ method: 'DELETE', url: '/api-v2/pedidoIntegracao/1/a%00b', headers });
    expect(path.statusCode).toBe(400);
  });

  it("answers Fastify's own refusals with an errorMessage: bad URL, long parameter, size, type, JSON", async () => {
    const cases = [
      { method: 'GET', url: '/api-v2/pedidoIntegracao/%E0%A4%A', status: 400 },
      { method: 'GET', url: `/api-v2/pedidoIntegracao/${'9'.repeat(3000)}`, status: 414 },
      { method: 'GET', url: '/api-v2/nada', status: 404 },
      {
        method: 'POST',
        url: '/api-v2/pessoa',
        payload: JSON.stringify({ nome: 'x'.repeat(200_000) }),
        type: 'application/json',
        status: 413,
      },
      { method: 'POST', url: '/api-v2/pessoa', payload: '<x/>', type: 'application/xml', status: 415 },
      { method: 'POST', url: '/api-v2/pessoa', payload: '{"nome":', type: 'application/json', status: 400 },
    ] as const;
    for (const c of cases) {
      const res = await ctx.app.inject({
        method: c.method,
        url: c.url,
        headers: { ...headers, ...('type' in c ? { 'content-type': c.type } : {}) },
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, c.url).toBe(c.status);
      expect(res.json().errorMessage, c.url).toEqual(expect.any(String));
      expect(res.json().errorMessage).not.toMatch(/[a-z] (is|not|too) /);
    }
  });
});
