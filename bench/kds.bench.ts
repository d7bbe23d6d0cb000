import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { api, login } from './lib/api';
import { rawEchoLatency } from './orders.bench';
import { freshPostgres, startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

/**
 * Item saved at a terminal -> card on a KDS screen (issue 12): a cashier saves a tab with one kitchen item (the demo
 * sends X-Burger to the KDS and the kitchen printer), and a socket.io client of the unit logged in as the kitchen
 * hears createItemKds for it. p50/p99 over BENCH_KDS_ITEMS (500) items, beside the raw socket.io echo of this run.
 */
const ITEMS = Number(process.env.BENCH_KDS_ITEMS ?? 500);

interface KdsEntry {
  pedidoKds: { id: number };
}

function socketFor(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startBenchServer(env);
  try {
    const cashier = await login(server.url, 'caixa');
    const kitchen = await login(server.url, 'cozinha');
    const [burger] = await api<{ idProduto: number; descricao: string; valorUnitarioVenda: number }[]>(
      server.url,
      cashier.jwtToken,
      'GET',
      '/api-v2/produto/list?q=X-Burger&max=1',
    );
    if (!burger) throw new Error('kds bench: X-Burger not found');
    const socket = await socketFor(server.url, kitchen.jwtToken);
    const waiting = new Map<number, () => void>();
    const early = new Set<number>();
    socket.on('createItemKds', (entry: KdsEntry) => {
      const done = waiting.get(entry.pedidoKds.id);
      if (done) done();
      else early.add(entry.pedidoKds.id);
    });
    const samples: number[] = [];
    for (let i = 0; i < ITEMS + 10; i++) {
      const t0 = performance.now();
      const order = await api<{ id: number }>(server.url, cashier.jwtToken, 'POST', '/api-v2/pedidoIntegracao', {
        tipo: 'COMANDA',
        identificadorPrincipal: String(1 + (i % 49)),
        iFoodOrder: {
          items: [{ externalCode: String(burger.idProduto), name: burger.descricao, quantity: 1, price: 24.9 }],
          payments: [],
        },
      });
      if (!early.delete(order.id)) {
        await new Promise<void>((resolve) => waiting.set(order.id, resolve));
        waiting.delete(order.id);
      }
      if (i >= 10) samples.push(performance.now() - t0);
    }
    socket.disconnect();
    const s = summarize(samples);
    console.log(
      `\n# KDS (${label}): item saved at a terminal -> createItemKds on the kitchen's socket, ${ITEMS} items`,
    );
    console.log(`p50 ${ms(s.p50)}, p99 ${ms(s.p99)} (the save's answer included)`);
    return s;
  } finally {
    await server.stop();
  }
}

export async function benchKds() {
  const echo = await rawEchoLatency(ITEMS);
  console.log(`\n# raw socket.io echo (same run), ${ITEMS} round trips: p50 ${ms(echo.p50)}, p99 ${ms(echo.p99)}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-kds-'));
  try {
    const embedded = await measure('embedded PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
    console.log(`ratio save->createItemKds / raw echo p50: ${(embedded.p50 / echo.p50).toFixed(1)}x`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await freshPostgres();
  if (!database) return console.log('\n(PostgreSQL not reachable: PostgreSQL figures skipped)');
  const pgDataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-kds-pg-'));
  try {
    const onPg = await measure('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: pgDataDir });
    console.log(`ratio save->createItemKds / raw echo p50: ${(onPg.p50 / echo.p50).toFixed(1)}x`);
  } finally {
    await database.drop();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
