/**
 * Where the login throttle keeps its counts, shared by every instance: Redis when REDIS_URL is set,
 * else the database (`tentativa_login`). Both apply `decideLoginAttempt` atomically, so parallel
 * attempts (on one instance or on several) cannot read the same count and all pass.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { tentativaLogin } from '../../db/schema';
import { decideLoginAttempt, failureDelayTable, LOGIN_THROTTLE_POLICY, type LoginThrottlePolicy } from './login-delay';

/** An allowed attempt, counted as a failure until `succeed` takes it back. */
export interface LoginTicket {
  usernameKey: string;
  addressKey: string;
  windowStart: number;
}

export type ReserveResult = { allowed: false; retryAfterMs: number } | { allowed: true; ticket: LoginTicket };

export interface ThrottleStore {
  reserve(usernameKey: string, addressKey: string, now: number, policy: LoginThrottlePolicy): Promise<ReserveResult>;
  /** Clears the username's failures and gives the address its attempt back. */
  succeed(ticket: LoginTicket): Promise<void>;
  close(): Promise<void>;
}

export interface LoginThrottleOptions {
  store: ThrottleStore;
  policy?: Partial<LoginThrottlePolicy>;
  /** Injectable clock (tests move it instead of sleeping). */
  now?: () => number;
}

/** The throttle the login service calls: before the password check, and after a success. */
export class LoginThrottle {
  readonly policy: LoginThrottlePolicy;
  private readonly now: () => number;

  constructor(private readonly opts: LoginThrottleOptions) {
    this.policy = { ...LOGIN_THROTTLE_POLICY, ...opts.policy };
    this.now = opts.now ?? Date.now;
  }

  reserve(username: string, address: string): Promise<ReserveResult> {
    return this.opts.store.reserve(`u:${username.trim().toLowerCase()}`, `a:${address}`, this.now(), this.policy);
  }

  succeed(ticket: LoginTicket): Promise<void> {
    return this.opts.store.succeed(ticket);
  }

  close(): Promise<void> {
    return this.opts.store.close();
  }
}

/** Rows older than a day are deleted now and then (a username's state is forgotten after an hour). */
const PURGE_EVERY = 200;
const PURGE_AFTER_MS = 24 * 60 * 60_000;

export function createDatabaseThrottleStore(db: Db): ThrottleStore {
  let calls = 0;
  return {
    async reserve(usernameKey, addressKey, now, policy) {
      if (++calls % PURGE_EVERY === 0) {
        await db.delete(tentativaLogin).where(lt(tentativaLogin.desde, now - PURGE_AFTER_MS));
      }
      return db.transaction(async (tx) => {
        // Both rows exist and are locked in key order ('a:' before 'u:'), so concurrent attempts queue here.
        await tx
          .insert(tentativaLogin)
          .values([{ chave: addressKey }, { chave: usernameKey }])
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(tentativaLogin)
          .where(inArray(tentativaLogin.chave, [addressKey, usernameKey]))
          .orderBy(tentativaLogin.chave)
          .for('update');
        const row = (key: string) => rows.find((r) => r.chave === key)!;
        const user = row(usernameKey);
        const addr = row(addressKey);
        const decision = decideLoginAttempt(
          { failures: user.falhas, lastFailureAt: user.desde, blockedUntil: user.bloqueadoAte },
          { failures: addr.falhas, windowStart: addr.desde },
          now,
          policy,
        );
        if (!decision.allowed) return decision;
        await tx
          .update(tentativaLogin)
          .set({
            falhas: decision.username.failures,
            desde: decision.username.lastFailureAt,
            bloqueadoAte: decision.username.blockedUntil,
          })
          .where(eq(tentativaLogin.chave, usernameKey));
        await tx
          .update(tentativaLogin)
          .set({ falhas: decision.address.failures, desde: decision.address.windowStart })
          .where(eq(tentativaLogin.chave, addressKey));
        return { allowed: true, ticket: { usernameKey, addressKey, windowStart: decision.address.windowStart } };
      });
    },
    async succeed(ticket) {
      await db.delete(tentativaLogin).where(eq(tentativaLogin.chave, ticket.usernameKey));
      await db
        .update(tentativaLogin)
        .set({ falhas: sql`greatest(${tentativaLogin.falhas} - 1, 0)` })
        .where(and(eq(tentativaLogin.chave, ticket.addressKey), eq(tentativaLogin.desde, ticket.windowStart)));
    },
    close: async () => undefined,
  };
}

/**
 * The same rule as `decideLoginAttempt`, in one Redis script so it runs atomically. The waits by failure
 * count come from `failureDelayTable` (ARGV[5..]), so the doubling and the cap are defined once.
 * KEYS: username hash {f, since, until}, address hash {f, since}.
 * ARGV: now, forgetAfterMs, addressMaxFailures, addressWindowMs, waits...
 * Answers {1, windowStart} when allowed, {0, retryAfterMs} when not.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local forget = tonumber(ARGV[2])
local addressMax = tonumber(ARGV[3])
local addressWindow = tonumber(ARGV[4])
local u = redis.call('HMGET', KEYS[1], 'f', 'since', 'until')
local userFailures = tonumber(u[1]) or 0
local userSince = tonumber(u[2]) or 0
local userWait = (tonumber(u[3]) or 0) - now
if now - userSince >= forget then userFailures = 0; userWait = 0 end
local a = redis.call('HMGET', KEYS[2], 'f', 'since')
local addressFailures = tonumber(a[1]) or 0
local windowStart = tonumber(a[2]) or now
if now - windowStart >= addressWindow then addressFailures = 0; windowStart = now end
local wait = userWait
if addressFailures >= addressMax then wait = math.max(wait, windowStart + addressWindow - now) end
if wait > 0 then return {0, wait} end
userFailures = userFailures + 1
local delay = tonumber(ARGV[4 + math.min(userFailures, #ARGV - 4)])
redis.call('HSET', KEYS[1], 'f', userFailures, 'since', now, 'until', now + delay)
redis.call('PEXPIRE', KEYS[1], forget)
redis.call('HSET', KEYS[2], 'f', addressFailures + 1, 'since', windowStart)
redis.call('PEXPIRE', KEYS[2], math.max(windowStart + addressWindow - now, 1))
return {1, windowStart}
`;

const SUCCEED_SCRIPT = `
redis.call('DEL', KEYS[1])
if redis.call('HGET', KEYS[2], 'since') == ARGV[1] and tonumber(redis.call('HGET', KEYS[2], 'f') or '0') > 0 then
  redis.call('HINCRBY', KEYS[2], 'f', -1)
end
return 1
`;

export function createRedisThrottleStore(redis: Redis, keyPrefix: string): ThrottleStore {
  return {
    async reserve(usernameKey, addressKey, now, policy) {
      const [allowed, value] = (await redis.eval(
        RESERVE_SCRIPT,
        2,
        keyPrefix + usernameKey,
        keyPrefix + addressKey,
        now,
        policy.forgetAfterMs,
        policy.addressMaxFailures,
        policy.addressWindowMs,
        ...failureDelayTable(policy),
      )) as [number, number];
      if (allowed !== 1) return { allowed: false, retryAfterMs: value };
      return { allowed: true, ticket: { usernameKey, addressKey, windowStart: value } };
    },
    async succeed(ticket) {
      await redis.eval(
        SUCCEED_SCRIPT,
        2,
        keyPrefix + ticket.usernameKey,
        keyPrefix + ticket.addressKey,
        String(ticket.windowStart),
      );
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

/**
 * Redis first, the database when Redis fails (down, restarting, unreachable): a login must not answer 500
 * because the throttle's cache is away. While Redis is away the counts are the database's, so the throttle
 * still holds (per instance's database, which all instances share); they do not move back to Redis.
 */
export function createFallbackThrottleStore(
  primary: ThrottleStore,
  fallback: ThrottleStore,
  onFallback: (error: unknown) => void,
): ThrottleStore {
  const fromFallback = new WeakSet<LoginTicket>();
  return {
    async reserve(usernameKey, addressKey, now, policy) {
      try {
        return await primary.reserve(usernameKey, addressKey, now, policy);
      } catch (error) {
        onFallback(error);
        const result = await fallback.reserve(usernameKey, addressKey, now, policy);
        if (result.allowed) fromFallback.add(result.ticket);
        return result;
      }
    },
    async succeed(ticket) {
      if (fromFallback.has(ticket)) return fallback.succeed(ticket);
      try {
        await primary.succeed(ticket);
      } catch (error) {
        // The attempt stays counted as a failure in Redis: one failure too many, never a 500 after a good password.
        onFallback(error);
      }
    },
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
