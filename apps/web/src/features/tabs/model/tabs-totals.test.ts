import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import type { IdentifierCard } from './identifier-cards';
import { applyTabsEvent } from './tabs-cache';
import { calculateTabsTotals } from './tabs-totals';

const table = (withOrders: boolean): IdentifierCard => ({
  identifier: { id: 1, tipo: 'MESA', identificador: '1', status: 'NORMAL', ativo: true },
  orders: withOrders ? [makeOrder()] : [],
});

describe('tab board totals (doc 4 §9)', () => {
  it('ticket average is the total over the non-cancelled orders; occupancy the share of tables with orders', () => {
    const orders = [
      makeOrder({ totalPedido: 10 }),
      makeOrder({ totalPedido: 20.01 }),
      makeOrder({ totalPedido: 99, situacao: 'CANCELADO' }),
    ];
    const totals = calculateTabsTotals(orders, [table(true), table(false), table(false), table(true)]);
    expect(totals).toEqual({ count: 2, total: 3001, averageTicket: 1501, occupancy: 50 });
    expect(calculateTabsTotals([], [])).toEqual({ count: 0, total: 0, averageTicket: 0, occupancy: 0 });
  });

  it('the total is the exact sum of the counted orders in cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 40 }), (cents) => {
        const totals = calculateTabsTotals(
          cents.map((c) => makeOrder({ totalPedido: c / 100 })),
          [],
        );
        expect(totals.total).toBe(cents.reduce((a, b) => a + b, 0));
        if (cents.length)
          expect(Math.abs(totals.averageTicket * cents.length - totals.total)).toBeLessThanOrEqual(cents.length);
      }),
    );
  });
});

describe('board list updates (doc 1 §4)', () => {
  const open = makeOrder({ tipo: 'COMANDA', identificadorPrincipal: '12', version: 2 });
  it('adds, replaces and removes orders; an older version is ignored', () => {
    expect(applyTabsEvent([], open, false)).toEqual([open]);
    const newer = { ...open, version: 3, totalPedido: 50 };
    expect(applyTabsEvent([open], newer, false)).toEqual([newer]);
    expect(applyTabsEvent([newer], open, false)).toEqual([newer]);
    expect(applyTabsEvent([open], { ...open, version: 3, ativo: false }, false)).toEqual([]);
    expect(applyTabsEvent([open], { ...open, version: 3, pago: true }, false)).toEqual([]);
    expect(applyTabsEvent([open], { ...open, version: 3 }, true)).toEqual([]);
    expect(applyTabsEvent([], makeOrder({ tipo: 'DELIVERY' }), false)).toEqual([]);
  });
});
