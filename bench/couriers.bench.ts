import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@brasa/server/src/db/client';
import { seedDemoIfEmpty } from '@brasa/server/src/db/seed/index';
import { formaPagamento, movimentoFinanceiro, pedidoIntegracao, pessoa, unidade } from '@brasa/server/src/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { login } from './lib/api';
import { freshPostgres, startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

/**
 * Couriers (issue 13): the dispatch of 20 orders by one call (associar-despacho) beside the board's multiple
 * status change of 20 orders (one transaction per order); the settlement list for 30 couriers × 30 days with
 * 6,000 delivered orders (listPorEntregadorAcerto, computed per courier and day) beside the plain list by courier
 * of the same orders (listPorEntregador) and the board's card list (/quadro, max 500) of the same period.
 */
const COURIERS = Number(process.env.BENCH_COURIERS ?? 30);
const DAYS = Number(process.env.BENCH_COURIER_DAYS ?? 30);
const ORDERS = Number(process.env.BENCH_COURIER_ORDERS ?? 6_000);
const ROUNDS = Number(process.env.BENCH_DISPATCH_ROUNDS ?? 30);
const LOADS = Number(process.env.BENCH_SETTLEMENT_LOADS ?? 20);
const PER_DISPATCH = 20;
const BASE = '/api-v2/pedidoIntegracao';

const pad = (n: number) => String(n).padStart(2, '0');
const queryDate = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;

/** 30 couriers, 6,000 delivered orders over 30 days (a third paid in cash), and confirmed orders to dispatch today. */
export async function fill(target: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(target);
  const db = database.db;
  await seedDemoIfEmpty(db);
  const [matriz] = await db.select().from(unidade).where(eq(unidade.nome, 'Matriz'));
  const unidadeId = matriz!.id;
  const existing = await db
    .select({ id: pessoa.id })
    .from(pessoa)
    .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.cargoFuncionario, 'ENTR')));
  const added = await db
    .insert(pessoa)
    .values(
      Array.from({ length: Math.max(0, COURIERS - existing.length) }, (_, i) => ({
        unidadeId,
        nome: `MOTOBOY BENCH ${i + 1}`,
        fone: '11999990000',
        cargoFuncionario: 'ENTR',
        entregadorValorDiariaCents: 3000,
        entregadorValorFixoPedidoCents: 400,
        entregadorPercentualTaxaEntrega: '10',
        entregadorValorMinimoCents: 5000,
      })),
    )
    .returning({ id: pessoa.id });
  const couriers = [...existing, ...added].map((c) => c.id);
  const [cash] = await db
    .select()
    .from(formaPagamento)
    .where(and(eq(formaPagamento.unidadeId, unidadeId), eq(formaPagamento.codigo, 'DIN')));
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - DAYS, 4);
  const body = (fee: number) => ({
    deliveryMethod: { mode: 'DELIVERY' },
    deliveryFee: fee,
    customer: { name: 'CLIENTE BENCH' },
    items: [{ name: 'Pizza portuguesa', quantity: 1, price: 52.9, totalPrice: 52.9 }],
    payments: [],
  });
  for (let start = 0; start < ORDERS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, ORDERS - start) }, (_, k) => {
      const i = start + k;
      // Courier i % COURIERS, day (i / COURIERS) % DAYS: every courier works every day.
      const day = Math.floor(i / couriers.length) % DAYS;
      const at = new Date(first.getTime() + day * 86_400_000 + 15 * 3_600_000 + (i % 300) * 60_000);
      return {
        unidadeId,
        tipo: 'DELIVERY',
        situacao: 'ENTREGUE',
        dataPedido: at,
        dataEnvio: new Date(at.getTime() + 20 * 60_000),
        dataEntrega: new Date(at.getTime() + 40 * 60_000),
        pessoaEntregadorId: couriers[i % couriers.length]!,
        totalPedidoCents: 5290 + 500 + (i % 5) * 100,
        body: body(5 + (i % 5)),
      };
    });
    const ids = await db.insert(pedidoIntegracao).values(rows).returning({ id: pedidoIntegracao.id });
    await db.insert(movimentoFinanceiro).values(
      ids
        .filter((_, k) => k % 3 === 0)
        .map((o) => ({
          unidadeId,
          contaId: cash!.contaId,
          formaPagamentoId: cash!.id,
          pedidoId: o.id,
          pagamentoId: `bench-${o.id}`,
          tipo: 'ENTRADA',
          valorCents: 5890,
          username: 'caixa',
        })),
    );
  }
  const toDispatch = await db
    .insert(pedidoIntegracao)
    .values(
      Array.from({ length: 2 * ROUNDS * PER_DISPATCH }, () => ({
        unidadeId,
        tipo: 'DELIVERY',
        situacao: 'CONFIRMADO',
        dataPedido: now,
        totalPedidoCents: 5790,
        body: body(5),
      })),
    )
    .returning({ id: pedidoIntegracao.id });
  await db.execute(sql`analyze`);
  await database.close();
  return { couriers, toDispatch: toDispatch.map((o) => o.id), first, now };
}

async function measure(label: string, env: Record<string, string>, data: Awaited<ReturnType<typeof fill>>) {
  const server = await startBenchServer(env);
  try {
    const { jwtToken } = await login(server.url, 'despacho');
    const call = async (method: string, path: string) => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${jwtToken}` } });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return { ms: performance.now() - t0, json: JSON.parse(text) as unknown };
    };
    console.log(`\n# couriers (${label}): ${data.couriers.length} couriers × ${DAYS} days, ${ORDERS} delivered orders`);

    // Dispatch: one call for 20 orders, against the board's multiple status change of 20 other orders.
    const dispatch: number[] = [];
    const multiple: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const courier = data.couriers[r % data.couriers.length]!;
      const ids = data.toDispatch.slice(2 * r * PER_DISPATCH, (2 * r + 1) * PER_DISPATCH).join(',');
      const others = data.toDispatch.slice((2 * r + 1) * PER_DISPATCH, (2 * r + 2) * PER_DISPATCH).join(',');
      dispatch.push(
        (await call('POST', `${BASE}/associar-despacho/multiple/${ids}/ENVIADO?idDeliveryMan=${courier}`)).ms,
      );
      multiple.push((await call('POST', `${BASE}/situacao/multiple/${others}/ENVIADO?idDeliveryMan=${courier}`)).ms);
    }
    const d = summarize(dispatch);
    const m = summarize(multiple);
    console.log(
      `dispatch of ${PER_DISPATCH} orders by one call (associar-despacho), ${ROUNDS} calls: p50 ${ms(d.p50)}, p99 ${ms(d.p99)}`,
    );
    console.log(
      `  baseline: multiple status change of ${PER_DISPATCH} orders (situacao/multiple): p50 ${ms(m.p50)}, p99 ${ms(m.p99)}` +
        ` (ratio p50 ${(d.p50 / m.p50).toFixed(2)}x)`,
    );

    // Settlement screen load for the whole period.
    const start = encodeURIComponent(queryDate(data.first));
    const end = encodeURIComponent(queryDate(new Date(data.now.getTime() + 86_400_000)));
    const settlementUrl = `${BASE}/listPorEntregadorAcerto?dtInicio=${start}&dtFinal=${end}&showTakeout=false&ignorarSemEntregador=true`;
    const plainUrl = `${BASE}/listPorEntregador?dtInicio=${start}&dtFinal=${end}&showTakeout=false`;
    const boardUrl = `${BASE}/quadro?ativo=true&tipo=DELIVERY&dataPedido=${start},${end}&max=500`;
    const settle: number[] = [];
    const plain: number[] = [];
    const board: number[] = [];
    let lines = 0;
    for (let i = 0; i < LOADS + 2; i++) {
      const s = await call('GET', settlementUrl);
      const p = await call('GET', plainUrl);
      const b = await call('GET', boardUrl);
      if (i < 2) continue;
      settle.push(s.ms);
      plain.push(p.ms);
      board.push(b.ms);
      lines = (s.json as { list: { dias: unknown[] }[] }).list.reduce((n, e) => n + e.dias.length, 0);
    }
    const s = summarize(settle);
    const p = summarize(plain);
    const b = summarize(board);
    console.log(
      `settlement list (listPorEntregadorAcerto, ${lines} courier-day lines), ${LOADS} loads: p50 ${ms(s.p50)}, p99 ${ms(s.p99)}`,
    );
    console.log(
      `  baseline: same orders by courier (listPorEntregador): p50 ${ms(p.p50)}, p99 ${ms(p.p99)} (ratio p50 ${(s.p50 / p.p50).toFixed(2)}x)`,
    );
    console.log(`  baseline: board cards of the period (quadro, max 500): p50 ${ms(b.p50)}, p99 ${ms(b.p99)}`);
  } finally {
    await server.stop();
  }
}

export async function benchCouriers() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-couriers-'));
  try {
    const data = await fill({ dataDir });
    await measure('embedded PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, data);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await freshPostgres();
  if (!database) return console.log('\n(PostgreSQL not reachable: PostgreSQL figures skipped)');
  const pgDataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-couriers-pg-'));
  try {
    const data = await fill({ databaseUrl: database.url });
    await measure('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: pgDataDir }, data);
  } finally {
    await database.drop();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
