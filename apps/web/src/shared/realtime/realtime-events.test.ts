import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/make-order';
import { toRealtimeEvent } from './realtime-events';

describe('toRealtimeEvent', () => {
  const order = makeOrder({ id: 7, situacao: 'CONFIRMADO' });

  it('turns the server messages into typed order events', () => {
    expect(toRealtimeEvent({ type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER', order })).toEqual({
      kind: 'orderSaved',
      scope: 'board',
      order,
    });
    expect(toRealtimeEvent({ type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER', order })).toMatchObject({ scope: 'generic' });
    expect(toRealtimeEvent({ type: 'MOVE_CARD', order, moveOptions: { from: 'PENDENTE', to: 'CONFIRMADO' } })).toEqual({
      kind: 'orderMoved',
      order,
      from: 'PENDENTE',
      to: 'CONFIRMADO',
    });
    expect(toRealtimeEvent({ type: 'REMOVE_ORDER_ON_BOARD', order })).toMatchObject({
      kind: 'orderRemoved',
      scope: 'board',
    });
  });

  it('passes other areas through and drops what is not a message', () => {
    expect(toRealtimeEvent({ type: 'ADD_DISPATCH', agrupadorDespacho: 'x' })).toMatchObject({
      kind: 'other',
      type: 'ADD_DISPATCH',
    });
    expect(toRealtimeEvent(null)).toBeNull();
    expect(toRealtimeEvent({ type: 'SOMETHING_ELSE', order })).toBeNull();
    expect(toRealtimeEvent({ type: 'MOVE_CARD', order: { nome: 'sem id' } })).toBeNull();
    expect(toRealtimeEvent({ type: 'MOVE_CARD', order: { ...order, situacao: 'PERDIDO' } })).toBeNull();
  });
});
