// @module-tag no-sql
import { describe, expect, it } from 'vitest';
import { hasSqlState } from '../src/errors';

describe('hasSqlState', () => {
  it("finds a SQLSTATE on the error or under Drizzle's wrapper, by value or by a test of it", () => {
    const driver = Object.assign(new Error('duplicate key'), { code: '23505' });
    const wrapped = new Error('Failed query', { cause: driver });
    expect(hasSqlState(driver, '23505')).toBe(true);
    expect(hasSqlState(wrapped, '23505')).toBe(true);
    expect(hasSqlState(wrapped, 'BR001')).toBe(false);
    expect(hasSqlState(wrapped, (state) => state.startsWith('23'))).toBe(true);
    expect(hasSqlState(new Error('x', { cause: { code: 42 } }), () => true)).toBe(false);
    expect(hasSqlState(undefined, '23505')).toBe(false);
  });
});
