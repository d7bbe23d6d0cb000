import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, asCents } from './money';
import { checkCreditLimit, checkPrepaidBalance } from './payment-limits';

const SEED = 20260703;
const c = (value: number): Cents => asCents(value);
const passes = { ok: true, value: null };

describe('checkCreditLimit', () => {
  const credit = (limit: number, balance: number, payment: number, other = 0) =>
    checkCreditLimit({
      limitCents: c(limit),
      pendingBalanceCents: c(balance),
      paymentCents: c(payment),
      otherPendingOnOrderCents: c(other),
    });

  it('does not apply without a limit above 0', () => {
    expect(credit(0, 100000, 5000)).toEqual(passes);
    expect(credit(-1, 0, 5000)).toEqual(passes);
  });

  it('accepts a payment that fits in limit − pending balance', () => {
    expect(credit(10000, 3000, 7000)).toEqual(passes);
    expect(credit(10000, 3000, 4000, 3000)).toEqual(passes);
  });

  it('says the customer exceeded the limit when nothing is available', () => {
    const exceeded = { ok: false, message: 'Este cliente excedeu o limite de crédito' };
    expect(credit(10000, 10000, 1)).toEqual(exceeded);
    expect(credit(10000, 12000, 1)).toEqual(exceeded);
  });

  it('counts the customer’s other pending payments on the order', () => {
    const above = { ok: false, message: 'O pagamento excede o limite de crédito disponível.' };
    expect(credit(10000, 3000, 7001)).toEqual(above);
    expect(credit(10000, 3000, 4000, 3001)).toEqual(above);
  });

  it('passes exactly when the limit does not apply or the payments fit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (limit, balance, payment, other) => {
          const fits = limit <= 0 || payment + other <= limit - balance;
          expect(credit(limit, balance, payment, other).ok).toBe(fits);
        },
      ),
      { seed: SEED, numRuns: 2000 },
    );
  });
});

describe('checkPrepaidBalance', () => {
  const prepaid = (balance: number, payment: number, other = 0) =>
    checkPrepaidBalance({ balanceCents: c(balance), paymentCents: c(payment), otherPrepaidOnOrderCents: c(other) });
  const above = { ok: false, message: 'O pagamento excede o saldo pré-pago disponível.' };

  it('accepts payments that fit in the balance', () => {
    expect(prepaid(5000, 5000)).toEqual(passes);
    expect(prepaid(5000, 2000, 3000)).toEqual(passes);
  });

  it('refuses payments above the balance, counting the others on the order', () => {
    expect(prepaid(5000, 5001)).toEqual(above);
    expect(prepaid(5000, 2000, 3001)).toEqual(above);
    expect(prepaid(0, 1)).toEqual(above);
    expect(prepaid(-100, 1)).toEqual(above);
  });
});
