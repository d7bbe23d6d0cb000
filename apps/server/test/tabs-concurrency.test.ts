import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { createOrder } from './order-factory';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BASE = '/api-v2/pedidoIntegracao';
const save = async (order: TOrderSaveRequest, as = 'caixa') =>
  ctx.app.inject({ method: 'POST', url: BASE, headers: await ctx.auth(as), payload: order });
const fetchOrder = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: await ctx.auth('admin') })).json<TOrder>();

let tabNumber = 30;
const openTab = () =>
  createOrder(ctx, 'caixa', {
    tipo: 'COMANDA',
    identificadorPrincipal: String(tabNumber++),
    iFoodOrder: { items: [{ name: 'Chopp', quantity: 1, price: 10 }], payments: [] },
  });

/** What a terminal sends after adding a line to the order it shows. */
const withNewLine = (order: TOrder, name: string): TOrderSaveRequest =>
  ({
    ...order,
    iFoodOrder: {
      ...order.iFoodOrder,
      items: [...order.iFoodOrder.items, { name, quantity: 1, price: 5, notSaved: true }],
    },
  }) as TOrderSaveRequest;

describe('no lost items: concurrent saves of one tab', () => {
  it('two terminals adding lines on the same version both land (at once and one after the other)', async () => {
    const tab = await openTab();
    const [a, b] = await Promise.all([save(withNewLine(tab, 'Porção A')), save(withNewLine(tab, 'Porção B'))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const stored = await fetchOrder(tab.id);
    expect(stored.iFoodOrder.items.map((i) => i.name).sort()).toEqual(['Chopp', 'Porção A', 'Porção B']);
    expect(stored.totalPedido).toBe(20);
    // A third terminal still on the first version adds one more.
    const c = await save(withNewLine(tab, 'Porção C'));
    expect(c.statusCode).toBe(200);
    expect(c.json<TOrder>().iFoodOrder.items).toHaveLength(4);
  });

  it('merges on a tab whose saved lines carry add-ons (stored JSONB reorders their keys)', async () => {
    const tab = await createOrder(ctx, 'caixa', {
      tipo: 'COMANDA',
      identificadorPrincipal: String(tabNumber++),
      iFoodOrder: {
        items: [
          {
            name: 'X-Burger',
            quantity: 1,
            price: 24.9,
            observations: 'sem cebola',
            subItems: [{ name: 'Bacon', quantity: 1, price: 4, observations: 'crocante' }],
          },
        ],
        payments: [],
      },
    });
    const [a, b] = await Promise.all([save(withNewLine(tab, 'Suco')), save(withNewLine(tab, 'Água'))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await fetchOrder(tab.id)).iFoodOrder.items).toHaveLength(3);
  });

  it('a real conflict (both changed the same saved line) still answers 409 with the current order', async () => {
    const tab = await openTab();
    const raise = (order: TOrder, quantity: number) =>
      ({
        ...order,
        iFoodOrder: { ...order.iFoodOrder, items: order.iFoodOrder.items.map((i) => ({ ...i, quantity })) },
      }) as TOrderSaveRequest;
    expect((await save(raise(tab, 3))).statusCode).toBe(200);
    const stale = await save(raise(tab, 5));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMessage).toBe(MSG.ORDER_CHANGED_ELSEWHERE);
    expect(stale.json().order.iFoodOrder.items[0].quantity).toBe(3);
  });

  it('opposite joins of the same tabs at once never deadlock: one wins, the other is refused cleanly', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await openTab();
      const b = await openTab();
      const join = async (destination: number) =>
        ctx.app.inject({
          method: 'GET',
          url: `${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${a.id},${b.id}&idPedidoDestino=${destination}`,
          headers: await ctx.auth('caixa'),
        });
      const results = await Promise.all([join(a.id), join(b.id)]);
      const codes = results.map((r) => r.statusCode).sort();
      // The second finds the first's destination inactive or its source gone: 404, never a 500 (deadlock).
      expect(codes).toEqual([200, 404]);
      const winner = results.find((r) => r.statusCode === 200)!.json<TOrder>();
      expect(winner.iFoodOrder.items).toHaveLength(2);
    }
  });
});
