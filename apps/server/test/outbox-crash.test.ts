import type { TLoginResponse, TOrder } from '@brasa/contracts';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_SCHEMA, queueOf } from '../src/events/bus';
import { openDatabase } from '../src/db/client';
import { sha256Hex } from '../src/db/seed';
import { makeOrderInput } from './order-factory';
import { demoServerDatabase, startServerProcess, type ServerDatabase } from './server-process';
import { collectMessages, socketPool } from './sockets';

/**
 * A process killed between commit and delivery delivers on restart: the real server (as `npm start` runs it)
 * saves an order with delivery off and is killed with SIGKILL; the event waits in the queue; the restarted
 * server delivers it. On PGlite in a temp DATA_DIR, or on a fresh database of DATABASE_URL when set.
 */
const sockets = socketPool();
let database: ServerDatabase;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await demoServerDatabase();
});
afterAll(async () => {
  sockets.disconnectAll();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database?.drop();
});

async function startServer(env: Record<string, string>) {
  const server = await startServerProcess({
    REDIS_URL: '',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    WEB_DIST: join(database.dataDir, 'no-web'),
    ...env,
  });
  children.push(server.child);
  return server;
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The realtime subscriber's jobs for one order, read straight from the database (the server is down). */
async function realtimeJobStates(orderId: number): Promise<string[]> {
  const db = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  try {
    const { rows } = await db.executeSql(
      `SELECT state FROM ${EVENTS_SCHEMA}.job WHERE name = $1 AND (data->>'orderId')::int = $2
       UNION ALL SELECT state FROM ${EVENTS_SCHEMA}.archive WHERE name = $1 AND (data->>'orderId')::int = $2`,
      [queueOf('realtime'), orderId],
    );
    return rows.map((r: { state: string }) => r.state);
  } finally {
    await db.close();
  }
}

describe('order events survive a crash between commit and delivery', () => {
  it(
    'an order saved by a server killed before delivering is delivered by the restarted server',
    { timeout: 300_000 },
    async () => {
      const first = await startServer({ BRASA_EVENTS_DELIVERY: 'off' });
      const { jwtToken } = await post<TLoginResponse>(`${first.url}/api-v2/usuario/login`, {
        username: 'caixa',
        password: sha256Hex('caixa'),
      });
      const heard = collectMessages(await sockets.connect(first.url, jwtToken));
      const order = await post<TOrder>(`${first.url}/api-v2/pedidoIntegracao`, makeOrderInput(), jwtToken);
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual([]);
      first.child.kill('SIGKILL');
      await first.exited;

      // Committed with the order, not delivered.
      expect(await realtimeJobStates(order.id)).toEqual(['created']);

      const second = await startServer({ BRASA_EVENTS_POLL_MS: '50' });
      // The restarted server's worker fetches it at start, ahead of the requests below (PGlite serves queries in
      // order). A terminal hears a later order at once (the immediate run); once that order's queue copy (due
      // 2 s later) has been polled too, the server stops gracefully and the first order's job is completed.
      const heardAfter = collectMessages(await sockets.connect(second.url, jwtToken));
      const later = await post<TOrder>(`${second.url}/api-v2/pedidoIntegracao`, makeOrderInput(), jwtToken);
      await expect.poll(() => heardAfter.some((m) => m.order?.id === later.id), { timeout: 10_000 }).toBe(true);
      await new Promise((r) => setTimeout(r, 3000));
      second.child.kill('SIGTERM');
      await second.exited;
      expect(await realtimeJobStates(order.id)).toEqual(['completed']);
    },
  );
});
