import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/make-order';
import { applyOrderEvent, moveOrderOptimistically, revertOptimisticMove, upsertOrder } from './board-cache';
import type { BoardQueryParams } from './board-query';

const params: BoardQueryParams = {
  start: '2025-01-02 04:00:00',
  end: '2025-01-03 04:00:00',
  periodKey: 5,
  imported: 'both',
  orderBy: 'asc',
};

describe('realtime messages on a cached board list', () => {
  const pending = makeOrder({ id: 1, version: 1 });
  const other = makeOrder({ id: 2, version: 3, situacao: 'CONFIRMADO' });
  const list = [pending, other];

  it('adds a new board order and replaces a newer version in place', () => {
    const created = makeOrder({ id: 3 });
    expect(applyOrderEvent(list, { kind: 'orderSaved', scope: 'board', order: created }, params)).toEqual([
      ...list,
      created,
    ]);
    const withCourier = { ...pending, version: 2, pessoaEntregador: { id: 9, nome: 'MOTOBOY CARLOS' } };
    const next = applyOrderEvent(list, { kind: 'orderSaved', scope: 'board', order: withCourier }, params);
    expect(next).toEqual([withCourier, other]);
  });

  it('moves a card to the status the message carries', () => {
    const moved = { ...pending, version: 2, situacao: 'CONFIRMADO' as const };
    const next = applyOrderEvent(
      list,
      { kind: 'orderMoved', order: moved, from: 'PENDENTE', to: 'CONFIRMADO' },
      params,
    );
    expect(next.find((order) => order.id === 1)?.situacao).toBe('CONFIRMADO');
  });

  it('ignores an echo as old as (or older than) what the card shows', () => {
    const stale = { ...other, version: 2, situacao: 'PENDENTE' as const };
    expect(applyOrderEvent(list, { kind: 'orderMoved', order: stale, from: null, to: 'PENDENTE' }, params)).toBe(list);
    expect(upsertOrder(list, other)).toBe(list);
  });

  it('removes a deleted order and one that no longer matches the list', () => {
    expect(applyOrderEvent(list, { kind: 'orderRemoved', scope: 'board', order: pending }, params)).toEqual([other]);
    const deleted = { ...pending, version: 2, ativo: false };
    expect(applyOrderEvent(list, { kind: 'orderSaved', scope: 'board', order: deleted }, params)).toEqual([other]);
    const tomorrow = { ...pending, version: 2, dataPedido: new Date(2025, 0, 3, 12).toISOString() };
    expect(applyOrderEvent(list, { kind: 'orderSaved', scope: 'board', order: tomorrow }, params)).toEqual([other]);
  });

  it('leaves the board alone for tabs, tables and other generic messages', () => {
    const tab = makeOrder({ id: 50, tipo: 'COMANDA' });
    expect(applyOrderEvent(list, { kind: 'orderSaved', scope: 'generic', order: tab }, params)).toBe(list);
    expect(applyOrderEvent(list, { kind: 'orderRemoved', scope: 'generic', order: pending }, params)).toBe(list);
    expect(applyOrderEvent(list, { kind: 'orderMoved', order: tab, from: 'PENDENTE', to: 'CONFIRMADO' }, params)).toBe(
      list,
    );
  });

  it('keeps imported-only lists to imported orders', () => {
    const importedOnly = { ...params, imported: 'true' as const };
    const created = makeOrder({ id: 4 });
    expect(applyOrderEvent([], { kind: 'orderSaved', scope: 'board', order: created }, importedOnly)).toEqual([]);
    const imported = { ...created, dataImportacao: new Date(2025, 0, 2, 13).toISOString() };
    expect(applyOrderEvent([], { kind: 'orderSaved', scope: 'board', order: imported }, importedOnly)).toEqual([
      imported,
    ]);
  });
});

describe('optimistic move and rollback', () => {
  const card = makeOrder({ id: 1, version: 4 });

  it('moves the card at once and puts it back when the server refuses', () => {
    const moved = moveOrderOptimistically([card], 1, 'CONFIRMADO');
    expect(moved[0]).toMatchObject({ id: 1, situacao: 'CONFIRMADO', version: 4 });
    expect(revertOptimisticMove(moved, card, 'CONFIRMADO')).toEqual([card]);
  });

  it('does not undo a newer state the server sent meanwhile', () => {
    const moved = moveOrderOptimistically([card], 1, 'CONFIRMADO');
    const cancelledElsewhere = upsertOrder(moved, { ...card, version: 5, situacao: 'CANCELADO' });
    expect(revertOptimisticMove(cancelledElsewhere, card, 'CONFIRMADO')).toBe(cancelledElsewhere);
  });

  it('is a no-op for a card that is not in the list or already there', () => {
    const list = [card];
    expect(moveOrderOptimistically(list, 99, 'CONFIRMADO')).toBe(list);
    expect(moveOrderOptimistically(list, 1, 'PENDENTE')).toBe(list);
    expect(revertOptimisticMove([], card, 'CONFIRMADO')).toEqual([]);
  });
});
