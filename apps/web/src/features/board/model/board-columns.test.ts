import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { boardColumns, groupOrdersByStatus } from './board-columns';

describe('board columns', () => {
  it('hides the awaiting-pickup column unless its parameter is on or it holds cards', () => {
    const empty = groupOrdersByStatus([], 'asc');
    expect(boardColumns(empty, false)).toEqual(['PENDENTE', 'CONFIRMADO', 'ENVIADO', 'ENTREGUE', 'CANCELADO']);
    expect(boardColumns(empty, true)).toEqual([
      'PENDENTE',
      'CONFIRMADO',
      'AGUARDANDO_RETIRADA',
      'ENVIADO',
      'ENTREGUE',
      'CANCELADO',
    ]);
    const withPickup = groupOrdersByStatus([makeOrder({ situacao: 'AGUARDANDO_RETIRADA' })], 'asc');
    expect(boardColumns(withPickup, false)).toContain('AGUARDANDO_RETIRADA');
  });

  it('groups by status, newest first for asc and oldest first for desc', () => {
    const early = makeOrder({ id: 1, dataPedido: new Date(2025, 0, 2, 10).toISOString() });
    const late = makeOrder({ id: 2, dataPedido: new Date(2025, 0, 2, 18).toISOString() });
    const sent = makeOrder({ id: 3, situacao: 'ENVIADO' });
    const asc = groupOrdersByStatus([early, sent, late], 'asc');
    expect(asc.PENDENTE.map((order) => order.id)).toEqual([2, 1]);
    expect(asc.ENVIADO.map((order) => order.id)).toEqual([3]);
    expect(groupOrdersByStatus([early, late], 'desc').PENDENTE.map((order) => order.id)).toEqual([1, 2]);
  });
});
