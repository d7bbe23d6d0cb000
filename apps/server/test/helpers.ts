import type { LogisticsTrackerOptions } from '../src/modules/logistics/tracker';
import type { ScheduledReleaseOptions } from '../src/modules/orders/production/scheduled-release';
import type { TLoginResponse } from '@brasa/contracts';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import type { LoginThrottleSettings } from '../src/modules/auth/routes';
import type { MarketplacePollerOptions } from '../src/modules/marketplace/poller';
import type { PrintQueueOptions } from '../src/print/print-queue';
import type { Providers } from '../src/providers';
import type { VirtualPrinter } from '../src/providers/printer';
import { seedDemoIfEmpty, sha256Hex } from '../src/db/seed';
import { sharedSandboxServer } from '../src/sandbox';
import { freshPostgresDatabase } from './server-process';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database of this context (undefined on PGlite), for a second instance on it. */
  databaseUrl?: string;
  /** Logs a demo user in (password = username) and returns the login answer. */
  login(username: string): Promise<TLoginResponse>;
  /** The login answer of a demo user, logged in once per test file (no extra attempts for the throttle). */
  session(username: string): Promise<TLoginResponse>;
  /** Authorization header for a demo user. */
  auth(username: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-do-brasa-pdv-com-tamanho-suficiente';

/**
 * The realtime channels of this worker's servers on Redis. Two workers run files side by side, and their test
 * databases number units alike: with one prefix, a board of one file would hear the other file's orders. The
 * files of one worker run one after another, and a test's second instance shares its first's channels.
 */
const REDIS_CHANNEL_PREFIX = `brasa-test-${randomBytes(4).toString('hex')}`;

/** The app configuration of a test server (Redis from REDIS_URL; no web build). */
export function testAppConfig(trustProxy?: string) {
  return {
    jwtSecret: TEST_JWT_SECRET,
    jwtExpiresIn: '1h',
    webDist: undefined,
    logLevel: 'silent',
    redisUrl: process.env.REDIS_URL || undefined,
    redisChannelPrefix: REDIS_CHANNEL_PREFIX,
    trustProxy,
  };
}

/**
 * A fresh server on a fresh database with the demo data (`seed: false`: migrated and empty): embedded PGlite in
 * memory by default, or a new database on the PostgreSQL server of DATABASE_URL (dropped on close). The database
 * is a copy of a template the run built once (database-templates.ts).
 */
export async function createTestContext(
  opts: {
    seed?: boolean;
    trustProxy?: string;
    loginThrottle?: LoginThrottleSettings;
    /** Print delivery settings (short retry delays in the print tests). */
    print?: Partial<PrintQueueOptions>;
    /** External systems (default: the sandboxes). */
    providers?: Providers;
    /** Virtual printers read through GET /sandbox/impressoras. */
    virtualPrinters?: ReadonlyMap<string, VirtualPrinter>;
    /** Marketplace polling (off by default: a test drives `app.marketplacePoller.pollAll()`). */
    marketplace?: Partial<MarketplacePollerOptions>;
    /** Logistics status polling (a test turns the worker off and drives `app.logisticsTracker.runDue()`). */
    logistics?: Partial<LogisticsTrackerOptions>;
    /** Scheduled orders' release (a test turns the worker off and drives `app.scheduledReleases`). */
    scheduledRelease?: Partial<ScheduledReleaseOptions>;
  } = {},
): Promise<TestContext> {
  const { database, databaseUrl, drop } = await openTemplateCopy(opts.seed === false ? 'empty' : 'demo');
  const app = await buildApp({
    config: testAppConfig(opts.trustProxy),
    database,
    logger: false,
    // On Redis, each context keeps its login counts apart from the other test files.
    loginThrottle: { redisKeyPrefix: `brasa-test:${randomBytes(6).toString('hex')}:`, ...opts.loginThrottle },
    print: opts.print,
    providers: opts.providers,
    sandboxUrl: opts.providers ? undefined : (await sharedSandboxServer()).url,
    virtualPrinters: opts.virtualPrinters,
    marketplace: opts.marketplace ?? { enabled: false },
    logistics: opts.logistics,
    scheduledRelease: opts.scheduledRelease,
  });
  await app.ready();
  const login = async (username: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api-v2/usuario/login',
      payload: { username, password: sha256Hex(username) },
    });
    if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
    return res.json<TLoginResponse>();
  };
  const sessions = new Map<string, Promise<TLoginResponse>>();
  const session = (username: string) => {
    if (!sessions.has(username)) sessions.set(username, login(username));
    return sessions.get(username)!;
  };
  return {
    app,
    database,
    databaseUrl,
    login,
    session,
    async auth(username) {
      return { authorization: `Bearer ${(await session(username)).jwtToken}` };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

const templateDumps = new Map<string, Blob>();

/** A fresh database copied from the run's template of that kind (a plain migrate and seed outside vitest's setup). */
async function openTemplateCopy(
  kind: 'empty' | 'demo',
): Promise<{ database: Database; databaseUrl?: string; drop: () => Promise<void> }> {
  const templates = inject('databaseTemplates');
  const base = process.env.DATABASE_URL;
  if (base) {
    const { url, drop } = await freshPostgresDatabase(base, templates?.postgres?.[kind]);
    const database = await openDatabase({ databaseUrl: url });
    if (!templates?.postgres && kind === 'demo') await seedDemoIfEmpty(database.db);
    return { database, databaseUrl: url, drop };
  }
  const path = templates?.pglite?.[kind];
  if (path && !templateDumps.has(path)) templateDumps.set(path, new Blob([readFileSync(path)]));
  const database = await openDatabase({
    dataDir: 'memory://',
    loadDataDir: path ? templateDumps.get(path) : undefined,
  });
  if (!path && kind === 'demo') await seedDemoIfEmpty(database.db);
  return { database, drop: async () => undefined };
}

/** Adds `role` to the demo user `username`'s permissions, or removes it. */
async function changeRole(ctx: TestContext, username: string, role: string, change: 'append' | 'remove') {
  const { usuario } = await import('../src/db/schema');
  const { eq, sql } = await import('drizzle-orm');
  const permissoes =
    change === 'append'
      ? sql`array_append(${usuario.permissoes}, ${role})`
      : sql`array_remove(${usuario.permissoes}, ${role})`;
  await ctx.database.db.update(usuario).set({ permissoes }).where(eq(usuario.username, username));
}

/** Runs `run` with `role` granted to the demo user `username`, then takes it back. */
export async function withRole(ctx: TestContext, username: string, role: string, run: () => Promise<void>) {
  await changeRole(ctx, username, role, 'append');
  try {
    await run();
  } finally {
    await changeRole(ctx, username, role, 'remove');
  }
}

/** Runs `run` with `role` taken from the demo user `username`, then gives it back. */
export async function withoutRole(ctx: TestContext, username: string, role: string, run: () => Promise<void>) {
  await changeRole(ctx, username, role, 'remove');
  try {
    await run();
  } finally {
    await changeRole(ctx, username, role, 'append');
  }
}
