import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { createIfoodClient } from '@brasa/server/src/providers/marketplace/ifood-client';
import { login } from './lib/api';
import { startBenchServer } from './lib/server';
import { ms, runConcurrent, summarize } from './lib/stats';

/**
 * Marketplace events -> orders on the board (issue 15): a sandbox burst of BENCH_MARKETPLACE_ORDERS (2,600: iFood's
 * national peak per minute) orders; one instance polls, stores and imports them; a second terminal's socket hears
 * each card. Figures: orders/s imported (first event listed by a polling answer -> last card) and p50/p99 from the
 * event's first listing to its card (the polling wait excluded: the sandbox stamps when an answer first listed it).
 * Baseline of the same run: a bare client draining a burst of the same size (poll, order details, ack; no database).
 */
const ORDERS = Number(process.env.BENCH_MARKETPLACE_ORDERS ?? 2600);
const PREFIX = '/sandbox/marketplace/IF';
const DEMO_MERCHANT = 'a8c0f0e2-5b7e-4c3e-9d1a-brasa0demo01';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.once('error', reject);
  });
}

function socketFor(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function placeBurst(base: string, merchantId: string, count: number): Promise<string[]> {
  const ids: string[] = new Array(count);
  await runConcurrent(count, 16, async (i) => {
    const res = await fetch(`${base}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchantId, order: { merchant: { id: merchantId } } }),
    });
    ids[i] = ((await res.json()) as { id: string }).id;
  });
  return ids;
}

/**
 * The baseline: poll + details + ack of a burst, nothing stored. It runs right after the import in the same sandbox
 * minute, so at the size (2,600 orders: as many order reads again) it meets the marketplace's rate limit
 * (order details 3,000 a minute, as iFood's): it then waits for the window as a client must, and that wait is left
 * out of its time (reported apart).
 */
async function bareDrain(base: string, count: number) {
  const merchant = `bench-baseline-${Date.now()}`;
  await placeBurst(base, merchant, count);
  const client = createIfoodClient(base, { clientId: 'bench-baseline', clientSecret: 'bench' });
  let waited = 0;
  const limited = async <T>(call: () => Promise<T>): Promise<T> => {
    for (;;) {
      try {
        return await call();
      } catch (err) {
        const retry = (err as { code?: string; retryAfterMs?: number }).retryAfterMs;
        if ((err as { code?: string }).code !== 'MARKETPLACE_RATE_LIMITED' || !retry) throw err;
        const t = performance.now();
        await new Promise((resolve) => setTimeout(resolve, retry + 50));
        waited += performance.now() - t;
      }
    }
  };
  const t0 = performance.now();
  const seen = new Set<string>();
  while (seen.size < count) {
    const events = await limited(() => client.pollEvents([merchant]));
    const fresh = [...new Map(events.map((e) => [e.id, e])).values()];
    await runConcurrent(fresh.length, 8, async (i) => {
      await limited(() => client.getOrder(fresh[i]!.orderId));
    });
    await limited(() => client.acknowledge(fresh.map((e) => e.id)));
    for (const e of fresh) seen.add(e.orderId);
  }
  return { ms: performance.now() - t0 - waited, waitedMs: waited };
}

async function measure(label: string, env: Record<string, string>) {
  const sandboxPort = await freePort();
  const server = await startBenchServer({
    ...env,
    SANDBOX_PORT: String(sandboxPort),
    // The first cycle runs at start (nothing yet); the burst is placed before the next one, which drains it page
    // after page without waiting.
    MARKETPLACE_POLLING_MS: String(Number(process.env.BENCH_MARKETPLACE_POLL_MS ?? 15_000)),
  });
  const base = `http://127.0.0.1:${sandboxPort}${PREFIX}`;
  try {
    const terminal = await login(server.url, 'despacho');
    const socket = await socketFor(server.url, terminal.jwtToken);
    const cards = new Map<string, number>();
    let allHeard: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (allHeard = resolve));
    socket.on('reciveSocketMessage', (m: { type: string; order?: { iFoodOrder?: { id?: string } } }) => {
      const id = m.order?.iFoodOrder?.id;
      if (m.type === 'ADD_OR_UPDATE_BOARD_FROM_ORDER' && id && !cards.has(id)) {
        cards.set(id, Date.now());
        if (cards.size >= ORDERS) allHeard();
      }
    });
    const placeStart = performance.now();
    const ids = await placeBurst(base, DEMO_MERCHANT, ORDERS);
    const placeMs = performance.now() - placeStart;
    await done;
    socket.disconnect();
    const available: number[] = [];
    const latencies: number[] = [];
    await runConcurrent(ids.length, 16, async (i) => {
      const res = await fetch(`${base}/orders/${ids[i]}`);
      const view = (await res.json()) as { events: { code: string; firstDeliveredAt: number | null }[] };
      const listed = view.events.find((e) => e.code === 'PLC')?.firstDeliveredAt;
      if (listed) {
        available.push(listed);
        latencies.push(cards.get(ids[i]!)! - listed);
      }
    });
    const first = Math.min(...available);
    const last = Math.max(...cards.values());
    const rate = ORDERS / ((last - first) / 1000);
    const s = summarize(latencies);
    console.log(`\n# marketplace (${label}): sandbox burst of ${ORDERS} orders -> cards on a second terminal`);
    console.log(`burst placed at the sandbox in ${ms(placeMs)}`);
    console.log(`imported ${rate.toFixed(0)} orders/s (first event listed -> last card: ${ms(last - first)})`);
    console.log(`event listed -> card on the socket: p50 ${ms(s.p50)}, p99 ${ms(s.p99)} (polling wait excluded)`);
    const bare = await bareDrain(base, ORDERS);
    const bareRate = ORDERS / (bare.ms / 1000);
    const waited = bare.waitedMs > 0 ? ` (rate-limit waits of ${ms(bare.waitedMs)} left out)` : '';
    console.log(
      `baseline (same run): a bare client polls, reads and acks ${ORDERS} orders at ${bareRate.toFixed(0)} orders/s${waited}; ratio import/bare ${(rate / bareRate).toFixed(2)}x`,
    );
  } finally {
    await server.stop();
  }
}

export async function benchMarketplace() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-marketplace-'));
  try {
    await measure('embedded PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
