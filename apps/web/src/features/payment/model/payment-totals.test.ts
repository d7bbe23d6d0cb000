import type { TIFoodOrder } from '@brasa/contracts';
import type { Cents } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import type { PaymentLine } from './payment-lines';
import { paymentTotalsView, typedChangeCents } from './payment-totals';

const body: TIFoodOrder = {
  items: [
    { name: 'X-Burger', quantity: 2, price: 24.9, discount: 4.98, totalServico: 4.48 },
    { name: 'Refrigerante', quantity: 1, price: 7, totalServico: 0.7 },
  ],
  payments: [{ id: 'p-1', value: 10 }],
  deliveryMethod: { mode: 'DELIVERY' },
  deliveryFee: 8,
  benefits: [{ value: 2, sponsorshipValues: { MERCHANT: 2 } }],
};

const cash = (amount: number): PaymentLine => ({
  key: 'l',
  methodId: 1,
  methodName: 'Dinheiro',
  methodKind: 'CASH',
  amountCents: amount as Cents,
  autorizacao: null,
  splitCents: null,
  itemParts: [],
});

describe('payment totals (doc 1 §2.5, §9)', () => {
  it('shows subtotal before discounts, fees, discounts, total, paid, pending and change', () => {
    // 56,80 + 5,18 fee + 8,00 delivery − 4,98 item discount − 2,00 benefit = 63,00; 10,00 paid
    expect(paymentTotalsView(body, [])).toMatchObject({
      subtotal: 5680,
      serviceFee: 518,
      deliveryFee: 800,
      discounts: 698,
      total: 6300,
      paid: 1000,
      pending: 5300,
      change: 0,
      pendingBeforeLines: 5300,
    });
  });

  it('counts the lines typed as paid, with the change of cash above pending', () => {
    expect(paymentTotalsView(body, [cash(10000)])).toMatchObject({ paid: 6300, pending: 0, change: 4700 });
  });

  it('paid is the saved payments plus the lines accepted; a refused line counts for nothing', () => {
    const card = { ...cash(10000), methodKind: 'CARD' as const };
    expect(paymentTotalsView(body, [card])).toMatchObject({ paid: 1000, pending: 5300, change: 0 });
    expect(paymentTotalsView(body, [cash(2000), cash(1000)])).toMatchObject({ paid: 4000, pending: 2300 });
    const overpaid = { ...body, payments: [{ id: 'p-1', value: 70 }] };
    expect(paymentTotalsView(overpaid, [])).toMatchObject({ paid: 7000, pending: 0, pendingBeforeLines: 0 });
  });

  it('the delivery fee counts only in DELIVERY mode', () => {
    const counter = { ...body, deliveryMethod: { mode: 'BALCAO' } };
    expect(paymentTotalsView(counter, [])).toMatchObject({ deliveryFee: 0, total: 5500 });
  });

  it('previews the change of the amount typed', () => {
    expect(typedChangeCents('100,00', 'CASH', 5200 as Cents, null)).toBe(4800);
    expect(typedChangeCents('30', 'CASH', 5200 as Cents, 2000 as Cents)).toBe(1000);
    expect(typedChangeCents('100', 'CARD', 5200 as Cents, null)).toBe(0);
    expect(typedChangeCents('abc', 'CASH', 5200 as Cents, null)).toBe(0);
    expect(typedChangeCents('100', null, 5200 as Cents, null)).toBe(0);
  });
});
