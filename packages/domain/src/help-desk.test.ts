import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHumanSupportOpen } from './help-desk';

// 2026-11-23 is a Monday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
const on = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes);

describe('isHumanSupportOpen (doc 4 §9)', () => {
  it('weekdays 08:45 to 22:00', () => {
    expect(isHumanSupportOpen(on(23, 8, 44))).toBe(false);
    expect(isHumanSupportOpen(on(23, 8, 45))).toBe(true);
    expect(isHumanSupportOpen(on(27, 21, 59))).toBe(true);
    expect(isHumanSupportOpen(on(27, 22, 0))).toBe(false);
  });

  it('Saturday 10:00 to 13:00 and 18:00 to 20:00', () => {
    expect(isHumanSupportOpen(on(28, 9, 59))).toBe(false);
    expect(isHumanSupportOpen(on(28, 10, 0))).toBe(true);
    expect(isHumanSupportOpen(on(28, 13, 0))).toBe(false);
    expect(isHumanSupportOpen(on(28, 15, 0))).toBe(false);
    expect(isHumanSupportOpen(on(28, 18, 30))).toBe(true);
    expect(isHumanSupportOpen(on(28, 20, 0))).toBe(false);
  });

  it('Sunday 11:00 to 12:00 only', () => {
    expect(isHumanSupportOpen(on(29, 10, 59))).toBe(false);
    expect(isHumanSupportOpen(on(29, 11, 30))).toBe(true);
    expect(isHumanSupportOpen(on(29, 12, 0))).toBe(false);
  });

  it('is closed every night from 22:00 to 08:45, whatever the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 8 * 60 + 44 }), (day, minute) => {
        expect(isHumanSupportOpen(on(day, Math.floor(minute / 60), minute % 60))).toBe(false);
        expect(isHumanSupportOpen(on(day, 22, minute % 60))).toBe(false);
      }),
      { seed: 18 },
    );
  });
});
