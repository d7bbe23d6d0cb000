import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pessoa, unidade } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function personIdOf(unitName: string, nome: string) {
  const [row] = await ctx.database.db
    .select({ id: pessoa.id })
    .from(pessoa)
    .innerJoin(unidade, eq(unidade.id, pessoa.unidadeId))
    .where(and(eq(unidade.nome, unitName), eq(pessoa.nome, nome)));
  return row!.id;
}

describe('tenancy: every query is scoped to the caller unit', () => {
  it('answers a person of the own unit and 404 for the same id asked by another unit', async () => {
    const id = await personIdOf('Matriz', 'MARIA DA SILVA');
    const own = await ctx.app.inject({ method: 'GET', url: `/api-v2/pessoa/${id}`, headers: await ctx.auth('caixa') });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id, nome: 'MARIA DA SILVA', cpfCnpj: '52998224725' });
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/pessoa/${id}`,
      headers: await ctx.auth('caixa_filial'),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().errorMessage).toBe('Pessoa não encontrada.');
  });

  it('answers each unit its own parameters', async () => {
    const url = '/api-v2/parametro/tipo/SISTEMA_BRASA_PDV_ONLINE';
    const matriz = await ctx.app.inject({ method: 'GET', url, headers: await ctx.auth('caixa') });
    const filial = await ctx.app.inject({ method: 'GET', url, headers: await ctx.auth('caixa_filial') });
    const modelo = (body: { chave: string; codigo: string }[]) =>
      body.find((p) => p.chave === 'MODELO_IDENTIFICADOR_PRINCIPAL')?.codigo;
    expect(modelo(matriz.json())).toBe('COMANDA');
    expect(modelo(filial.json())).toBe('MESA');
  });

  it("does not show another unit's user cash shift", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/service?entity=aberturaTurno&action=get&formato=json&username=caixa',
      headers: await ctx.auth('caixa_filial'),
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 for a malformed id, never 500', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api-v2/pessoa/${id}`,
        headers: await ctx.auth('caixa'),
      });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });
});
