import { describe, expect, it } from 'vitest';
import { maskDateTimeBr, parseDateTimeBr } from './date-time-br';

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
