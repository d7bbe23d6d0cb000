/**
 * The login throttle's rule, pure (the stores in throttle-store.ts keep the state and apply it atomically).
 *
 * Per username, across every address: a few failures are free, then each failure makes the next attempt
 * wait twice as long, up to a cap. A typo or two costs nothing, a forgotten password costs seconds, and a
 * guesser gets at most one guess per cap (about 60 an hour) however many addresses it uses.
 * Per address, a generous ceiling of failures in a window: a restaurant's terminals share one public
 * address, so failures on one username (or on unknown ones) must not lock its colleagues out.
 */
export interface LoginThrottlePolicy {
  /** Failures of a username that cost no wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** A username's failures are forgotten after this long without a new one. */
  forgetAfterMs: number;
  /** Failures one address may have in a window before all its attempts wait for the window's end. */
  addressMaxFailures: number;
  addressWindowMs: number;
}

export const LOGIN_THROTTLE_POLICY: LoginThrottlePolicy = Object.freeze({
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  forgetAfterMs: 60 * 60_000,
  addressMaxFailures: 100,
  addressWindowMs: 15 * 60_000,
});

/** How long the next attempt of a username waits after its `failures`-th consecutive failure. */
export function failureDelayMs(failures: number, policy: LoginThrottlePolicy = LOGIN_THROTTLE_POLICY): number {
  const past = failures - policy.freeFailures;
  if (past <= 0) return 0;
  // 2 ** 30 is far past any cap; the exponent is bounded so the number stays finite.
  return Math.min(policy.baseDelayMs * 2 ** Math.min(past - 1, 30), policy.maxDelayMs);
}

/**
 * The waits by failure count, from 1 until the cap: index i is the wait after i + 1 failures, and the last
 * one holds for every count beyond (the Redis script reads the rule from this table).
 */
export function failureDelayTable(policy: LoginThrottlePolicy = LOGIN_THROTTLE_POLICY): number[] {
  const table: number[] = [];
  for (let failures = 1; ; failures++) {
    const delay = failureDelayMs(failures, policy);
    table.push(delay);
    if (delay >= policy.maxDelayMs) return table;
  }
}

export interface UsernameThrottleState {
  failures: number;
  /** When the last failure (or reserved attempt) happened. */
  lastFailureAt: number;
  /** No attempt before this instant. */
  blockedUntil: number;
}

export interface AddressThrottleState {
  failures: number;
  windowStart: number;
}

export type LoginAttemptDecision =
  | { allowed: false; retryAfterMs: number }
  | { allowed: true; username: UsernameThrottleState; address: AddressThrottleState };

/**
 * Decides an attempt before the password is checked. An allowed attempt is counted as a failure at once
 * (a success takes it back), so parallel guesses cannot all slip in before the first one is counted.
 */
export function decideLoginAttempt(
  username: UsernameThrottleState | undefined,
  address: AddressThrottleState | undefined,
  now: number,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE_POLICY,
): LoginAttemptDecision {
  const remembered = username !== undefined && now - username.lastFailureAt < policy.forgetAfterMs;
  const userFailures = remembered ? username.failures : 0;
  const userWait = remembered ? username.blockedUntil - now : 0;
  const sameWindow = address !== undefined && now - address.windowStart < policy.addressWindowMs;
  const addressFailures = sameWindow ? address.failures : 0;
  const windowStart = sameWindow ? address.windowStart : now;
  const addressWait = addressFailures >= policy.addressMaxFailures ? windowStart + policy.addressWindowMs - now : 0;
  const retryAfterMs = Math.max(userWait, addressWait, 0);
  if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
  const failures = userFailures + 1;
  return {
    allowed: true,
    username: { failures, lastFailureAt: now, blockedUntil: now + failureDelayMs(failures, policy) },
    address: { failures: addressFailures + 1, windowStart },
  };
}

/** 'Tente novamente em …': seconds under a minute, whole minutes above. */
export function describeWait(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return seconds < 60 ? `${seconds} segundo(s)` : `${Math.ceil(seconds / 60)} minuto(s)`;
}
