import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, ITEM_REMAINDER_SNAP_CENTS, asCents, sumCents } from './money';
import { type Result } from './result';
import { MAX_ITEM_SPLIT_PARTS, amountForSelectedItems, splitByPeople, splitItemParts } from './split-bill';

const SEED = 20260706;
const c = (value: number): Cents => asCents(value);
const MAX_CENTS = 99_999_999_999;
const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(result.message);
  return result.value;
};

describe('splitByPeople', () => {
  it('rounds each share down and gives the remainder to the first person', () => {
    expect(splitByPeople(c(10000), 3)).toEqual({ ok: true, value: [3334, 3333, 3333] });
    expect(splitByPeople(c(1000), 4)).toEqual({ ok: true, value: [250, 250, 250, 250] });
    expect(splitByPeople(c(5), 1)).toEqual({ ok: true, value: [5] });
    expect(splitByPeople(c(2), 3)).toEqual({ ok: true, value: [2, 0, 0] });
  });

  it('needs at least 1 person, as a whole number', () => {
    expect(splitByPeople(c(1000), 0)).toEqual({ ok: false, message: 'Limite mínimo atingido' });
    expect(splitByPeople(c(1000), -2)).toEqual({ ok: false, message: 'Limite mínimo atingido' });
    for (const people of [1.5, Number.NaN]) {
      expect(splitByPeople(c(1000), people)).toEqual({ ok: false, message: 'Informe um valor válido' });
    }
  });

  it('refuses a negative total (a programming error)', () => {
    expect(() => splitByPeople(c(-1), 2)).toThrow(RangeError);
  });

  it('always sums to the total, one part per person, differing by at most the remainder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), fc.integer({ min: 1, max: 200 }), (total, people) => {
        const parts = valueOf(splitByPeople(c(total), people));
        expect(parts).toHaveLength(people);
        expect(sumCents(parts)).toBe(total);
        const remainder = total % people;
        expect(parts[0]! - Math.min(...parts)).toBe(remainder);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(people);
        // Plain check, not one expect per part: 2000 runs × up to 200 parts is slow under load.
        expect(parts.slice(1).every((part) => part === Math.floor(total / people))).toBe(true);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});

describe('splitItemParts', () => {
  it('splits an item in 1 to 30 parts summing to its total', () => {
    expect(splitItemParts(c(1000), 3)).toEqual({ ok: true, value: [334, 333, 333] });
    expect(valueOf(splitItemParts(c(1000), 30))).toHaveLength(30);
  });

  it('stops at 30 parts and at 1', () => {
    expect(splitItemParts(c(1000), MAX_ITEM_SPLIT_PARTS + 1)).toEqual({ ok: false, message: 'Limite máximo atingido' });
    expect(splitItemParts(c(1000), 0)).toEqual({ ok: false, message: 'Limite mínimo atingido' });
    expect(splitItemParts(c(1000), 2.5)).toEqual({ ok: false, message: 'Informe um valor válido' });
  });

  it('always sums to the item total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), fc.integer({ min: 1, max: 30 }), (total, parts) => {
        const values = valueOf(splitItemParts(c(total), parts));
        expect(values).toHaveLength(parts);
        expect(sumCents(values)).toBe(total);
        expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});

describe('amountForSelectedItems', () => {
  it('adds the selected parts of each item', () => {
    expect(
      amountForSelectedItems([
        { totalCents: c(1000), parts: 3, selectedParts: [1, 2] },
        { totalCents: c(600), parts: 2, selectedParts: [] },
        { totalCents: c(900), parts: 1, selectedParts: [0] },
      ]),
    ).toEqual({ ok: true, value: { itemsCents: [666, 0, 900], amountCents: 1566 } });
  });

  it('counts a part selected twice once', () => {
    expect(valueOf(amountForSelectedItems([{ totalCents: c(1000), parts: 4, selectedParts: [1, 1] }]))).toEqual({
      itemsCents: [250],
      amountCents: 250,
    });
  });

  it('snaps an item remainder below 0,10 into the payment (doc 1 §9)', () => {
    // 0,20 in 3 parts is 0,08 + 0,06 + 0,06: paying two leaves 0,06, which is paid too.
    expect(valueOf(amountForSelectedItems([{ totalCents: c(20), parts: 3, selectedParts: [0, 1] }])).amountCents).toBe(
      20,
    );
    // Earlier payments leave 5,09; half of the new split (5,00) would leave 0,09.
    expect(
      valueOf(amountForSelectedItems([{ totalCents: c(1000), parts: 2, selectedParts: [0], paidCents: c(491) }])),
    ).toEqual({ itemsCents: [509], amountCents: 509 });
    // 0,10 is not below 0,10: it stays.
    expect(
      valueOf(amountForSelectedItems([{ totalCents: c(1000), parts: 2, selectedParts: [0], paidCents: c(490) }])),
    ).toEqual({ itemsCents: [500], amountCents: 500 });
  });

  it('never takes more than is left of an item', () => {
    expect(
      valueOf(amountForSelectedItems([{ totalCents: c(1000), parts: 2, selectedParts: [0, 1], paidCents: c(700) }])),
    ).toEqual({ itemsCents: [300], amountCents: 300 });
    expect(
      valueOf(amountForSelectedItems([{ totalCents: c(1000), parts: 2, selectedParts: [0], paidCents: c(1200) }])),
    ).toEqual({ itemsCents: [0], amountCents: 0 });
  });

  it('refuses an item split beyond the limits', () => {
    expect(amountForSelectedItems([{ totalCents: c(1000), parts: 31, selectedParts: [0] }])).toEqual({
      ok: false,
      message: 'Limite máximo atingido',
    });
  });

  it('throws on a part that does not exist (a programming error)', () => {
    expect(() => amountForSelectedItems([{ totalCents: c(1000), parts: 2, selectedParts: [2] }])).toThrow(RangeError);
    expect(() => amountForSelectedItems([{ totalCents: c(1000), parts: 2, selectedParts: [-1] }])).toThrow(RangeError);
  });

  const itemArb = fc.record({ total: fc.integer({ min: 0, max: 10_000_000 }), parts: fc.integer({ min: 1, max: 30 }) });

  it('selecting every part of every item pays exactly the total', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 12 }), (list) => {
        const items = list.map(({ total, parts }) => ({
          totalCents: c(total),
          parts,
          selectedParts: Array.from({ length: parts }, (_, index) => index),
        }));
        const { itemsCents, amountCents } = valueOf(amountForSelectedItems(items));
        expect(amountCents).toBe(sumCents(items.map((item) => item.totalCents)));
        expect(itemsCents).toEqual(items.map((item) => item.totalCents));
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('stays within what is left and never leaves a remainder below 0,10 on a paid item', () => {
    const selectionArb = itemArb.chain(({ total, parts }) =>
      fc.record({
        totalCents: fc.constant(c(total)),
        parts: fc.constant(parts),
        selectedParts: fc.subarray(Array.from({ length: parts }, (_, index) => index)),
        paidCents: fc.integer({ min: 0, max: total }).map(c),
      }),
    );
    fc.assert(
      fc.property(fc.array(selectionArb, { maxLength: 8 }), (items) => {
        const { itemsCents, amountCents } = valueOf(amountForSelectedItems(items));
        expect(amountCents).toBe(sumCents(itemsCents));
        const broken = items.filter((item, index) => {
          const paid = itemsCents[index]!;
          const left = item.totalCents - item.paidCents;
          const parts = valueOf(splitItemParts(item.totalCents, item.parts));
          const selected = sumCents(item.selectedParts.map((part) => parts[part]!));
          const after = left - paid;
          const snapped = after === 0 || after >= ITEM_REMAINDER_SNAP_CENTS;
          const within = paid >= Math.min(selected, left) && paid <= left;
          return item.selectedParts.length === 0 ? paid !== 0 : !(within && snapped);
        });
        expect(broken).toEqual([]);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
