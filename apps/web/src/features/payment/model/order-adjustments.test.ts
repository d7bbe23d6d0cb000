import type { TIFoodOrder, TOrderItem } from '@brasa/contracts';
import { type Cents, calculateOrderTotals, sumCents, toCents } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import {
  NO_ADJUSTMENTS,
  applyAdjustments,
  applyOrderDiscount,
  applyServiceFee,
  hasAdjustments,
} from './order-adjustments';

const items: TOrderItem[] = [
  { referenceCode: 'r-1', name: 'X-Burger', quantity: 2, price: 24.9 },
  { referenceCode: 'r-2', name: 'Refrigerante', quantity: 1, price: 7, discount: 1 },
  {
    referenceCode: 'r-3',
    name: 'Combo',
    quantity: 1,
    price: 20,
    productChargeServiceFee: false,
    subItems: [{ name: 'Batata', quantity: 1, price: 5, totalPrice: 5 }],
  },
  { referenceCode: 'r-4', name: 'Cortesia', quantity: 1, price: 9, sumInTotal: false },
];
const body: TIFoodOrder = { items, payments: [], deliveryMethod: { mode: 'DELIVERY' }, deliveryFee: 8 };
const subtotal = (list: readonly TOrderItem[]) => calculateOrderTotals({ items: list }).subTotal;

describe('order adjustments (doc 1 §5 "Fees", "Discount")', () => {
  it('spreads the discount over items and sub-items on top of the item discounts, remainder on the last', () => {
    // subtotal after item discounts: 49,80 + 6,00 + 25,00 = 80,80
    const spread = applyOrderDiscount(items, 1000 as Cents);
    expect(spread.map((item) => item.discount ?? 0)).toEqual([6.16, 1 + 0.74, 3.1, 0]);
    expect(subtotal(items) - subtotal(spread)).toBe(1000);
    expect(spread[3]).toBe(items[3]);
  });

  it('the parts of any discount up to the subtotal add up to it', () => {
    for (const discount of [1, 7, 333, 4999, 8080]) {
      const spread = applyOrderDiscount(items, discount as Cents);
      const added = sumCents(
        spread.map((item, index) => toCents((item.discount ?? 0) - (items[index]!.discount ?? 0))),
      );
      expect(added).toBe(discount);
    }
  });

  it('sets each item’s service fee from the percent and clears it; items that do not charge it get 0', () => {
    const charged = applyServiceFee(items, { percent: 10, onGrossValue: false });
    expect(charged.map((item) => item.totalServico)).toEqual([4.98, 0.6, 0, 0]);
    expect(charged.map((item) => item.chargeServiceFee)).toEqual([true, true, false, false]);
    const gross = applyServiceFee(items, { percent: 10, onGrossValue: true });
    expect(gross[1]!.totalServico).toBe(0.7);
    expect(applyServiceFee(charged, 'CLEAR').map((item) => item.totalServico)).toEqual([0, 0, 0, 0]);
    expect(applyServiceFee(items, null)).toEqual(items);
  });

  it('applies the delivery fee, then the discount, then the fee on what is left', () => {
    const adjusted = applyAdjustments(body, {
      discountCents: 808 as Cents,
      serviceFee: { percent: 10, onGrossValue: false },
      deliveryFee: { id: 90, descricao: 'Taxa bairro', valorUnitarioVenda: 5 },
    });
    expect(adjusted).toMatchObject({ deliveryFee: 5, productDeliveryFee: { id: 90, valorUnitarioVenda: 5 } });
    expect(adjusted.items[0]).toMatchObject({ discount: 4.98, totalServico: 4.48 });
    expect(applyAdjustments(body, { ...NO_ADJUSTMENTS, deliveryFee: 'REMOVE' })).toMatchObject({
      deliveryFee: 0,
      productDeliveryFee: null,
    });
    expect(applyAdjustments(body, NO_ADJUSTMENTS)).toEqual(body);
    expect(hasAdjustments(NO_ADJUSTMENTS)).toBe(false);
    expect(hasAdjustments({ ...NO_ADJUSTMENTS, serviceFee: 'CLEAR' })).toBe(true);
  });
});
