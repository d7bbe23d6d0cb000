import { describe, expect, it } from 'vitest';
import { dateTimeText, maskDateTimeBr, parseDateTimeBr, parsePayloadDate } from './date-time-br';

describe('dd/MM/yyyy HH:mm fields', () => {
  it('masks typed digits', () => {
    expect(maskDateTimeBr('21')).toBe('21');
    expect(maskDateTimeBr('2111')).toBe('21/11');
    expect(maskDateTimeBr('211120260')).toBe('21/11/2026 0');
    expect(maskDateTimeBr('21/11/2026 06:30 extra 99')).toBe('21/11/2026 06:30');
  });

  it('reads only complete, real dates', () => {
    expect(parseDateTimeBr('21/11/2026 06:30')).toEqual(new Date(2026, 10, 21, 6, 30));
    expect(parseDateTimeBr('31/02/2026 10:00')).toBeNull();
    expect(parseDateTimeBr('21/11/2026 24:00')).toBeNull();
    expect(parseDateTimeBr('21/11/2026')).toBeNull();
  });
});

describe('dates shown as dd/MM/yyyy HH:mm', () => {
  const local = new Date(2026, 0, 5, 7, 8);

  it('shows ISO text, epoch milliseconds and Dates in local time', () => {
    expect(dateTimeText('2026-01-05T07:08:30')).toBe('05/01/2026 07:08');
    expect(dateTimeText(local.getTime())).toBe('05/01/2026 07:08');
    expect(dateTimeText(local)).toBe('05/01/2026 07:08');
  });

  it("shows '—' when the date is absent or malformed", () => {
    for (const value of [null, undefined, '', 'ontem', new Date(Number.NaN), { dataPedido: '2026-01-05' }]) {
      expect(dateTimeText(value)).toBe('—');
    }
  });

  it('reads payload dates, null when absent or malformed', () => {
    expect(parsePayloadDate('2026-01-05T07:08:00')).toEqual(local);
    expect(parsePayloadDate(local.getTime())).toEqual(local);
    expect(parsePayloadDate('')).toBeNull();
    expect(parsePayloadDate('31/02/2026')).toBeNull();
    expect(parsePayloadDate(true)).toBeNull();
  });
});
