import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CourierPaySettings,
  type SettlementOrder,
  averagePreparationMinutes,
  businessDayKey,
  deliveryFeePercentCents,
  groupOrdersByCourierAndDay,
  preparationStars,
  settleCourierDay,
  settlementDirection,
  ticketAverage,
} from './courier-settlement';
import { type Cents, asCents } from './money';

const c = (value: number) => asCents(value);
const cents = (max = 100_000) => fc.integer({ min: 0, max }).map(asCents);
const percent = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);

const arbPay: fc.Arbitrary<CourierPaySettings> = fc.record({
  valorDiariaCents: cents(),
  valorFixoPedidoCents: cents(2_000),
  percentualTaxaEntrega: percent,
  valorMinimoCents: cents(),
});
const arbOrder: fc.Arbitrary<SettlementOrder> = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  deliveryFeeCents: cents(5_000),
  cashReceivedCents: cents(50_000),
  cashHandedOver: fc.boolean(),
  settled: fc.boolean(),
});

const order = (over: Partial<SettlementOrder> = {}): SettlementOrder => ({
  id: 1,
  deliveryFeeCents: c(0),
  cashReceivedCents: c(0),
  cashHandedOver: false,
  settled: false,
  ...over,
});
const pay = (over: Partial<CourierPaySettings> = {}): CourierPaySettings => ({
  valorDiariaCents: c(0),
  valorFixoPedidoCents: c(0),
  percentualTaxaEntrega: 0,
  valorMinimoCents: c(0),
  ...over,
});

describe('settleCourierDay (doc 4 §9)', () => {
  it('pays daily + fixed × orders + percent of fees; balance is cash received minus it', () => {
    const result = settleCourierDay({
      pay: pay({
        valorDiariaCents: c(3000),
        valorFixoPedidoCents: c(200),
        percentualTaxaEntrega: 10,
        valorMinimoCents: c(0),
      }),
      orders: [
        order({ id: 1, deliveryFeeCents: c(700), cashReceivedCents: c(5000) }),
        order({ id: 2, deliveryFeeCents: c(500), cashReceivedCents: c(4000), cashHandedOver: true }),
      ],
    });
    expect(result.valores).toEqual({
      diariaCents: 3000,
      totalPorEntregaCents: 400,
      totalPorcentagemEntregaCents: 120,
      entregadorValorMinimoCents: 0,
    });
    expect(result.totalValorEntregaCents).toBe(1200);
    expect(result.valorPagarCents).toBe(3520);
    expect(result.valorCents).toBe(5000);
    expect(result.saldoCents).toBe(1480);
    expect(result.pedidos).toBe(2);
    expect(result.isAcertoDone).toBe(false);
  });

  it('shows the minimum when the formula gives less', () => {
    const result = settleCourierDay({
      pay: pay({ valorDiariaCents: c(1000), valorMinimoCents: c(5000) }),
      orders: [order()],
    });
    expect(result.valorPagarCents).toBe(5000);
    expect(result.saldoCents).toBe(-5000);
    expect(settlementDirection(result.saldoCents)).toBe('RESTAURANTE_PAGA');
  });

  it('is done only when every order is settled', () => {
    expect(
      settleCourierDay({ pay: pay(), orders: [order({ settled: true }), order({ settled: true })] }).isAcertoDone,
    ).toBe(true);
    expect(settleCourierDay({ pay: pay(), orders: [order({ settled: true }), order()] }).isAcertoDone).toBe(false);
    expect(settleCourierDay({ pay: pay(), orders: [] }).isAcertoDone).toBe(false);
  });

  it('property: never below the minimum', () => {
    fc.assert(
      fc.property(arbPay, fc.array(arbOrder, { maxLength: 40 }), (p, orders) => {
        expect(settleCourierDay({ pay: p, orders }).valorPagarCents).toBeGreaterThanOrEqual(p.valorMinimoCents);
      }),
    );
  });

  it('property: above the minimum, the amount is the sum of its parts', () => {
    fc.assert(
      fc.property(arbPay, fc.array(arbOrder, { maxLength: 40 }), (p, orders) => {
        const r = settleCourierDay({ pay: p, orders });
        const parts = r.valores.diariaCents + r.valores.totalPorEntregaCents + r.valores.totalPorcentagemEntregaCents;
        expect(r.valorPagarCents).toBe(Math.max(parts, p.valorMinimoCents));
        expect(r.valores.totalPorEntregaCents).toBe(p.valorFixoPedidoCents * orders.length);
        expect(r.totalValorEntregaCents).toBe(orders.reduce((s, o) => s + o.deliveryFeeCents, 0));
      }),
    );
  });

  it('property: balance = cash not handed over − amount to pay; its sign says who pays', () => {
    fc.assert(
      fc.property(arbPay, fc.array(arbOrder, { maxLength: 40 }), (p, orders) => {
        const r = settleCourierDay({ pay: p, orders });
        const cash = orders.filter((o) => !o.cashHandedOver).reduce((s, o) => s + o.cashReceivedCents, 0);
        expect(r.valorCents).toBe(cash);
        expect(r.saldoCents).toBe(cash - r.valorPagarCents);
        const direction = settlementDirection(r.saldoCents);
        if (cash > r.valorPagarCents) expect(direction).toBe('ENTREGADOR_PAGA');
        else if (cash < r.valorPagarCents) expect(direction).toBe('RESTAURANTE_PAGA');
        else expect(direction).toBe('QUITADO');
      }),
    );
  });

  it('property: handing cash over never changes the amount to pay, only lowers the balance', () => {
    fc.assert(
      fc.property(arbPay, fc.array(arbOrder, { minLength: 1, maxLength: 20 }), (p, orders) => {
        const kept = settleCourierDay({ pay: p, orders: orders.map((o) => ({ ...o, cashHandedOver: false })) });
        const given = settleCourierDay({ pay: p, orders: orders.map((o) => ({ ...o, cashHandedOver: true })) });
        expect(given.valorPagarCents).toBe(kept.valorPagarCents);
        expect(given.valorCents).toBe(0);
        expect(given.saldoCents).toBeLessThanOrEqual(kept.saldoCents);
      }),
    );
  });
});

describe('deliveryFeePercentCents', () => {
  it('rounds half away from zero to the cent', () => {
    expect(deliveryFeePercentCents(c(5), 10)).toBe(1); // 0.5 cent -> 1
    expect(deliveryFeePercentCents(c(4), 10)).toBe(0); // 0.4 cent -> 0
    expect(deliveryFeePercentCents(c(1001), 12.5)).toBe(125); // 125.125 -> 125
    expect(deliveryFeePercentCents(c(333), 33.33)).toBe(111); // 110.99 -> 111
  });

  it('property: within half a cent of the exact value, an integer, monotone in the fees', () => {
    fc.assert(
      fc.property(cents(10_000_000), percent, cents(1_000), (fees, pct, more) => {
        const value = deliveryFeePercentCents(fees, pct);
        expect(Number.isInteger(value)).toBe(true);
        expect(Math.abs(value - (fees * pct) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(deliveryFeePercentCents(asCents(fees + more), pct)).toBeGreaterThanOrEqual(value);
      }),
    );
  });

  it('0% is nothing and 100% is every fee', () => {
    fc.assert(
      fc.property(cents(), (fees) => {
        expect(deliveryFeePercentCents(fees, 0)).toBe(0);
        expect(deliveryFeePercentCents(fees, 100)).toBe(fees);
      }),
    );
  });
});

describe('business days and grouping (04:00 window)', () => {
  it('an order at 02:00 belongs to the day before', () => {
    expect(businessDayKey(new Date(2026, 10, 24, 2, 0))).toBe('2026-11-23');
    expect(businessDayKey(new Date(2026, 10, 24, 4, 0))).toBe('2026-11-24');
    expect(businessDayKey(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
  });

  it('groups by courier and business day, leaves out orders without courier', () => {
    const orders = [
      { id: 1, courier: 2, at: new Date(2026, 10, 24, 20) },
      { id: 2, courier: 1, at: new Date(2026, 10, 25, 1) },
      { id: 3, courier: 2, at: new Date(2026, 10, 25, 5) },
      { id: 4, courier: null, at: new Date(2026, 10, 24, 20) },
      { id: 5, courier: 1, at: new Date(2026, 10, 24, 19) },
    ];
    const groups = groupOrdersByCourierAndDay(
      orders,
      (o) => o.courier,
      (o) => o.at,
    );
    expect(groups.map((g) => [g.courierId, g.day, g.orders.map((o) => o.id)])).toEqual([
      [1, '2026-11-24', [2, 5]],
      [2, '2026-11-24', [1]],
      [2, '2026-11-25', [3]],
    ]);
  });

  it('property: every order with a courier lands in exactly one group', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            courier: fc.option(fc.integer({ min: 1, max: 5 })),
            at: fc.integer({ min: 0, max: 60 * 24 * 10 }),
          }),
        ),
        (raw) => {
          const orders = raw.map((o, id) => ({ id, courier: o.courier, at: new Date(2026, 0, 1, 0, o.at) }));
          const groups = groupOrdersByCourierAndDay(
            orders,
            (o) => o.courier,
            (o) => o.at,
          );
          const ids = groups.flatMap((g) => g.orders.map((o) => o.id)).sort((a, b) => a - b);
          expect(ids).toEqual(orders.filter((o) => o.courier !== null).map((o) => o.id));
          for (const g of groups) for (const o of g.orders) expect(businessDayKey(o.at)).toBe(g.day);
        },
      ),
    );
  });
});

describe('preparation stars and ticket average (doc 4 §9)', () => {
  it('5 stars up to 30 minutes, 2.5 at 60, 0 from 90', () => {
    expect(preparationStars(10)).toBe(5);
    expect(preparationStars(30)).toBe(5);
    expect(preparationStars(42)).toBe(4);
    expect(preparationStars(60)).toBe(2.5);
    expect(preparationStars(90)).toBe(0);
    expect(preparationStars(200)).toBe(0);
    expect(preparationStars(null)).toBe(0);
  });

  it('property: stars stay within 0..5 and never rise with a longer average', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, more) => {
          const s = preparationStars(a);
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(5);
          expect(preparationStars(a + more)).toBeLessThanOrEqual(s);
        },
      ),
    );
  });

  it('averages sent, delivered and awaiting-pickup non-scheduled orders from order date to send or delivery', () => {
    const at = (min: number) => new Date(2026, 10, 24, 18, min);
    const average = averagePreparationMinutes([
      { situacao: 'ENTREGUE', dataPedido: at(0), dataEnvio: at(20), dataEntrega: at(50) },
      { situacao: 'ENTREGUE', dataPedido: at(0), dataEntrega: at(40) },
      { situacao: 'ENVIADO', pedidoAgendado: 'S', dataPedido: at(0), dataEnvio: at(59) },
      { situacao: 'CONFIRMADO', dataPedido: at(0), dataEnvio: at(59) },
    ]);
    expect(average).toBe(30);
    expect(averagePreparationMinutes([])).toBeNull();
  });

  it('ticket average divides by the non-cancelled orders only', () => {
    expect(
      ticketAverage([
        { situacao: 'ENTREGUE', totalCents: c(3000) },
        { situacao: 'CANCELADO', totalCents: c(9000) },
        { situacao: 'ENVIADO', totalCents: c(1001) },
      ]),
    ).toBe(2001);
    expect(ticketAverage([{ situacao: 'CANCELADO', totalCents: c(100) }])).toBe(0);
  });

  it('property: the average lies between the smallest and largest counted totals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ situacao: fc.constantFrom('ENTREGUE', 'CANCELADO'), totalCents: cents() }), {
          minLength: 1,
        }),
        (orders) => {
          const counted = orders.filter((o) => o.situacao !== 'CANCELADO').map((o) => o.totalCents as Cents);
          const avg = ticketAverage(orders);
          if (counted.length === 0) expect(avg).toBe(0);
          else {
            expect(avg).toBeGreaterThanOrEqual(Math.min(...counted));
            expect(avg).toBeLessThanOrEqual(Math.max(...counted));
          }
        },
      ),
    );
  });
});
