import fc from 'fast-check';
import { MSG } from './messages';
import { describe, expect, it } from 'vitest';
import {
  HEAT_MAP,
  aggregateHeatMap,
  averageTicketCents,
  circleStats,
  haversineMeters,
  heatMapPeriod,
  heatPoints,
  isValidLatLng,
  pageOffsets,
  type HeatMapOrder,
  type HeatMapPerson,
} from './heat-map';

const SEED = 20261124;
const SHOP = { lat: -23.5614, lng: -46.6559 };

const makePerson = (id: number, overrides: Partial<HeatMapPerson> = {}): HeatMapPerson => ({
  id,
  nome: `Cliente ${id}`,
  endereco: 'Rua Augusta',
  numero: String(id),
  bairro: 'Consolação',
  municipio: 'São Paulo',
  estado: 'SP',
  latitude: SHOP.lat,
  longitude: SHOP.lng,
  ...overrides,
});

/** Customers within ~15 km of the shop, each with one to five orders. */
const ordersArb = fc
  .array(
    fc.record({
      dLat: fc.double({ min: -0.15, max: 0.15, noNaN: true }),
      dLng: fc.double({ min: -0.15, max: 0.15, noNaN: true }),
      values: fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 5 }),
    }),
    { maxLength: 40 },
  )
  .map((people) => {
    let orderId = 0;
    return people.flatMap(({ dLat, dLng, values }, index) => {
      const pessoa = makePerson(index + 1, { latitude: SHOP.lat + dLat, longitude: SHOP.lng + dLng });
      return values.map((valorCents): HeatMapOrder => ({ id: ++orderId, pessoa, valorCents }));
    });
  });

describe('haversineMeters', () => {
  it('measures known distances', () => {
    // One degree of latitude is about 111.2 km.
    expect(haversineMeters({ lat: 0, lng: 10 }, { lat: 1, lng: 10 })).toBeCloseTo(111_195, -1);
    // Avenida Paulista 1000 to Praça da Sé: about 3.0 km.
    const se = { lat: -23.5505, lng: -46.6333 };
    expect(haversineMeters(SHOP, se)).toBeGreaterThan(2_500);
    expect(haversineMeters(SHOP, se)).toBeLessThan(2_700);
  });

  it('is symmetric, non-negative and zero only for the same point', () => {
    const point = fc.record({
      lat: fc.double({ min: -89, max: 89, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const ab = haversineMeters(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(Math.abs(ab - haversineMeters(b, a))).toBeLessThan(1e-6);
        expect(haversineMeters(a, a)).toBe(0);
      }),
      { seed: SEED },
    );
  });
});

describe('isValidLatLng', () => {
  it('refuses missing, zero and out-of-range coordinates', () => {
    expect(isValidLatLng(SHOP.lat, SHOP.lng)).toBe(true);
    expect(isValidLatLng(0, SHOP.lng)).toBe(false);
    expect(isValidLatLng(SHOP.lat, 0)).toBe(false);
    expect(isValidLatLng(null, SHOP.lng)).toBe(false);
    expect(isValidLatLng(SHOP.lat, undefined)).toBe(false);
    expect(isValidLatLng(91, SHOP.lng)).toBe(false);
    expect(isValidLatLng(Number.NaN, SHOP.lng)).toBe(false);
  });
});

describe('aggregateHeatMap', () => {
  it('groups orders by customer with count, total and average ticket', () => {
    const ana = makePerson(1);
    const bia = makePerson(2, { latitude: -23.55, longitude: -46.64 });
    const summary = aggregateHeatMap([
      { id: 10, pessoa: ana, valorCents: 1000 },
      { id: 11, pessoa: ana, valorCents: 2001 },
      { id: 12, pessoa: bia, valorCents: 500 },
    ]);
    expect(summary.customers).toHaveLength(2);
    const first = summary.customers.find((c) => c.pessoa.id === 1)!;
    expect(first).toMatchObject({ quantidadePedido: 2, valorPedidoCents: 3001, ticketMedioCents: 1501 });
    expect(first.pedidoIds).toEqual([10, 11]);
  });

  it('leaves out incomplete addresses (their orders listed) and customers without coordinates', () => {
    const noNumber = makePerson(1, { numero: ' ' });
    const noState = makePerson(2, { estado: null });
    const noPoint = makePerson(3, { latitude: 0, longitude: 0 });
    const summary = aggregateHeatMap([
      { id: 1, pessoa: noNumber, valorCents: 100 },
      { id: 2, pessoa: noState, valorCents: 100 },
      { id: 3, pessoa: noPoint, valorCents: 100 },
      { id: 4, pessoa: makePerson(4), valorCents: 100 },
    ]);
    expect(summary.pedidosEnderecoIncompleto).toEqual([1, 2]);
    expect(summary.semCoordenadas.map((p) => p.id)).toEqual([3]);
    expect(summary.customers.map((c) => c.pessoa.id)).toEqual([4]);
  });

  it('keeps every order and every cent of the located customers', () => {
    fc.assert(
      fc.property(ordersArb, (orders) => {
        const { customers } = aggregateHeatMap(orders);
        expect(customers.reduce((n, c) => n + c.quantidadePedido, 0)).toBe(orders.length);
        expect(customers.reduce((n, c) => n + c.valorPedidoCents, 0)).toBe(
          orders.reduce((n, o) => n + o.valorCents, 0),
        );
        for (const c of customers) {
          expect(c.ticketMedioCents).toBe(averageTicketCents(c.valorPedidoCents, c.quantidadePedido));
          expect(Math.abs(c.ticketMedioCents * c.quantidadePedido - c.valorPedidoCents)).toBeLessThanOrEqual(
            c.quantidadePedido / 2,
          );
        }
      }),
      { seed: SEED },
    );
  });
});

describe('circleStats', () => {
  it('counts the customers within 3 km of the centre, the edge included', () => {
    const near = makePerson(1, { latitude: -23.5505, longitude: -46.6333 }); // ~2.6 km
    const far = makePerson(2, { latitude: -23.6, longitude: -46.7 }); // ~6 km
    const { customers } = aggregateHeatMap([
      { id: 1, pessoa: near, valorCents: 3000 },
      { id: 2, pessoa: near, valorCents: 1000 },
      { id: 3, pessoa: far, valorCents: 9900 },
    ]);
    expect(circleStats(customers, SHOP, HEAT_MAP.CIRCLE_START_METERS)).toEqual({
      pedidos: 2,
      totalCents: 4000,
      ticketMedioCents: 2000,
    });
    const edge = haversineMeters(SHOP, { lat: near.latitude!, lng: near.longitude! });
    expect(circleStats(customers, SHOP, edge).pedidos).toBe(2);
    expect(circleStats(customers, SHOP, edge - 1).pedidos).toBe(0);
  });

  it('a circle holding everything counts every order; an empty one nothing', () => {
    fc.assert(
      fc.property(ordersArb, (orders) => {
        const { customers } = aggregateHeatMap(orders);
        const all = circleStats(customers, SHOP, 100_000);
        expect(all.pedidos).toBe(orders.length);
        expect(all.totalCents).toBe(orders.reduce((n, o) => n + o.valorCents, 0));
        expect(all.ticketMedioCents).toBe(averageTicketCents(all.totalCents, all.pedidos));
        const none = circleStats(customers, { lat: 10, lng: 10 }, 1);
        expect(none).toEqual({ pedidos: 0, totalCents: 0, ticketMedioCents: 0 });
      }),
      { seed: SEED },
    );
  });

  it('never counts less in a bigger circle, and matches a brute-force count', () => {
    fc.assert(
      fc.property(
        ordersArb,
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (orders, r1, r2) => {
          const { customers } = aggregateHeatMap(orders);
          const [small, big] = r1 <= r2 ? [r1, r2] : [r2, r1];
          const a = circleStats(customers, SHOP, small);
          const b = circleStats(customers, SHOP, big);
          expect(a.pedidos).toBeLessThanOrEqual(b.pedidos);
          expect(a.totalCents).toBeLessThanOrEqual(b.totalCents);
          const inside = orders.filter(
            (o) => haversineMeters(SHOP, { lat: o.pessoa.latitude!, lng: o.pessoa.longitude! }) <= big,
          );
          expect(b.pedidos).toBe(inside.length);
          expect(b.totalCents).toBe(inside.reduce((n, o) => n + o.valorCents, 0));
        },
      ),
      { seed: SEED },
    );
  });
});

describe('heatPoints and pageOffsets', () => {
  it('weights each customer against the busiest, between 0 and 1', () => {
    fc.assert(
      fc.property(ordersArb, (orders) => {
        const { customers } = aggregateHeatMap(orders);
        const points = heatPoints(customers);
        expect(points).toHaveLength(customers.length);
        for (const [, , weight] of points) expect(weight).toBeGreaterThan(0);
        if (points.length) expect(Math.max(...points.map((p) => p[2]))).toBe(1);
      }),
      { seed: SEED },
    );
  });

  it('pages 100 at a time, covering every order once', () => {
    expect(pageOffsets(0)).toEqual([]);
    expect(pageOffsets(100)).toEqual([0]);
    expect(pageOffsets(101)).toEqual([0, 100]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (total) => {
        const offsets = pageOffsets(total);
        expect(offsets.length).toBe(Math.ceil(total / HEAT_MAP.PAGE_SIZE));
        expect(offsets.every((first, i) => first === i * HEAT_MAP.PAGE_SIZE)).toBe(true);
      }),
      { seed: SEED },
    );
  });
});

describe('heatMapPeriod', () => {
  it('reads the DRE-style dates; a final date at midnight is that whole day', () => {
    const period = heatMapPeriod('2026-10-01 00:00:00', '2026-10-31 00:00:00');
    expect(period).toEqual({
      ok: true,
      value: { start: new Date(2026, 9, 1), end: new Date(2026, 10, 1) },
    });
    expect(heatMapPeriod('2026-10-01', '2026-10-01')).toEqual({
      ok: true,
      value: { start: new Date(2026, 9, 1), end: new Date(2026, 9, 2) },
    });
    expect(heatMapPeriod('2026-10-01 00:00:00', '2026-10-01 18:30:00')).toEqual({
      ok: true,
      value: { start: new Date(2026, 9, 1), end: new Date(2026, 9, 1, 18, 30, 1) },
    });
  });

  it('refuses a missing, malformed or reversed period', () => {
    expect(heatMapPeriod(undefined, '2026-10-01')).toEqual({ ok: false, message: MSG.NO_PERIOD });
    expect(heatMapPeriod('01/10/2026', '2026-10-01')).toEqual({ ok: false, message: MSG.PERIOD_INVALID });
    expect(heatMapPeriod('2026-02-30 00:00:00', '2026-03-01')).toEqual({ ok: false, message: MSG.PERIOD_INVALID });
    expect(heatMapPeriod('2026-10-02', '2026-10-01')).toEqual({ ok: false, message: MSG.PERIOD_INVALID });
  });
});
