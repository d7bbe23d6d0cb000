import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login } from './lib/api';
import { freshPostgres, startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

/**
 * The tab and table board (issue 11): its first load with 300 tabs holding 600 open orders (listByTipo plus the
 * identifiers, as the board asks them at once), and two terminals each adding 100 lines to one tab at the same
 * time, one line per save: lines lost (must be 0), conflicts answered, save p50/p99. The Chromium paint of the
 * board is bench/tabs-paint.bench.ts.
 */
const TABS = Number(process.env.BENCH_TABS ?? 300);
const ORDERS = Number(process.env.BENCH_TAB_ORDERS ?? 600);
const LOADS = Number(process.env.BENCH_BOARD_LOADS ?? 60);
const ADDS = Number(process.env.BENCH_TAB_ADDS ?? 100);
const BASE = '/api-v2/pedidoIntegracao';

interface Order {
  id: number;
  version: number;
  iFoodOrder: { items: { name: string }[] };
  [key: string]: unknown;
}

function client(url: string, token: string) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as unknown };
  };
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startBenchServer(env);
  try {
    const call = client(server.url, (await login(server.url, 'caixa')).jwtToken);
    const seedStart = performance.now();
    for (let i = 0; i < ORDERS; i++) {
      const res = await call('POST', BASE, {
        tipo: 'COMANDA',
        identificadorPrincipal: String(1 + (i % TABS)),
        quantidadePessoas: 2,
        iFoodOrder: {
          items: [
            { name: 'Cerveja long neck', quantity: 2, price: 11.9 },
            { name: 'Batata frita', quantity: 1, price: 22.9 },
          ],
          payments: [],
        },
      });
      if (res.status !== 200) throw new Error(`seed: ${res.status} ${JSON.stringify(res.json)}`);
    }
    console.log(
      `\n# tab board (${label}): ${TABS} tabs, ${ORDERS} open orders (created in ${ms(performance.now() - seedStart)})`,
    );

    const loads: number[] = [];
    let count = 0;
    for (let i = 0; i < LOADS + 5; i++) {
      const t0 = performance.now();
      const [orders] = await Promise.all([
        call('GET', `${BASE}/listByTipo?pago=NAO&cancelado=false&importados=false&tipo=COMANDA&tipo=MESA`),
        call('GET', '/api-v2/identificador/tipo/COMANDA,MESA'),
      ]);
      if (i >= 5) loads.push(performance.now() - t0);
      count = (orders.json as Order[]).length;
    }
    const load = summarize(loads);
    console.log(
      `first load (listByTipo ${count} orders + identifiers), ${LOADS} loads: p50 ${ms(load.p50)}, p99 ${ms(load.p99)}`,
    );

    // Two terminals on one tab, each adding ADDS lines one save at a time, from the order its last answer showed.
    const tab = (
      await call('POST', BASE, {
        tipo: 'COMANDA',
        identificadorPrincipal: String(TABS + 1),
        iFoodOrder: { items: [{ name: 'Água', quantity: 1, price: 4.5 }], payments: [] },
      })
    ).json as Order;
    const saves: number[] = [];
    let conflicts = 0;
    const terminal = async (name: string) => {
      let shown = tab;
      for (let i = 0; i < ADDS; i++) {
        for (;;) {
          const body = {
            ...shown,
            iFoodOrder: {
              ...shown.iFoodOrder,
              items: [...shown.iFoodOrder.items, { name: `${name} ${i}`, quantity: 1, price: 5, notSaved: true }],
            },
          };
          const t0 = performance.now();
          const res = await call('POST', BASE, body);
          saves.push(performance.now() - t0);
          if (res.status === 200) {
            shown = res.json as Order;
            break;
          }
          if (res.status !== 409) throw new Error(`save: ${res.status} ${JSON.stringify(res.json)}`);
          // A conflict: the terminal takes the current order and adds its line again.
          conflicts++;
          shown = (res.json as { order: Order }).order;
        }
      }
    };
    await Promise.all([terminal('A'), terminal('B')]);
    const stored = (await call('GET', `${BASE}/${tab.id}`)).json as Order;
    const expected = 1 + 2 * ADDS;
    const save = summarize(saves);
    console.log(
      `two terminals adding ${ADDS} lines each to one tab at once: lines lost ${expected - stored.iFoodOrder.items.length} ` +
        `(of ${expected}), 409 answered ${conflicts}, save p50 ${ms(save.p50)}, p99 ${ms(save.p99)}`,
    );
  } finally {
    await server.stop();
  }
}

export async function benchTabs() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-tabs-'));
  try {
    await measure('embedded PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await freshPostgres();
  if (!database) return console.log('\n(PostgreSQL not reachable: PostgreSQL figures skipped)');
  const pgDataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-tabs-pg-'));
  try {
    await measure('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: pgDataDir });
  } finally {
    await database.drop();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
