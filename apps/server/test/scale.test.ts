// @module-tag no-sql
import {
  SCALE_PATHS,
  type TOrder,
  type TScaleOrderResult,
  type TScaleProduct,
  type TScaleReading,
} from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import { createScaleAgentClient } from '../src/providers/scale';
import { startScaleAgent } from '../src/providers/scale/agent';
import { sharedSandboxServer } from '../src/sandbox';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let quilo: TScaleProduct;
let sandboxUrl: string;

const call = (as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) =>
  ctx.auth(as).then((headers) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload === undefined ? {} : { payload }),
    }),
  );

/** The sandbox scale's controls (providers/scale/sandbox.ts). */
async function scale(control: Record<string, unknown>) {
  const res = await fetch(`${sandboxUrl}/sandbox/balanca/sandbox/controle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(control),
  });
  expect(res.status).toBe(200);
}

async function readingBecomes(check: (r: TScaleReading) => boolean) {
  return vi.waitFor(
    async () => {
      const r = (await call('balanca', 'GET', SCALE_PATHS.reading)).json<TScaleReading>();
      if (!check(r)) throw new Error(`leitura ${JSON.stringify(r)}`);
      return r;
    },
    { timeout: 5000, interval: 100 },
  );
}

/** A kiosk sale of what lies on the (sandbox) scale: the server charges its own reading, so the plate goes on first. */
async function sell(body: Record<string, unknown>, key?: string) {
  if (typeof body.peso === 'number' && body.peso > 0) await scale({ peso: body.peso, instavel: false, erro: null });
  return call('balanca', 'POST', SCALE_PATHS.order, body, key);
}

beforeAll(async () => {
  ctx = await createTestContext();
  sandboxUrl = (await sharedSandboxServer()).url;
  const products = (await call('balanca', 'GET', SCALE_PATHS.products)).json<TScaleProduct[]>();
  quilo = products.find((p) => p.descricao === 'Comida por quilo')!;
});
afterAll(async () => {
  await fetch(`${sandboxUrl}/sandbox/balanca/sandbox/reiniciar`, { method: 'POST' });
  await ctx?.close();
});

describe('scale readings (doc 3 §8, §9; doc 2 §8)', () => {
  it('serves the sandbox scale weight, stable, in kilos with 3 decimals', async () => {
    await scale({ peso: 0.4567, instavel: false, erro: null });
    const r = await readingBecomes((x) => x.peso === 0.457);
    expect(r).toMatchObject({ peso: 0.457, estavel: true, codigo: null, mensagem: null });
    await scale({ instavel: true });
    await readingBecomes((x) => !x.estavel);
  });

  it('stores read errors 10, 20 and 25 as the current reading with weight 0 and their message', async () => {
    await scale({ peso: 0.5, instavel: false });
    for (const [codigo, mensagem] of [
      [10, MSG.SCALE_READER_NOT_OPEN],
      [20, MSG.SCALE_REQUEST_FILE_NOT_CREATED],
      [25, MSG.SCALE_FILE_DELETE_FAILED],
    ] as const) {
      await scale({ erro: codigo });
      const r = await readingBecomes((x) => x.codigo === codigo);
      expect(r).toMatchObject({ peso: 0, estavel: false, codigo, mensagem });
    }
    await scale({ erro: null });
    await readingBecomes((x) => x.codigo === null && x.peso === 0.5);
  });

  it('answers random errors when asked (fake weight test mode)', async () => {
    await scale({ errosAleatorios: 1 });
    const r = await readingBecomes((x) => x.codigo !== null);
    expect([10, 20, 25]).toContain(r.codigo);
    expect(r.peso).toBe(0);
    await scale({ errosAleatorios: 0 });
  });

  it('reads an agent that does not answer as code 10', async () => {
    const r = await createScaleAgentClient('http://127.0.0.1:9', { timeoutMs: 500 }).read();
    expect(r).toEqual({ peso: 0, estavel: false, codigo: 10, mensagem: MSG.SCALE_READER_NOT_OPEN });
  });

  it('the real agent asks the serial scale (ENQ), serves its frames and goes to code 10 when it falls silent', async () => {
    const toScale = new PassThrough();
    const fromScale = new PassThrough();
    let answer: string | null = '\x0201250\x03';
    toScale.on('data', (d: Buffer) => {
      if (!d.includes(0x05) || !answer) return;
      // The frame arrives in two pieces, as a serial line may deliver it.
      fromScale.write(answer.slice(0, 3));
      fromScale.write(answer.slice(3));
    });
    const agent = await startScaleAgent({
      serial: { readable: fromScale, writable: toScale, close: () => undefined },
      pollMs: 20,
      silentPolls: 3,
    });
    try {
      const client = createScaleAgentClient(agent.url);
      await vi.waitFor(async () => expect((await client.read()).peso).toBe(1.25));
      answer = '\x02IIIII\x03';
      await vi.waitFor(async () =>
        expect(await client.read()).toMatchObject({ peso: 0, estavel: false, codigo: null }),
      );
      answer = null;
      await vi.waitFor(async () => expect((await client.read()).codigo).toBe(10));
    } finally {
      await agent.close();
    }
  });
});

describe('the kiosk sale (doc 3 §9)', () => {
  it('lists the KG products with the free associated product, and the demo terminal settings', async () => {
    expect(quilo).toMatchObject({
      valorUnitarioVenda: 69.9,
      unidadeMedida: { sigla: 'KG' },
      produtoLivreAssociado: { descricao: 'Buffet livre', valorUnitarioVenda: 59.9 },
    });
    const settings = (await call('balanca', 'GET', `${SCALE_PATHS.settings}?terminal=PADRAO`)).json();
    expect(settings).toMatchObject({ produtosKGSelecionados: [quilo.idProduto], atalhos: { F1: quilo.idProduto } });
  });

  it("saves the weighed plate as a COMANDA with complement 'BALANÇA', NAO_NOTIFICAR, printed; the tab shows it", async () => {
    const res = await sell({ terminal: 'PADRAO', idProduto: quilo.idProduto, peso: 0.5, identificador: '7' }, 'k-1');
    expect(res.statusCode).toBe(200);
    const sale = res.json<TScaleOrderResult>();
    expect(sale).toMatchObject({
      identificador: '7',
      quantidade: 0.5,
      total: 34.95,
      livreAssociado: false,
      impresso: true,
    });

    const list = await call(
      'caixa',
      'GET',
      '/api-v2/pedidoIntegracao/listByTipo?tipo=COMANDA&pago=NAO&cancelado=false',
    );
    const order = list.json<TOrder[]>().find((o) => o.id === sale.idPedido)!;
    expect(order).toMatchObject({ tipo: 'COMANDA', identificadorPrincipal: '7', complementoIdentificador: 'BALANÇA' });
    expect(order.iFoodOrder.items).toHaveLength(1);
    expect(order.iFoodOrder.items[0]).toMatchObject({
      name: 'Comida por quilo',
      quantity: 0.5,
      status: 'NAO_NOTIFICAR',
    });
    const jobs = await ctx.database.db
      .select()
      .from(t.impressao)
      .where(and(eq(t.impressao.pedidoId, sale.idPedido), eq(t.impressao.origem, 'BALANCA')));
    expect(jobs).toHaveLength(1);

    // A retry with the same key answers the same sale; the key on another sale is refused.
    const again = await sell({ terminal: 'PADRAO', idProduto: quilo.idProduto, peso: 0.5, identificador: '7' }, 'k-1');
    expect(again.json<TScaleOrderResult>().idPedido).toBe(sale.idPedido);
    const other = await sell({ terminal: 'PADRAO', idProduto: quilo.idProduto, peso: 0.6, identificador: '7' }, 'k-1');
    expect(other.statusCode).toBe(409);
  });

  it("charges the scale's own reading: another weight or an unstable scale is refused and saves nothing", async () => {
    const orders = async () =>
      (await ctx.database.db.select({ id: t.pedidoIntegracao.id }).from(t.pedidoIntegracao)).length;
    const before = await orders();
    const body = { terminal: 'PADRAO', idProduto: quilo.idProduto, peso: 0.7, identificador: '7' };
    await scale({ peso: 0.5, instavel: false, erro: null });
    const heavier = await call('balanca', 'POST', SCALE_PATHS.order, body);
    expect(heavier.statusCode).toBe(422);
    expect(heavier.json().errorMessage).toBe(MSG.SCALE_WEIGHT_CHANGED);
    await scale({ peso: 0.7, instavel: true, erro: null });
    const unstable = await call('balanca', 'POST', SCALE_PATHS.order, body);
    expect(unstable.json().errorMessage).toBe(MSG.SCALE_WEIGHT_CHANGED);
    expect(await orders()).toBe(before);

    // Once sold, the plate leaves the scale: a retry of the same sale still answers it.
    const sold = await sell(body, 'k-weight');
    expect(sold.json<TScaleOrderResult>()).toMatchObject({ quantidade: 0.7 });
    await scale({ peso: 0, instavel: false, erro: null });
    const retry = await call('balanca', 'POST', SCALE_PATHS.order, body, 'k-weight');
    expect(retry.json<TScaleOrderResult>().idPedido).toBe(sold.json<TScaleOrderResult>().idPedido);
  });

  it('charges the free associated product, quantity 1, when cheaper than the plate', async () => {
    const res = await sell({ terminal: 'PADRAO', idProduto: quilo.idProduto, peso: 1.2, identificador: '8' });
    expect(res.json()).toMatchObject({ descricao: 'Buffet livre', quantidade: 1, total: 59.9, livreAssociado: true });
  });

  it("generates the tab number 'S|min|max' per terminal, wrapping to the minimum", async () => {
    const put = await call('balanca', 'PUT', SCALE_PATHS.settings, {
      terminal: 'QUIOSQUE-2',
      produtosKGSelecionados: [quilo.idProduto],
      atalhos: { F1: quilo.idProduto },
      geracaoIdentificador: 'S|40|41',
      imprimirAoCriar: false,
    });
    expect(put.statusCode).toBe(200);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await sell({ terminal: 'QUIOSQUE-2', idProduto: quilo.idProduto, peso: 0.3 });
      expect(res.statusCode).toBe(200);
      expect(res.json<TScaleOrderResult>().impresso).toBe(false);
      numbers.push(res.json<TScaleOrderResult>().identificador);
    }
    expect(numbers).toEqual(['40', '41', '40']);
  });

  it('refuses a missing or blocked tab, a bad weight and a bad generation with pt-BR messages', async () => {
    const noTab = await sell({ terminal: 'PADRAO', idProduto: quilo.idProduto, peso: 0.3 });
    expect(noTab.statusCode).toBe(422);
    expect(noTab.json().errorMessage).toBe(MSG.SCALE_TAB_REQUIRED);
    const blocked = await sell({ terminal: 'PADRAO', idProduto: quilo.idProduto, peso: 0.3, identificador: '50' });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errorMessage).toBe(MSG.SCALE_TAB_NOT_FOUND);
    const zero = await sell({ terminal: 'PADRAO', idProduto: quilo.idProduto, peso: 0, identificador: '7' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errorMessage).toContain(MSG.SCALE_WEIGHT_REQUIRED);
    const badGeneration = await call('balanca', 'PUT', SCALE_PATHS.settings, {
      terminal: 'X',
      produtosKGSelecionados: [],
      geracaoIdentificador: 'X|1|2',
    });
    expect(badGeneration.statusCode).toBe(400);
    const reversed = await call('balanca', 'PUT', SCALE_PATHS.settings, {
      terminal: 'X',
      produtosKGSelecionados: [],
      geracaoIdentificador: 'S|9|1',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errorMessage).toBe(MSG.SCALE_IDENTIFIER_GENERATION_INVALID);
  });

  it('refuses a product that is not by weight, or not selected on the terminal', async () => {
    const [burger] = await ctx.database.db.select().from(t.produto).where(eq(t.produto.descricao, 'X-Burger')).limit(1);
    const un = await sell({ terminal: 'PADRAO', idProduto: burger!.id, peso: 0.3, identificador: '7' });
    expect(un.statusCode).toBe(422);
    expect(un.json().errorMessage).toBe(MSG.SCALE_PRODUCT_NOT_KG);
    const products = (await call('balanca', 'GET', SCALE_PATHS.products)).json<TScaleProduct[]>();
    const picanha = products.find((p) => p.descricao.startsWith('Picanha'))!;
    const notSelected = await sell({ terminal: 'PADRAO', idProduto: picanha.idProduto, peso: 0.3, identificador: '7' });
    expect(notSelected.statusCode).toBe(422);
    expect(notSelected.json().errorMessage).toBe(MSG.SCALE_PRODUCT_NOT_SELECTED);
  });
});

describe('roles and tenancy (doc 3 §6)', () => {
  it('refuses the scale calls without ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE', async () => {
    for (const [method, url] of [
      ['GET', SCALE_PATHS.reading],
      ['GET', SCALE_PATHS.products],
      ['GET', `${SCALE_PATHS.settings}?terminal=PADRAO`],
    ] as const) {
      expect((await call('garcom', method, url)).statusCode).toBe(403);
    }
    const res = await call('garcom', 'POST', SCALE_PATHS.order, {
      terminal: 'PADRAO',
      idProduto: quilo.idProduto,
      peso: 0.3,
      identificador: '7',
    });
    expect(res.statusCode).toBe(403);
  });

  it("answers another unit's product as 404", async () => {
    const filial = await ctx.session('caixa_filial');
    const [other] = await ctx.database.db
      .select()
      .from(t.produto)
      .where(and(eq(t.produto.unidadeId, filial.unidade.id), eq(t.produto.descricao, 'Comida por quilo')));
    const res = await sell({ terminal: 'PADRAO', idProduto: other!.id, peso: 0.3, identificador: '7' });
    expect(res.statusCode).toBe(404);
    const put = await call('balanca', 'PUT', SCALE_PATHS.settings, {
      terminal: 'PADRAO',
      produtosKGSelecionados: [other!.id],
    });
    expect(put.statusCode).toBe(404);
  });
});
