import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { createOrder, paymentOf } from './order-factory';
import { collectMessages, listenOnFreePort, socketPool } from './sockets';

let ctx: TestContext;
let baseUrl: string;
const pool = socketPool();
beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listenOnFreePort(ctx.app);
});
afterAll(async () => {
  pool.disconnectAll();
  await ctx.close();
});

const BASE = '/api-v2/pedidoIntegracao';
const post = async (url: string, payload: unknown, as = 'caixa') =>
  ctx.app.inject({ method: 'POST', url, headers: await ctx.auth(as), payload: payload as object });
const get = async (url: string, as = 'caixa') => ctx.app.inject({ method: 'GET', url, headers: await ctx.auth(as) });
const errorOf = (res: { json(): unknown }) => (res.json() as { errorMessage?: string }).errorMessage;

let tabNumber = 60;
const openTab = (as = 'caixa', items = [{ name: 'Chopp', quantity: 1, price: 10 }]) =>
  createOrder(ctx, as, {
    tipo: 'COMANDA',
    identificadorPrincipal: String(tabNumber++),
    quantidadePessoas: 1,
    iFoodOrder: { items, payments: [] },
  });

describe('realtime of joins and transfers (doc 1 §4 "Updates received")', () => {
  it('a join sends the kept order as an update and the joined one as a removal', async () => {
    const { jwtToken } = await ctx.login('caixa');
    const heard = collectMessages(await pool.connect(baseUrl, jwtToken));
    const a = await openTab();
    const b = await openTab();
    await expect.poll(() => heard.length).toBe(2);
    heard.length = 0;
    const res = await get(`${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${b.id}&idPedidoDestino=${a.id}`);
    expect(res.statusCode).toBe(200);
    await expect.poll(() => heard.length).toBe(2);
    expect(heard.map((m) => [m.type, m.order?.id])).toEqual(
      expect.arrayContaining([
        ['ADD_OR_UPDATE_GENERIC_FROM_ORDER', a.id],
        ['REMOVE_ORDER_GENERIC', b.id],
      ]),
    );
  });
});

describe('item transfer through saveAll (the spec’s way)', () => {
  it('is answered by the transfer rules: the origin without items leaves, the destination gets them', async () => {
    const origin = await openTab();
    const destination = await openTab('caixa', [{ name: 'Água', quantity: 1, price: 5 }]);
    const moved = origin.iFoodOrder.items.map((item) => ({ ...item, deletedByTransference: true }));
    const res = await post(`${BASE}/saveAll`, [
      { ...origin, iFoodOrder: { ...origin.iFoodOrder, items: moved } },
      {
        ...destination,
        iFoodOrder: { ...destination.iFoodOrder, items: [...destination.iFoodOrder.items, ...origin.iFoodOrder.items] },
      },
    ] as TOrderSaveRequest[]);
    expect(res.statusCode).toBe(200);
    const [o, d] = res.json<TOrder[]>();
    expect(o).toMatchObject({ id: origin.id, ativo: false, situacao: 'CANCELADO' });
    expect(d!.iFoodOrder.items.map((i) => i.name)).toEqual(['Água', 'Chopp']);
    expect(d!.quantidadePessoas).toBe(2);
  });

  it('refuses a partly paid origin with the amounts', async () => {
    const origin = await openTab();
    const paid = (
      await post(BASE, { ...origin, iFoodOrder: { ...origin.iFoodOrder, payments: [await paymentOf(ctx, 'DIN', 4)] } })
    ).json<TOrder>();
    const destination = await openTab();
    const res = await post(`${BASE}/saveAll`, [
      { ...paid, iFoodOrder: { ...paid.iFoodOrder, items: [] } },
      {
        ...destination,
        iFoodOrder: { ...destination.iFoodOrder, items: [...destination.iFoodOrder.items, ...paid.iFoodOrder.items] },
      },
    ]);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toBe(MSG.origemParcialmentePaga('R$ 4,00', 'R$ 10,00'));
  });
});

describe('roles and tenancy of the tab calls', () => {
  it('a waiter saves tabs through saveAll but takes no payment', async () => {
    const tab = await openTab('garcom');
    const res = await post(
      `${BASE}/saveAll`,
      [{ ...tab, iFoodOrder: { ...tab.iFoodOrder, payments: [await paymentOf(ctx, 'DIN', 1)] } }],
      'garcom',
    );
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(MSG.NO_PAYMENT_PERMISSION);
    expect((await post(`${BASE}/saveAll`, [tab], 'cozinha')).statusCode).toBe(403);
  });

  it('another unit’s orders are not found by transfers and close, and nothing moves', async () => {
    const mine = await openTab();
    const theirs = await createOrder(ctx, 'caixa_filial', {
      tipo: 'MESA',
      identificadorPrincipal: '2',
      iFoodOrder: { items: [{ name: 'Água', quantity: 1, price: 5 }], payments: [] },
    });
    const transfer = await post(`${BASE}/transferirItens`, {
      idPedidoOrigem: theirs.id,
      versionOrigem: theirs.version,
      idPedidoDestino: mine.id,
      referenceCodes: theirs.iFoodOrder.items.map((i) => i.referenceCode),
    });
    expect(transfer.statusCode).toBe(404);
    expect((await post(`${BASE}/fecharPedido/${theirs.id}`, { version: theirs.version })).statusCode).toBe(404);
    expect(
      (
        await post(`${BASE}/transferirMesa`, {
          mesaDestino: '4',
          pedidos: [{ id: theirs.id, version: theirs.version }],
        })
      ).statusCode,
    ).toBe(404);
    const still = (await get(`${BASE}/${theirs.id}`, 'caixa_filial')).json<TOrder>();
    expect(still.version).toBe(theirs.version);
    expect((await get(`${BASE}/${mine.id}`)).json<TOrder>().version).toBe(mine.version);
  });
});
