import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/make-order';
import {
  DEFAULT_BOARD_FILTERS,
  DEFAULT_SEARCH_BY,
  countActiveFilters,
  filterBoardOrders,
  matchesFilters,
  matchesSearch,
  sanitizeBoardFilters,
  type BoardFilters,
} from './board-filters';

const delivery = makeOrder({ id: 1, sequencial: 12, comNF: true, pago: true });
const counter = makeOrder({
  id: 2,
  sequencial: 13,
  tipo: 'BALCAO',
  tipoImportacao: 'TF',
  iFoodOrder: { customer: { name: 'JOÃO PEREIRA' }, deliveryMethod: { mode: 'TAKEOUT' }, items: [], payments: [] },
});
const scheduled = makeOrder({
  id: 3,
  pedidoAgendado: 'AGENDADO',
  iFoodOrder: { ...delivery.iFoodOrder, shortReference: 'ABC-77' },
});
const filters = (patch: Partial<BoardFilters>): BoardFilters => ({ ...DEFAULT_BOARD_FILTERS, ...patch });
const ids = (list: { id: number }[]) => list.map((order) => order.id);

describe('board filters', () => {
  it('widens inside a group and narrows across groups', () => {
    const all = [delivery, counter, scheduled];
    expect(ids(filterBoardOrders(all, filters({ types: ['BALCAO'] }), '', DEFAULT_SEARCH_BY))).toEqual([2]);
    expect(ids(filterBoardOrders(all, filters({ types: ['BALCAO', 'DELIVERY'] }), '', DEFAULT_SEARCH_BY))).toEqual([
      1, 2, 3,
    ]);
    expect(ids(filterBoardOrders(all, filters({ invoice: ['WITH'] }), '', DEFAULT_SEARCH_BY))).toEqual([1]);
    expect(ids(filterBoardOrders(all, filters({ channels: ['TF'] }), '', DEFAULT_SEARCH_BY))).toEqual([2]);
    expect(ids(filterBoardOrders(all, filters({ situations: ['TAKEOUT'] }), '', DEFAULT_SEARCH_BY))).toEqual([2]);
    expect(ids(filterBoardOrders(all, filters({ situations: ['DELIVERY', 'PAID'] }), '', DEFAULT_SEARCH_BY))).toEqual([
      1,
    ]);
    expect(
      ids(filterBoardOrders(all, filters({ situations: ['UNPAID', 'SCHEDULED'] }), '', DEFAULT_SEARCH_BY)),
    ).toEqual([3]);
    expect(matchesFilters(delivery, filters({ imported: 'true' }))).toBe(false);
    expect(matchesFilters(delivery, filters({ imported: 'false' }))).toBe(true);
  });

  it('searches the customer name always (accents ignored) and id, sequence, reference when chosen', () => {
    expect(matchesSearch(counter, 'joao', DEFAULT_SEARCH_BY)).toBe(true);
    expect(matchesSearch(delivery, '12', DEFAULT_SEARCH_BY)).toBe(true);
    expect(matchesSearch(delivery, '12', { ...DEFAULT_SEARCH_BY, sequence: false, id: false })).toBe(false);
    expect(matchesSearch(scheduled, 'abc', DEFAULT_SEARCH_BY)).toBe(true);
    expect(matchesSearch(scheduled, 'abc', { ...DEFAULT_SEARCH_BY, reference: false })).toBe(false);
    expect(matchesSearch(counter, 'maria', { id: false, sequence: false, reference: false })).toBe(false);
  });

  it('counts active choices and cleans what localStorage held', () => {
    expect(countActiveFilters(filters({ types: ['DELIVERY'], imported: 'false' }))).toBe(2);
    expect(sanitizeBoardFilters({ types: ['DELIVERY', 'MESA', 3], imported: 'maybe', channels: ['IF'] })).toEqual({
      ...DEFAULT_BOARD_FILTERS,
      types: ['DELIVERY'],
      channels: ['IF'],
    });
    expect(sanitizeBoardFilters('junk')).toEqual(DEFAULT_BOARD_FILTERS);
  });
});
