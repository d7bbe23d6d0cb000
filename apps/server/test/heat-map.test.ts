import { MSG } from '@brasa/domain';
import { HEAT_MAP_PATHS, type THeatMapPage, type TPessoaGeocodeResult } from '@brasa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_PLACES } from '../src/db/seed/places';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let matrizId: number;
let filialId: number;
/** Customers of the Matriz: one located, one without a point, one without a number. */
const people: Record<'located' | 'noPoint' | 'incomplete' | 'filial', number> = {
  located: 0,
  noPoint: 0,
  incomplete: 0,
  filial: 0,
};

const call = (as: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx
    .auth(as)
    .then((headers) => ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) }));

const period = 'dataInicial=2026-03-01%2000:00:00&dataFinal=2026-03-31%2000:00:00';

async function insertPerson(unidadeId: number, nome: string, extra: Partial<typeof t.pessoa.$inferInsert>) {
  const [mun] = await ctx.database.db.select().from(t.municipio).where(eq(t.municipio.codigoIbge, '3550308'));
  const [row] = await ctx.database.db
    .insert(t.pessoa)
    .values({
      unidadeId,
      nome,
      tipoCliente: true,
      endereco: DEMO_PLACES.augusta.street,
      numero: DEMO_PLACES.augusta.number,
      bairro: DEMO_PLACES.augusta.neighborhood,
      municipioId: mun!.id,
      ...extra,
    })
    .returning();
  return row!.id;
}

/** `n` delivered sales of a customer on March `day` (local time), one X-Burger of 24.90 + `extra` each. */
async function insertSales(unidadeId: number, pessoaId: number | null, day: number, n: number, situacao = 'ENTREGUE') {
  const rows = Array.from({ length: n }, (_, i) => ({
    unidadeId,
    tipo: 'DELIVERY',
    situacao,
    pessoaClienteId: pessoaId,
    dataPedido: new Date(2026, 2, day, 12, i),
    totalPedidoCents: 2990,
    body: {
      items: [
        { name: 'X-Burger', quantity: 1, price: 24.9 },
        { name: 'Refrigerante', quantity: 2, price: 2.5, discount: 0 },
      ],
      deliveryAddress: { coordinates: { latitude: -23.55, longitude: -46.64 } },
    },
  }));
  await ctx.database.db.insert(t.pedidoIntegracao).values(rows);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const units = await ctx.database.db.select().from(t.unidade);
  matrizId = units.find((u) => u.nome === 'Matriz')!.id;
  filialId = units.find((u) => u.nome === 'Filial')!.id;
  people.located = await insertPerson(matrizId, 'Cliente Localizado', {
    latitude: DEMO_PLACES.augusta.lat,
    longitude: DEMO_PLACES.augusta.lng,
  });
  people.noPoint = await insertPerson(matrizId, 'Cliente Sem Ponto', {});
  people.incomplete = await insertPerson(matrizId, 'Cliente Sem Número', { numero: null });
  people.filial = await insertPerson(filialId, 'Cliente da Filial', {});
  await insertSales(matrizId, people.located, 5, 180);
  await insertSales(matrizId, people.noPoint, 10, 25);
  await insertSales(matrizId, people.incomplete, 31, 3);
  // Not counted: cancelled, without a customer, outside the period, another unit's.
  await insertSales(matrizId, people.located, 6, 4, 'CANCELADO');
  await insertSales(matrizId, null, 6, 5);
  await insertSales(matrizId, people.located, 0, 2); // 28 February
  await ctx.database.db.insert(t.pedidoIntegracao).values({
    unidadeId: matrizId,
    tipo: 'DELIVERY',
    situacao: 'ENTREGUE',
    pessoaClienteId: people.located,
    dataPedido: new Date(2026, 3, 1, 0, 0),
    body: { items: [] },
  });
  await insertSales(filialId, people.filial, 5, 7);
});
afterAll(() => ctx.close());

describe('listCountPedidos', () => {
  it("counts the period's active sales with a customer, the final date's whole day included", async () => {
    const res = await call('admin', 'GET', `${HEAT_MAP_PATHS.count}?${period}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(180 + 25 + 3);
    const oneDay = await call('admin', 'GET', `${HEAT_MAP_PATHS.count}?dataInicial=2026-03-31&dataFinal=2026-03-31`);
    expect(oneDay.json()).toBe(3);
  });

  it('refuses a missing or reversed period with a pt-BR message, never a 500', async () => {
    const missing = await call('admin', 'GET', `${HEAT_MAP_PATHS.count}?dataInicial=2026-03-01%2000:00:00`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toBeTruthy();
    const reversed = await call(
      'admin',
      'GET',
      `${HEAT_MAP_PATHS.count}?dataInicial=2026-03-05%2000:00:00&dataFinal=2026-03-01%2000:00:00`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errorMessage).toBe(MSG.PERIOD_INVALID);
  });

  it('needs ROLE_MAPA_DE_CALOR', async () => {
    expect((await call('caixa', 'GET', `${HEAT_MAP_PATHS.count}?${period}`)).statusCode).toBe(403);
    // The Filial's unit has not contracted the heat map: its user is refused even for its own orders.
    expect((await call('caixa_filial', 'GET', `${HEAT_MAP_PATHS.count}?${period}`)).statusCode).toBe(403);
  });
});

describe('listPedidos', () => {
  it('pages 100 at a time in order, each sale once, with its customer, items and point', async () => {
    const seen: number[] = [];
    let total = -1;
    for (let first = 0; first < 300; first += 100) {
      const res = await call('admin', 'GET', `${HEAT_MAP_PATHS.list}?${period}&first=${first}&max=100`);
      expect(res.statusCode).toBe(200);
      const page = res.json<THeatMapPage>();
      total = page.total;
      expect(page.docs.length).toBe(first === 200 ? 8 : 100);
      seen.push(...page.docs.map((d) => d.id));
    }
    expect(total).toBe(208);
    expect(new Set(seen).size).toBe(208);
    const page = (await call('admin', 'GET', `${HEAT_MAP_PATHS.list}?${period}&first=0&max=1`)).json<THeatMapPage>();
    const [doc] = page.docs;
    expect(doc).toMatchObject({
      totalPedido: 29.9,
      latitude: -23.55,
      longitude: -46.64,
      pessoa: {
        id: people.located,
        nome: 'Cliente Localizado',
        municipio: { nome: 'São Paulo' },
        estado: { sigla: 'SP' },
        latitude: DEMO_PLACES.augusta.lat,
      },
    });
    expect(doc!.itens.map((i) => i.valorTotal)).toEqual([24.9, 5]);
  });

  it('answers the total the client passes without counting again, and caps a page at 100', async () => {
    const res = await call('admin', 'GET', `${HEAT_MAP_PATHS.list}?${period}&first=200&max=100&totalCount=208`);
    expect(res.json<THeatMapPage>().total).toBe(208);
    expect((await call('admin', 'GET', `${HEAT_MAP_PATHS.list}?${period}&first=0&max=101`)).statusCode).toBe(400);
  });

  it("never lists another unit's sales", async () => {
    const all: number[] = [];
    for (let first = 0; first < 208; first += 100) {
      const page = (
        await call('admin', 'GET', `${HEAT_MAP_PATHS.list}?${period}&first=${first}&max=100`)
      ).json<THeatMapPage>();
      all.push(...page.docs.map((d) => d.pessoa.id));
    }
    expect(all).not.toContain(people.filial);
  });
});

describe('pessoa/saveList and geocodificar', () => {
  it("saves the unit's people's coordinates", async () => {
    const res = await call('admin', 'POST', HEAT_MAP_PATHS.saveList, [
      { id: people.noPoint, latitude: -23.5588, longitude: -46.6625 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ atualizados: 1, mensagem: MSG.COORDINATES_UPDATED });
    const [row] = await ctx.database.db.select().from(t.pessoa).where(eq(t.pessoa.id, people.noPoint));
    expect([row!.latitude, row!.longitude]).toEqual([-23.5588, -46.6625]);
  });

  it("refuses a list holding another unit's person and changes nothing", async () => {
    const res = await call('admin', 'POST', HEAT_MAP_PATHS.saveList, [
      { id: people.incomplete, latitude: -23.1, longitude: -46.1 },
      { id: people.filial, latitude: -23.2, longitude: -46.2 },
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe(MSG.PEOPLE_NOT_FOUND);
    const rows = await ctx.database.db
      .select()
      .from(t.pessoa)
      .where(inArray(t.pessoa.id, [people.incomplete, people.filial]));
    expect(rows.every((r) => r.latitude === null)).toBe(true);
    expect(
      (await call('caixa', 'POST', HEAT_MAP_PATHS.saveList, [{ id: people.noPoint, latitude: 1, longitude: 1 }]))
        .statusCode,
    ).toBe(403);
  });

  it('geocodes complete addresses through the provider; an incomplete one is not found; another unit refused', async () => {
    const res = await call('admin', 'POST', HEAT_MAP_PATHS.geocode, { ids: [people.noPoint, people.incomplete] });
    expect(res.statusCode).toBe(200);
    const result = res.json<TPessoaGeocodeResult>();
    // The sandbox answers the demo places exactly.
    expect(result.encontrados).toEqual([
      { id: people.noPoint, latitude: DEMO_PLACES.augusta.lat, longitude: DEMO_PLACES.augusta.lng },
    ]);
    expect(result.naoEncontrados).toEqual([people.incomplete]);
    const other = await call('admin', 'POST', HEAT_MAP_PATHS.geocode, { ids: [people.filial] });
    expect(other.statusCode).toBe(404);
    const [filial] = await ctx.database.db
      .select()
      .from(t.pessoa)
      .where(and(eq(t.pessoa.id, people.filial), eq(t.pessoa.unidadeId, filialId)));
    expect(filial!.latitude).toBeNull();
  });
});
