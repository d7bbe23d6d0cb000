import { describe, expect, it } from 'vitest';
import { dayText, maskDayBr, periodDays, readPeriod } from './period';

describe('courier screen period (doc 4 §5, §9)', () => {
  it('masks typed digits as dd/MM/yyyy', () => {
    expect(maskDayBr('01032026')).toBe('01/03/2026');
    expect(maskDayBr('0103')).toBe('01/03');
    expect(maskDayBr('01/03/2026')).toBe('01/03/2026');
  });

  it('reads business days: from 04:00 of the first to 04:00 after the last', () => {
    expect(readPeriod('01/03/2026', '02/03/2026')).toEqual({
      ok: true,
      period: { dtInicio: '2026-03-01 04:00:00', dtFinal: '2026-03-03 04:00:00' },
    });
  });

  it('gives back the business days of a period (the report job takes days), across a month end', () => {
    expect(periodDays({ dtInicio: '2026-02-27 04:00:00', dtFinal: '2026-03-01 04:00:00' })).toEqual({
      inicio: '2026-02-27',
      fim: '2026-02-28',
    });
  });

  it("refuses a missing or impossible day with 'Nenhum período informado.' and an inverted period", () => {
    expect(readPeriod('', '02/03/2026')).toEqual({ ok: false, message: 'Nenhum período informado.' });
    expect(readPeriod('31/02/2026', '02/03/2026')).toEqual({ ok: false, message: 'Nenhum período informado.' });
    expect(readPeriod('03/03/2026', '02/03/2026')).toEqual({
      ok: false,
      message: 'A data final não pode ser anterior à data inicial.',
    });
  });

  it("names today's business day, which starts at 04:00", () => {
    expect(dayText(new Date(2026, 2, 2, 3, 59))).toBe('01/03/2026');
    expect(dayText(new Date(2026, 2, 2, 4, 0))).toBe('02/03/2026');
    expect(dayText(new Date(2026, 2, 2, 12, 0), 7)).toBe('23/02/2026');
  });
});
