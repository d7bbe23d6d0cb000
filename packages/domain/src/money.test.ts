import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCents,
  asCents,
  formatMoney,
  formatMoneyAmount,
  formatMoneyReais,
  formatQuantity,
  isPaid,
  isWithinPaymentTolerance,
  ITEM_REMAINDER_SNAP_CENTS,
  multiplyCents,
  PAID_THRESHOLD_CENTS,
  parseMoney,
  pendingCents,
  percentOf,
  roundHalfAwayFromZero,
  roundQuantity,
  subtractCents,
  sumCents,
  toCents,
  toReais,
  type Cents,
} from './money';

const SEED = 20260701;
const c = (n: number) => asCents(n);
const MAX_CENTS = 99_999_999_999; // R$ 999.999.999,99

describe('toCents', () => {
  it('rounds half away from zero despite float error', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(1.115)).toBe(112);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0)).toBe(0);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('rejects values that are not numbers', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every 2-decimal value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (n) => {
        expect(toCents(toReais(c(n)))).toBe(n);
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });

  it('reads a decimal written with 2 places as its exact cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 }), (whole, fraction) => {
        const reais = Number(`${whole}.${String(fraction).padStart(2, '0')}`);
        expect(toCents(reais)).toBe(whole * 100 + fraction);
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });
});

describe('asCents', () => {
  it('accepts integers only', () => {
    expect(asCents(10)).toBe(10);
    expect(() => asCents(1.5)).toThrow(RangeError);
    expect(() => asCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and sums', () => {
    expect(addCents(c(150), c(250))).toBe(400);
    expect(subtractCents(c(150), c(250))).toBe(-100);
    expect(sumCents([c(1), c(2), c(3)])).toBe(6);
    expect(sumCents([])).toBe(0);
  });

  it('multiplies with rounding', () => {
    expect(multiplyCents(c(1999), 1.5)).toBe(2999); // 2998.5 -> 2999
    expect(multiplyCents(c(1000), 0.333)).toBe(333);
    expect(multiplyCents(c(-1999), 1.5)).toBe(-2999);
    expect(multiplyCents(c(3333), 3)).toBe(9999);
  });

  it('takes a percent of a subtotal, rounded to cents (doc 1 §5)', () => {
    expect(percentOf(c(1005), 10)).toBe(101); // 100.5 -> 101
    expect(percentOf(c(10000), 12.5)).toBe(1250);
    expect(percentOf(c(3333), 10)).toBe(333);
    expect(percentOf(c(5000), 100)).toBe(5000);
    expect(percentOf(c(5000), 0)).toBe(0);
  });

  it('a percent never exceeds the whole for 0..100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), fc.integer({ min: 0, max: 10000 }), (n, basisPoints) => {
        const part = percentOf(c(n), basisPoints / 100);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(n);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('roundHalfAwayFromZero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });
});

describe('paid and tolerances', () => {
  it('is paid when the remaining amount is below one cent (doc 1 §4)', () => {
    expect(isPaid(c(1000), c(1000))).toBe(true);
    expect(isPaid(c(1000), c(1200))).toBe(true);
    expect(isPaid(c(1000), c(999))).toBe(false);
    expect(PAID_THRESHOLD_CENTS).toBe(1);
  });

  it('pending never goes below zero', () => {
    expect(pendingCents(c(1000), c(400))).toBe(600);
    expect(pendingCents(c(1000), c(1400))).toBe(0);
  });

  it('payment tolerance of 0.009 means equal cents', () => {
    expect(isWithinPaymentTolerance(c(1000), c(1000))).toBe(true);
    expect(isWithinPaymentTolerance(c(1000), c(1001))).toBe(false);
    expect(ITEM_REMAINDER_SNAP_CENTS).toBe(10);
  });
});

describe('formatMoney', () => {
  it('formats pt-BR with a normal space', () => {
    expect(formatMoney(c(123456))).toBe('R$ 1.234,56');
    expect(formatMoney(c(0))).toBe('R$ 0,00');
    expect(formatMoney(c(5))).toBe('R$ 0,05');
    expect(formatMoney(c(100))).toBe('R$ 1,00');
    expect(formatMoney(c(123456789012))).toBe('R$ 1.234.567.890,12');
    expect(formatMoney(c(-123456))).toBe('-R$ 1.234,56');
    expect(formatMoney(c(123456))).not.toContain('\u00a0');
  });

  it('agrees with Intl apart from the space', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (n) => {
        expect(formatMoney(c(n))).toBe(intl.format(n / 100).replace(/\u00a0/g, ' '));
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('formats reais and bare amounts', () => {
    expect(formatMoneyReais(12.5)).toBe('R$ 12,50');
    expect(formatMoneyReais(1.005)).toBe('R$ 1,01');
    expect(formatMoneyAmount(c(-123456))).toBe('-1.234,56');
  });
});

describe('parseMoney', () => {
  it('reads pt-BR amounts', () => {
    expect(parseMoney('1.234,56')).toBe(123456);
    expect(parseMoney('1234,56')).toBe(123456);
    expect(parseMoney('R$ 1.234,56')).toBe(123456);
    expect(parseMoney('R$\u00a01.234,56')).toBe(123456);
    expect(parseMoney('-R$ 1.234,56')).toBe(-123456);
    expect(parseMoney('R$ -1.234,56')).toBe(-123456);
    expect(parseMoney('12,5')).toBe(1250);
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('1.234')).toBe(123400);
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('12.50')).toBe(1250);
    expect(parseMoney(' 0,00 ')).toBe(0);
  });

  it('rejects what is not money', () => {
    for (const text of ['', 'abc', '1,234', '1.23.4', '12,345', '--1', '1,2,3', 'R$', ',5', '12.345,6.7', '1.2345']) {
      expect(parseMoney(text), text).toBeNull();
    }
  });

  it('round-trips with formatMoney and formatMoneyAmount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (n) => {
        expect(parseMoney(formatMoney(c(n)))).toBe(n);
        expect(parseMoney(formatMoneyAmount(c(n)))).toBe(n);
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });
});

describe('quantities', () => {
  it('formats 3 decimals with a comma', () => {
    expect(formatQuantity(1.5)).toBe('1,500');
    expect(formatQuantity(0.0005)).toBe('0,001');
    expect(formatQuantity(2)).toBe('2,000');
    expect(formatQuantity(1234.5)).toBe('1.234,500');
    expect(formatQuantity(-0.25)).toBe('-0,250');
  });

  it('rounds to 3 decimals', () => {
    expect(roundQuantity(1.0005)).toBe(1.001);
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
    expect(roundQuantity(2.12345)).toBe(2.123);
  });

  it('a rounded quantity formats to the same text', () => {
    fc.assert(
      fc.property(fc.double({ min: -99999, max: 99999, noNaN: true }), (q) => {
        expect(formatQuantity(roundQuantity(q))).toBe(formatQuantity(q));
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});

// Type-level guard: a plain number is not Cents.
// @ts-expect-error a number must be branded first
const _notCents: Cents = 10;
