import { asCents } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/make-order';
import {
  type UnpaidQuickSale,
  isStillUnpaid,
  removeUnpaidQuickSale,
  sanitizeUnpaidQuickSales,
  unpaidQuickSaleOf,
  upsertUnpaidQuickSale,
} from './unpaid-quick-sales';

const NOW = new Date('2025-01-02T15:00:00.000Z');
const sale = (id: number, overrides: Partial<UnpaidQuickSale> = {}): UnpaidQuickSale => ({
  id,
  sequencial: id - 699,
  totalCents: asCents(1000),
  savedAt: '2025-01-02T14:00:00.000Z',
  ...overrides,
});

describe('unpaid quick sales (doc 1 §4 "An unpaid quick sale is kept locally")', () => {
  it('takes the id, number and total of the order in cents', () => {
    const order = makeOrder({ id: 710, sequencial: 51, tipo: 'CAIXA_RAPIDO', totalPedido: 56.8 });
    expect(unpaidQuickSaleOf(order, NOW)).toEqual({
      id: 710,
      sequencial: 51,
      totalCents: 5680,
      savedAt: '2025-01-02T15:00:00.000Z',
    });
  });

  it('adds new sales first and updates a kept one in place, keeping when it was first kept', () => {
    const list = upsertUnpaidQuickSale([sale(700)], sale(701));
    expect(list.map((entry) => entry.id)).toEqual([701, 700]);
    const updated = upsertUnpaidQuickSale(list, sale(700, { totalCents: asCents(1500), savedAt: NOW.toISOString() }));
    expect(updated).toEqual([sale(701), sale(700, { totalCents: asCents(1500) })]);
    expect(removeUnpaidQuickSale(updated, 701)).toEqual([sale(700, { totalCents: asCents(1500) })]);
  });

  it('drops unreadable entries and fills missing fields', () => {
    expect(sanitizeUnpaidQuickSales('junk')).toEqual([]);
    expect(sanitizeUnpaidQuickSales([null, { id: 'x' }, { id: 9 }, sale(700)])).toEqual([
      { id: 9, sequencial: null, totalCents: 0, savedAt: new Date(0).toISOString() },
      sale(700),
    ]);
  });

  it('is still unpaid while the server has it unpaid, active, not cancelled and not imported', () => {
    const order = makeOrder({ tipo: 'CAIXA_RAPIDO' });
    expect(isStillUnpaid(order)).toBe(true);
    expect(isStillUnpaid({ ...order, pago: true })).toBe(false);
    expect(isStillUnpaid({ ...order, ativo: false })).toBe(false);
    expect(isStillUnpaid({ ...order, situacao: 'CANCELADO' })).toBe(false);
    expect(isStillUnpaid({ ...order, dataImportacao: '2025-01-02T15:00:00.000Z' })).toBe(false);
  });
});
