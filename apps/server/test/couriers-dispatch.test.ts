import type { TOrder, TOrdersByCourier } from '@brasa/contracts';
import { MSG, ROLES } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoGenerico } from '../src/db/schema';
import { couriersOf, queryDate, storeDelivery } from './courier-factory';
import { createTestContext, withRole, type TestContext } from './helpers';
import { collectMessages, listenOnFreePort, socketPool } from './sockets';

let ctx: TestContext;
let baseUrl: string;
let unidadeId: number;
let carlos: number;
let pedro: number;
const pool = socketPool();

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listenOnFreePort(ctx.app);
  ({ unidadeId, carlos, pedro } = await couriersOf(ctx));
});
afterAll(async () => {
  pool.disconnectAll();
  await ctx.close();
});

async function listen(username: string) {
  const { jwtToken } = await ctx.login(username);
  return collectMessages(await pool.connect(baseUrl, jwtToken));
}

const confirmed = (situacao = 'CONFIRMADO') =>
  storeDelivery(ctx, { unidadeId, courierId: null, at: new Date(), situacao, feeReais: 7 });

async function dispatch(ids: number[], situacao: string, query: string, as = 'despacho') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api-v2/pedidoIntegracao/associar-despacho/multiple/${ids.join(',')}/${situacao}?${query}`,
    headers: await ctx.auth(as),
  });
}

describe('associar-despacho (doc 4 §7, §4 "Dispatch tab")', () => {
  it('moves the orders to the courier and ENVIADO with one group; refused ones carry err, the others are done', async () => {
    const board = await listen('caixa');
    const [a, b] = [await confirmed(), await confirmed()];
    const sent = await confirmed('ENVIADO');
    const cancelled = await confirmed('CANCELADO');
    const delivered = await confirmed('ENTREGUE');
    const res = await dispatch([a, sent, b, cancelled, delivered], 'ENVIADO', `idDeliveryMan=${carlos}`);
    expect(res.statusCode).toBe(200);
    const [ra, rSent, rb, rCancelled, rDelivered] = res.json<(TOrder | { id: number; err: string })[]>();
    expect(rSent).toEqual({ id: sent, err: 'Pedido ID ' + sent + ' não adicionado. Status do pedido: ENVIADO.' });
    expect(rCancelled).toEqual({ id: cancelled, err: MSG.pedidoNaoAdicionado(cancelled, 'CANCELADO') });
    expect(rDelivered).toEqual({ id: delivered, err: MSG.pedidoNaoAdicionado(delivered, 'ENTREGUE') });
    const [oa, ob] = [ra as TOrder, rb as TOrder];
    expect(oa).toMatchObject({ id: a, situacao: 'ENVIADO', pessoaEntregador: { id: carlos, nome: 'MOTOBOY CARLOS' } });
    expect(ob).toMatchObject({ id: b, situacao: 'ENVIADO', pessoaEntregador: { id: carlos } });
    expect(oa.agrupadorDespacho).toBeTruthy();
    expect(ob.agrupadorDespacho).toBe(oa.agrupadorDespacho);
    expect(oa.dataEnvio).not.toBeNull();

    // Another terminal's board hears both moves and the dispatch group.
    await expect.poll(() => board.filter((m) => m.type === 'MOVE_CARD').length).toBe(2);
    expect(board.filter((m) => m.type === 'MOVE_CARD').map((m) => (m.order as TOrder).pessoaEntregador?.id)).toEqual([
      carlos,
      carlos,
    ]);
    await expect.poll(() => board.filter((m) => m.type === 'ADD_DISPATCH').length).toBe(1);
    expect(board.find((m) => m.type === 'ADD_DISPATCH')).toMatchObject({
      agrupadorDespacho: oa.agrupadorDespacho,
      pessoa: { id: carlos, nome: 'MOTOBOY CARLOS' },
      pedidos: [a, b],
    });
  });

  it('adds to an existing group (UPDATE_DISPATCH), moves an order out of its group (REMOVE_DISPATCH), finishes (FINISH_DISPATCH)', async () => {
    const board = await listen('caixa');
    const [a, b] = [await confirmed(), await confirmed()];
    const first = (await dispatch([a], 'ENVIADO', `idDeliveryMan=${carlos}`)).json<TOrder[]>()[0]!;
    const group = first.agrupadorDespacho!;
    const added = (await dispatch([b], 'ENVIADO', `idDeliveryMan=${carlos}&idDespacho=${group}`)).json<TOrder[]>();
    expect(added[0]!.agrupadorDespacho).toBe(group);
    await expect.poll(() => board.filter((m) => m.type === 'UPDATE_DISPATCH').length).toBe(1);

    const c = await confirmed();
    const other = (await dispatch([c], 'AGUARDANDO_RETIRADA', `idDeliveryMan=${pedro}`)).json<TOrder[]>()[0]!;
    // A route waits for pickup even with the board's awaiting-pickup column off by default (doc 4 §4 'Route planning').
    expect(other).toMatchObject({ id: c, situacao: 'AGUARDANDO_RETIRADA' });
    expect(other).not.toHaveProperty('err');

    const finished = await dispatch([a, b], 'ENTREGUE', `idDeliveryMan=${carlos}&idDespacho=${group}`);
    expect(finished.json<TOrder[]>().map((o) => o.situacao)).toEqual(['ENTREGUE', 'ENTREGUE']);
    await expect.poll(() => board.filter((m) => m.type === 'FINISH_DISPATCH').length).toBe(1);

    const d = await confirmed();
    const inFirst = (await dispatch([d], 'ENVIADO', `idDeliveryMan=${carlos}`)).json<TOrder[]>()[0]!;
    // Sent again: refused (already ENVIADO), it stays in its group.
    expect((await dispatch([d], 'ENVIADO', `idDeliveryMan=${pedro}`)).json()[0]).toHaveProperty('err');
    const moved = (await dispatch([d], 'ENTREGUE', `idDeliveryMan=${pedro}`)).json<TOrder[]>()[0]!;
    expect(moved.agrupadorDespacho).not.toBe(inFirst.agrupadorDespacho);
    await expect.poll(() => board.filter((m) => m.type === 'REMOVE_DISPATCH').length).toBeGreaterThan(0);
    expect(board.find((m) => m.type === 'REMOVE_DISPATCH')).toMatchObject({
      agrupadorDespacho: inFirst.agrupadorDespacho,
      pedidos: [d],
    });
  });

  it('applies LIMITE_DESPACHO on the server', async () => {
    await ctx.database.db
      .update(codigoGenerico)
      .set({ codigo: '2' })
      .where(and(eq(codigoGenerico.unidadeId, unidadeId), eq(codigoGenerico.chave, 'LIMITE_DESPACHO')));
    try {
      const ids = [await confirmed(), await confirmed(), await confirmed()];
      const res = await dispatch(ids, 'ENVIADO', `idDeliveryMan=${carlos}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toBe(MSG.DISPATCH_LIST_FULL);
      expect((await dispatch(ids.slice(0, 2), 'ENVIADO', `idDeliveryMan=${carlos}`)).statusCode).toBe(200);
    } finally {
      await ctx.database.db
        .update(codigoGenerico)
        .set({ codigo: '20' })
        .where(and(eq(codigoGenerico.unidadeId, unidadeId), eq(codigoGenerico.chave, 'LIMITE_DESPACHO')));
    }
  });

  it('defaults LIMITE_DESPACHO to 20', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    const res = await dispatch(ids, 'ENVIADO', `idDeliveryMan=${carlos}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.DISPATCH_LIST_FULL);
  });

  it('is the dispatcher’s: 403 for a cashier', async () => {
    const res = await dispatch([await confirmed()], 'ENVIADO', `idDeliveryMan=${carlos}`, 'caixa');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe(MSG.noRole(ROLES.ROLE_PDV_DESPACHO_ENTREGADORES));
  });

  it("another unit's orders and couriers are a 404", async () => {
    const a = await confirmed();
    const filial = await couriersOf(ctx, 'caixa_filial');
    const theirCourier = await dispatch([a], 'ENVIADO', `idDeliveryMan=${filial.carlos}`);
    expect(theirCourier.statusCode).toBe(404);
    expect(theirCourier.json().errorMessage).toBe(MSG.COURIER_NOT_FOUND);
    await withRole(ctx, 'caixa_filial', ROLES.ROLE_PDV_DESPACHO_ENTREGADORES, async () => {
      const { jwtToken } = await ctx.login('caixa_filial');
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api-v2/pedidoIntegracao/associar-despacho/multiple/${a}/ENVIADO?idDeliveryMan=${filial.carlos}`,
        headers: { authorization: `Bearer ${jwtToken}` },
      });
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('lists by courier (doc 4 §7)', () => {
  it('listPorEntregador groups the day’s orders by courier; showTakeout adds the ones without courier (-1)', async () => {
    const a = await confirmed();
    const [sent] = (await dispatch([a], 'ENVIADO', `idDeliveryMan=${pedro}`)).json<TOrder[]>();
    const loose = await confirmed();
    const headers = await ctx.auth('despacho');
    const day = (
      await ctx.app.inject({ method: 'GET', url: '/api-v2/pedidoIntegracao/listPorEntregador', headers })
    ).json<TOrdersByCourier[]>();
    expect(day.find((g) => g.pessoa.id === pedro)!.pedidos.map((o) => o.id)).toContain(sent!.id);
    expect(day.some((g) => g.pessoa.id === -1)).toBe(false);
    const withTakeout = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api-v2/pedidoIntegracao/listPorEntregador?showTakeout=true',
        headers,
      })
    ).json<TOrdersByCourier[]>();
    expect(withTakeout.find((g) => g.pessoa.id === -1)!.pedidos.map((o) => o.id)).toContain(loose);
  });

  it('listPorEntregadorById answers the delivered orders of one courier', async () => {
    const at = new Date(2026, 8, 10, 20);
    const mine = await storeDelivery(ctx, { unidadeId, courierId: carlos, at });
    await storeDelivery(ctx, { unidadeId, courierId: carlos, at, situacao: 'ENVIADO' });
    await storeDelivery(ctx, { unidadeId, courierId: pedro, at });
    const q = `dtInicio=${encodeURIComponent(queryDate(new Date(2026, 8, 10, 4)))}&dtFinal=${encodeURIComponent(queryDate(new Date(2026, 8, 11, 4)))}`;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/pedidoIntegracao/listPorEntregadorById?${q}&showTakeout=true&idEntregador=${carlos}&situacao=ENTREGUE`,
      headers: await ctx.auth('despacho'),
    });
    expect(res.json<TOrder[]>().map((o) => o.id)).toEqual([mine]);
  });

  it('a courier login sees only its own orders and the ones without courier', async () => {
    const a = await confirmed();
    const b = await confirmed();
    await dispatch([a], 'ENVIADO', `idDeliveryMan=${carlos}`);
    await dispatch([b], 'ENVIADO', `idDeliveryMan=${pedro}`);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api-v2/pedidoIntegracao/listPorEntregador?showTakeout=true',
      headers: await ctx.auth('entregador_1'),
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json<TOrdersByCourier[]>().map((g) => g.pessoa.id);
    expect(ids).toContain(carlos);
    expect(ids).not.toContain(pedro);
  });
});
