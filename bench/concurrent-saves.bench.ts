import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { login } from './lib/api';
import { httpClient } from './lib/http';
import { freshPostgres, startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

/** Seconds each concurrent run lasts (BENCH_DURATION_S=3 for a quick look). */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
/** Sequential saves of the one-client run. */
const SINGLE_SAVES = Number(process.env.BENCH_SINGLE_SAVES ?? 300);
const WARM_UP = 30;

/** The order every client creates: a counter sale of two items, one with an add-on (what a terminal sends). */
function orderBody(i: number) {
  return {
    tipo: 'BALCAO',
    iFoodOrder: {
      customer: { name: `CLIENTE ${i}`, phone: `119${String(i % 1e8).padStart(8, '0')}` },
      deliveryMethod: { mode: 'TAKEOUT' },
      items: [
        { name: 'X-Burger', quantity: 2, price: 24.9, subItems: [{ name: 'Bacon', quantity: 1, price: 4 }] },
        { name: 'Refrigerante lata 350ml', quantity: 1, price: 7 },
      ],
      payments: [],
    },
  };
}

type Stats = ReturnType<typeof summarize>;
interface Run {
  count: number;
  perSecond: number;
  latency: Stats;
}

/** `clients` loops calling `task` until `seconds` have passed; throughput and latency of what finished. */
async function runFor(seconds: number, clients: number, task: (i: number) => Promise<void>): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await task(next++);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { count: latencies.length, perSecond: latencies.length / elapsed, latency: summarize(latencies) };
}

const line = (r: Run) =>
  `${r.count} in ${DURATION_S} s: ${r.perSecond.toFixed(0)}/s, p50 ${ms(r.latency.p50)}, p99 ${ms(r.latency.p99)}`;

async function saveVia(client: ReturnType<typeof httpClient>, token: string, body: string) {
  const res = await client.send(
    'POST',
    '/api-v2/pedidoIntegracao',
    { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  );
  if (res.status !== 200) throw new Error(`save: ${res.status} ${res.text}`);
}

/** Order creations through the API: warm-up, one client, then CLIENTS at once. */
async function measureServer(label: string, env: Record<string, string>) {
  const server = await startBenchServer(env);
  let client: ReturnType<typeof httpClient> | undefined;
  try {
    const { jwtToken } = await login(server.url, 'caixa');
    client = httpClient(server.url);
    const c = client;
    const save = (i: number) => saveVia(c, jwtToken, JSON.stringify(orderBody(i)));
    for (let i = 0; i < WARM_UP; i++) await save(i);
    const single: number[] = [];
    for (let i = 0; i < SINGLE_SAVES; i++) {
      const t0 = performance.now();
      await save(i);
      single.push(performance.now() - t0);
    }
    const one = summarize(single);
    const many = await runFor(DURATION_S, CLIENTS, save);
    console.log(`\n# order saves (${label})`);
    console.log(`one client, ${SINGLE_SAVES} saves: p50 ${ms(one.p50)}, p99 ${ms(one.p99)}`);
    console.log(`${CLIENTS} clients at once: ${line(many)}`);
    return { one, many };
  } finally {
    client?.close();
    await server.stop();
  }
}

const RAW_TABLE = 'create table if not exists bench_raw_order (id serial primary key, body jsonb not null)';

/**
 * The floor: the same JSON body as a plain INSERT into the same PostgreSQL, CLIENTS at once over a pool of 10
 * (the server's pool size), no HTTP, no rules.
 */
async function rawPostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The database is dropped WITH (FORCE) right after the run: a connection still closing then reports an error
  // on the pool, which must not end the bench before the figures that follow.
  pool.on('error', () => undefined);
  try {
    await pool.query(RAW_TABLE);
    const insert = (i: number) =>
      pool.query('insert into bench_raw_order (body) values ($1)', [JSON.stringify(orderBody(i))]).then(() => {});
    for (let i = 0; i < WARM_UP; i++) await insert(i);
    return await runFor(DURATION_S, CLIENTS, insert);
  } finally {
    await pool.end();
  }
}

/**
 * The embedded floor: PGlite is a library inside the server's process, so its raw baseline is a PGlite of its own
 * in this process, on a data directory of the same disk, taking the same INSERTs from CLIENTS callers at once
 * (PGlite runs them one at a time, as it runs the server's). No HTTP, no rules.
 */
async function rawPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'brasa-bench-raw-'));
  const db = new PGlite(dir);
  try {
    await db.waitReady;
    await db.exec(RAW_TABLE);
    const insert = (i: number) =>
      db.query('insert into bench_raw_order (body) values ($1)', [JSON.stringify(orderBody(i))]).then(() => {});
    for (let i = 0; i < WARM_UP; i++) await insert(i);
    return await runFor(DURATION_S, CLIENTS, insert);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function compare(label: string, app: Run, raw: Run) {
  console.log(`raw INSERT of the same body (${label}), ${CLIENTS} at once: ${line(raw)}`);
  console.log(`ratio app/raw orders per second (${label}): ${((100 * app.perSecond) / raw.perSecond).toFixed(1)}%`);
}

export async function benchConcurrentSaves() {
  console.log(`\n# concurrent order creation: POST /api-v2/pedidoIntegracao, ${CLIENTS} clients for ${DURATION_S} s`);
  // BENCH_DATABASES=postgres (or pglite) runs one side only, for a quick look.
  const sides = process.env.BENCH_DATABASES ?? 'pglite,postgres';
  if (sides.includes('pglite')) await concurrentEmbedded();
  if (sides.includes('postgres')) await concurrentPostgres();
}

async function concurrentEmbedded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-concurrent-'));
  try {
    const embedded = await measureServer('embedded PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
    compare('embedded PGlite, same process', embedded.many, await rawPglite());
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function concurrentPostgres() {
  const database = await freshPostgres();
  if (!database) return console.log('\n(PostgreSQL not reachable: PostgreSQL figures skipped)');
  const pgDataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-pg-'));
  try {
    const onPg = await measureServer('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: pgDataDir });
    compare('PostgreSQL', onPg.many, await rawPostgres(database.url));
  } finally {
    await database.drop();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
