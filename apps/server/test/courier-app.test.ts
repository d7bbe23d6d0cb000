import type { TOrder, TOrdersByCourier } from '@brasa/contracts';
import { MSG, groupCourierRoutes } from '@brasa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedidoIntegracao, pedidoIntegracaoLog } from '../src/db/schema';
import { couriersOf, queryDate, storeDelivery } from './courier-factory';
import { createTestContext, type TestContext } from './helpers';
import { setParameter } from './order-factory';
import { collectMessages, listenOnFreePort, socketPool } from './sockets';

/** The delivery-person app's server rules (doc 4 §4, §6): what a courier sees and may change. */
let ctx: TestContext;
let baseUrl: string;
let unidadeId: number;
let carlos: number;
let pedro: number;
const pool = socketPool();
const COURIER = 'entregador_1';
const ORDERS = '/api-v2/pedidoIntegracao';

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listenOnFreePort(ctx.app);
  ({ unidadeId, carlos, pedro } = await couriersOf(ctx));
  // Routes wait for pickup before the courier starts them (the column of doc 1 §4).
  await setParameter(ctx, 'despacho', 'COLUNA_AGUARDANDO_RETIRADA_PDV', '1');
});
afterAll(async () => {
  pool.disconnectAll();
  await ctx.close();
});

const confirmed = () => storeDelivery(ctx, { unidadeId, courierId: null, at: new Date(), situacao: 'CONFIRMADO' });

/** A route as the dispatcher creates it: the orders wait for pickup with the courier (or none) in one group. */
async function route(count: number, courierId: number | null): Promise<{ ids: number[]; group: string }> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await confirmed());
  const query = courierId ? `?idDeliveryMan=${courierId}` : '';
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${ORDERS}/associar-despacho/multiple/${ids.join(',')}/AGUARDANDO_RETIRADA${query}`,
    headers: await ctx.auth('despacho'),
  });
  expect(res.statusCode).toBe(200);
  const saved = res.json<TOrder[]>();
  return { ids, group: saved[0]!.agrupadorDespacho! };
}

async function setStatus(ids: number[], status: string, as = COURIER, query = '', key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `${ORDERS}/situacao/multiple/${ids.join(',')}/${status}${query}`,
    headers: { ...(await ctx.auth(as)), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

const logCount = async (id: number) =>
  (await ctx.database.db.select().from(pedidoIntegracaoLog).where(eq(pedidoIntegracaoLog.pedidoId, id))).length;

const situacaoOf = async (id: number) =>
  (
    await ctx.database.db
      .select({ s: pedidoIntegracao.situacao })
      .from(pedidoIntegracao)
      .where(eq(pedidoIntegracao.id, id))
  )[0]!.s;

async function courierList(as = COURIER) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${ORDERS}/listPorEntregador?showTakeout=true`,
    headers: await ctx.auth(as),
  });
  expect(res.statusCode).toBe(200);
  return res.json<TOrdersByCourier[]>();
}

describe('listPorEntregador for a courier (doc 4 §6)', () => {
  it('answers his routes and the dispatched ones without a courier, whole orders, nothing of others', async () => {
    const mine = await route(2, carlos);
    const pedros = await route(1, pedro);
    const open = await route(1, null);
    const undispatched = await confirmed();
    const list = await courierList();
    const all = list.flatMap((g) => g.pedidos);
    const ids = all.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([...mine.ids, ...open.ids]));
    expect(ids).not.toContain(pedros.ids[0]);
    expect(ids).not.toContain(undispatched);
    expect(list.map((g) => g.pessoa.id).sort()).toEqual([-1, carlos].sort());
    // Whole orders: the app shows each order's items (the board's lean cards have none).
    expect(all.every((o) => o.resumo !== true)).toBe(true);
    const routes = groupCourierRoutes(list, carlos);
    expect(routes.mine.find((r) => r.key === mine.group)?.state).toBe('NOT_STARTED');
    expect(routes.unassigned.map((r) => r.key)).toContain(open.group);
  });

  it('still answers every courier to the dispatcher', async () => {
    const pedros = await route(1, pedro);
    const ids = (await courierList('despacho')).flatMap((g) => g.pedidos.map((o) => o.id));
    expect(ids).toContain(pedros.ids[0]);
  });
});

describe('status changes by a courier (doc 4 §4 "Delivery-person app")', () => {
  it('honours an Idempotency-Key: a retried start or delivery answers the first result, no second log', async () => {
    const { ids } = await route(2, carlos);
    const logsBefore = await Promise.all(ids.map(logCount));
    const first = await setStatus(ids, 'ENVIADO', COURIER, '', 'start-route-1');
    expect(first.statusCode).toBe(200);
    const logsAfter = await Promise.all(ids.map(logCount));
    expect(logsAfter).toEqual(logsBefore.map((n) => n + 1));
    const retry = await setStatus(ids, 'ENVIADO', COURIER, '', 'start-route-1');
    expect(retry.statusCode).toBe(200);
    // The same answer (the orders as moved, no per-order refusal), and nothing written again.
    expect(retry.json()).toEqual(first.json());
    expect(await Promise.all(ids.map(logCount))).toEqual(logsAfter);
    // Without the key the same call is a new request: the status machine refuses it per order.
    const plain = await setStatus(ids, 'ENVIADO');
    expect(plain.json<{ err?: string }[]>().every((r) => typeof r.err === 'string')).toBe(true);
    // The key on another request is refused, whatever the request.
    const reused = await setStatus([ids[0]!], 'ENTREGUE', COURIER, '', 'start-route-1');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ errorMessage: MSG.IDEMPOTENCY_KEY_REUSED });
    expect(await situacaoOf(ids[0]!)).toBe('ENVIADO');
    // The delivery with its own key: a retry answers the same, the order stays ENTREGUE.
    const delivered = await setStatus([ids[0]!], 'ENTREGUE', COURIER, '', 'deliver-1');
    const again = await setStatus([ids[0]!], 'ENTREGUE', COURIER, '', 'deliver-1');
    expect(again.json()).toEqual(delivered.json());
    expect(await situacaoOf(ids[0]!)).toBe('ENTREGUE');
  });

  it('starts his route (ENVIADO) and delivers its orders (ENTREGUE); the shop hears it at once', async () => {
    const board = collectMessages(await pool.connect(baseUrl, (await ctx.login('caixa')).jwtToken));
    const { ids } = await route(3, carlos);
    const started = await setStatus(ids, 'ENVIADO');
    expect(started.statusCode).toBe(200);
    expect(started.json<TOrder[]>().map((o) => [o.id, o.situacao, o.err])).toEqual(
      ids.map((id) => [id, 'ENVIADO', undefined]),
    );
    const delivered = await setStatus([ids[0]!], 'ENTREGUE');
    expect(delivered.json<TOrder[]>()[0]).toMatchObject({ id: ids[0], situacao: 'ENTREGUE' });
    expect(delivered.json<TOrder[]>()[0]!.dataEntrega).not.toBeNull();
    const courierMoves = () =>
      board
        .filter((m) => m.type === 'MOVE_CARD' && ids.includes((m.order as TOrder).id))
        .map((m) => m.moveOptions?.to)
        .filter((to) => to === 'ENVIADO' || to === 'ENTREGUE');
    await expect.poll(() => courierMoves().length).toBe(4);
    expect(courierMoves()).toEqual(['ENVIADO', 'ENVIADO', 'ENVIADO', 'ENTREGUE']);
  });

  it("refuses another courier's order, an unassigned route's and another unit's, changing nothing", async () => {
    const mine = await route(1, carlos);
    const pedros = await route(1, pedro);
    const open = await route(1, null);
    const other = await setStatus([mine.ids[0]!, pedros.ids[0]!], 'ENVIADO');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errorMessage: MSG.COURIER_ORDER_NOT_IN_YOUR_ROUTE });
    const unassigned = await setStatus(open.ids, 'ENVIADO');
    expect(unassigned.statusCode).toBe(403);
    expect(await situacaoOf(mine.ids[0]!)).toBe('AGUARDANDO_RETIRADA');
    expect(await situacaoOf(pedros.ids[0]!)).toBe('AGUARDANDO_RETIRADA');
    expect(await situacaoOf(open.ids[0]!)).toBe('AGUARDANDO_RETIRADA');

    const filialUnit = (await ctx.session('caixa_filial')).unidade.id;
    const foreign = await storeDelivery(ctx, {
      unidadeId: filialUnit,
      courierId: null,
      at: new Date(),
      situacao: 'AGUARDANDO_RETIRADA',
    });
    const res = await setStatus([foreign], 'ENVIADO');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorMessage: MSG.ORDER_NOT_FOUND });
    expect(await situacaoOf(foreign)).toBe('AGUARDANDO_RETIRADA');
  });

  it('refuses any other status, an assignment to someone else, and moves out of order', async () => {
    const { ids } = await route(2, carlos);
    for (const status of ['CANCELADO', 'CONFIRMADO', 'PENDENTE', 'AGUARDANDO_RETIRADA']) {
      const res = await setStatus(ids, status, COURIER, '?motivoCancelamento=x');
      expect(res.statusCode, status).toBe(403);
      expect(res.json()).toMatchObject({ errorMessage: MSG.COURIER_STATUS_NOT_ALLOWED });
    }
    const assign = await setStatus(ids, 'ENVIADO', COURIER, `?idDeliveryMan=${pedro}`);
    expect(assign.statusCode).toBe(403);
    expect(assign.json()).toMatchObject({ errorMessage: MSG.COURIER_CANNOT_ASSIGN });
    // ENTREGUE before the start: per-order refusals, nothing delivered.
    const early = await setStatus(ids, 'ENTREGUE');
    expect(early.statusCode).toBe(200);
    expect(early.json<{ id: number; err?: string }[]>().map((r) => r.err)).toEqual([
      MSG.COURIER_DELIVER_ONLY_SENT,
      MSG.COURIER_DELIVER_ONLY_SENT,
    ]);
    expect(await situacaoOf(ids[0]!)).toBe('AGUARDANDO_RETIRADA');
    await setStatus(ids, 'ENVIADO');
    const again = await setStatus([ids[0]!], 'ENVIADO');
    expect(again.json<{ err?: string }[]>()[0]!.err).toBe(MSG.COURIER_START_ONLY_WAITING);
  });

  it('loses an order the dispatcher moved to another courier in the meantime (checked under the row lock)', async () => {
    const { ids } = await route(1, carlos);
    await ctx.app.inject({
      method: 'POST',
      url: `${ORDERS}/associar-despacho/multiple/${ids[0]}/AGUARDANDO_RETIRADA?idDeliveryMan=${pedro}`,
      headers: await ctx.auth('despacho'),
    });
    const res = await setStatus(ids, 'ENVIADO');
    expect(res.statusCode).toBe(403);
    expect(await situacaoOf(ids[0]!)).toBe('AGUARDANDO_RETIRADA');
  });

  it('starts a route of confirmed orders grouped for him (a shop without the awaiting-pickup column)', async () => {
    const ids = [await confirmed(), await confirmed()];
    await ctx.app.inject({
      method: 'POST',
      url: `${ORDERS}/associar-despacho/multiple/${ids.join(',')}/CONFIRMADO?idDeliveryMan=${carlos}`,
      headers: await ctx.auth('despacho'),
    });
    const res = await setStatus(ids, 'ENVIADO');
    expect(res.json<TOrder[]>().map((o) => o.situacao)).toEqual(['ENVIADO', 'ENVIADO']);
  });

  it('keeps the shop roles unchanged: the dispatcher moves any order', async () => {
    const { ids } = await route(1, pedro);
    const res = await setStatus(ids, 'ENVIADO', 'despacho');
    expect(res.json<TOrder[]>()[0]).toMatchObject({ situacao: 'ENVIADO' });
  });

  it("refuses the delivery confirmation by code of another courier's order", async () => {
    const pedros = await route(1, pedro);
    await setStatus(pedros.ids, 'ENVIADO', 'despacho');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${ORDERS}/confirmacaoDeEntrega/${pedros.ids[0]}/1234`,
      headers: await ctx.auth(COURIER),
    });
    expect(res.statusCode).toBe(403);
    expect(await situacaoOf(pedros.ids[0]!)).toBe('ENVIADO');
  });
});

describe("listPorEntregadorById for a courier ('Relatórios')", () => {
  it('answers his own deliveries of the day and refuses another courier', async () => {
    const at = new Date(2026, 8, 12, 20);
    const mine = await storeDelivery(ctx, { unidadeId, courierId: carlos, at });
    await storeDelivery(ctx, { unidadeId, courierId: pedro, at });
    const q = `dtInicio=${encodeURIComponent(queryDate(new Date(2026, 8, 12, 4)))}&dtFinal=${encodeURIComponent(queryDate(new Date(2026, 8, 13, 4)))}&showTakeout=true&situacao=ENTREGUE`;
    const headers = await ctx.auth(COURIER);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `${ORDERS}/listPorEntregadorById?${q}&idEntregador=${carlos}`,
      headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<TOrder[]>().map((o) => o.id)).toEqual([mine]);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `${ORDERS}/listPorEntregadorById?${q}&idEntregador=${pedro}`,
      headers,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errorMessage: MSG.COURIER_OWN_HISTORY_ONLY });
  });
});
