// @module-tag no-sql
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, toFastifyTrustProxy } from '../src/config';
import {
  decideLoginAttempt,
  describeWait,
  failureDelayMs,
  failureDelayTable,
  LOGIN_THROTTLE_POLICY,
  type LoginThrottlePolicy,
} from '../src/modules/auth/login-delay';

const policy: LoginThrottlePolicy = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  forgetAfterMs: 3_600_000,
  addressMaxFailures: 3,
  addressWindowMs: 900_000,
};

describe('failureDelayMs', () => {
  it('costs nothing for the free failures, then doubles up to the cap', () => {
    const waits = Array.from({ length: 14 }, (_, i) => failureDelayMs(i + 1, policy));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(failureDelayMs(10_000, policy)).toBe(60_000);
    expect(failureDelayMs(0, policy)).toBe(0);
  });

  it('gives a guesser about one try a minute and a user who mistypes seconds', () => {
    // the default policy: guesses possible in the first hour, all waits taken at once
    let elapsed = 0;
    let guesses = 0;
    while (elapsed < 3_600_000) elapsed += failureDelayMs(++guesses);
    expect(guesses).toBeLessThanOrEqual(70);
    // eight failures in a row cost 1 + 2 + 4 s
    expect([6, 7, 8].map((f) => failureDelayMs(f)).reduce((a, b) => a + b)).toBe(7_000);
  });

  it('is tabled until the cap for the Redis script', () => {
    expect(failureDelayTable(policy)).toEqual([0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
    expect(failureDelayTable(LOGIN_THROTTLE_POLICY).at(-1)).toBe(LOGIN_THROTTLE_POLICY.maxDelayMs);
  });
});

describe('decideLoginAttempt', () => {
  it('counts an allowed attempt as a failure at once and makes the next one wait', () => {
    const first = decideLoginAttempt(undefined, undefined, 1_000, policy);
    expect(first).toEqual({
      allowed: true,
      username: { failures: 1, lastFailureAt: 1_000, blockedUntil: 1_000 },
      address: { failures: 1, windowStart: 1_000 },
    });
    const sixth = decideLoginAttempt(
      { failures: 5, lastFailureAt: 2_000, blockedUntil: 2_000 },
      { failures: 1, windowStart: 1_000 },
      2_000,
      policy,
    );
    expect(sixth).toMatchObject({ allowed: true, username: { failures: 6, blockedUntil: 3_000 } });
    const seventh = decideLoginAttempt(
      { failures: 6, lastFailureAt: 2_000, blockedUntil: 3_000 },
      { failures: 2, windowStart: 1_000 },
      2_400,
      policy,
    );
    expect(seventh).toEqual({ allowed: false, retryAfterMs: 600 });
  });

  it('forgets a username after a quiet hour', () => {
    const old = { failures: 40, lastFailureAt: 0, blockedUntil: 60_000 };
    expect(decideLoginAttempt(old, undefined, 3_599_999, policy)).toMatchObject({ allowed: true });
    expect(decideLoginAttempt(old, undefined, 3_600_000, policy)).toMatchObject({ username: { failures: 1 } });
  });

  it('holds an address at its ceiling until its window ends, then starts a new window', () => {
    const full = { failures: 3, windowStart: 0 };
    expect(decideLoginAttempt(undefined, full, 100_000, policy)).toEqual({ allowed: false, retryAfterMs: 800_000 });
    expect(decideLoginAttempt(undefined, full, 900_000, policy)).toMatchObject({
      allowed: true,
      address: { failures: 1, windowStart: 900_000 },
    });
  });

  it('answers the longer wait when both the username and the address wait', () => {
    const user = { failures: 12, lastFailureAt: 0, blockedUntil: 60_000 };
    expect(decideLoginAttempt(user, { failures: 3, windowStart: 0 }, 0, policy)).toEqual({
      allowed: false,
      retryAfterMs: 900_000,
    });
  });
});

describe('describeWait', () => {
  it('says seconds under a minute and whole minutes above', () => {
    expect(describeWait(1)).toBe('1 segundo(s)');
    expect(describeWait(32_000)).toBe('32 segundo(s)');
    expect(describeWait(60_000)).toBe('1 minuto(s)');
    expect(describeWait(800_000)).toBe('14 minuto(s)');
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless configured', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('takes addresses, CIDRs and proxy-addr names, or a hop count', () => {
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toBe(
      '127.0.0.1,10.0.0.0/8,::1,fd00::/8,loopback',
    );
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('true')).toBe(true);
  });

  it('refuses what is neither', () => {
    for (const bad of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/2', '1.2.3']) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY inválido/);
    }
  });

  it('turns a hop count into a trust function for that many nearest proxies', () => {
    const trust = toFastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('198.51.100.1', 1)).toBe(false);
    expect(toFastifyTrustProxy(undefined)).toBe(false);
  });
});
