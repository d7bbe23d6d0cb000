import type { TOrder } from '@brasa/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { pedidoIntegracao, pedidoIntegracaoLog } from '../src/db/schema';
import { sha256Hex } from '../src/db/seed';
import { makeOrderInput } from './order-factory';
import { demoServerDatabase, startServerProcess } from './server-process';

const ORDER_TOTAL_CENTS = 2 * 2490 + 700;

type Outcome = { ok: true; order: TOrder } | { ok: false; status: number | string };

/**
 * Keeps `parallel` order saves in flight until the server stops answering; `onAnswered` sees each outcome
 * as it arrives (the test sends SIGTERM from there, mid-burst).
 */
async function burstOfOrderSaves(url: string, token: string, parallel: number, onAnswered: (n: number) => void) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const save = async (): Promise<Outcome> => {
    try {
      const res = await fetch(`${url}/api-v2/pedidoIntegracao`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(makeOrderInput()),
      });
      if (res.status === 200) return { ok: true, order: (await res.json()) as TOrder };
      await res.body?.cancel();
      return { ok: false, status: res.status };
    } catch (err) {
      return { ok: false, status: (err as { cause?: { code?: string } }).cause?.code ?? String(err) };
    }
  };
  const lane = async () => {
    while (!stopped) {
      const outcome = await save();
      outcomes.push(outcome);
      onAnswered(outcomes.length);
      // once the server refuses connections, it is gone
      if (!outcome.ok && typeof outcome.status === 'string') stopped = true;
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return outcomes;
}

// One database a run, like every other file: the suite runs once on PGlite and, in CI, once on PostgreSQL.
const on = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

describe(`stopping the server on ${on}`, () => {
  it('exits within 10 s of SIGTERM with requests in flight, and nothing half-written', async () => {
    const serverDb = await demoServerDatabase();
    try {
      const server = await startServerProcess({
        DATA_DIR: serverDb.dataDir,
        DATABASE_URL: serverDb.databaseUrl ?? '',
        REDIS_URL: '',
      });
      const login = await fetch(`${server.url}/api-v2/usuario/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'caixa', password: sha256Hex('caixa') }),
      });
      expect(login.status).toBe(200);
      const { jwtToken } = (await login.json()) as { jwtToken: string };

      let signalledAt = 0;
      const outcomes = await burstOfOrderSaves(server.url, jwtToken, 8, (answered) => {
        if (answered === 12 && !signalledAt) {
          signalledAt = performance.now();
          server.child.kill('SIGTERM');
        }
      });
      const exit = await server.exited;
      expect(signalledAt).toBeGreaterThan(0);
      expect(exit.at - signalledAt).toBeLessThan(10_000);
      // it closed cleanly, not through the watchdog
      expect(exit).toMatchObject({ code: 0, signal: null });

      const saved = outcomes.flatMap((o) => (o.ok ? [o.order] : []));
      expect(saved.length).toBeGreaterThanOrEqual(12);
      // after the signal nothing fails half-way: a save is answered whole, refused (503) or never reaches it
      for (const o of outcomes)
        if (!o.ok) expect([503, 'ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(o.status);

      const database = await openDatabase({ databaseUrl: serverDb.databaseUrl, dataDir: serverDb.dataDir });
      try {
        const rows = await database.db.select().from(pedidoIntegracao);
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const order of saved) {
          const row = byId.get(order.id);
          expect(row, `pedido ${order.id} respondido com 200`).toBeDefined();
          expect(row!.totalPedidoCents).toBe(Math.round(order.totalPedido * 100));
        }
        // every stored order is whole: its items, its total, its log line
        for (const row of rows) {
          const body = row.body as { items: unknown[] };
          expect(body.items).toHaveLength(2);
          expect(row.totalPedidoCents).toBe(ORDER_TOTAL_CENTS);
          const [logs] = await database.db
            .select({ n: count() })
            .from(pedidoIntegracaoLog)
            .where(eq(pedidoIntegracaoLog.pedidoId, row.id));
          expect(logs!.n).toBeGreaterThan(0);
        }
      } finally {
        await database.close();
      }
    } finally {
      await serverDb.drop();
    }
  }, 180_000);
});
