import type {
  TCardapioEnxuto,
  TFormaPagamento,
  TGrupoProduto,
  TProduto,
  TProdutoCardapio,
  TStep,
} from '@brasa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grupoProduto, produto } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = async <T>(url: string, as = 'caixa') => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: await ctx.auth(as) });
  return { status: res.statusCode, body: res.json<T>() };
};

describe('menu', () => {
  it('lists active groups with colours, the PDV filter hiding the add-ons group', async () => {
    const all = await get<TGrupoProduto[]>('/service?action=list&entity=grupoProduto');
    const pdv = await get<TGrupoProduto[]>('/service?action=list&entity=grupoProduto&filtroProduto=PDV_ONLINE');
    expect(all.body.map((g) => g.descricao)).toContain('Adicionais');
    expect(pdv.body.map((g) => g.descricao)).not.toContain('Adicionais');
    expect(pdv.body.find((g) => g.descricao === 'Lanches')?.cor).toBe('#E91E63');
    expect((await get('/service?action=list&entity=grupoProduto&filtroProduto=XPTO')).status).toBe(400);
  });

  it('lists menu products with prices in reais and combo steps of level 2 and 3', async () => {
    const { body } = await get<TProdutoCardapio[]>(
      '/service?action=list&entity=produtoCardapio&filtroProduto=PDV_ONLINE',
    );
    expect(body.length).toBeGreaterThanOrEqual(35);
    expect(body.some((p) => p.produto.descricao === 'Mal passado')).toBe(false);
    const xburger = body.find((p) => p.produto.descricao === 'X-Burger')!;
    expect(xburger.produto).toMatchObject({
      valorUnitarioVenda: 24.9,
      codigoBarras: '7890000000017',
      unidadeMedida: { sigla: 'UN' },
    });
    expect(xburger.complementos).toEqual([]);
    const combo = body.find((p) => p.produto.descricao === 'Combo X-Burger')!;
    const level2 = combo.complementos.filter((s) => s.nivel === 2);
    const level3 = combo.complementos.filter((s) => s.nivel === 3);
    expect(level2.map((s) => s.descricao)).toEqual(['Escolha o lanche', 'Escolha a bebida', 'Acompanhamento']);
    expect(level3.map((s) => s.descricao)).toEqual(['Ponto da carne', 'Adicionais']);
    const lanche = level2[0]!.itens.find((i) => i.produto.descricao === 'X-Burger')!;
    expect(level3.every((s) => s.idItemPai === lanche.id && s.idProdutoPai === lanche.produto.idProduto)).toBe(true);
    const meia = body.find((p) => p.produto.descricao === 'Pizza meio a meio')!;
    expect(meia.complementos[0]).toMatchObject({ tipoCalculo: 'FRACAO', minimo: 1, maximo: 2 });
    const dois = body.find((p) => p.produto.descricao === 'Pizza grande 2 sabores')!;
    expect(dois.complementos[0]!.tipoCalculo).toBe('MAIOR_VALOR');
  });

  it('lists payment methods with their accounts', async () => {
    const { body } = await get<TFormaPagamento[]>('/service?action=list&entity=formaPagamento');
    expect(new Set(body.map((f) => f.conta.tipoConta))).toEqual(new Set(['CX', 'CC', 'CD', 'PX', 'PD', 'CL', 'OT']));
    expect(body.find((f) => f.codigo === 'CL')).toMatchObject({
      pessoaRequerida: true,
      intervalo: 30,
      conta: { pendente: true },
    });
  });

  it('searches products by name, barcode and id, with max', async () => {
    const byName = await get<TProduto[]>('/api-v2/produto/list?q=pizza&max=3');
    expect(byName.body).toHaveLength(3);
    expect(byName.body.every((p) => p.descricao.toLowerCase().includes('pizza'))).toBe(true);
    const byCode = await get<TProduto[]>('/api-v2/produto/list?q=7894900011517');
    expect(byCode.body.map((p) => p.descricao)).toEqual(['Refrigerante lata 350ml']);
    const noSteps = await get<TProduto[]>('/api-v2/produto/listWithoutStep?q=combo');
    expect(noSteps.body).toEqual([]);
    expect((await get('/api-v2/produto/list?max=1000')).status).toBe(400);
  });

  it('ranks the search: exact code or barcode, then name prefix, then a word prefix, then contains', async () => {
    const unidadeId = (await ctx.session('caixa')).unidade.id;
    const names = ['Esquibx de queijos', 'Pizza quibx', 'Quibx inteira', 'Esfiha de quibx', 'Quibx fatiada'];
    await ctx.database.db
      .insert(produto)
      .values([
        ...names.map((descricao) => ({ unidadeId, descricao })),
        { unidadeId, descricao: 'Zeta', codigoBarras: 'quibx' },
        { unidadeId, descricao: 'Quibx antigo', ativo: false },
      ]);
    const search = async (q: string, max = 20) =>
      (await get<TProduto[]>(`/api-v2/produto/list?q=${encodeURIComponent(q)}&max=${max}`)).body.map(
        (p) => p.descricao,
      );
    expect(await search('quibx')).toEqual([
      'Zeta',
      'Quibx fatiada',
      'Quibx inteira',
      'Esfiha de quibx',
      'Pizza quibx',
      'Esquibx de queijos',
    ]);
    expect(await search('QUIB')).toEqual([
      'Quibx fatiada',
      'Quibx inteira',
      'Esfiha de quibx',
      'Pizza quibx',
      'Esquibx de queijos',
    ]);
    expect(await search('quibx', 4)).toEqual(['Zeta', 'Quibx fatiada', 'Quibx inteira', 'Esfiha de quibx']);
    // Words in a row, the last one a prefix; a word inside another word is only a 'contains' match.
    expect(await search('de quib')).toEqual(['Esfiha de quibx']);
    expect(await search('qu')).toContain('Pizza quibx');
    expect(await search('ibx')).toEqual(
      ['Esquibx de queijos', 'Esfiha de quibx', 'Pizza quibx', 'Quibx fatiada', 'Quibx inteira'].sort((a, b) =>
        a.localeCompare(b, 'pt-BR'),
      ),
    );
    expect(await search("quibx' | '")).toEqual([]);
    // A renamed product is found by its new words only; a deleted one is gone.
    await ctx.database.db
      .update(produto)
      .set({ descricao: 'Torta de morango' })
      .where(eq(produto.descricao, 'Pizza quibx'));
    expect(await search('quibx', 3)).toEqual(['Zeta', 'Quibx fatiada', 'Quibx inteira']);
    expect(await search('morang')).toContain('Torta de morango');
    expect(await search('quibx')).not.toContain('Torta de morango');
    expect(await search('%%')).toEqual([]);
  });

  it('lists delivery-fee products sorted by description, KG products and all products', async () => {
    const fees = await get<{ descricao: string; valorUnitarioVenda: number }[]>(
      '/api-v2/produtoCardapio/listDeliveryFee',
    );
    expect(fees.body.map((f) => f.descricao)).toEqual([
      'Taxa de entrega - Bairros próximos',
      'Taxa de entrega - Centro',
      'Taxa de entrega - Região distante',
    ]);
    const kg = await get<TProduto[]>('/api-v2/produtoCardapio/listByUnidadeMedida?siglaUnidadeMedida=KG');
    expect(kg.body.every((p) => p.unidadeMedida.sigla === 'KG')).toBe(true);
    expect(kg.body.length).toBe(3);
    const all = await get<TProduto[]>('/api-v2/produtoCardapio/listAllProducts');
    expect(all.body.some((p) => p.tipoProduto === 'S')).toBe(true);
  });

  it('is scoped to the unit and needs an order role', async () => {
    expect((await get('/api-v2/produto/list?q=pizza', 'entregador_1')).status).toBe(403);
    expect((await get('/service?action=list&entity=produtoCardapio', 'entregador_1')).status).toBe(403);
    const filial = await get<TProduto[]>('/api-v2/produto/list?q=X-Burger', 'caixa_filial');
    const matriz = await get<TProduto[]>('/api-v2/produto/list?q=X-Burger');
    expect(filial.body[0]!.idProduto).not.toBe(matriz.body[0]!.idProduto);
  });
});

describe('lean menu of the order dialog', () => {
  const FULL = '/service?action=list&entity=produtoCardapio&filtroProduto=PDV_ONLINE';
  const LEAN = '/api-v2/produtoCardapio/enxuto?filtroProduto=PDV_ONLINE';

  it('lists the same products as the full list, by column, with what a new line needs', async () => {
    const full = await get<TProdutoCardapio[]>(FULL);
    const res = await ctx.app.inject({ method: 'GET', url: LEAN, headers: await ctx.auth('caixa') });
    expect(res.statusCode).toBe(200);
    const lean = res.json<TCardapioEnxuto>();
    expect(lean.id).toEqual(full.body.map((p) => p.produto.idProduto));
    for (const column of [
      lean.descricao,
      lean.valorUnitarioVenda,
      lean.grupo,
      lean.codigoBarras,
      lean.unidadeMedida,
      lean.tipoNotificacao,
    ]) {
      expect(column).toHaveLength(lean.id.length);
    }
    const at = (name: string) => lean.descricao.indexOf(name);
    const xburger = full.body.find((p) => p.produto.descricao === 'X-Burger')!.produto;
    expect(lean.valorUnitarioVenda[at('X-Burger')]).toBe(24.9);
    expect(lean.codigoBarras[at('X-Burger')]).toBe('7890000000017');
    expect(lean.grupo[at('X-Burger')]).toBe(xburger.grupoProduto!.id);
    expect(lean.tipoNotificacao[at('X-Burger')]).toBe(xburger.tipoNotificacao);
    expect(lean.unidadeMedida.filter((sigla) => sigla === 'KG').length).toBeGreaterThan(0);
    const combos = full.body.filter((p) => p.produto.abrirPassos).map((p) => p.produto.idProduto);
    expect(lean.combos).toEqual(combos);
    expect(lean.semTaxaServico).toEqual(
      full.body.filter((p) => !p.produto.cobrarTaxaServico).map((p) => p.produto.idProduto),
    );
    for (const { produto } of full.body) {
      expect(lean.observacaoAutomatica[produto.idProduto]).toBe(produto.observacaoAutomatica ?? undefined);
      expect(lean.observacoesMobile[produto.idProduto]).toBe(produto.observacoesMobile ?? undefined);
    }
    expect(res.body.length).toBeLessThan(JSON.stringify(full.body).length / 3);
  });

  it('answers an ETag and 304 without a body while the menu is unchanged', async () => {
    const headers = await ctx.auth('caixa');
    const first = await ctx.app.inject({ method: 'GET', url: LEAN, headers });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await ctx.app.inject({ method: 'GET', url: LEAN, headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another unit's menu is another answer (its ids differ), even with this tag.
    const filial = await ctx.app.inject({
      method: 'GET',
      url: LEAN,
      headers: { ...(await ctx.auth('caixa_filial')), 'if-none-match': etag },
    });
    expect(filial.statusCode).toBe(200);
    expect((await get('/api-v2/produtoCardapio/enxuto?filtroProduto=XPTO')).status).toBe(400);
  });

  it('is kept between requests and rebuilt by the next request after any product or group change', async () => {
    const headers = await ctx.auth('caixa');
    const read = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: LEAN, headers });
      return { etag: res.headers.etag as string, menu: res.json<TCardapioEnxuto>() };
    };
    const before = await read();
    expect((await read()).etag).toBe(before.etag);
    const id = before.menu.id[before.menu.descricao.indexOf('X-Burger')]!;
    // A rolled-back change raises nothing.
    await ctx.database.db
      .transaction(async (tx) => {
        await tx.update(produto).set({ descricao: 'X-Burger Rascunho' }).where(eq(produto.id, id));
        throw new Error('desfazer');
      })
      .catch(() => undefined);
    expect((await read()).etag).toBe(before.etag);
    await ctx.database.db.update(produto).set({ descricao: 'X-Burger Duplo' }).where(eq(produto.id, id));
    const renamed = await read();
    expect(renamed.etag).not.toBe(before.etag);
    expect(renamed.menu.descricao).toContain('X-Burger Duplo');
    // A group hidden from the PDV takes its products out of the menu at once.
    const group = renamed.menu.grupo[renamed.menu.id.indexOf(id)]!;
    await ctx.database.db.update(grupoProduto).set({ ativo: false }).where(eq(grupoProduto.id, group));
    expect((await read()).menu.id).not.toContain(id);
    await ctx.database.db.update(grupoProduto).set({ ativo: true }).where(eq(grupoProduto.id, group));
    await ctx.database.db.update(produto).set({ descricao: 'X-Burger' }).where(eq(produto.id, id));
    expect((await read()).menu.descricao).toContain('X-Burger');
  });

  it("answers a combo's level 2 and 3 steps as the full list does, and nothing of another unit", async () => {
    const full = await get<TProdutoCardapio[]>(FULL);
    const combo = full.body.find((p) => p.produto.descricao === 'Combo X-Burger')!;
    const steps = await get<TStep[]>(`/api-v2/produtoCardapio/${combo.id}/complementos`);
    expect(steps.status).toBe(200);
    expect(steps.body).toEqual(combo.complementos);
    expect(steps.body.map((s) => s.nivel)).toEqual(expect.arrayContaining([2, 3]));
    const xburger = full.body.find((p) => p.produto.descricao === 'X-Burger')!;
    expect((await get(`/api-v2/produtoCardapio/${xburger.id}/complementos`)).body).toEqual([]);

    const other = await get(`/api-v2/produtoCardapio/${combo.id}/complementos`, 'caixa_filial');
    expect(other.status).toBe(404);
    expect((await get('/api-v2/produtoCardapio/999999/complementos')).status).toBe(404);
    expect((await get('/api-v2/produtoCardapio/abc/complementos')).status).toBe(400);
    expect((await get(LEAN, 'entregador_1')).status).toBe(403);
    expect((await get(`/api-v2/produtoCardapio/${combo.id}/complementos`, 'entregador_1')).status).toBe(403);
  });
});

describe('tabs and tables', () => {
  it('lists the unit identifiers by type in numeric order, with the blocked ones marked', async () => {
    const mesas = await get<{ identificador: string; status: string; tipo: string }[]>(
      '/api-v2/identificador/tipo/MESA',
    );
    expect(mesas.body.map((m) => m.identificador).slice(0, 11)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
    expect(mesas.body.find((m) => m.identificador === '13')?.status).toBe('BLOQUEADO');
    const both = await get<{ tipo: string }[]>('/api-v2/identificador/tipo/COMANDA,MESA');
    expect(new Set(both.body.map((b) => b.tipo))).toEqual(new Set(['COMANDA', 'MESA']));
    expect((await get('/api-v2/identificador/tipo/XPTO')).status).toBe(400);
    expect((await get('/api-v2/identificador/tipo/MESA', 'entregador_1')).status).toBe(403);
  });
});
