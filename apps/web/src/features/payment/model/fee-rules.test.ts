import type { TIFoodOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { checkDeliveryFeeChange, parseServiceFeePercent } from './fee-rules';

const delivery = (payments: number[]): TIFoodOrder => ({
  items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
  payments: payments.map((value, index) => ({ id: index, value })),
  deliveryMethod: { mode: 'DELIVERY' },
  deliveryFee: 8,
});

describe('fee rules (doc 1 §5 "Fees")', () => {
  it('reads the service fee percent; it is never negative', () => {
    expect(parseServiceFeePercent('10')).toEqual({ ok: true, value: 10 });
    expect(parseServiceFeePercent('12,5%')).toEqual({ ok: true, value: 12.5 });
    expect(parseServiceFeePercent('')).toEqual({ ok: true, value: 0 });
    expect(parseServiceFeePercent('-5')).toEqual({ ok: false, message: MSG.SERVICE_FEE_NEGATIVE });
    expect(parseServiceFeePercent('dez')).toEqual({ ok: false, message: MSG.INVALID_VALUE });
  });

  it('keeps the delivery fee when the pending total is lower than the fee', () => {
    expect(checkDeliveryFeeChange(delivery([]), 0)).toEqual({ ok: true, value: null });
    expect(checkDeliveryFeeChange(delivery([30]), 0)).toEqual({
      ok: false,
      message: MSG.DELIVERY_FEE_REMOVAL_ABOVE_PENDING,
    });
    expect(checkDeliveryFeeChange(delivery([30]), 5)).toEqual({
      ok: false,
      message: MSG.DELIVERY_FEE_REMOVAL_ABOVE_PENDING,
    });
    expect(checkDeliveryFeeChange(delivery([30]), 10)).toEqual({ ok: true, value: null });
    expect(checkDeliveryFeeChange({ ...delivery([30]), deliveryMethod: { mode: 'BALCAO' } }, 0).ok).toBe(true);
  });
});
