import type { TOrder } from '@brasa/contracts';
import { toCents } from '@brasa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemKds, movimentoFinanceiro, pedidoIntegracao, produto } from '../src/db/schema';
import { toOrder } from '../src/modules/order-data/mapper';
import { findOrder } from '../src/modules/orders/repository';
import { createTestContext, type TestContext } from './helpers';
import { paymentOf } from './order-factory';

/**
 * A model test of consistency (issue 31 §5): random sequences of what two terminals do to the tabs of a unit — open,
 * add items, edit a quantity, transfer items (to a tab with or without an order), join, pay, close, confirm, convert
 * to a counter order, cancel, delete —
 * and after every step, whatever the server answered, every projection must agree with the orders as stored:
 * - the kitchen (KDS): each active order's kitchen items have one live entry each, on that order and its tab; no live
 *   entry is left for an item that is no longer in an active order;
 * - the items keep the `createdAt` they were first saved with, wherever they went;
 * - the board lists each active tab order once, at its stored version and total;
 * - the money: the movements of the orders add up to the payments the active orders hold.
 */
let ctx: TestContext;
let unidadeId: number;
let kitchen: { id: number; descricao: string };
let bar: { id: number; descricao: string };

/** The tabs the model plays with (seeded COMANDA 1..49; the demo's open tabs are below these). */
const TABS = ['41', '42', '43', '44', '45'];
const TERMINALS = ['caixa', 'admin'] as const;
const BASE = '/api-v2/pedidoIntegracao';

beforeAll(async () => {
  ctx = await createTestContext();
  unidadeId = (await ctx.session('caixa')).unidade.id;
  const product = async (descricao: string) =>
    (
      await ctx.database.db
        .select({ id: produto.id, descricao: produto.descricao })
        .from(produto)
        .where(and(eq(produto.unidadeId, unidadeId), eq(produto.descricao, descricao)))
    )[0]!;
  kitchen = await product('X-Burger');
  bar = await product('Cerveja long neck');
});
afterAll(() => ctx.close());

const line = (p: { id: number; descricao: string }, quantity = 1) => ({
  externalCode: String(p.id),
  name: p.descricao,
  quantity,
  price: 10,
});

type Terminal = (typeof TERMINALS)[number];
type Op =
  | { kind: 'open'; tab: number; kitchenItems: number; barItems: number; by: number }
  | { kind: 'add'; pick: number; by: number }
  | { kind: 'quantity'; pick: number; by: number }
  | { kind: 'transfer'; pick: number; tab: number; by: number }
  | { kind: 'join'; pick: number; other: number; by: number }
  | { kind: 'pay'; pick: number; by: number }
  | { kind: 'close'; pick: number; by: number }
  | { kind: 'cancel'; pick: number; by: number }
  | { kind: 'status'; pick: number; by: number }
  | { kind: 'convert'; pick: number; by: number }
  | { kind: 'delete'; pick: number; by: number };

const by = fc.nat({ max: TERMINALS.length - 1 });
const pick = fc.nat({ max: 20 });
const tab = fc.nat({ max: TABS.length - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      tab,
      kitchenItems: fc.integer({ min: 0, max: 2 }),
      barItems: fc.integer({ min: 0, max: 1 }),
      by,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('add' as const), pick, by }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('quantity' as const), pick, by }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('transfer' as const), pick, tab, by }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('join' as const), pick, other: pick, by }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick, by }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), pick, by }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick, by }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick, by }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('status' as const), pick, by }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('convert' as const), pick, by }) },
);

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, as: Terminal, payload?: unknown) {
  const res = await ctx.app.inject({ method, url, headers: await ctx.auth(as), payload: payload as object });
  // Refusals are part of the game (a stale version, a paid origin, an empty tab): never a server error.
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
  return res;
}

/** The model's orders: every tab order of the pool ever created (active or not), by id. */
const poolIds = new Set<number>();
/** When each item (by referenceCode) was first saved: it keeps it through transfers and joins. */
const firstSeen = new Map<string, string>();

async function storedPool(): Promise<TOrder[]> {
  if (poolIds.size === 0) return [];
  const rows = await ctx.database.db
    .select({ id: pedidoIntegracao.id })
    .from(pedidoIntegracao)
    .where(and(eq(pedidoIntegracao.unidadeId, unidadeId), inArray(pedidoIntegracao.id, [...poolIds])));
  const orders: TOrder[] = [];
  for (const { id } of rows) orders.push(toOrder((await findOrder(ctx.database.db, unidadeId, id))!));
  return orders;
}

const isLive = (o: TOrder) => o.ativo !== false && o.situacao !== 'CANCELADO';
/** The tab orders the terminals can still work on (a converted one left the tabs). */
const livePool = async () =>
  (await storedPool()).filter((o) => isLive(o) && o.tipo === 'COMANDA').sort((a, b) => a.id - b.id);
const pickOf = <T>(list: T[], n: number) => (list.length === 0 ? undefined : list[n % list.length]);

async function track(res: { statusCode: number; json(): unknown }) {
  if (res.statusCode !== 200) return;
  const body = res.json() as Partial<TOrder> & { origem?: TOrder; destino?: TOrder };
  const orders = (Array.isArray(body) ? body : body.origem ? [body.origem, body.destino] : [body]) as TOrder[];
  for (const order of orders) {
    if (order?.id && (order.tipo === 'COMANDA' || poolIds.has(order.id))) poolIds.add(order.id);
  }
}

/** What the server accepted, by kind: the model must have exercised each change, not only its refusals. */
const accepted = new Map<Op['kind'], number>();

async function run(op: Op) {
  const res = await attempt(op);
  if (res?.statusCode === 200) accepted.set(op.kind, (accepted.get(op.kind) ?? 0) + 1);
  if (res) await track(res);
}

async function attempt(op: Op) {
  const as = TERMINALS[op.by]!;
  const live = await livePool();
  if (op.kind === 'open') {
    const number = TABS[op.tab]!;
    if (live.some((o) => o.identificadorPrincipal === number)) return;
    const items = [
      ...Array.from({ length: op.kitchenItems }, () => line(kitchen)),
      ...Array.from({ length: op.barItems }, () => line(bar)),
    ];
    if (items.length === 0) items.push(line(kitchen));
    return await call('POST', BASE, as, {
      tipo: 'COMANDA',
      identificadorPrincipal: number,
      quantidadePessoas: 1,
      iFoodOrder: { items, payments: [] },
    });
  }
  const order = pickOf(live, op.pick);
  if (!order) return;
  switch (op.kind) {
    case 'add':
    case 'quantity': {
      const items =
        op.kind === 'add'
          ? [...order.iFoodOrder.items, line(kitchen, 2)]
          : order.iFoodOrder.items.map((item, i) => (i === 0 ? { ...item, quantity: item.quantity + 1 } : item));
      return await call('POST', BASE, as, { ...order, iFoodOrder: { ...order.iFoodOrder, items } });
    }
    case 'transfer': {
      const codes = order.iFoodOrder.items.map((i) => i.referenceCode!).filter(Boolean);
      return await call('POST', `${BASE}/transferirItens`, as, {
        idPedidoOrigem: order.id,
        versionOrigem: order.version,
        identificadorDestino: TABS[op.tab],
        tipoDestino: 'COMANDA',
        referenceCodes: codes.slice(0, Math.max(1, Math.ceil(codes.length / 2))),
      });
    }
    case 'join': {
      const other = pickOf(
        live.filter((o) => o.id !== order.id),
        op.other,
      );
      if (!other) return;
      return await call(
        'GET',
        `${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${order.id},${other.id}&idPedidoDestino=${order.id}`,
        as,
      );
    }
    case 'pay': {
      const pending = toCents(order.totalPedido) - order.iFoodOrder.payments.reduce((s, p) => s + toCents(p.value), 0);
      if (pending <= 0) return;
      const payment = await paymentOf(ctx, 'DIN', Math.max(0.01, Math.round(pending / 2) / 100));
      return await call('POST', BASE, as, {
        ...order,
        iFoodOrder: { ...order.iFoodOrder, payments: [...order.iFoodOrder.payments, payment] },
      });
    }
    case 'close':
      return await call('POST', `${BASE}/fecharPedido/${order.id}`, as, { version: order.version });
    case 'cancel':
      return await call('POST', `${BASE}/situacao/${order.id}/CANCELADO?motivoCancelamento=Modelo`, as);
    case 'delete':
      return await call('DELETE', `${BASE}/${order.id}/Lan%C3%A7ado%20errado`, as);
    case 'status':
      return await call('POST', `${BASE}/situacao/${order.id}/CONFIRMADO`, as);
    case 'convert':
      // The tab becomes a counter order (converterPedido): it leaves the tabs board, its kitchen items stay its own.
      return await call('POST', `${BASE}/converterPedido/${order.id}`, as);
  }
}

async function checkProjections(step: string) {
  const all = await storedPool();
  const live = all.filter(isLive);
  // The kitchen: one live entry per kitchen item of an active order, on that order and its tab; none elsewhere.
  const entries = poolIds.size
    ? await ctx.database.db
        .select()
        .from(itemKds)
        .where(and(eq(itemKds.unidadeId, unidadeId), inArray(itemKds.pedidoId, [...poolIds])))
    : [];
  const liveEntries = entries.filter((e) => e.versaoCancelamento === null);
  const expected = live.flatMap((o) =>
    o.iFoodOrder.items
      .filter((i) => i.externalCode === String(kitchen.id))
      .map((i) => `${o.id}:${i.referenceCode}:${o.identificadorPrincipal}`),
  );
  const shown = liveEntries.map((e) => {
    const tabOf = (e.dados as { pedidoKds?: { identificadorPrincipal?: string | null } }).pedidoKds
      ?.identificadorPrincipal;
    return `${e.pedidoId}:${e.codigoReferencial}:${tabOf}`;
  });
  expect(shown.sort(), `${step}: KDS`).toEqual(expected.sort());

  // Items keep their creation time wherever they go.
  for (const o of all) {
    for (const item of o.iFoodOrder.items) {
      const code = item.referenceCode;
      const createdAt = (item as { createdAt?: string }).createdAt;
      if (!code) continue;
      // The server stamps a new line's creation time (doc 2 §4.5: the tab's age counts from it).
      expect(createdAt, `${step}: createdAt of ${code} (order ${o.id})`).toBeTypeOf('string');
      if (!createdAt) continue;
      if (!firstSeen.has(code)) firstSeen.set(code, createdAt);
      expect(createdAt, `${step}: createdAt of ${code} (order ${o.id})`).toBe(firstSeen.get(code));
    }
  }

  // The board: each active tab order once, as stored.
  const board = await call('GET', `${BASE}/listByTipo?tipo=COMANDA`, 'caixa');
  const cards = board.json<TOrder[]>().filter((c) => poolIds.has(c.id));
  expect(cards.map((c) => [c.id, c.version, c.totalPedido]).sort(), `${step}: board`).toEqual(
    live
      .filter((o) => o.tipo === 'COMANDA')
      .map((o) => [o.id, o.version, o.totalPedido])
      .sort(),
  );

  // The money: the pool's movements add up to the payments its active orders hold.
  const movements = poolIds.size
    ? await ctx.database.db
        .select({ tipo: movimentoFinanceiro.tipo, valorCents: movimentoFinanceiro.valorCents })
        .from(movimentoFinanceiro)
        .where(and(eq(movimentoFinanceiro.unidadeId, unidadeId), inArray(movimentoFinanceiro.pedidoId, [...poolIds])))
    : [];
  const net = movements.reduce((s, m) => s + (m.tipo === 'ESTORNO' ? -Math.abs(m.valorCents) : m.valorCents), 0);
  const held = live.reduce((s, o) => s + o.iFoodOrder.payments.reduce((t, p) => t + toCents(p.value), 0), 0);
  expect(net, `${step}: money`).toBe(held);
}

describe('the order model: two terminals, random operations, every projection agrees after each step', () => {
  it('keeps the kitchen, the items, the board and the money consistent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 6, maxLength: 16 }), async (ops) => {
        for (const [i, op] of ops.entries()) {
          await run(op);
          await checkProjections(`step ${i + 1} (${JSON.stringify(op)})`);
        }
      }),
      { seed: 20261203, numRuns: 12, endOnFailure: true },
    );
    // The sequences changed orders in every way, not only met refusals.
    const kinds: Op['kind'][] = [
      'open',
      'add',
      'quantity',
      'transfer',
      'join',
      'pay',
      'close',
      'status',
      'cancel',
      'delete',
    ];
    for (const kind of kinds) expect(accepted.get(kind) ?? 0, `${kind} accepted`).toBeGreaterThan(0);
  }, 240_000);
});
