// @module-tag no-sql
import { MSG } from '@brasa/domain';
import { ROUTING_PATHS, type TGeocodeResult, type TMapConfig, type TOrder, type TRoutePlan } from '@brasa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_PLACES, type DemoPlaceKey } from '../src/db/seed/places';
import { createProviders } from '../src/providers';
import { createGoogleGeocodingClient, type GeocodingProvider } from '../src/providers/geocoding';
import { sharedSandboxServer } from '../src/sandbox';
import { createTestContext, type TestContext } from './helpers';
import { createOrder } from './order-factory';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Address = { streetName: string; streetNumber: string; neighborhood: string; city: string };

const placeAddress = (key: DemoPlaceKey, withPoint = true) => {
  const p = DEMO_PLACES[key];
  return {
    streetName: p.street,
    streetNumber: p.number,
    neighborhood: p.neighborhood,
    city: p.city,
    ...(withPoint ? { coordinates: { latitude: p.lat, longitude: p.lng } } : {}),
  };
};

async function delivery(
  c: TestContext,
  address: Address & { coordinates?: { latitude: number; longitude: number } },
  as = 'caixa',
) {
  return createOrder(c, as, {
    tipo: 'DELIVERY',
    iFoodOrder: {
      customer: { name: 'CLIENTE ROTA', phone: '11900000000' },
      deliveryMethod: { mode: 'DELIVERY' },
      deliveryAddress: address,
      items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
      payments: [],
    },
  });
}

const call = (c: TestContext, as: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  c.auth(as).then((headers) => c.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) }));

async function orderById(c: TestContext, id: number) {
  const res = await call(c, 'caixa', 'GET', `/api-v2/pedidoIntegracao/${id}`);
  return res.json<TOrder>();
}

describe('GET mapa', () => {
  it('answers the sandbox grid tiles, the unit point and no missing key; the tile is a real PNG', async () => {
    const res = await call(ctx, 'despacho', 'GET', ROUTING_PATHS.mapa);
    expect(res.statusCode).toBe(200);
    const config = res.json<TMapConfig>();
    expect(config.empresa).toEqual({ lat: DEMO_PLACES.matriz.lat, lng: DEMO_PLACES.matriz.lng });
    expect(config.chaveAusente).toBe(false);
    expect(config.tileUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/tiles\/\{z\}\/\{x\}\/\{y\}\.png$/);
    const tile = await fetch(config.tileUrl.replace('{z}', '13').replace('{x}', '3035').replace('{y}', '4647'));
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await tile.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(256);
    expect((await fetch(config.tileUrl.replace('{z}', '1').replace('{x}', '2').replace('{y}', '0'))).status).toBe(404);
    // Another unit sees its own point.
    const filial = (await call(ctx, 'caixa_filial', 'GET', ROUTING_PATHS.mapa)).json<TMapConfig>();
    expect(filial.empresa).toEqual({ lat: DEMO_PLACES.filial.lat, lng: DEMO_PLACES.filial.lng });
  });

  it('lists the maps integration (GM) with browser-safe dados only', async () => {
    const res = await call(ctx, 'despacho', 'GET', '/api-v2/pedidoIntegracao/allIntegracoesAtivas?tipos=GM');
    const [gm] = res.json<{ tipo: string; dados: string }[]>();
    expect(gm?.tipo).toBe('GM');
    expect(JSON.parse(gm!.dados)).toMatchObject({ provedor: 'OPENSTREETMAP' });
    const filial = await call(ctx, 'caixa_filial', 'GET', '/api-v2/pedidoIntegracao/allIntegracoesAtivas?tipos=GM');
    expect(filial.json()).toEqual([]);
  });
});

describe('POST planejar', () => {
  it('orders the stops to drive less than the given order, with growing ETAs and a line from the shop', async () => {
    const keys: DemoPlaceKey[] = ['vilaMadalena', 'bela', 'pinheiros', 'liberdade', 'haddock'];
    const orders = [];
    for (const key of keys) orders.push(await delivery(ctx, placeAddress(key)));
    const ids = orders.map((o) => o.id);
    const res = await call(ctx, 'despacho', 'POST', ROUTING_PATHS.planejar, { pedidoIds: ids });
    expect(res.statusCode).toBe(200);
    const plan = res.json<TRoutePlan>();
    expect(plan.semCoordenadas).toEqual([]);
    expect(plan.paradas.map((p) => p.pedidoId).sort()).toEqual([...ids].sort());
    expect(plan.duracaoSegundos).toBeLessThan(plan.duracaoOrdemInformadaSegundos);
    for (let i = 1; i < plan.paradas.length; i++) {
      expect(plan.paradas[i]!.chegadaSegundos).toBeGreaterThan(plan.paradas[i - 1]!.chegadaSegundos);
      expect(plan.paradas[i]!.distanciaMetros).toBeGreaterThan(plan.paradas[i - 1]!.distanciaMetros);
    }
    expect(plan.paradas.at(-1)!.chegadaSegundos).toBe(plan.duracaoSegundos);
    expect(plan.geometria[0]).toEqual([DEMO_PLACES.matriz.lat, DEMO_PLACES.matriz.lng]);
    const last = plan.paradas.at(-1)!.posicao;
    expect(plan.geometria.at(-1)).toEqual([last.lat, last.lng]);
    // 25 km/h over straight lines × 1.3: the first stop's ETA follows from its distance.
    const first = plan.paradas[0]!;
    expect(first.chegadaSegundos).toBeCloseTo(first.distanciaMetros / (25_000 / 3600), -1);

    const asGiven = (
      await call(ctx, 'despacho', 'POST', ROUTING_PATHS.planejar, { pedidoIds: ids, otimizar: false })
    ).json<TRoutePlan>();
    expect(asGiven.paradas.map((p) => p.pedidoId)).toEqual(ids);
    expect(asGiven.duracaoSegundos).toBeCloseTo(asGiven.duracaoOrdemInformadaSegundos, -1);
  });

  it("leaves out orders without coordinates and uses the customer's point when the order goes to the customer", async () => {
    const located = await delivery(ctx, placeAddress('frei'));
    const lost = await delivery(ctx, { ...placeAddress('brigadeiro', false), streetName: 'Rua Inexistente' });
    // completeOrderInput's customer is MARIA DA SILVA, registered at Rua Augusta 1500 with coordinates.
    const atCustomer = await delivery(ctx, placeAddress('augusta', false));
    // A counter order of the same customer has no delivery address: not a stop.
    const counter = await createOrder(ctx, 'caixa', { pessoaCliente: atCustomer.pessoaCliente! });
    const plan = (
      await call(ctx, 'caixa', 'POST', ROUTING_PATHS.planejar, {
        pedidoIds: [located.id, lost.id, atCustomer.id, counter.id],
      })
    ).json<TRoutePlan>();
    expect(plan.semCoordenadas).toEqual([lost.id, counter.id]);
    expect(plan.paradas.find((p) => p.pedidoId === atCustomer.id)!.posicao).toEqual({
      lat: DEMO_PLACES.augusta.lat,
      lng: DEMO_PLACES.augusta.lng,
    });
    const none = (
      await call(ctx, 'despacho', 'POST', ROUTING_PATHS.planejar, { pedidoIds: [lost.id] })
    ).json<TRoutePlan>();
    expect(none).toMatchObject({ paradas: [], geometria: [], semCoordenadas: [lost.id], duracaoSegundos: 0 });
  });

  it("answers another unit's order as not found, refuses bad input and a unit without coordinates", async () => {
    const mine = await delivery(ctx, placeAddress('santos'));
    const theirs = await call(ctx, 'caixa_filial', 'POST', ROUTING_PATHS.planejar, { pedidoIds: [mine.id] });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorMessage).toBe(MSG.ORDER_NOT_FOUND);
    for (const body of [
      { pedidoIds: [] },
      { pedidoIds: Array.from({ length: 31 }, (_, i) => i + 1) },
      { pedidoIds: ['1'] },
      { pedidoIds: [mine.id], otimizar: 'sim' },
      {},
    ]) {
      const res = await call(ctx, 'despacho', 'POST', ROUTING_PATHS.planejar, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorMessage).toEqual(expect.any(String));
    }
    expect((await call(ctx, 'garcom', 'POST', ROUTING_PATHS.planejar, { pedidoIds: [mine.id] })).statusCode).toBe(403);

    const c = await createTestContext();
    try {
      const order = await delivery(c, placeAddress('santos'));
      const unit = (await c.session('caixa')).unidade.id;
      await c.database.db.update(t.unidade).set({ latitude: null, longitude: null }).where(eq(t.unidade.id, unit));
      const res = await call(c, 'despacho', 'POST', ROUTING_PATHS.planejar, { pedidoIds: [order.id] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toBe(MSG.COMPANY_WITHOUT_COORDINATES);
      expect((await call(c, 'despacho', 'GET', ROUTING_PATHS.mapa)).json<TMapConfig>().empresa).toBeNull();
    } finally {
      await c.close();
    }
  });
});

describe('POST geocodificar', () => {
  it('fills and stores the missing coordinates, skipping unknown and incomplete addresses', async () => {
    const known = await delivery(ctx, placeAddress('pinheiros', false));
    const anywhere = await delivery(ctx, {
      streetName: 'Rua Pamplona',
      streetNumber: '1200',
      neighborhood: 'Jardim Paulista',
      city: 'São Paulo',
    });
    const unknown = await delivery(ctx, { ...placeAddress('bela', false), streetName: 'Rua Inexistente' });
    const incomplete = await delivery(ctx, { ...placeAddress('bela', false), streetNumber: '' });
    const res = await call(ctx, 'despacho', 'POST', ROUTING_PATHS.geocodificar, {
      ids: [known.id, anywhere.id, unknown.id, incomplete.id],
    });
    expect(res.statusCode).toBe(200);
    const results = new Map(res.json<TGeocodeResult[]>().map((r) => [r.id, r]));
    expect(results.get(known.id)).toEqual({
      id: known.id,
      lat: DEMO_PLACES.pinheiros.lat,
      lng: DEMO_PLACES.pinheiros.lng,
      erro: null,
    });
    const far = results.get(anywhere.id)!;
    expect(far.erro).toBeNull();
    // The sandbox puts unknown addresses within ~8 km of the demo unit.
    expect(Math.abs(far.lat! - DEMO_PLACES.matriz.lat)).toBeLessThan(0.075);
    expect(results.get(unknown.id)).toMatchObject({ lat: null, lng: null, erro: MSG.ADDRESS_NOT_FOUND_ON_MAP });
    expect(results.get(incomplete.id)).toMatchObject({ lat: null, erro: MSG.DELIVERY_ADDRESS_INCOMPLETE });

    expect((await orderById(ctx, known.id)).iFoodOrder.deliveryAddress?.coordinates).toEqual({
      latitude: DEMO_PLACES.pinheiros.lat,
      longitude: DEMO_PLACES.pinheiros.lng,
    });
    expect((await orderById(ctx, unknown.id)).iFoodOrder.deliveryAddress?.coordinates ?? null).toBeNull();
    const plan = (
      await call(ctx, 'despacho', 'POST', ROUTING_PATHS.planejar, { pedidoIds: [known.id, anywhere.id, unknown.id] })
    ).json<TRoutePlan>();
    expect(plan.semCoordenadas).toEqual([unknown.id]);
    expect((await call(ctx, 'caixa_filial', 'POST', ROUTING_PATHS.geocodificar, { ids: [known.id] })).statusCode).toBe(
      404,
    );
  });

  it("saves the found point on the customer too when the order goes to the customer's registered address", async () => {
    const atCustomer = await delivery(ctx, placeAddress('augusta', false));
    const customerId = atCustomer.pessoaCliente!.id;
    const db = ctx.app.database.db;
    // MARIA DA SILVA (Rua Augusta 1500) without a point: the order has none either.
    await db.update(t.pessoa).set({ latitude: null, longitude: null }).where(eq(t.pessoa.id, customerId));
    const elsewhere = await delivery(ctx, placeAddress('liberdade', false));
    const res = await call(ctx, 'despacho', 'POST', ROUTING_PATHS.geocodificar, { ids: [atCustomer.id, elsewhere.id] });
    expect(res.statusCode).toBe(200);
    const [customer] = await db
      .select({ lat: t.pessoa.latitude, lng: t.pessoa.longitude })
      .from(t.pessoa)
      .where(eq(t.pessoa.id, customerId));
    expect(customer).toEqual({ lat: DEMO_PLACES.augusta.lat, lng: DEMO_PLACES.augusta.lng });
    expect((await orderById(ctx, atCustomer.id)).iFoodOrder.deliveryAddress?.coordinates).toEqual({
      latitude: DEMO_PLACES.augusta.lat,
      longitude: DEMO_PLACES.augusta.lng,
    });
    // An order to another street does not move the customer's registered point.
    const [after] = await db.select({ lat: t.pessoa.latitude }).from(t.pessoa).where(eq(t.pessoa.id, customerId));
    expect(after!.lat).toBe(DEMO_PLACES.augusta.lat);
  });

  it('logs and skips a geocoder failure, still saving the others', async () => {
    const sandbox = await sharedSandboxServer();
    const real = createProviders({}, { sandboxUrl: sandbox.url });
    const flaky: GeocodingProvider = {
      name: 'flaky',
      needsKey: false,
      async geocode(address, opts) {
        if (address.street?.includes('Frei Caneca')) throw new Error('ECONNRESET');
        return real.geocoding.geocode(address, opts);
      },
    };
    const c = await createTestContext({ providers: { ...real, geocoding: flaky } });
    try {
      const broken = await delivery(c, placeAddress('frei', false));
      const fine = await delivery(c, placeAddress('liberdade', false));
      const res = await call(c, 'despacho', 'POST', ROUTING_PATHS.geocodificar, { ids: [broken.id, fine.id] });
      expect(res.statusCode).toBe(200);
      const [a, b] = res.json<TGeocodeResult[]>();
      expect(a).toEqual({ id: broken.id, lat: null, lng: null, erro: MSG.GEOCODING_FAILED });
      expect(b).toMatchObject({ id: fine.id, lat: DEMO_PLACES.liberdade.lat, erro: null });
      expect((await orderById(c, fine.id)).iFoodOrder.deliveryAddress?.coordinates?.latitude).toBe(
        DEMO_PLACES.liberdade.lat,
      );
    } finally {
      await c.close();
    }
  });

  it("says 'Chave de API do Google Maps não encontrada' only when Google is configured without a key", async () => {
    const sandbox = await sharedSandboxServer();
    const google = createGoogleGeocodingClient('http://127.0.0.1:9');
    const c = await createTestContext({
      providers: { ...createProviders({}, { sandboxUrl: sandbox.url }), geocoding: google },
    });
    try {
      const order = await delivery(c, placeAddress('frei', false));
      const res = await call(c, 'despacho', 'POST', ROUTING_PATHS.geocodificar, { ids: [order.id] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorMessage).toBe('Chave de API do Google Maps não encontrada');
      expect((await call(c, 'despacho', 'GET', ROUTING_PATHS.mapa)).json<TMapConfig>().chaveAusente).toBe(true);
    } finally {
      await c.close();
    }
  });
});

describe('POST updateCoordinatesBatch', () => {
  const URL = '/api-v2/pedidoIntegracao/updateCoordinatesBatch';

  it("saves the unit's coordinates in one call; another unit's id changes nothing", async () => {
    const a = await delivery(ctx, placeAddress('augusta', false));
    const b = await delivery(ctx, placeAddress('consolacao', false));
    const ok = await call(ctx, 'despacho', 'POST', URL, [
      { id: a.id, lat: -23.55, lng: -46.66 },
      { id: b.id, lat: -23.56, lng: -46.67 },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ atualizados: 2, mensagem: MSG.COORDINATES_UPDATED });
    const stored = await orderById(ctx, b.id);
    expect(stored.iFoodOrder.deliveryAddress).toMatchObject({
      streetName: 'Rua da Consolação',
      coordinates: { latitude: -23.56, longitude: -46.67 },
    });
    // The version stays: a cashier's save of the same order is not a conflict.
    expect(stored.version).toBe(b.version);

    const filialCustomer = (await call(ctx, 'caixa_filial', 'GET', '/api-v2/pessoa/list?q=maria')).json<
      { id: number }[]
    >()[0]!;
    const filialOrder = await createOrder(ctx, 'caixa_filial', {
      tipo: 'DELIVERY',
      pessoaCliente: { id: filialCustomer.id },
      iFoodOrder: {
        customer: { name: 'MARIA DA SILVA' },
        deliveryMethod: { mode: 'DELIVERY' },
        deliveryAddress: placeAddress('filial'),
        items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
        payments: [],
      },
    });
    const mixed = await call(ctx, 'despacho', 'POST', URL, [
      { id: a.id, lat: -23.5, lng: -46.5 },
      { id: filialOrder.id, lat: -23.5, lng: -46.5 },
    ]);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().errorMessage).toBe(MSG.ORDER_NOT_FOUND);
    expect((await orderById(ctx, a.id)).iFoodOrder.deliveryAddress?.coordinates).toEqual({
      latitude: -23.55,
      longitude: -46.66,
    });
    expect((await call(ctx, 'caixa_filial', 'POST', URL, [{ id: a.id, lat: 0, lng: 0 }])).statusCode).toBe(404);
  });

  it('refuses coordinates out of bounds and malformed lists', async () => {
    for (const body of [
      [],
      [{ id: 1, lat: 91, lng: 0 }],
      [{ id: 1, lat: 0, lng: -181 }],
      [{ id: 1, lat: '10', lng: 0 }],
      [{ id: -1, lat: 0, lng: 0 }],
      { id: 1, lat: 0, lng: 0 },
    ]) {
      const res = await call(ctx, 'despacho', 'POST', URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorMessage).toEqual(expect.any(String));
    }
    expect((await call(ctx, 'cozinha', 'POST', URL, [{ id: 1, lat: 0, lng: 0 }])).statusCode).toBe(403);
  });
});

describe('POST sistema/atualizarLocalizacao', () => {
  it("geocodes the unit's address and saves its point; another unit's uuid is not found", async () => {
    const c = await createTestContext();
    try {
      const profile = await c.session('despacho');
      await c.database.db
        .update(t.unidade)
        .set({ latitude: null, longitude: null })
        .where(eq(t.unidade.id, profile.unidade.id));
      const res = await call(c, 'despacho', 'POST', `/api-v2/sistema/atualizarLocalizacao/${profile.unidade.uuid}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        latitude: DEMO_PLACES.matriz.lat,
        longitude: DEMO_PLACES.matriz.lng,
        mensagem: MSG.COORDINATES_UPDATED,
      });
      expect((await call(c, 'despacho', 'GET', ROUTING_PATHS.mapa)).json<TMapConfig>().empresa).toEqual({
        lat: DEMO_PLACES.matriz.lat,
        lng: DEMO_PLACES.matriz.lng,
      });
      const filial = await c.session('caixa_filial');
      const other = await call(c, 'despacho', 'POST', `/api-v2/sistema/atualizarLocalizacao/${filial.unidade.uuid}`);
      expect(other.statusCode).toBe(404);
      const [still] = await c.database.db.select().from(t.unidade).where(eq(t.unidade.id, filial.unidade.id));
      expect(still!.latitude).toBe(DEMO_PLACES.filial.lat);
    } finally {
      await c.close();
    }
  });
});

describe('order save with a changed delivery address', () => {
  it('writes a log line naming the user and the date, and none when the address is the same', async () => {
    const order = await delivery(ctx, placeAddress('frei', false));
    const save = async (address: Address) => {
      const current = await orderById(ctx, order.id);
      const res = await call(ctx, 'despacho', 'POST', '/api-v2/pedidoIntegracao', {
        ...current,
        iFoodOrder: { ...current.iFoodOrder, deliveryAddress: address },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TOrder>();
    };
    const moved = await save({ ...placeAddress('frei', false), streetNumber: '900' });
    const lines = moved.logs.split('\n').filter((l) => l.includes('Endereço de entrega alterado'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /Endereço de entrega alterado por despacho em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}.*: Rua Frei Caneca, 900 - Consolação - São Paulo\./,
    );
    const same = await save({ ...placeAddress('frei', false), streetNumber: '900' });
    expect(same.logs.split('\n').filter((l) => l.includes('Endereço de entrega alterado'))).toHaveLength(1);
  });
});
