import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateOrderTotals, itemTotal } from './order-totals';

describe('calculateOrderTotals', () => {
  it('adds items, sub-items, service fee, delivery fee and tip, minus benefits and discount', () => {
    const totals = calculateOrderTotals({
      items: [
        { quantity: 2, price: 24.9, totalServico: 4.98, subItems: [{ quantity: 2, price: 4 }] },
        { quantity: 1, price: 7, discount: 1, productChargeServiceFee: false, totalServico: 0.7 },
      ],
      deliveryMode: 'DELIVERY',
      deliveryFee: 5,
      tip: 2,
      benefits: [{ value: 3, sponsorshipValues: { IFOOD: 3 } }],
      discount: 1.5,
      payments: [{ value: 50 }],
    });
    expect(totals.subTotal).toBe(4980 + 800 + 600);
    expect(totals.serviceFee).toBe(498);
    expect(totals.deliveryFee).toBe(500);
    expect(totals.total).toBe(6380 + 498 + 500 + 200 - 300 - 150);
    expect(totals.paid).toBe(5000 + 300);
    expect(totals.pending).toBe(totals.total - 5300);
    expect(totals.pago).toBe(false);
  });

  it('charges the delivery fee only in DELIVERY mode', () => {
    const base = { items: [{ quantity: 1, price: 10 }], deliveryFee: 5 };
    expect(calculateOrderTotals({ ...base, deliveryMode: 'DELIVERY' }).total).toBe(1500);
    expect(calculateOrderTotals({ ...base, deliveryMode: 'TAKEOUT' }).total).toBe(1000);
    expect(calculateOrderTotals(base).total).toBe(1000);
  });

  it('is paid when the remaining amount is below 0.01, and an overpayment leaves nothing pending', () => {
    const items = [{ quantity: 3, price: 3.33 }];
    expect(calculateOrderTotals({ items, payments: [{ value: 9.98 }] }).pago).toBe(false);
    expect(calculateOrderTotals({ items, payments: [{ value: 9.99 }] }).pago).toBe(true);
    const over = calculateOrderTotals({ items, payments: [{ value: 20 }] });
    expect(over.pago).toBe(true);
    expect(over.pending).toBe(0);
  });

  it('a payment due on delivery (prepaid false: cash to the courier) pays nothing until the money is recorded', () => {
    const items = [{ quantity: 1, price: 50 }];
    const announced = calculateOrderTotals({ items, payments: [{ value: 50, prepaid: false }] });
    expect(announced.pago).toBe(false);
    expect(announced.pending).toBe(5000);
    expect(calculateOrderTotals({ items, payments: [{ value: 50, prepaid: true }] }).pago).toBe(true);
    const received = calculateOrderTotals({ items, payments: [{ value: 50, prepaid: false }, { value: 50 }] });
    expect(received.pago).toBe(true);
    expect(received.paid).toBe(5000);
  });

  it('skips items and sub-items not summed, and never lets the service fee go negative', () => {
    expect(itemTotal({ quantity: 1, price: 10, sumInTotal: false })).toBe(0);
    expect(itemTotal({ quantity: 1, price: 10, subItems: [{ price: 5, sumInTotal: false }] })).toBe(1000);
    expect(calculateOrderTotals({ items: [{ quantity: 1, price: 10, totalServico: -3 }] }).serviceFee).toBe(0);
  });

  it('property: total is the sum of its parts and pending + min(paid, total) = total', () => {
    const money = fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 20 }), price: money }), { maxLength: 10 }),
        money,
        fc.array(money, { maxLength: 4 }),
        (items, fee, payments) => {
          const t = calculateOrderTotals({
            items,
            deliveryMode: 'DELIVERY',
            deliveryFee: fee,
            payments: payments.map((value) => ({ value })),
          });
          expect(t.total).toBe(t.subTotal + t.serviceFee + t.deliveryFee + t.tip - t.benefits - t.discount);
          expect(t.pending + Math.min(t.paid, t.total)).toBe(t.total);
          expect(t.pago).toBe(t.pending === 0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
