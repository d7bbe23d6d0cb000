import { describe, expect, it } from 'vitest';
import { makeIntent } from '../../test/make-tef-intent';
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

  it('types the dispatch messages (doc 4 §7) and drops malformed ones', () => {
    const message = { agrupadorDespacho: 'g1', pessoa: { id: 7, nome: 'JOAO' }, pedidos: [1, 2] };
    for (const type of ['ADD_DISPATCH', 'UPDATE_DISPATCH', 'REMOVE_DISPATCH', 'FINISH_DISPATCH'] as const) {
      expect(toRealtimeEvent({ type, ...message })).toEqual({ kind: 'dispatch', type, ...message });
    }
    expect(toRealtimeEvent({ type: 'REMOVE_DISPATCH', agrupadorDespacho: 'g1', pessoa: null, pedidos: [3] })).toEqual({
      kind: 'dispatch',
      type: 'REMOVE_DISPATCH',
      agrupadorDespacho: 'g1',
      pessoa: null,
      pedidos: [3],
    });
    expect(toRealtimeEvent({ type: 'ADD_DISPATCH', agrupadorDespacho: 'x' })).toBeNull();
    expect(toRealtimeEvent({ type: 'ADD_DISPATCH', pedidos: [1] })).toBeNull();
  });

  it('passes other areas through and drops what is not a message', () => {
    expect(toRealtimeEvent({ type: 'UPDATE_STATUS_JOB', job: 1 })).toMatchObject({
      kind: 'other',
      type: 'UPDATE_STATUS_JOB',
    });
    expect(toRealtimeEvent(null)).toBeNull();
    expect(toRealtimeEvent({ type: 'SOMETHING_ELSE', order })).toBeNull();
    expect(toRealtimeEvent({ type: 'MOVE_CARD', order: { nome: 'sem id' } })).toBeNull();
    expect(toRealtimeEvent({ type: 'MOVE_CARD', order: { ...order, situacao: 'PERDIDO' } })).toBeNull();
  });

  it('types UPDATE_STATUS_TEF with its intent and drops a malformed one', () => {
    const intencao = makeIntent({ intencaoVendaId: 5, status: 'APROVADA' });
    expect(toRealtimeEvent({ type: 'UPDATE_STATUS_TEF', intencao })).toEqual({ kind: 'tefStatus', intent: intencao });
    expect(toRealtimeEvent({ type: 'UPDATE_STATUS_TEF' })).toBeNull();
    expect(toRealtimeEvent({ type: 'UPDATE_STATUS_TEF', intencao: { ...intencao, status: 'PAGO' } })).toBeNull();
    expect(toRealtimeEvent({ type: 'UPDATE_STATUS_TEF', intencao: { ...intencao, intencaoVendaId: '5' } })).toBeNull();
  });
});
