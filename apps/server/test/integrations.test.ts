import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integracao, unidade } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const units = await ctx.database.db.select({ id: unidade.id, nome: unidade.nome }).from(unidade);
  const id = (nome: string) => units.find((u) => u.nome === nome)!.id;
  await ctx.database.db.insert(integracao).values([
    {
      unidadeId: id('Matriz'),
      tipo: 'TEST_A',
      descricao: 'A da matriz',
      dados: { TEST: 'a' },
      segredos: { senha: 'x' },
    },
    { unidadeId: id('Matriz'), tipo: 'TEST_B', descricao: 'B desligada', ativo: false },
    { unidadeId: id('Filial'), tipo: 'TEST_A', descricao: 'A da filial', dados: { TEST: 'f' } },
  ]);
});
afterAll(() => ctx.close());

const url = '/api-v2/pedidoIntegracao/allIntegracoesAtivas';

describe('allIntegracoesAtivas', () => {
  it("answers the caller unit's active integrations of the types, dados as JSON text and never the secrets", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${url}?tipos=test_a,TEST_B`,
      headers: await ctx.auth('caixa'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ descricao: string; dados: string }[]>();
    expect(body.map((i) => i.descricao)).toEqual(['A da matriz']);
    expect(JSON.parse(body[0]!.dados)).toEqual({ TEST: 'a' });
    expect(res.body).not.toContain('senha');
    const filial = await ctx.app.inject({
      method: 'GET',
      url: `${url}?tipos=TEST_A`,
      headers: await ctx.auth('caixa_filial'),
    });
    expect(filial.json<{ descricao: string }[]>().map((i) => i.descricao)).toEqual(['A da filial']);
  });

  it('takes repeated tipos and refuses a malformed one with a pt-BR message', async () => {
    const repeated = await ctx.app.inject({
      method: 'GET',
      url: `${url}?tipos=TEST_B&tipos=TEST_A`,
      headers: await ctx.auth('caixa'),
    });
    expect(repeated.json()).toHaveLength(1);
    const bad = await ctx.app.inject({ method: 'GET', url: `${url}?tipos=a;drop`, headers: await ctx.auth('caixa') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toContain('Tipo de integração inválido.');
    expect((await ctx.app.inject({ method: 'GET', url: `${url}?tipos=TEST_A` })).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(integracao).where(eq(integracao.tipo, 'TEST_A'))).toHaveLength(2);
  });
});
