import { MSG } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { makeOrder } from '../../../test/make-order';
import { formatDueDate, pendingAccountsError, pendingTotalCents, toHistoryRow } from './customer-history';

describe('customer pending amounts and history', () => {
  it('shows the due date as dd/MM/yyyy without shifting a plain date', () => {
    expect(formatDueDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDueDate(new Date(2026, 0, 31, 12).toISOString())).toBe('31/01/2026');
    expect(formatDueDate(null)).toBe(MSG.VALUE_UNAVAILABLE);
  });

  it('sums the balances in cents', () => {
    const accounts = [
      { descricao: 'Pedido #1', dataVencimento: null, saldo: 10.1 },
      { descricao: 'Pedido #2', dataVencimento: null, saldo: 0.2 },
    ];
    expect(pendingTotalCents(accounts)).toBe(1030);
  });

  it('reads 403 as the missing permission and anything else as the fetch error', () => {
    expect(pendingAccountsError(new ApiError(403, MSG.NO_PENDING_VALUES_PERMISSION))).toBe(
      MSG.NO_PENDING_VALUES_PERMISSION,
    );
    expect(pendingAccountsError(new ApiError(500, 'boom'))).toBe(MSG.PENDING_ACCOUNTS_FETCH_FAILED);
    expect(pendingAccountsError(new TypeError('offline'))).toBe(MSG.PENDING_ACCOUNTS_FETCH_FAILED);
  });

  it('lists an earlier order by number, date, type, status and total', () => {
    const order = makeOrder({
      id: 40,
      sequencial: 7,
      tipo: 'DELIVERY',
      situacao: 'ENTREGUE',
      totalPedido: 54.5,
      dataPedido: new Date(2026, 10, 20, 19, 30).toISOString(),
    });
    expect(toHistoryRow(order)).toEqual({
      id: 40,
      number: '#7 (40)',
      date: '20/11/2026 19:30',
      type: 'Delivery',
      status: 'Entregue',
      total: 'R$ 54,50',
    });
    expect(toHistoryRow({ ...order, sequencial: null }).number).toBe('#40');
  });
});
