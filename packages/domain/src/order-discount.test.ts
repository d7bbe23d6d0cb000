import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, asCents, sumCents, toReais } from './money';
import { computeOrderDiscount, orderDiscountLines, spreadOrderDiscount } from './order-discount';
import { type TotalsItem, calculateOrderTotals } from './order-totals';

const SEED = 20260704;
const c = (value: number): Cents => asCents(value);

describe('computeOrderDiscount', () => {
  const base = { subtotalCents: c(10000), pendingCents: c(8000), canDiscount: true };

  it('is blocked by the discount role, even to clear the discount', () => {
    const blocked = { ok: false, message: 'Seu usuário não possuí permissão para conceder ou alterar descontos.' };
    expect(computeOrderDiscount({ ...base, canDiscount: false, mode: 'VALOR', value: 10 })).toEqual(blocked);
    expect(computeOrderDiscount({ ...base, canDiscount: false, mode: 'PERCENTUAL', value: 0 })).toEqual(blocked);
  });

  it('counts an empty, NaN or non-positive value as 0', () => {
    for (const value of [null, undefined, Number.NaN, 0, -3]) {
      expect(computeOrderDiscount({ ...base, mode: 'VALOR', value })).toEqual({ ok: true, value: 0 });
      expect(computeOrderDiscount({ ...base, mode: 'PERCENTUAL', value })).toEqual({ ok: true, value: 0 });
    }
  });

  it('takes a value in reais as cents', () => {
    expect(computeOrderDiscount({ ...base, mode: 'VALOR', value: 12.34 })).toEqual({ ok: true, value: 1234 });
  });

  it('computes a percent as subtotal × percent / 100 rounded to cents', () => {
    const odd = { ...base, subtotalCents: c(1005), pendingCents: c(1005) };
    expect(computeOrderDiscount({ ...odd, mode: 'PERCENTUAL', value: 10 })).toEqual({ ok: true, value: 101 });
    expect(computeOrderDiscount({ ...odd, mode: 'PERCENTUAL', value: 100 })).toEqual({ ok: true, value: 1005 });
  });

  it('refuses a percent above 100 or a value above the subtotal', () => {
    expect(computeOrderDiscount({ ...base, mode: 'PERCENTUAL', value: 100.5 })).toEqual({
      ok: false,
      message: 'O desconto de 100,5% excede o subtotal do pedido.',
    });
    expect(computeOrderDiscount({ ...base, mode: 'VALOR', value: 100.01 })).toEqual({
      ok: false,
      message: 'O desconto de R$ 100,01 excede o subtotal do pedido.',
    });
  });

  it('refuses a discount above the pending amount', () => {
    expect(computeOrderDiscount({ ...base, mode: 'VALOR', value: 80.01 })).toEqual({
      ok: false,
      message: 'O desconto de R$ 80,01 excede o valor pendente: R$ 80,00',
    });
    expect(computeOrderDiscount({ ...base, mode: 'PERCENTUAL', value: 90 })).toEqual({
      ok: false,
      message: 'O desconto de R$ 90,00 excede o valor pendente: R$ 80,00',
    });
    expect(computeOrderDiscount({ ...base, mode: 'VALOR', value: 80 })).toEqual({ ok: true, value: 8000 });
  });
});

describe('spreadOrderDiscount', () => {
  const items: TotalsItem[] = [
    { quantity: 2, price: 10, discount: 2, subItems: [{ totalPrice: 3 }, { totalPrice: 5, sumInTotal: false }] },
    { quantity: 1, price: 50, sumInTotal: false },
    { quantity: 1, price: 7 },
  ];

  it('spreads over items and sub-items that count, the remainder on the last line', () => {
    // Lines: item 0 own 18,00, its first sub-item 3,00, item 2 7,00 (28,00); 10,00 over them.
    expect(orderDiscountLines(items).map((line) => line.totalCents)).toEqual([1800, 300, 700]);
    expect(spreadOrderDiscount(items, c(1000))).toEqual([
      { itemCents: 643, subItemCents: [107, 0] },
      { itemCents: 0, subItemCents: [] },
      { itemCents: 250, subItemCents: [] },
    ]);
  });

  it('gives nothing to anyone for no discount', () => {
    expect(spreadOrderDiscount(items, c(0))).toEqual([
      { itemCents: 0, subItemCents: [0, 0] },
      { itemCents: 0, subItemCents: [] },
      { itemCents: 0, subItemCents: [] },
    ]);
    expect(spreadOrderDiscount([], c(0))).toEqual([]);
  });

  const subItemArb = fc.record({
    totalPrice: fc.integer({ min: 0, max: 50_000 }).map((n) => toReais(c(n))),
    sumInTotal: fc.option(fc.boolean(), { nil: undefined }),
  });
  const itemArb = fc.record({
    quantity: fc.integer({ min: 1, max: 20 }),
    price: fc.integer({ min: 0, max: 100_000 }).map((n) => toReais(c(n))),
    discount: fc.integer({ min: 0, max: 5_000 }).map((n) => toReais(c(n))),
    sumInTotal: fc.option(fc.boolean(), { nil: undefined }),
    subItems: fc.array(subItemArb, { maxLength: 4 }),
  });

  it('always sums to the discount, none negative, none above its line', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000 }),
        (list, basisPoints) => {
          const subtotal = calculateOrderTotals({ items: list }).subTotal;
          fc.pre(subtotal > 0);
          const discount = c(Math.floor((subtotal * basisPoints) / 10_000));
          const allocations = spreadOrderDiscount(list, discount);
          const lines = orderDiscountLines(list);
          const parts = lines.map((line) =>
            line.sub === null ? allocations[line.item]!.itemCents : allocations[line.item]!.subItemCents[line.sub]!,
          );
          const all = allocations.flatMap((a) => [a.itemCents, ...a.subItemCents]);
          expect(sumCents(all)).toBe(discount);
          expect(sumCents(parts)).toBe(discount);
          expect(parts.every((part, index) => part >= 0 && part <= lines[index]!.totalCents)).toBe(true);
        },
      ),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
