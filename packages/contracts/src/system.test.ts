import { describe, expect, it } from 'vitest';
import { ZCommaList } from './parameters';
import { cashRegisterState } from './cash-register-state';

describe('cashRegisterState (doc 4 §4)', () => {
  it('is OPEN with an opening and no closing date, CLOSE otherwise, DISABLED with status N', () => {
    expect(cashRegisterState({ status: 'S', dataAbertura: '2026-11-21T10:00:00Z', dataFechamento: null })).toBe('OPEN');
    expect(
      cashRegisterState({ status: 'S', dataAbertura: '2026-11-21T10:00:00Z', dataFechamento: '2026-11-21T18:00:00Z' }),
    ).toBe('CLOSE');
    expect(cashRegisterState({ status: 'S', dataAbertura: null, dataFechamento: null })).toBe('CLOSE');
    expect(cashRegisterState({ status: 'N', dataAbertura: '2026-11-21T10:00:00Z', dataFechamento: null })).toBe(
      'DISABLED',
    );
  });
});

describe('ZCommaList', () => {
  it('splits, trims and drops empty entries; refuses an empty list', () => {
    expect(ZCommaList.parse(' A, B,,C ')).toEqual(['A', 'B', 'C']);
    expect(ZCommaList.safeParse(',,').success).toBe(false);
  });
});
