import { PARAMETER_TYPES } from '@brasa/contracts';
import { UNIT_LINKS, readHttpUrl } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GENERIC_CODES } from '../src/db/seed';
import { GENERIC_CODE_DEFAULTS, PARAMETER_DEFAULTS } from '../src/modules/parameters/defaults';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api-v2/parametro/tipo/{types}', () => {
  it('holds every parameter the spec names, by the types the web app loads', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/parametro/tipo/${PARAMETER_TYPES.join(',')}`,
      headers: await ctx.auth('caixa'),
    });
    expect(res.statusCode).toBe(200);
    const byKey = new Map(res.json<{ chave: string; codigo: string }[]>().map((p) => [p.chave, p.codigo]));
    for (const p of PARAMETER_DEFAULTS) expect(byKey.has(p.chave), p.chave).toBe(true);
    expect(byKey.get('PERCENTUAL_TAXA_SERVICO')).toBe('10');
    expect(byKey.get('COLUNA_AGUARDANDO_RETIRADA_PDV')).toBe('0');
    expect(byKey.get('TIPO_SEQUENCIAL_IDENTIFICADOR')).toBe('S');
    expect(byKey.get('VALIDAR_LIMITE_CREDITO_PESSOA_BRASA')).toBe('S');
    // ids filled by the seed point at real records
    expect(Number(byKey.get('ID_PESSOA_PADRAO_PEDIDO_SAIDA'))).toBeGreaterThan(0);
    expect(Number(byKey.get('ID_CONTAO_VIRTUAL_LANCAMENTO_CREDITO'))).toBeGreaterThan(0);
  });

  it('filters by type', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api-v2/parametro/tipo/NOTA_FISCAL_ELETRONICA',
      headers: await ctx.auth('caixa'),
    });
    expect(res.json()).toEqual([
      expect.objectContaining({ chave: 'MODELOS_DE_DOCUMENTOS_EMITIDOS', tipo: 'NOTA_FISCAL_ELETRONICA' }),
    ]);
  });

  it('answers 400 for an empty list and 401 without a token', async () => {
    const empty = await ctx.app.inject({
      method: 'GET',
      url: '/api-v2/parametro/tipo/,,',
      headers: await ctx.auth('caixa'),
    });
    expect(empty.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api-v2/parametro/tipo/PEDIDO' })).statusCode).toBe(401);
  });
});

describe('GET /api-v2/codigoGenerico/chave/{keys}', () => {
  it('answers chave, codigo and valorString with LIMITE_DESPACHO 20', async () => {
    const keys = GENERIC_CODE_DEFAULTS.map((g) => g.chave);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/codigoGenerico/chave/${keys.join(',')}`,
      headers: await ctx.auth('caixa'),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ chave: string; codigo: string; valorString: string | null }[]>();
    expect(list.map((g) => g.chave).sort()).toEqual([...keys].sort());
    expect(list.find((g) => g.chave === 'LIMITE_DESPACHO')).toEqual({
      chave: 'LIMITE_DESPACHO',
      codigo: '20',
      valorString: 'Limite de pedidos no despacho',
    });
  });

  it('ignores unknown keys', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api-v2/codigoGenerico/chave/NAO_EXISTE',
      headers: await ctx.auth('caixa'),
    });
    expect(res.json()).toEqual([]);
  });
});

describe('the top bar links (doc 3 §2 "Layout")', () => {
  it('are generic codes of the unit, and the demo seeds absolute http(s) addresses for them', async () => {
    const keys = UNIT_LINKS.map((link) => link.chave);
    for (const key of keys) expect(GENERIC_CODE_DEFAULTS.find((g) => g.chave === key)?.codigo, key).toBe('');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/codigoGenerico/chave/${keys.join(',')}`,
      headers: await ctx.auth('caixa'),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ chave: string; codigo: string }[]>();
    expect(list.map((g) => g.chave).sort()).toEqual([...keys].sort());
    for (const code of list) expect(readHttpUrl(code.codigo), code.chave).toBe(DEMO_GENERIC_CODES[code.chave]);
  });
});
