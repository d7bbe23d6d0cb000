import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { attemptFor, newIdempotencyKey, unfinishedAfter } from './payment-attempt';

const keys = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('payment attempts and the Idempotency-Key', () => {
  it('a new request gets a new key; the same request after no answer reuses it', () => {
    const newKey = keys();
    const first = attemptFor(null, { pay: 30 }, newKey);
    expect(first.key).toBe('key-1');
    const unfinished = unfinishedAfter(first, new ApiError(0, null));
    expect(unfinished).toBe(first);
    expect(attemptFor(unfinished, { pay: 30 }, newKey).key).toBe('key-1');
    expect(attemptFor(unfinished, { pay: 31 }, newKey).key).toBe('key-2');
  });

  it('an answered attempt (refused or conflicting) is finished: the next confirm is a new attempt', () => {
    const attempt = attemptFor(null, { pay: 30 }, keys());
    expect(unfinishedAfter(attempt, new ApiError(422, 'Valor maior que o pendente'))).toBeNull();
    expect(unfinishedAfter(attempt, new ApiError(409, null))).toBeNull();
    expect(unfinishedAfter(attempt, new Error('x'))).toBeNull();
  });

  it('makes v4 UUIDs, also without crypto.randomUUID (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect(newIdempotencyKey(insecure)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
