import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, asCents, percentOf, sumCents, toReais } from './money';
import { type TotalsItem, itemTotal } from './order-totals';
import { calculateServiceFee, canRemoveDeliveryFee, checkServiceFeeValue, serviceFeeChargedFor } from './service-fee';

const SEED = 20260705;
const c = (value: number): Cents => asCents(value);

describe('calculateServiceFee', () => {
  const items: TotalsItem[] = [
    { quantity: 2, price: 10.05, discount: 1 }, // 19,10 -> 1,91
    { quantity: 1, price: 30, productChargeServiceFee: false }, // no fee
    { quantity: 1, price: 5, productChargeServiceFee: null, subItems: [{ totalPrice: 2.5 }] }, // 7,50 -> 0,75
    { quantity: 1, price: 4, discount: 6 }, // negative -> 0
  ];

  it('charges the percent on quantity × price − discount of items that take the fee', () => {
    expect(calculateServiceFee(items, 10)).toEqual({ itemsCents: [191, 0, 75, 0], totalCents: 266 });
  });

  it('charges on the gross value with COBRAR_TAXA_VALOR_BRUTO_PEDIDO', () => {
    expect(calculateServiceFee(items, 10, { onGrossValue: true })).toEqual({
      itemsCents: [201, 0, 75, 40],
      totalCents: 316,
    });
  });

  it('charges nothing on items that do not count in the total', () => {
    expect(calculateServiceFee([{ quantity: 1, price: 10, sumInTotal: false }], 10).totalCents).toBe(0);
  });

  it('charges nothing without a positive percent', () => {
    for (const percent of [0, -10, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(calculateServiceFee(items, percent)).toEqual({ itemsCents: [0, 0, 0, 0], totalCents: 0 });
    }
  });

  it('is never negative and sums its items', () => {
    const itemArb = fc.record({
      quantity: fc.integer({ min: 1, max: 20 }),
      price: fc.integer({ min: 0, max: 100_000 }).map((n) => toReais(c(n))),
      discount: fc.integer({ min: 0, max: 200_000 }).map((n) => toReais(c(n))),
      productChargeServiceFee: fc.option(fc.boolean(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 10 }), fc.integer({ min: 0, max: 3000 }), (list, basisPoints) => {
        const fee = calculateServiceFee(list, basisPoints / 100);
        expect(fee.totalCents).toBe(sumCents(fee.itemsCents));
        expect(fee.itemsCents.every((cents) => cents >= 0)).toBe(true);
        const expected = list.map((item) =>
          item.productChargeServiceFee === false
            ? 0
            : percentOf(asCents(Math.max(0, itemTotal(item))), basisPoints / 100),
        );
        expect(fee.itemsCents).toEqual(expected);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});

describe('checkServiceFeeValue', () => {
  it('refuses a negative fee', () => {
    expect(checkServiceFeeValue(c(-1))).toEqual({ ok: false, message: 'A taxa de serviço não pode ser negativa.' });
  });

  it('accepts zero and more', () => {
    expect(checkServiceFeeValue(c(0))).toEqual({ ok: true, value: 0 });
    expect(checkServiceFeeValue(c(250))).toEqual({ ok: true, value: 250 });
  });
});

describe('canRemoveDeliveryFee', () => {
  it('refuses when the pending total is lower than the fee (doc 1 §5)', () => {
    expect(canRemoveDeliveryFee({ pendingCents: c(499), deliveryFeeCents: c(500) })).toBe(false);
    expect(canRemoveDeliveryFee({ pendingCents: c(500), deliveryFeeCents: c(500) })).toBe(true);
    expect(canRemoveDeliveryFee({ pendingCents: c(3000), deliveryFeeCents: c(500) })).toBe(true);
    expect(canRemoveDeliveryFee({ pendingCents: c(0), deliveryFeeCents: c(0) })).toBe(true);
  });
});

describe('serviceFeeChargedFor (doc 1 §9, doc 2 §9: which order types charge the service fee)', () => {
  const TYPES = ['DELIVERY', 'BALCAO', 'COMANDA', 'MESA', 'RETIRADA'];

  it('charges the listed types, whatever the case and spaces of the parameter; a counter order only with its flag', () => {
    expect(serviceFeeChargedFor('COMANDA', 'COMANDA,MESA', false)).toBe(true);
    expect(serviceFeeChargedFor('mesa', ' comanda , Mesa ', false)).toBe(true);
    expect(serviceFeeChargedFor('DELIVERY', 'COMANDA,MESA', false)).toBe(false);
    expect(serviceFeeChargedFor('BALCAO', 'COMANDA,MESA', false)).toBe(false);
    expect(serviceFeeChargedFor('BALCAO', 'COMANDA,MESA', true)).toBe(true);
    expect(serviceFeeChargedFor('BALCAO', 'BALCAO', false)).toBe(true);
  });

  it('never charges an order without a type, nor any type with an empty parameter but the flagged counter', () => {
    for (const flag of [false, true]) {
      expect(serviceFeeChargedFor(null, 'COMANDA,MESA,BALCAO', flag)).toBe(false);
      expect(serviceFeeChargedFor(undefined, 'COMANDA', flag)).toBe(false);
      expect(serviceFeeChargedFor('', 'COMANDA', flag)).toBe(false);
    }
    for (const tipo of TYPES) {
      expect(serviceFeeChargedFor(tipo, null, false)).toBe(false);
      expect(serviceFeeChargedFor(tipo, ' , ', true)).toBe(tipo === 'BALCAO');
    }
  });

  it('property: a type is charged exactly when it is listed, or it is the counter and the flag is on', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPES),
        fc.subarray(TYPES),
        fc.boolean(),
        fc.boolean(),
        (tipo, listed, flag, lower) => {
          const parameter = listed.map((t) => (lower ? t.toLowerCase() : t)).join(', ');
          const expected = listed.includes(tipo) || (tipo === 'BALCAO' && flag);
          expect(serviceFeeChargedFor(tipo, parameter, flag)).toBe(expected);
        },
      ),
      { seed: 20261202 },
    );
  });
});
