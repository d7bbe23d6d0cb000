import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeState } from './route-state';

const orders = (...statuses: string[]) => statuses.map((situacao) => ({ situacao }));
const STATUSES = ['CONFIRMADO', 'AGUARDANDO_RETIRADA', 'ENVIADO', 'ENTREGUE', 'CANCELADO'] as const;

describe('routeState (doc 4 §4)', () => {
  it('is not started only when every order waits for pickup', () => {
    expect(routeState(orders('AGUARDANDO_RETIRADA', 'AGUARDANDO_RETIRADA'))).toBe('NOT_STARTED');
    // A confirmed order is not waiting for pickup (the spec's rule names AGUARDANDO_RETIRADA only).
    expect(routeState(orders('CONFIRMADO', 'AGUARDANDO_RETIRADA'))).toBe('IN_PROGRESS');
    expect(routeState(orders('CONFIRMADO'))).toBe('IN_PROGRESS');
  });

  it('is finished when every order was delivered, in progress on any mix', () => {
    expect(routeState(orders('ENTREGUE', 'ENTREGUE'))).toBe('FINISHED');
    expect(routeState(orders('ENTREGUE', 'ENVIADO'))).toBe('IN_PROGRESS');
    expect(routeState(orders('ENVIADO', 'AGUARDANDO_RETIRADA'))).toBe('IN_PROGRESS');
  });

  it('ignores cancelled orders; a route with nothing left to deliver is finished', () => {
    expect(routeState(orders('CANCELADO', 'AGUARDANDO_RETIRADA'))).toBe('NOT_STARTED');
    expect(routeState(orders('CANCELADO', 'ENTREGUE'))).toBe('FINISHED');
    expect(routeState(orders('CANCELADO'))).toBe('FINISHED');
    expect(routeState([])).toBe('FINISHED');
  });

  it('matches the rule on any mix of statuses', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STATUSES), { maxLength: 8 }), (statuses) => {
        const live = statuses.filter((s) => s !== 'CANCELADO');
        const expected = live.every((s) => s === 'ENTREGUE')
          ? 'FINISHED'
          : live.every((s) => s === 'AGUARDANDO_RETIRADA')
            ? 'NOT_STARTED'
            : 'IN_PROGRESS';
        expect(routeState(orders(...statuses))).toBe(expected);
      }),
    );
  });
});
