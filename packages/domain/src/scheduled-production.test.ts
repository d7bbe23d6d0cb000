import { describe, expect, it } from 'vitest';
import { DEFAULT_PREPARATION_SECONDS, preparationStartOf, productionHeldUntil } from './scheduled-production';

const now = new Date('2026-12-03T12:00:00.000Z');
const scheduled = (scheduledFor: string | null, preparationTimeInSeconds?: number | null) => ({
  pedidoAgendado: 'AGENDADO',
  scheduledFor,
  preparationTimeInSeconds,
});

describe('preparation start of a scheduled order (issue 31 §4)', () => {
  it('is the scheduled time minus the preparation time, 3600 s when absent', () => {
    expect(DEFAULT_PREPARATION_SECONDS).toBe(3600);
    expect(preparationStartOf(scheduled('2026-12-04T19:30:00.000Z'))).toEqual(new Date('2026-12-04T18:30:00.000Z'));
    expect(preparationStartOf(scheduled('2026-12-04T19:30:00.000Z', 1800))).toEqual(
      new Date('2026-12-04T19:00:00.000Z'),
    );
    expect(preparationStartOf(scheduled('2026-12-04T19:30:00.000Z', 0))).toEqual(new Date('2026-12-04T19:30:00.000Z'));
  });

  it('is none for an order that is not scheduled or has no readable date', () => {
    expect(preparationStartOf({ pedidoAgendado: null, scheduledFor: '2026-12-04T19:30:00.000Z' })).toBeNull();
    expect(preparationStartOf(scheduled(null))).toBeNull();
    expect(preparationStartOf(scheduled('amanhã'))).toBeNull();
  });

  it('holds the items only while the preparation start is ahead', () => {
    expect(productionHeldUntil(scheduled('2026-12-04T19:30:00.000Z'), now)).toEqual(
      new Date('2026-12-04T18:30:00.000Z'),
    );
    // Within the preparation time, at its start or in the past: at once.
    expect(productionHeldUntil(scheduled('2026-12-03T12:30:00.000Z'), now)).toBeNull();
    expect(productionHeldUntil(scheduled('2026-12-03T13:00:00.000Z'), now)).toBeNull();
    expect(productionHeldUntil(scheduled('2026-12-02T19:30:00.000Z'), now)).toBeNull();
    expect(productionHeldUntil({ pedidoAgendado: null, scheduledFor: '2026-12-04T19:30:00.000Z' }, now)).toBeNull();
  });
});
