// @module-tag no-sql
import { describe, expect, it } from 'vitest';
import { envInt } from '../src/env';

describe('envInt', () => {
  it('takes an integer of at least the minimum; anything else is the default', () => {
    expect(envInt('45', 10, 1)).toBe(45);
    expect(envInt('0', 10, 0)).toBe(0);
    for (const value of [undefined, '', 'abc', '2.5', '0']) expect(envInt(value, 10, 1), String(value)).toBe(10);
  });
});
