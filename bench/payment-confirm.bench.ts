import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, login } from './lib/api';
import { freshPostgres, startBenchServer } from './lib/server';
import { ms, summarize } from './lib/stats';

/** The order as the server answers it: what a terminal sends back to save or pay it. */
interface Order {
  id: number;
  version: number;
  tipo: string;
  pago: boolean;
  totalPedido: number;
  pessoaCliente: { id: number } | null;
  identificadorPrincipal: string | null;
  descricao: string | null;
  iFoodOrder: { payments: unknown[] } & Record<string, unknown>;
}

type Stats = ReturnType<typeof summarize>;

interface Figures {
  plain: Stats;
  confirm: Stats;
  retry: Stats;
  stream: { count: number; perSecond: number; first: Stats; last: Stats };
}

/** Orders paid (and saved, and retried) before measuring, so the figures are not the server's first calls. */
const WARM_UP = 10;
/** The contract caps iFoodOrder.payments at 200 (packages/contracts ZIFoodOrder): the longest possible stream. */
const MAX_PAYMENTS = 200;

/** A counter sale: 2 × X-Burger 24,90 + a can 7,00 = 56,80, or one item of `price`. */
function newCounterOrder(baseUrl: string, token: string, i: number, price?: number) {
  const items = price
    ? [{ name: 'Festa', quantity: 1, price }]
    : [
        { name: 'X-Burger', quantity: 2, price: 24.9 },
        { name: 'Refrigerante lata 350ml', quantity: 1, price: 7 },
      ];
  return api<Order>(baseUrl, token, 'POST', '/api-v2/pedidoIntegracao', {
    tipo: 'BALCAO',
    iFoodOrder: {
      customer: { name: `CLIENTE ${i}`, phone: `119${String(i).padStart(8, '0')}` },
      deliveryMethod: { mode: 'TAKEOUT' },
      items,
      payments: [],
    },
  });
}

/** The order as the terminal sends it back, with its id and version, plus new payments (as the tests do). */
function resend(order: Order, payments: unknown[] = [], extra: Partial<Order> = {}) {
  return {
    id: order.id,
    version: order.version,
    tipo: order.tipo,
    pessoaCliente: order.pessoaCliente,
    identificadorPrincipal: order.identificadorPrincipal,
    descricao: order.descricao,
    iFoodOrder: { ...order.iFoodOrder, payments: [...order.iFoodOrder.payments, ...payments] },
    ...extra,
  };
}

/** One POST /api-v2/pedidoIntegracao, timed from sending to the whole answer read. */
async function save(baseUrl: string, token: string, body: unknown, idempotencyKey?: string) {
  const payload = JSON.stringify(body);
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}/api-v2/pedidoIntegracao`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: payload,
  });
  const text = await res.text();
  const elapsed = performance.now() - t0;
  if (!res.ok) throw new Error(`save order: ${res.status} ${text}`);
  return { order: JSON.parse(text) as Order, ms: elapsed, bytes: text.length };
}

const line = (s: Stats) => `p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, mean ${ms(s.mean)}`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

async function measure(label: string, env: Record<string, string>, orders: number, streamLength: number) {
  const server = await startBenchServer(env);
  try {
    const { jwtToken } = await login(server.url, 'caixa');
    const methods = await api<{ id: number; codigo: string; utilizaTef: boolean }[]>(
      server.url,
      jwtToken,
      'GET',
      '/service?action=list&entity=formaPagamento',
    );
    const pix = methods.find((m) => m.codigo === 'PX' && !m.utilizaTef) ?? methods.find((m) => m.codigo === 'DIN');
    if (!pix) throw new Error('no PX or DIN payment method without TEF');
    const payment = (value: number) => ({ value, formaPagamento: { id: pix.id } });

    const seedStart = performance.now();
    const created: Order[] = [];
    for (let i = 0; i < WARM_UP + orders; i++) created.push(await newCounterOrder(server.url, jwtToken, i));
    const seedMs = performance.now() - seedStart;

    // Per order: a plain save (descricao only), then a confirm paying it in full, then the same confirm retried.
    const plain: number[] = [];
    const confirm: number[] = [];
    const retry: number[] = [];
    for (const [i, order] of created.entries()) {
      const warm = i < WARM_UP;
      const saved = await save(server.url, jwtToken, resend(order, [], { descricao: `bench ${i}` }));
      const request = resend(saved.order, [payment(saved.order.totalPedido)]);
      const key = `bench-confirm-${order.id}-${randomUUID()}`;
      const paid = await save(server.url, jwtToken, request, key);
      if (!paid.order.pago) throw new Error(`order ${order.id} not paid by its confirm`);
      const again = await save(server.url, jwtToken, request, key);
      if (again.order.version !== paid.order.version) throw new Error(`order ${order.id}: the retry saved again`);
      if (warm) continue;
      plain.push(saved.ms);
      confirm.push(paid.ms);
      retry.push(again.ms);
    }

    // One order stream: R$ 100.000,00 paid R$ 1,00 at a time, each confirm on the version the previous answered.
    let current = await newCounterOrder(server.url, jwtToken, 0, 100_000);
    const stream: number[] = [];
    const firstBytes = JSON.stringify(current).length;
    let lastBytes = firstBytes;
    const streamStart = performance.now();
    for (let i = 0; i < streamLength; i++) {
      const paid = await save(server.url, jwtToken, resend(current, [payment(1)]), `bench-stream-${randomUUID()}`);
      stream.push(paid.ms);
      lastBytes = paid.bytes;
      current = paid.order;
    }
    const streamMs = performance.now() - streamStart;
    if (current.iFoodOrder.payments.length !== streamLength) throw new Error('the stream lost payments');

    const figures: Figures = {
      plain: summarize(plain),
      confirm: summarize(confirm),
      retry: summarize(retry),
      stream: {
        count: streamLength,
        perSecond: streamLength / (streamMs / 1000),
        first: summarize(stream.slice(0, 50)),
        last: summarize(stream.slice(-50)),
      },
    };
    const { stream: s } = figures;
    console.log(`\n# payment confirm (${label})`);
    console.log(
      `create ${orders + WARM_UP} counter orders through the API: ${ms(seedMs)} (${ms(seedMs / created.length)} each)`,
    );
    console.log(`(first ${WARM_UP} orders are warm-up, not counted)`);
    console.log(`plain save (descricao only), ${orders} orders:        ${line(figures.plain)}`);
    console.log(`confirm (one Pix payment in full + key), ${orders}:    ${line(figures.confirm)}`);
    console.log(`retried confirm (same Idempotency-Key), ${orders}:     ${line(figures.retry)}`);
    console.log(
      `ratio confirm/plain save: p50 ${ratio(figures.confirm.p50, figures.plain.p50)}, mean ${ratio(figures.confirm.mean, figures.plain.mean)} (payment rules + money movement + idempotency key)`,
    );
    console.log(`ratio retry/first confirm p50: ${ratio(figures.retry.p50, figures.confirm.p50)}`);
    console.log(
      `one order stream: ${s.count} confirms of R$ 1,00 in ${ms(streamMs)}: ${s.perSecond.toFixed(1)} confirms/s`,
    );
    console.log(
      `  payments 1-50: p50 ${ms(s.first.p50)}; ${s.count - 49}-${s.count}: p50 ${ms(s.last.p50)}; ratio last/first ${ratio(s.last.p50, s.first.p50)} (answer grew ${(firstBytes / 1024).toFixed(1)} -> ${(lastBytes / 1024).toFixed(1)} kB)`,
    );
    return figures;
  } finally {
    await server.stop();
  }
}

export async function benchPaymentConfirm(orders = 150, streamLength = MAX_PAYMENTS) {
  let embedded: Figures;
  const dataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-payments-'));
  try {
    embedded = await measure('embedded PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, orders, streamLength);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pg = await freshPostgres();
  if (!pg) return console.log('\n(PostgreSQL not reachable on 127.0.0.1:5432: PostgreSQL figures skipped)');
  const pgDataDir = mkdtempSync(join(tmpdir(), 'brasa-bench-pg-'));
  try {
    const onPg = await measure('PostgreSQL', { DATABASE_URL: pg.url, DATA_DIR: pgDataDir }, orders, streamLength);
    console.log('\n# payment confirm: ratio PostgreSQL/embedded');
    console.log(
      `confirm p50 ${ratio(onPg.confirm.p50, embedded.confirm.p50)}, p99 ${ratio(onPg.confirm.p99, embedded.confirm.p99)}, mean ${ratio(onPg.confirm.mean, embedded.confirm.mean)}`,
    );
    console.log(
      `plain save p50 ${ratio(onPg.plain.p50, embedded.plain.p50)}; retried confirm p50 ${ratio(onPg.retry.p50, embedded.retry.p50)}`,
    );
    console.log(`stream confirms/s ${ratio(onPg.stream.perSecond, embedded.stream.perSecond)}`);
  } finally {
    await pg.drop();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
