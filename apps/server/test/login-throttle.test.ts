import { MSG } from '@brasa/domain';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { sha256Hex } from '../src/db/seed';
import { LOGIN_THROTTLE_POLICY, type LoginThrottlePolicy } from '../src/modules/auth/login-delay';
import {
  createDatabaseThrottleStore,
  createFallbackThrottleStore,
  createRedisThrottleStore,
} from '../src/modules/auth/throttle';
import { Redis } from 'ioredis';
import { createTestContext, testAppConfig, type TestContext } from './helpers';

// One clock for every instance of this file: tests move it instead of sleeping.
let now = Date.now();
const clock = () => now;
const wait = (seconds: number) => {
  now += seconds * 1000;
};

let ctx: TestContext;
const extra: { app: FastifyInstance; database?: Database }[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ loginThrottle: { now: clock } });
});
afterAll(async () => {
  for (const instance of extra) {
    await instance.app.close();
    await instance.database?.close();
  }
  await ctx.close();
});

/**
 * Another server instance on the same database (its own pool on PostgreSQL; the same embedded database on
 * PGlite) and, when REDIS_URL is set, the same Redis keys.
 */
async function startInstance(opts: { trustProxy?: string; policy?: Partial<LoginThrottlePolicy>; prefix: string }) {
  const database = ctx.databaseUrl ? await openDatabase({ databaseUrl: ctx.databaseUrl }) : undefined;
  const app = await buildApp({
    config: testAppConfig(opts.trustProxy),
    database: database ?? ctx.database,
    logger: false,
    loginThrottle: { now: clock, policy: opts.policy, redisKeyPrefix: opts.prefix },
  });
  await app.ready();
  extra.push({ app, database });
  return app;
}

const newPrefix = () => `brasa-test:${randomBytes(6).toString('hex')}:`;

function postLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  opts: { remoteAddress?: string; forwardedFor?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api-v2/usuario/login',
    payload: { username, password: sha256Hex(password) },
    remoteAddress: opts.remoteAddress ?? '203.0.113.10',
    headers: opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {},
  });
}

describe('login throttle per username', () => {
  it('gives a guesser rotating forged X-Forwarded-For addresses no extra guesses, and makes it wait longer and longer', async () => {
    const guess = (i: number) => postLogin(ctx.app, 'garcom', `palpite-${i}`, { forwardedFor: `198.51.100.${i}` });
    for (let i = 1; i <= 6; i++) expect((await guess(i)).statusCode).toBe(401);
    const retryAfters: number[] = [];
    for (let i = 7; i <= 16; i++) {
      const refused = await guess(i);
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(refused.json()).toEqual({
        errorMessage: MSG.loginThrottled(seconds < 60 ? `${seconds} segundo(s)` : '1 minuto(s)'),
        code: 'TOO_MANY_REQUESTS',
      });
      retryAfters.push(seconds);
      // a refused attempt checks nothing and costs nothing more
      expect((await guess(i)).headers['retry-after']).toBe(String(seconds));
      wait(seconds);
      expect((await guess(i)).statusCode).toBe(401);
    }
    expect(retryAfters).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
  });

  it('lets the real user in once the wait is over, and the success clears the count', async () => {
    const right = () => postLogin(ctx.app, 'garcom', 'garcom', { remoteAddress: '192.0.2.50' });
    const refused = await right();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    wait(60);
    expect((await right()).statusCode).toBe(200);
    // the next typo is free again
    for (let i = 0; i < 6; i++) {
      expect((await postLogin(ctx.app, 'garcom', 'typo', { remoteAddress: '192.0.2.50' })).statusCode).toBe(401);
    }
    expect((await right()).statusCode).toBe(429);
    wait(1);
    expect((await right()).statusCode).toBe(200);
  });

  it('counts parallel guesses before checking the password, so they cannot all slip in', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postLogin(ctx.app, 'despacho', `paralelo-${i}`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(6);
    expect(codes.filter((c) => c === 429)).toHaveLength(14);
  });
});

describe('login throttle per address', () => {
  it('does not lock the other users of an address out after 50 failures on unknown usernames, only past the ceiling of 100', async () => {
    const restaurant = { remoteAddress: '198.18.0.1' };
    const unknown = async (from: number, to: number) => {
      for (let i = from; i < to; i += 10) {
        const batch = Array.from({ length: Math.min(10, to - i) }, (_, j) =>
          postLogin(ctx.app, `desconhecido${i + j}`, 'x', restaurant),
        );
        for (const res of await Promise.all(batch)) expect(res.statusCode).toBe(401);
      }
    };
    await unknown(0, 50);
    expect((await postLogin(ctx.app, 'caixa', 'caixa', restaurant)).statusCode).toBe(200);
    await unknown(50, 100);
    const blocked = await postLogin(ctx.app, 'admin', 'admin', restaurant);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
    // another address is not held
    expect((await postLogin(ctx.app, 'admin', 'admin', { remoteAddress: '198.18.0.2' })).statusCode).toBe(200);
    wait(15 * 60);
    expect((await postLogin(ctx.app, 'admin', 'admin', restaurant)).statusCode).toBe(200);
  }, 120_000);

  it('reads X-Forwarded-For only from a configured proxy (TRUST_PROXY)', async () => {
    const policy = { addressMaxFailures: 3 };
    const direct = await startInstance({ policy, prefix: newPrefix() });
    const proxied = await startInstance({ trustProxy: '127.0.0.1, 10.0.0.0/8', policy, prefix: newPrefix() });
    const fail = (app: FastifyInstance, i: number, opts: { remoteAddress: string; forwardedFor?: string }) =>
      postLogin(app, `ninguem-${i}`, 'x', opts);

    // TRUST_PROXY off: a forged header changes nothing, the socket's address counts
    for (let i = 0; i < 3; i++) {
      const res = await fail(direct, i, { remoteAddress: '203.0.113.20', forwardedFor: `198.51.100.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const forged = await fail(direct, 3, { remoteAddress: '203.0.113.20', forwardedFor: '198.51.100.99' });
    expect(forged.statusCode).toBe(429);

    // from the proxy, each client behind it counts apart
    const viaProxy = (client: string) => ({ remoteAddress: '10.1.2.3', forwardedFor: client });
    for (let i = 10; i < 13; i++) expect((await fail(proxied, i, viaProxy('198.51.100.1'))).statusCode).toBe(401);
    expect((await fail(proxied, 13, viaProxy('198.51.100.1'))).statusCode).toBe(429);
    expect((await fail(proxied, 14, viaProxy('198.51.100.2'))).statusCode).toBe(401);
    // a client reaching that server directly still cannot forge its address
    for (let i = 20; i < 23; i++) {
      const res = await fail(proxied, i, { remoteAddress: '203.0.113.30', forwardedFor: `198.51.100.${i}` });
      expect(res.statusCode).toBe(401);
    }
    expect((await fail(proxied, 23, { remoteAddress: '203.0.113.30', forwardedFor: '198.51.100.3' })).statusCode).toBe(
      429,
    );
  });
});

describe('login throttle across instances', () => {
  it('shares the counts between two instances on the same database (or Redis)', async () => {
    const prefix = newPrefix();
    const a = await startInstance({ prefix });
    const b = await startInstance({ prefix });
    for (let i = 0; i < 6; i++) {
      const res = await postLogin(i % 2 ? a : b, 'cozinha', `errada-${i}`, { remoteAddress: `192.0.2.${i}` });
      expect(res.statusCode).toBe(401);
    }
    expect((await postLogin(a, 'cozinha', 'cozinha')).statusCode).toBe(429);
    expect((await postLogin(b, 'cozinha', 'cozinha')).statusCode).toBe(429);
    wait(1);
    expect((await postLogin(b, 'cozinha', 'cozinha')).statusCode).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postLogin(i % 2 ? a : b, 'caixa_filial', `paralelo-${i}`)),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(6);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(14);
  });
});

describe('login throttle when Redis is away', () => {
  it('counts in the database instead of failing the login (a Redis that refuses connections)', async () => {
    // Port 1 on loopback refuses at once: the Redis store fails every call, as when Redis is down.
    const deadRedis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    deadRedis.on('error', () => undefined);
    const fallbacks: unknown[] = [];
    const store = createFallbackThrottleStore(
      createRedisThrottleStore(deadRedis, newPrefix()),
      createDatabaseThrottleStore(ctx.database.db),
      (error) => fallbacks.push(error),
    );
    const policy = LOGIN_THROTTLE_POLICY;
    const user = `u:redis-away-${randomBytes(4).toString('hex')}`;
    const results = [];
    for (let i = 0; i < policy.freeFailures + 2; i++)
      results.push(await store.reserve(user, 'a:192.0.2.1', now, policy));
    // The free failures and one more pass, the next one waits: the database held the count.
    expect(results.slice(0, policy.freeFailures + 1).every((r) => r.allowed)).toBe(true);
    expect(results.at(-1)).toMatchObject({ allowed: false });
    expect(fallbacks.length).toBe(policy.freeFailures + 2);
    // A success given back goes to the store that counted it.
    const first = results[0]!;
    if (first.allowed) await store.succeed(first.ticket);
    expect((await store.reserve(user, 'a:192.0.2.1', now, policy)).allowed).toBe(true);
    deadRedis.disconnect();
  });
});
