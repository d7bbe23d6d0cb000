import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardDayRange,
  businessDayStart,
  DEFAULT_PERIOD_KEY,
  deliveryAppDayRange,
  dispatchDayRange,
  formatDateBr,
  formatDateTimeBr,
  formatQueryDateTime,
  formatRangeQuery,
  isPeriodKey,
  isWithinRange,
  orderListDefaultRange,
  parseQueryDateTime,
  parseRangeQuery,
  PERIOD_KEYS,
  PERIOD_PRESETS,
  periodLabel,
  periodPresetOptions,
  rangeForPreset,
  type DateRange,
  type PeriodKey,
} from './periods';

const SEED = 20260701;
// Months are 0-based in the Date constructor: 4 is May.
const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, m, d, h, mi, s);
const show = (range: DateRange) => formatRangeQuery(range.start, range.end);

describe('business day', () => {
  it('runs 04:00 to 04:00 (doc 2 §9)', () => {
    expect(show(boardDayRange(at(2026, 4, 10, 12, 30)))).toBe('2026-05-10 04:00:00,2026-05-11 04:00:00');
    expect(show(boardDayRange(at(2026, 4, 10, 4, 0)))).toBe('2026-05-10 04:00:00,2026-05-11 04:00:00');
    expect(show(boardDayRange(at(2026, 4, 10, 23, 59)))).toBe('2026-05-10 04:00:00,2026-05-11 04:00:00');
  });

  it('before 04:00 the day started yesterday', () => {
    expect(show(boardDayRange(at(2026, 4, 10, 3, 59)))).toBe('2026-05-09 04:00:00,2026-05-10 04:00:00');
    expect(show(boardDayRange(at(2026, 4, 10, 0, 0)))).toBe('2026-05-09 04:00:00,2026-05-10 04:00:00');
  });

  it('crosses months and years', () => {
    expect(show(boardDayRange(at(2026, 0, 1, 2, 0)))).toBe('2025-12-31 04:00:00,2026-01-01 04:00:00');
    expect(show(boardDayRange(at(2026, 1, 28, 10, 0)))).toBe('2026-02-28 04:00:00,2026-03-01 04:00:00');
  });

  it('always contains now and lasts one day of 04:00 boundaries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 * 24 * 60 }), (minutes) => {
        const now = new Date(at(2025, 0, 1).getTime() + minutes * 60_000);
        const range = boardDayRange(now);
        expect(isWithinRange(now, range)).toBe(true);
        expect(range.start.getHours()).toBe(4);
        expect(range.end.getHours()).toBe(4);
        expect(businessDayStart(now).getTime()).toBe(range.start.getTime());
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('the dispatch window is the business day (doc 4 §9)', () => {
    expect(show(dispatchDayRange(at(2026, 4, 10, 15, 0)))).toBe('2026-05-10 04:00:00,2026-05-11 04:00:00');
    expect(show(dispatchDayRange(at(2026, 4, 10, 1, 0)))).toBe('2026-05-09 04:00:00,2026-05-10 04:00:00');
  });
});

describe('order list default range (doc 2 §9)', () => {
  it('goes 6 hours back and runs 06:00 to 06:00', () => {
    expect(show(orderListDefaultRange(at(2026, 4, 10, 12, 0)))).toBe('2026-05-10 06:00:00,2026-05-11 06:00:00');
    expect(show(orderListDefaultRange(at(2026, 4, 10, 6, 0)))).toBe('2026-05-10 06:00:00,2026-05-11 06:00:00');
    expect(show(orderListDefaultRange(at(2026, 4, 10, 5, 59)))).toBe('2026-05-09 06:00:00,2026-05-10 06:00:00');
    expect(show(orderListDefaultRange(at(2026, 4, 10, 3, 0)))).toBe('2026-05-09 06:00:00,2026-05-10 06:00:00');
    expect(show(orderListDefaultRange(at(2026, 4, 10, 23, 59)))).toBe('2026-05-10 06:00:00,2026-05-11 06:00:00');
  });

  it('the delivery app takes the same date with 04:00 as the time (doc 4 §9)', () => {
    expect(show(deliveryAppDayRange(at(2026, 4, 10, 12, 0)))).toBe('2026-05-10 04:00:00,2026-05-11 04:00:00');
    // 04:00–06:00: yesterday's date, but the window reaches the end of today's business day, so it holds now
    // (orders dispatched at 05:00 reach the courier).
    expect(show(deliveryAppDayRange(at(2026, 4, 10, 5, 0)))).toBe('2026-05-09 04:00:00,2026-05-11 04:00:00');
    expect(show(deliveryAppDayRange(at(2026, 4, 10, 3, 0)))).toBe('2026-05-09 04:00:00,2026-05-10 04:00:00');
    for (const hour of [0, 3, 4, 5, 6, 12, 23]) {
      const now = at(2026, 4, 10, hour, 30);
      const range = deliveryAppDayRange(now);
      expect(range.start.getTime() <= now.getTime() && now.getTime() < range.end.getTime(), `${hour}h`).toBe(true);
    }
  });
});

describe('period presets (doc 2 §9)', () => {
  const now = at(2026, 4, 10, 15, 0);

  it('today is key 5 and the default', () => {
    expect(PERIOD_KEYS.TODAY).toBe(5);
    expect(DEFAULT_PERIOD_KEY).toBe(5);
    expect(periodLabel(PERIOD_KEYS.TODAY)).toBe('Hoje');
    expect(periodLabel(PERIOD_KEYS.TOMORROW)).toBe('Amanhã');
    expect(periodLabel(PERIOD_KEYS.NEXT_7_DAYS)).toBe('Próximos 7 dias');
    expect(periodLabel(PERIOD_KEYS.LAST_7_DAYS)).toBe('Últimos 7 dias');
    expect(periodLabel(PERIOD_KEYS.CUSTOM)).toBe('Personalizado');
    expect(periodLabel(PERIOD_KEYS.LAST_30_DAYS)).toBe('Últimos 30 dias');
  });

  it('keys are unique and stable', () => {
    expect(PERIOD_PRESETS.map((p) => p.key)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(isPeriodKey(5)).toBe(true);
    expect(isPeriodKey(12)).toBe(false);
    expect(isPeriodKey('5')).toBe(false);
  });

  it('offers custom, or last 30 days when custom is hidden', () => {
    const withCustom = periodPresetOptions({ customEnabled: true }).map((p) => p.key);
    const withoutCustom = periodPresetOptions({ customEnabled: false }).map((p) => p.key);
    expect(withCustom).toContain(PERIOD_KEYS.CUSTOM);
    expect(withCustom).not.toContain(PERIOD_KEYS.LAST_30_DAYS);
    expect(withoutCustom).toContain(PERIOD_KEYS.LAST_30_DAYS);
    expect(withoutCustom).not.toContain(PERIOD_KEYS.CUSTOM);
    expect(withCustom).toHaveLength(11);
  });

  it('computes ranges on 04:00 boundaries', () => {
    const cases: [PeriodKey, string][] = [
      [PERIOD_KEYS.TODAY, '2026-05-10 04:00:00,2026-05-11 04:00:00'],
      [PERIOD_KEYS.TOMORROW, '2026-05-11 04:00:00,2026-05-12 04:00:00'],
      [PERIOD_KEYS.NEXT_3_DAYS, '2026-05-10 04:00:00,2026-05-13 04:00:00'],
      [PERIOD_KEYS.NEXT_7_DAYS, '2026-05-10 04:00:00,2026-05-17 04:00:00'],
      [PERIOD_KEYS.NEXT_15_DAYS, '2026-05-10 04:00:00,2026-05-25 04:00:00'],
      [PERIOD_KEYS.NEXT_30_DAYS, '2026-05-10 04:00:00,2026-06-09 04:00:00'],
      [PERIOD_KEYS.LAST_2_DAYS, '2026-05-09 04:00:00,2026-05-11 04:00:00'],
      [PERIOD_KEYS.LAST_3_DAYS, '2026-05-08 04:00:00,2026-05-11 04:00:00'],
      [PERIOD_KEYS.LAST_7_DAYS, '2026-05-04 04:00:00,2026-05-11 04:00:00'],
      [PERIOD_KEYS.LAST_15_DAYS, '2026-04-26 04:00:00,2026-05-11 04:00:00'],
      [PERIOD_KEYS.LAST_30_DAYS, '2026-04-11 04:00:00,2026-05-11 04:00:00'],
      [PERIOD_KEYS.CUSTOM, '2026-05-10 04:00:00,2026-05-11 04:00:00'],
    ];
    for (const [key, expected] of cases) {
      expect(show(rangeForPreset(key, now)), periodLabel(key)).toBe(expected);
    }
  });

  it('anchors on the business day before 04:00', () => {
    expect(show(rangeForPreset(PERIOD_KEYS.TODAY, at(2026, 4, 10, 2, 0)))).toBe(
      '2026-05-09 04:00:00,2026-05-10 04:00:00',
    );
    expect(show(rangeForPreset(PERIOD_KEYS.TOMORROW, at(2026, 4, 10, 2, 0)))).toBe(
      '2026-05-10 04:00:00,2026-05-11 04:00:00',
    );
  });

  it('every preset range ends after it starts and contains now, except tomorrow', () => {
    for (const preset of PERIOD_PRESETS) {
      const range = rangeForPreset(preset.key, now);
      expect(range.end.getTime()).toBeGreaterThan(range.start.getTime());
      expect(isWithinRange(now, range)).toBe(preset.key !== PERIOD_KEYS.TOMORROW);
    }
  });
});

describe('formats', () => {
  it('formats query and Brazilian date-times in local time', () => {
    const date = at(2026, 0, 5, 7, 8, 9);
    expect(formatQueryDateTime(date)).toBe('2026-01-05 07:08:09');
    expect(formatDateTimeBr(date)).toBe('05/01/2026 07:08');
    expect(formatDateBr(date)).toBe('05/01/2026');
    expect(formatRangeQuery(date, at(2026, 0, 6, 4))).toBe('2026-01-05 07:08:09,2026-01-06 04:00:00');
  });

  it('parses the query format', () => {
    expect(parseQueryDateTime('2026-01-05 07:08:09')?.getTime()).toBe(at(2026, 0, 5, 7, 8, 9).getTime());
    for (const text of ['', '2026-01-05', '2026-01-05T07:08:09', '2026-02-30 00:00:00', '2026-01-05 24:00:00']) {
      expect(parseQueryDateTime(text), text).toBeNull();
    }
    expect(parseQueryDateTime('2026-13-01 00:00:00')).toBeNull();
    expect(parseQueryDateTime('2026-01-05 07:60:00')).toBeNull();
  });

  it('parses a range query', () => {
    const range = parseRangeQuery('2026-05-10 04:00:00,2026-05-11 04:00:00');
    expect(range && show(range)).toBe('2026-05-10 04:00:00,2026-05-11 04:00:00');
    expect(parseRangeQuery('2026-05-11 04:00:00,2026-05-10 04:00:00')).toBeNull();
    expect(parseRangeQuery('2026-05-10 04:00:00')).toBeNull();
    expect(parseRangeQuery('a,b')).toBeNull();
  });

  it('format and parse round-trip', () => {
    const parts = fc.tuple(
      fc.integer({ min: 2000, max: 2099 }),
      fc.integer({ min: 0, max: 11 }),
      fc.integer({ min: 1, max: 28 }),
      fc.integer({ min: 0, max: 23 }),
      fc.integer({ min: 0, max: 59 }),
      fc.integer({ min: 0, max: 59 }),
    );
    fc.assert(
      fc.property(parts, ([y, m, d, h, mi, s]) => {
        const text = formatQueryDateTime(at(y, m, d, h, mi, s));
        const parsed = parseQueryDateTime(text);
        expect(parsed && formatQueryDateTime(parsed)).toBe(text);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
