import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { scheduledPrintHtml } from './print-layout';
import { checkPeriod, maskDayBr, filterScheduled, groupScheduledByDay, notificationPlaces } from './scheduled-groups';

const scheduled = (start: string, extra = {}) =>
  makeOrder({
    pedidoAgendado: 'AGENDADO',
    iFoodOrder: {
      items: [{ name: 'Bolo', quantity: 1, price: 50, localNotification: 'COZINHA' }],
      payments: [],
      schedule: { deliveryDateTimeStart: start },
    },
    ...extra,
  });

describe('scheduled orders (doc 3 §2.1, §5)', () => {
  it("refuses a search without a period: 'Nenhum período informado.'", () => {
    expect(checkPeriod('', '05/01/2025')).toEqual({ ok: false, message: 'Nenhum período informado.' });
    expect(checkPeriod('31/02/2025', '05/01/2025')).toEqual({ ok: false, message: 'Nenhum período informado.' });
    expect(checkPeriod('05/01/2025', '01/01/2025')).toEqual({ ok: true, from: '2025-01-01', to: '2025-01-05' });
    expect(maskDayBr('05012025')).toBe('05/01/2025');
  });

  it('groups by local day, every day of the period, with count, total and the today mark', () => {
    const orders = [
      scheduled(new Date(2025, 0, 3, 18, 0).toISOString(), { totalPedido: 50 }),
      scheduled(new Date(2025, 0, 3, 9, 30).toISOString(), { totalPedido: 25.5 }),
      scheduled(new Date(2025, 0, 3, 10, 0).toISOString(), { totalPedido: 99, situacao: 'CANCELADO' }),
    ];
    const days = groupScheduledByDay(orders, '2025-01-02', '2025-01-04', new Date(2025, 0, 3, 8));
    expect(days.map((d) => [d.label, d.orders.length, d.total, d.isToday])).toEqual([
      ['02/01/2025', 0, 0, false],
      ['03/01/2025', 3, 7550, true],
      ['04/01/2025', 0, 0, false],
    ]);
    expect(days[1]!.orders[0]!.totalPedido).toBe(25.5);
  });

  it("offers the notification places without 'NN' and filters by place and status", () => {
    expect(notificationPlaces('NN,CAIXA, cozinha ,BAR,CAIXA')).toEqual(['CAIXA', 'COZINHA', 'BAR']);
    const kitchen = scheduled('2025-01-03T12:00:00Z');
    const confirmed = scheduled('2025-01-03T12:00:00Z', { situacao: 'CONFIRMADO' });
    expect(filterScheduled([kitchen], { places: ['BAR'], statuses: [] })).toEqual([]);
    expect(filterScheduled([kitchen], { places: ['COZINHA'], statuses: [] })).toEqual([kitchen]);
    expect(filterScheduled([kitchen, confirmed], { places: [], statuses: ['CONFIRMADO'] })).toEqual([confirmed]);
  });

  it('prints days with orders and escapes what customers typed', () => {
    const order = scheduled(new Date(2025, 0, 3, 18, 0).toISOString(), {
      pessoaCliente: { id: 1, nome: '<b>Ana</b>' },
    });
    const html = scheduledPrintHtml(
      'Pedidos Agendados',
      groupScheduledByDay([order], '2025-01-02', '2025-01-03', new Date()),
    );
    expect(html).toContain('03/01/2025 (1)');
    expect(html).not.toContain('02/01/2025');
    expect(html).toContain('&lt;b&gt;Ana');
  });
});
