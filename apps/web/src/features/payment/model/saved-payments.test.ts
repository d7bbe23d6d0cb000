import { MSG } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { parseDiscountValue } from './discount-input';
import { checkDeletionReason, isTefPayment, savedPaymentChange } from './saved-payments';
import { conflictOrderOf, newestOrder } from './version-conflict';
import { makeCounterOrder } from '../test-utils/payment-factories';

describe('saved payments, discount input and conflicts', () => {
  it('recognises card-terminal payments and the change recorded', () => {
    expect(isTefPayment({ value: 5, tefInfo: { terminalId: 'T1' } })).toBe(true);
    expect(isTefPayment({ value: 5, formaPagamento: { utilizaTef: true } })).toBe(true);
    expect(isTefPayment({ value: 5, formaPagamento: { id: 1 } })).toBe(false);
    expect(savedPaymentChange({ value: 26.8, changeFor: 50 })).toBeCloseTo(23.2);
    expect(savedPaymentChange({ value: 26.8, changeFor: null })).toBe(0);
  });

  it('works the change recorded out in cents: no float residue', () => {
    expect(savedPaymentChange({ value: 100.1, changeFor: 150.3 })).toBe(50.2);
    expect(savedPaymentChange({ value: 0.1, changeFor: 0.3 })).toBe(0.2);
    expect(savedPaymentChange({ value: 26.8, changeFor: 20 })).toBe(0);
    expect(savedPaymentChange({ value: 26.8, changeFor: 0 })).toBe(0);
  });

  it('a deletion reason has at least 5 characters (doc 1 §5, §9)', () => {
    expect(checkDeletionReason(' erro ')).toEqual({ ok: false, message: MSG.DELETE_JUSTIFICATION_SHORT });
    expect(checkDeletionReason(' erro no valor ')).toEqual({ ok: true, value: 'erro no valor' });
  });

  it('reads the discount typed; empty is 0', () => {
    expect(parseDiscountValue('')).toBe(0);
    expect(parseDiscountValue('10%')).toBe(10);
    expect(parseDiscountValue('5,68')).toBe(5.68);
    expect(parseDiscountValue('x')).toBeNaN();
  });

  it('reads the current order of a 409 and keeps the newest version', () => {
    const order = makeCounterOrder({ version: 3 });
    expect(conflictOrderOf({ code: 'VERSION_CONFLICT', order })).toBe(order);
    expect(conflictOrderOf({ code: 'OTHER', order })).toBeNull();
    expect(conflictOrderOf({ errorMessage: 'x' })).toBeNull();
    expect(newestOrder(order, { ...order, version: 4 }).version).toBe(4);
    expect(newestOrder(order, { ...order, version: 3 })).toBe(order);
    expect(newestOrder(order, undefined)).toBe(order);
  });
});
