// @module-tag no-sql
import type { TIFoodOrder, TOrderSaveRequest } from '@brasa/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTotals } from '../../order-data/totals';
import { withKeptDelivery } from './kept-delivery';

const ADDRESS = {
  streetName: 'Rua Frei Caneca',
  streetNumber: '569',
  neighborhood: 'Consolação',
  city: 'São Paulo',
  coordinates: { latitude: -23.55, longitude: -46.65 },
};

const storedBody = (extra: Partial<TIFoodOrder> = {}): TIFoodOrder =>
  ({
    deliveryMethod: { mode: 'DELIVERY' },
    deliveryAddress: ADDRESS,
    deliveryFee: 8.5,
    productDeliveryFee: { id: 46, valorUnitarioVenda: 8.5 },
    deliveryFeeOrigin: 'BAIRRO',
    items: [{ referenceCode: 'a', name: 'X-Burger', quantity: 2, price: 24.9 }],
    payments: [],
    ...extra,
  }) as TIFoodOrder;

const stored = (extra: Partial<TIFoodOrder> = {}) => ({ tipo: 'DELIVERY', body: storedBody(extra) });

const edit = (body: Partial<TOrderSaveRequest['iFoodOrder']>, tipo: TOrderSaveRequest['tipo'] = 'DELIVERY') =>
  ({
    id: 1,
    version: 1,
    tipo,
    iFoodOrder: { items: [{ referenceCode: 'a', name: 'X-Burger', quantity: 3, price: 24.9 }], payments: [], ...body },
  }) as TOrderSaveRequest;

describe('withKeptDelivery (issue 31 §4)', () => {
  it('keeps what an edit leaves out: method, address, fee, fee product and origin', () => {
    const body = withKeptDelivery(edit({}), stored()).iFoodOrder;
    expect(body).toMatchObject({
      deliveryMethod: { mode: 'DELIVERY' },
      deliveryAddress: ADDRESS,
      deliveryFee: 8.5,
      productDeliveryFee: { id: 46, valorUnitarioVenda: 8.5 },
      deliveryFeeOrigin: 'BAIRRO',
    });
  });

  it('keeps the stored address (coordinates too) when the same one is typed again', () => {
    const typed = {
      streetName: ' Rua Frei Caneca',
      streetNumber: '569 ',
      neighborhood: 'Consolação',
      city: 'São Paulo',
    };
    const body = withKeptDelivery(edit({ deliveryMethod: { mode: 'DELIVERY' }, deliveryAddress: typed }), stored());
    expect(body.iFoodOrder.deliveryAddress).toEqual(ADDRESS);
  });

  it('keeps the fee product when the same amount comes without one, and applies a new amount or a null', () => {
    const same = withKeptDelivery(edit({ deliveryMethod: { mode: 'DELIVERY' }, deliveryFee: 8.5 }), stored());
    expect(same.iFoodOrder.productDeliveryFee).toEqual({ id: 46, valorUnitarioVenda: 8.5 });
    const other = withKeptDelivery(edit({ deliveryMethod: { mode: 'DELIVERY' }, deliveryFee: 10 }), stored());
    expect(other.iFoodOrder.deliveryFee).toBe(10);
    expect(other.iFoodOrder.productDeliveryFee).toBeUndefined();
    const none = withKeptDelivery(
      edit({ deliveryMethod: { mode: 'DELIVERY' }, deliveryFee: null, productDeliveryFee: null }),
      stored(),
    );
    expect(none.iFoodOrder.deliveryFee).toBeNull();
    expect(none.iFoodOrder.productDeliveryFee).toBeNull();
  });

  it('applies a changed address and an explicit null address (the entry rules then ask for one)', () => {
    const moved = { streetName: 'Rua Augusta', streetNumber: '1500' };
    expect(
      withKeptDelivery(edit({ deliveryMethod: { mode: 'DELIVERY' }, deliveryAddress: moved }), stored()).iFoodOrder
        .deliveryAddress,
    ).toEqual(moved);
    expect(
      withKeptDelivery(edit({ deliveryMethod: { mode: 'DELIVERY' }, deliveryAddress: null }), stored()).iFoodOrder
        .deliveryAddress,
    ).toBeNull();
  });

  it('keeps nothing off delivery: take-out, another order type, or an order that was not a delivery', () => {
    const takeout = withKeptDelivery(edit({ deliveryMethod: { mode: 'TAKEOUT' } }), stored()).iFoodOrder;
    expect(takeout.deliveryAddress).toBeUndefined();
    expect(takeout.deliveryFee).toBeUndefined();
    const counter = withKeptDelivery(edit({}, 'BALCAO'), stored()).iFoodOrder;
    expect(counter.deliveryMethod).toBeUndefined();
    expect(counter.deliveryFee).toBeUndefined();
    const wasTakeout = withKeptDelivery(
      edit({ deliveryMethod: { mode: 'DELIVERY' } }),
      stored({ deliveryMethod: { mode: 'TAKEOUT' } }),
    ).iFoodOrder;
    expect(wasTakeout.deliveryFee).toBeUndefined();
  });

  it('for random item edits the stored fee stays and total = items − discounts + fee', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 50 }),
      priceCents: fc.integer({ min: 1, max: 20_000 }),
      discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.constantFrom('omitted', 'unchanged'),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (lines, feeCents, how, orderDiscountShare) => {
          const items = lines.map((l, index) => {
            const gross = l.quantity * l.priceCents;
            return {
              referenceCode: `r${index}`,
              name: `item ${index}`,
              quantity: l.quantity,
              price: l.priceCents / 100,
              discount: Math.floor(gross * l.discountShare) / 100,
            };
          });
          const itemsCents = items.reduce(
            (sum, item) => sum + item.quantity * Math.round(item.price * 100) - Math.round(item.discount * 100),
            0,
          );
          const orderDiscountCents = Math.floor(itemsCents * orderDiscountShare);
          const fee = feeCents / 100;
          const sent = edit(
            how === 'omitted'
              ? { items, discount: orderDiscountCents / 100 }
              : {
                  items,
                  discount: orderDiscountCents / 100,
                  deliveryMethod: { mode: 'DELIVERY' },
                  deliveryAddress: { streetName: ADDRESS.streetName, streetNumber: ADDRESS.streetNumber },
                  deliveryFee: fee,
                },
          );
          const kept = withKeptDelivery(sent, stored({ deliveryFee: fee, deliveryAddress: { ...ADDRESS } }));
          const { body, totals } = withTotals(kept.iFoodOrder as TIFoodOrder);
          expect(body.deliveryFee ?? 0).toBe(fee);
          expect(totals.deliveryFee).toBe(feeCents);
          expect(totals.total).toBe(itemsCents - orderDiscountCents + feeCents);
          expect(Math.round((body.totalPrice ?? 0) * 100)).toBe(totals.total);
        },
      ),
      { seed: 3104, numRuns: 300 },
    );
  });
});
