// @module-tag no-sql
import {
  ROUTING_PATHS,
  type TOrder,
  type TOrdersByCourier,
  type TRouteDetail,
  type TRoutePlan,
} from '@brasa/contracts';
import { MSG, formatEtaTime } from '@brasa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_PLACES, type DemoPlaceKey } from '../src/db/seed/places';
import { couriersOf, storeDelivery } from './courier-factory';
import { createTestContext, type TestContext } from './helpers';
import { createOrder, setParameter } from './order-factory';

/**
 * A created route keeps the stop order and the ETAs it was created with (issue 31 §4): the server computes them
 * (the optimizer's order, or the dispatcher's), and the courier app, the route detail, its shared link and text
 * follow them; an edit keeps the order unless re-optimization is asked.
 */
let ctx: TestContext;
let carlos: number;
const ORDERS = '/api-v2/pedidoIntegracao';
/** A minute ahead of the real clock (the sessions are signed on it), on a whole minute. */
const T0 = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ carlos } = await couriersOf(ctx));
  await setParameter(ctx, 'despacho', 'COLUNA_AGUARDANDO_RETIRADA_PDV', '1');
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

/** The fake clock: only Date (the database and the sockets keep their timers). */
const at = (when: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(when);
};

/** A confirmed delivery to a demo place (with its point). */
async function delivery(key: DemoPlaceKey, c = ctx, as = 'caixa'): Promise<TOrder> {
  const p = DEMO_PLACES[key];
  const order = await createOrder(c, as, {
    tipo: 'DELIVERY',
    iFoodOrder: {
      customer: { name: `CLIENTE ${key.toUpperCase()}`, phone: '11900000000' },
      deliveryMethod: { mode: 'DELIVERY' },
      deliveryAddress: {
        streetName: p.street,
        streetNumber: p.number,
        neighborhood: p.neighborhood,
        city: p.city,
        coordinates: { latitude: p.lat, longitude: p.lng },
      },
      items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
      payments: [],
    },
  });
  if (order.situacao === 'CONFIRMADO') return order;
  const res = await c.app.inject({
    method: 'POST',
    url: `${ORDERS}/situacao/multiple/${order.id}/CONFIRMADO`,
    headers: await c.auth(as),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TOrder[]>()[0]!;
}

/** A confirmed delivery of the other unit. */
const filialOrder = async () =>
  storeDelivery(ctx, {
    unidadeId: (await ctx.session('caixa_filial')).unidade.id,
    courierId: null,
    at: new Date(),
    situacao: 'CONFIRMADO',
  });

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = 'despacho') =>
  ctx.app.inject({ method, url, headers: await ctx.auth(as), ...(payload === undefined ? {} : { payload }) });

async function plan(ids: number[], otimizar: boolean) {
  const res = await call('POST', ROUTING_PATHS.planejar, { pedidoIds: ids, otimizar });
  expect(res.statusCode).toBe(200);
  return res.json<TRoutePlan>();
}

async function courierRoute(group: string) {
  const res = await call('GET', `${ORDERS}/listPorEntregador?showTakeout=true`, undefined, 'entregador_1');
  expect(res.statusCode).toBe(200);
  const mine = res.json<TOrdersByCourier[]>().find((entry) => entry.pessoa.id === carlos)!;
  return mine.pedidos.filter((order) => order.agrupadorDespacho === group);
}

const eta = (start: Date, seconds: number) => formatEtaTime(new Date(start.getTime() + seconds * 1000).toISOString());

/** Three stops created in an order that drives badly: west, east, then back west. */
async function threeStops() {
  const west = await delivery('vilaMadalena');
  const east = await delivery('liberdade');
  const near = await delivery('haddock');
  return [west.id, east.id, near.id];
}

async function createRoute(ids: number[], otimizar: boolean, extra: object = {}) {
  const res = await call('POST', ROUTING_PATHS.rotas, { pedidoIds: ids, otimizar, idDeliveryMan: carlos, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TRouteDetail>();
}

describe('creating a route keeps the optimized stop order and the server ETAs', () => {
  it('the courier app, the route detail, its shared link and text follow the planned order with HH:mm ETAs', async () => {
    at(T0);
    const ids = await threeStops();
    const planned = await plan(ids, true);
    const order = planned.paradas.map((stop) => stop.pedidoId);
    // The premise: the best order is not the id order.
    expect(order).not.toEqual(ids);

    const route = await createRoute(ids, true);
    expect(route.paradas.map((stop) => stop.pedidoId)).toEqual(order);
    expect(route.paradas.map((stop) => stop.posicao)).toEqual([1, 2, 3]);
    expect(route.paradas.map((stop) => stop.chegadaHora)).toEqual(
      planned.paradas.map((stop) => eta(T0, Math.round(stop.chegadaSegundos))),
    );
    expect(route.duracaoSegundos).toBe(Math.round(planned.paradas.at(-1)!.chegadaSegundos));
    expect(route.distanciaMetros).toBe(Math.round(planned.paradas.at(-1)!.distanciaMetros));
    expect(route.pessoa?.id).toBe(carlos);

    // The courier app: his route in that order, each order with its stop and ETA.
    const mine = await courierRoute(route.agrupadorDespacho);
    expect(mine.map((o) => o.id)).toEqual(order);
    expect(mine.map((o) => o.situacao)).toEqual(['AGUARDANDO_RETIRADA', 'AGUARDANDO_RETIRADA', 'AGUARDANDO_RETIRADA']);
    expect(mine.map((o) => formatEtaTime(o.paradaRota?.chegada))).toEqual(route.paradas.map((s) => s.chegadaHora));

    // The dispatcher's list (the route planning tab's cards) carries the same stops.
    const staff = (await call('GET', `${ORDERS}/listPorEntregador?showTakeout=true`)).json<TOrdersByCourier[]>();
    const cards = staff.flatMap((g) => g.pedidos).filter((o) => o.agrupadorDespacho === route.agrupadorDespacho);
    expect(cards.map((o) => o.id)).toEqual(order);
    expect(cards.map((o) => o.paradaRota?.posicao)).toEqual([1, 2, 3]);

    // The shared link: shop → stops in the route's order; the text lists them in that order with their ETAs.
    const detail = (await call('GET', ROUTING_PATHS.rota(route.agrupadorDespacho))).json<TRouteDetail>();
    expect(detail).toEqual(route);
    const url = new URL(detail.link!);
    const point = (id: number) => {
      const stop = planned.paradas.find((s) => s.pedidoId === id)!.posicao;
      return `${stop.lat.toFixed(6)},${stop.lng.toFixed(6)}`;
    };
    expect(url.searchParams.get('waypoints')).toBe(order.slice(0, -1).map(point).join('|'));
    expect(url.searchParams.get('destination')).toBe(point(order.at(-1)!));
    const lines = detail.texto!.split('\n');
    expect(lines[0]).toBe('Rota de MOTOBOY CARLOS');
    order.forEach((id, i) => {
      const sequencial = mine.find((o) => o.id === id)!.sequencial;
      expect(lines[i + 1]).toMatch(new RegExp(`^${i + 1}\\. Pedido ${sequencial} - `));
      expect(lines[i + 1]).toContain(`Previsão ${route.paradas[i]!.chegadaHora}`);
    });
  });

  it("keeps the dispatcher's hand order; the ETAs are the server's, never the browser's", async () => {
    at(T0);
    const ids = await threeStops();
    const hand = [ids[2]!, ids[0]!, ids[1]!];
    const given = await plan(hand, false);
    const route = await createRoute(hand, false, { paradas: [{ pedidoId: ids[0], chegada: '2026-12-03T15:01:00Z' }] });
    expect(route.paradas.map((s) => s.pedidoId)).toEqual(hand);
    expect(route.paradas.map((s) => s.chegadaHora)).toEqual(
      given.paradas.map((s) => eta(T0, Math.round(s.chegadaSegundos))),
    );
    const [row] = await ctx.database.db.select().from(t.pedidoIntegracao).where(eq(t.pedidoIntegracao.id, hand[0]!));
    expect(row!.paradaRota).toMatchObject({ posicao: 1, partida: T0.toISOString(), otimizada: false });
  });

  it('a retry with the same Idempotency-Key answers the route created, once', async () => {
    const ids = await threeStops();
    const send = async () =>
      ctx.app.inject({
        method: 'POST',
        url: ROUTING_PATHS.rotas,
        headers: { ...(await ctx.auth('despacho')), 'idempotency-key': 'rota-retry-1' },
        payload: { pedidoIds: ids, otimizar: true, idDeliveryMan: carlos },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses an order already in a route (nothing moves) and an order of another unit (404)', async () => {
    const ids = await threeStops();
    await createRoute(ids.slice(0, 2), true);
    const again = await call('POST', ROUTING_PATHS.rotas, { pedidoIds: [ids[1], ids[2]], otimizar: true });
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessage).toBe(MSG.ROUTE_ORDER_ALREADY_DISPATCHED);
    const [free] = await ctx.database.db.select().from(t.pedidoIntegracao).where(eq(t.pedidoIntegracao.id, ids[2]!));
    expect(free!.agrupadorDespacho).toBeNull();
    expect(free!.paradaRota).toBeNull();

    const theirs = await filialOrder();
    const res = await call('POST', ROUTING_PATHS.rotas, { pedidoIds: [ids[2], theirs], otimizar: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe(MSG.ORDER_NOT_FOUND);
    for (const body of [
      { pedidoIds: [], otimizar: true },
      { pedidoIds: [ids[2]] },
      { pedidoIds: ['x'], otimizar: 1 },
    ]) {
      expect((await call('POST', ROUTING_PATHS.rotas, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('POST', ROUTING_PATHS.rotas, { pedidoIds: [ids[2]], otimizar: true }, 'caixa')).statusCode).toBe(
      403,
    );
  });
});

describe('editing a route re-optimizes only on request', () => {
  it('an added stop goes at the end, a removed one leaves; ETAs recomputed; "Otimizar rota" reorders', async () => {
    at(T0);
    const ids = await threeStops();
    const route = await createRoute(ids, true);
    const order = route.paradas.map((s) => s.pedidoId);
    // A stop next to the east one: at the end of the route it is far from the last stop.
    const extra = await delivery('bela');

    const T1 = new Date(T0.getTime() + 10 * 60_000);
    at(T1);
    const added = await call('PUT', ROUTING_PATHS.rota(route.agrupadorDespacho), { pedidoIds: [...ids, extra.id] });
    expect(added.statusCode, added.body).toBe(200);
    const kept = added.json<TRouteDetail>();
    expect(kept.paradas.map((s) => s.pedidoId)).toEqual([...order, extra.id]);
    const keptPlan = await plan([...order, extra.id], false);
    expect(kept.paradas.map((s) => s.chegadaHora)).toEqual(
      keptPlan.paradas.map((s) => eta(T1, Math.round(s.chegadaSegundos))),
    );
    const joined = (await courierRoute(route.agrupadorDespacho)).find((o) => o.id === extra.id)!;
    expect(joined).toMatchObject({ situacao: 'AGUARDANDO_RETIRADA', pessoaEntregador: { id: carlos } });

    // 'Otimizar rota': the whole route is ordered again, as the planner would.
    const best = (await plan([...order, extra.id], true)).paradas.map((s) => s.pedidoId);
    expect(best).not.toEqual([...order, extra.id]);
    const reoptimized = (
      await call('PUT', ROUTING_PATHS.rota(route.agrupadorDespacho), { pedidoIds: [...ids, extra.id], otimizar: true })
    ).json<TRouteDetail>();
    expect(reoptimized.paradas.map((s) => s.pedidoId)).toEqual(best);
    expect((await courierRoute(route.agrupadorDespacho)).map((o) => o.id)).toEqual(best);

    // Removing a stop keeps the others' order; the removed order is free again.
    const gone = best[1]!;
    const removed = (
      await call('PUT', ROUTING_PATHS.rota(route.agrupadorDespacho), { pedidoIds: best.filter((id) => id !== gone) })
    ).json<TRouteDetail>();
    expect(removed.paradas.map((s) => s.pedidoId)).toEqual(best.filter((id) => id !== gone));
    expect(removed.paradas.map((s) => s.posicao)).toEqual([1, 2, 3]);
    const [left] = await ctx.database.db.select().from(t.pedidoIntegracao).where(eq(t.pedidoIntegracao.id, gone));
    expect(left).toMatchObject({ situacao: 'CONFIRMADO', agrupadorDespacho: null, pessoaEntregadorId: null });
    expect(left!.paradaRota).toBeNull();
  });

  it("refuses a started route's edit, and another unit's route is not found", async () => {
    const ids = await threeStops();
    const route = await createRoute(ids, true);
    const url = ROUTING_PATHS.rota(route.agrupadorDespacho);
    expect((await call('GET', url, undefined, 'caixa_filial')).statusCode).toBe(404);
    expect((await call('GET', ROUTING_PATHS.rota('nao-existe'))).json().errorMessage).toBe(MSG.ROUTE_NOT_FOUND);

    // A route of the other unit under a known group id is not ours to read or edit.
    const theirs = await filialOrder();
    await ctx.database.db
      .update(t.pedidoIntegracao)
      .set({ agrupadorDespacho: 'rota-filial' })
      .where(eq(t.pedidoIntegracao.id, theirs));
    const foreign = await call('PUT', ROUTING_PATHS.rota('rota-filial'), { pedidoIds: [ids[0]] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorMessage).toBe(MSG.ROUTE_NOT_FOUND);
    expect((await call('GET', ROUTING_PATHS.rota('rota-filial'))).statusCode).toBe(404);

    const start = await call('POST', `${ORDERS}/situacao/multiple/${ids.join(',')}/ENVIADO`, undefined, 'entregador_1');
    expect(start.statusCode).toBe(200);
    const edit = await call('PUT', url, { pedidoIds: ids, otimizar: true });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errorMessage).toBe(MSG.ROUTE_STARTED_LOCKED);
  });

  it('an order dispatched into another group leaves its old stop', async () => {
    const ids = await threeStops();
    const route = await createRoute(ids, true);
    const moved = route.paradas[0]!.pedidoId;
    const res = await call('POST', `${ORDERS}/associar-despacho/multiple/${moved}/ENVIADO?idDeliveryMan=${carlos}`);
    expect(res.statusCode).toBe(200);
    const [saved] = res.json<TOrder[]>();
    expect(saved!.agrupadorDespacho).not.toBe(route.agrupadorDespacho);
    expect(saved!.paradaRota).toBeNull();
  });
});
