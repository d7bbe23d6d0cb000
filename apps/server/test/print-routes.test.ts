// @module-tag no-sql
import { MSG } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressao, localImpressao } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { createOrder } from './order-factory';

let ctx: TestContext;
let unitUuid: string;
let otherUnitUuid: string;
let orderId: number;
let printId: number;

const get = async (url: string, as: string | null = 'caixa') =>
  ctx.app.inject({ method: 'GET', url, headers: as ? await ctx.auth(as) : {} });

beforeAll(async () => {
  // Delivery off: the rows stay as recorded, the routes are what is tested here.
  ctx = await createTestContext({ print: { delivery: false } });
  const session = await ctx.session('caixa');
  unitUuid = session.unidade.uuid;
  otherUnitUuid = (await ctx.session('caixa_filial')).unidade.uuid;
  await ctx.database.db
    .update(localImpressao)
    .set({ impressoraHost: '10.0.0.50', larguraPapel: 58 })
    .where(and(eq(localImpressao.unidadeId, session.unidade.id), eq(localImpressao.chave, 'CAIXA')));
  const order = await createOrder(ctx, 'caixa', {
    iFoodOrder: {
      customer: { name: 'Ana' },
      deliveryMethod: { mode: 'TAKEOUT' },
      items: [{ name: 'Feijão tropeiro', quantity: 1, price: 32 }],
      payments: [],
    },
  });
  orderId = order.id;
  const headers = await ctx.auth('caixa');
  await ctx.app.inject({
    method: 'POST',
    url: `/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${orderId}`,
    headers,
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${orderId}?localImpressao=BAR`,
    headers,
  });
  const rows = await ctx.database.db
    .select()
    .from(impressao)
    .where(eq(impressao.pedidoId, orderId))
    .orderBy(impressao.id);
  printId = rows[0]!.id;
}, 60_000);
afterAll(() => ctx.close());

describe('print server routes (doc 3 §7, doc 4 §7)', () => {
  it("GET /api/impressao/list/{unitUuid}: the unit's print log, newest first, limited", async () => {
    const res = await get(`/api/impressao/list/${unitUuid}?limit=100`);
    expect(res.statusCode).toBe(200);
    const log = res.json<{ id: number; localImpressao: string; statusImpressao: string; descricao: string }[]>();
    expect(log.map((e) => e.id)).toEqual([...log.map((e) => e.id)].sort((a, b) => b - a));
    expect(log[0]).toMatchObject({ localImpressao: 'BAR', statusImpressao: 'PENDENTE', _id: String(log[0]!.id) });
    expect((await get(`/api/impressao/list/${unitUuid}?limit=1`)).json()).toHaveLength(1);
    expect((await get(`/api/impressao/list/${unitUuid}?limit=abc`)).statusCode).toBe(400);
  });

  it("GET /api/impressao/identificador/PEDIDO_INTEGRACAO_ID_{id}: an order's prints", async () => {
    const res = await get(`/api/impressao/identificador/PEDIDO_INTEGRACAO_ID_${orderId}?uuid=${unitUuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ localImpressao: string }[]>().map((e) => e.localImpressao)).toEqual(['BAR', 'CAIXA']);
    expect((await get(`/api/impressao/identificador/PEDIDO_INTEGRACAO_ID_999999?uuid=${unitUuid}`)).json()).toEqual([]);
  });

  it('GET /api/localImpressao/list/{unitUuid}: the locations with their printers', async () => {
    const res = await get(`/api/localImpressao/list/${unitUuid}`);
    expect(res.statusCode).toBe(200);
    const caixa = res.json<{ chave: string }[]>().find((l) => l.chave === 'CAIXA');
    expect(caixa).toMatchObject({
      descricao: 'Caixa',
      impressora: { host: '10.0.0.50', porta: 9100, larguraPapel: 58, colunas: 32, paginaCodigo: 'cp860', ativa: true },
    });
  });

  it("another unit's uuid is a 404, and knowing it shows nothing", async () => {
    for (const url of [
      `/api/impressao/list/${otherUnitUuid}`,
      `/api/impressao/identificador/PEDIDO_INTEGRACAO_ID_${orderId}?uuid=${otherUnitUuid}`,
      `/api/localImpressao/list/${otherUnitUuid}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorMessage).toBe(MSG.UNIT_NOT_FOUND);
    }
    // The other unit's cashier does not see this unit's print either.
    expect((await get(`/api/impressao/${printId}/visualizar`, 'caixa_filial')).statusCode).toBe(404);
  });

  it('every call needs the bearer token', async () => {
    for (const url of [
      `/api/impressao/list/${unitUuid}`,
      `/api/impressao/identificador/PEDIDO_INTEGRACAO_ID_${orderId}?uuid=${unitUuid}`,
      `/api/localImpressao/list/${unitUuid}`,
      `/api/impressao/${printId}/visualizar`,
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });

  it("'Visualizar' shows the ticket (rendered now while not printed yet) in the location's columns", async () => {
    const res = await get(`/api/impressao/${printId}/visualizar`);
    expect(res.statusCode).toBe(200);
    const view = res.json<{ texto: string; colunas: number }>();
    expect(view.colunas).toBe(32);
    expect(view.texto).toContain('1x Feijão tropeiro');
    expect(view.texto).toContain('Cliente: Ana');
  });

  it("'Visualizar' of a weighed line saved without its unit: the product's kilograms, '0,200 kg'", async () => {
    const headers = await ctx.auth('caixa');
    const products = (
      await ctx.app.inject({ method: 'GET', url: '/api-v2/produtoCardapio/listAllProducts', headers })
    ).json<{ idProduto: number; descricao: string; unidadeMedida: { sigla: string } }[]>();
    const kg = products.find((p) => p.unidadeMedida.sigla === 'KG')!;
    const order = await createOrder(ctx, 'caixa', {
      iFoodOrder: {
        deliveryMethod: { mode: 'TAKEOUT' },
        items: [{ externalCode: kg.idProduto, name: kg.descricao, quantity: 0.2, price: 1 }],
        payments: [],
      },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${order.id}`,
      headers,
    });
    const rows = await ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, order.id));
    const receipt = rows.find((r) => r.origem !== 'NOTIFICACAO')!;
    const texto = (await get(`/api/impressao/${receipt.id}/visualizar`)).json<{ texto: string }>().texto;
    expect(texto).toContain(`0,200 kg ${kg.descricao.split(' ')[0]!}`);
    expect(texto).not.toContain('0,2x');
  });

  it('the online print page: a short-lived link signed for exactly its ids, HTML that calls window.print()', async () => {
    const headers = await ctx.auth('caixa');
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/impressao/online',
      headers,
      payload: { ids: [orderId] },
    });
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(/^\/impressao-online\.html\?ids=\d+&t=/);
    expect(url).not.toContain(headers.authorization.slice(7));
    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
    expect(page.body).toContain('1x Feijão tropeiro');
    expect(page.body).toContain('window.print()');

    const one = await ctx.app.inject({
      method: 'POST',
      url: '/api/impressao/online',
      headers,
      payload: { impressaoId: printId },
    });
    const printPage = await ctx.app.inject({ method: 'GET', url: one.json<{ url: string }>().url });
    expect(printPage.statusCode).toBe(200);
    expect(printPage.body).toContain('Feijão tropeiro');

    // The link opens only what it was signed for; the session token is no link; no token, no page.
    const token = new URL(url, 'http://x').searchParams.get('t')!;
    const otherIds = await ctx.app.inject({ method: 'GET', url: `/impressao-online.html?ids=${orderId},1&t=${token}` });
    expect(otherIds.statusCode).toBe(403);
    expect(otherIds.json().errorMessage).toBe(MSG.PRINT_ONLINE_LINK_INVALID);
    const session = headers.authorization.slice(7);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/impressao-online.html?ids=${orderId}&t=${session}` })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/impressao-online.html?ids=${orderId}` })).statusCode).toBe(
      403,
    );
    // A link token is no session token either.
    const asBearer = await ctx.app.inject({
      method: 'GET',
      url: `/api/impressao/list/${unitUuid}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('the online link of an order of another unit shows nothing', async () => {
    const headers = await ctx.auth('caixa_filial');
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/impressao/online',
      headers,
      payload: { ids: [orderId] },
    });
    const page = await ctx.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(page.statusCode).toBe(404);
    const none = await ctx.app.inject({ method: 'POST', url: '/api/impressao/online', headers, payload: {} });
    expect(none.statusCode).toBe(400);
  });
});
