import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { buildBoardQuery, periodRange } from '../../../shared/orders/board-query';
import { calculateBoardTotals } from './board-totals';
import { needsCourierChoice } from '../../../shared/order-move/move-rules';
import { isValidBoardOrder } from '../../../shared/orders/order-view';
import { readPollEvents } from './poll-events';

describe('courier choice before ENVIADO (doc 2 §4.1)', () => {
  const marketplace = makeOrder({ tipoImportacao: 'IF' });
  it('asks for a marketplace delivery-mode order without courier nor sent logistics', () => {
    expect(needsCourierChoice(marketplace, 'ENVIADO')).toBe(true);
    expect(needsCourierChoice(marketplace, 'CONFIRMADO')).toBe(false);
    expect(needsCourierChoice(makeOrder({ tipoImportacao: 'SO' }), 'ENVIADO')).toBe(false);
    expect(needsCourierChoice({ ...marketplace, pessoaEntregador: { id: 1, nome: 'X' } }, 'ENVIADO')).toBe(false);
    expect(needsCourierChoice({ ...marketplace, statusLogistica: 'ENVIADO' }, 'ENVIADO')).toBe(false);
    const takeout = { ...marketplace, iFoodOrder: { ...marketplace.iFoodOrder, deliveryMethod: { mode: 'TAKEOUT' } } };
    expect(needsCourierChoice(takeout, 'ENVIADO')).toBe(false);
  });
});

describe('board totals (doc 4 §9)', () => {
  it('counts the orders and averages the total over the non-cancelled ones, in cents', () => {
    const totals = calculateBoardTotals([
      makeOrder({ totalPedido: 10.1 }),
      makeOrder({ totalPedido: 20.2 }),
      makeOrder({ totalPedido: 99, situacao: 'CANCELADO' }),
    ]);
    expect(totals).toEqual({ count: 3, total: 3030, averageTicket: 1515 });
    expect(calculateBoardTotals([])).toEqual({ count: 0, total: 0, averageTicket: 0 });
  });
});

describe('invalid cards and polling', () => {
  it('flags an order whose body is broken', () => {
    expect(isValidBoardOrder(makeOrder())).toBe(true);
    expect(isValidBoardOrder(makeOrder({ iFoodOrder: null as never }))).toBe(false);
  });

  it('rings once per new pending order and keeps error events off the board', () => {
    const seen = new Set<number>();
    const first = readPollEvents(
      [{ pedidoIntegracao: makeOrder({ id: 1 }) }, { mensagemErro: 'Falha no iFood' }],
      seen,
    );
    expect(first).toMatchObject({ errors: ['Falha no iFood'], newPendingIds: [1] });
    expect(first.orders.map((order) => order.id)).toEqual([1]);
    const second = readPollEvents(
      [{ pedidoIntegracao: makeOrder({ id: 1 }) }, { pedidoIntegracao: makeOrder({ id: 2 }) }],
      seen,
    );
    expect(second.newPendingIds).toEqual([2]);
  });
});

describe('board period', () => {
  const now = new Date(2025, 0, 2, 15, 30);
  it('defaults to today 04:00 to 04:00 and accepts a custom range', () => {
    const today = buildBoardQuery({ key: 5, customStart: '', customEnd: '' }, 'both', 'asc', now);
    expect(today).toMatchObject({ start: '2025-01-02 04:00:00', end: '2025-01-03 04:00:00', periodKey: 5 });
    const custom = periodRange({ key: 10, customStart: '2025-01-01 10:00:00', customEnd: '2025-01-01 22:30:00' }, now);
    expect(custom).toEqual({ start: new Date(2025, 0, 1, 10), end: new Date(2025, 0, 1, 22, 30) });
    const backwards = periodRange(
      { key: 10, customStart: '2025-01-02 10:00:00', customEnd: '2025-01-01 10:00:00' },
      now,
    );
    expect(backwards.start).toEqual(new Date(2025, 0, 2, 4));
  });
});
