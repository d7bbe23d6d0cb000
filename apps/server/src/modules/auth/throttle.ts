/**
 * Throttles failed logins per username+address and per address, in a sliding window.
 * In memory: each server instance counts its own attempts (documented in docs/architecture.md).
 */
export interface ThrottleOptions {
  windowMs: number;
  maxPerUserAndAddress: number;
  maxPerAddress: number;
  now?: () => number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly opts: ThrottleOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** Milliseconds until the caller may try again, or 0 when allowed. */
  retryAfterMs(username: string, address: string): number {
    const pair = this.recent(`u:${username.toLowerCase()}|${address}`);
    const addr = this.recent(`a:${address}`);
    const blockedUntil = Math.max(
      pair.length >= this.opts.maxPerUserAndAddress ? pair[0]! + this.opts.windowMs : 0,
      addr.length >= this.opts.maxPerAddress ? addr[0]! + this.opts.windowMs : 0,
    );
    return Math.max(0, blockedUntil - this.now());
  }

  recordFailure(username: string, address: string) {
    const t = this.now();
    for (const key of [`u:${username.toLowerCase()}|${address}`, `a:${address}`]) {
      this.failures.set(key, [...this.recent(key), t]);
    }
  }

  recordSuccess(username: string, address: string) {
    this.failures.delete(`u:${username.toLowerCase()}|${address}`);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.opts.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }
}
