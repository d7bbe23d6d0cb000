import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { ageIndicator } from './age-indicator';

const at = (iso: string) => makeOrder({ dataPedido: iso, createdAt: iso });
const NOW = Date.parse('2025-01-02T13:00:00.000Z');

describe('tab age indicator (doc 3 §4.5)', () => {
  it("counts minutes since the latest order or item time, 'Nm' up to an hour, 'Nh' above", () => {
    expect(ageIndicator([at('2025-01-02T12:35:00.000Z')], NOW)).toEqual({
      minutes: 25,
      label: '25m',
      percent: (25 / 60) * 100,
    });
    expect(ageIndicator([at('2025-01-02T12:00:00.000Z')], NOW)!.label).toBe('60m');
    expect(ageIndicator([at('2025-01-02T10:30:00.000Z')], NOW)).toEqual({ minutes: 150, label: '2h', percent: 100 });
  });

  it('an item added later makes the card younger', () => {
    const order = at('2025-01-02T11:00:00.000Z');
    order.iFoodOrder.items = [{ name: 'Chopp', quantity: 1, price: 10, createdAt: '2025-01-02T12:50:00.000Z' }];
    expect(ageIndicator([order], NOW)!.label).toBe('10m');
  });

  it('has none without orders', () => {
    expect(ageIndicator([], NOW)).toBeNull();
  });

  it('the percent is minutes/60 capped at 100, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -600, max: 100_000 }), (minutesAgo) => {
        const age = ageIndicator([at(new Date(NOW - minutesAgo * 60_000).toISOString())], NOW)!;
        expect(age.percent).toBeGreaterThanOrEqual(0);
        expect(age.percent).toBeLessThanOrEqual(100);
        expect(age.percent).toBeCloseTo(Math.min(100, (Math.max(0, minutesAgo) / 60) * 100));
      }),
    );
  });
});
