import type { TOrder } from '@brasa/contracts';
import { MSG, ROLES } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, withoutRole, type TestContext } from './helpers';
import { createOrder } from './order-factory';

/**
 * doc 4 §6 ties the delivery board and the counter and delivery orders to ROLE_PDV_DELIVERY; a waiter
 * (ROLE_PDV_COMANDA_MESA) works tabs and tables. The board's routes let several roles in; each gets only the
 * order types his roles reach.
 */
let ctx: TestContext;
let counter: TOrder;
let delivery: TOrder;
let tab: TOrder;
beforeAll(async () => {
  ctx = await createTestContext();
  counter = await createOrder(ctx, 'caixa', { tipo: 'BALCAO' });
  delivery = await createOrder(ctx, 'caixa', {
    tipo: 'DELIVERY',
    iFoodOrder: {
      customer: { name: 'MARIA DA SILVA', phone: '11987654321' },
      deliveryMethod: { mode: 'DELIVERY' },
      items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
      payments: [],
    },
  });
  tab = await createOrder(ctx, 'garcom', {
    tipo: 'COMANDA',
    identificadorPrincipal: '41',
    quantidadePessoas: 1,
    iFoodOrder: { items: [{ name: 'Chopp', quantity: 1, price: 10 }], payments: [] },
  });
});
afterAll(() => ctx.close());

const BASE = '/api-v2/pedidoIntegracao';
const call = async (as: string, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url, headers: await ctx.auth(as) });
const idsOf = async (as: string, path: 'list' | 'quadro') => {
  const res = await call(as, 'GET', `${BASE}/${path}?max=100`);
  expect(res.statusCode).toBe(200);
  return res.json<TOrder[]>().map((o) => o.id);
};

describe('the board routes answer only the order types the roles reach', () => {
  it('a waiter lists and reads tabs and tables, never counter or delivery orders', async () => {
    for (const path of ['list', 'quadro'] as const) {
      const ids = await idsOf('garcom', path);
      expect(ids).toContain(tab.id);
      expect(ids).not.toContain(counter.id);
      expect(ids).not.toContain(delivery.id);
    }
    expect((await call('garcom', 'GET', `${BASE}/${tab.id}`)).statusCode).toBe(200);
    for (const order of [counter, delivery]) {
      const res = await call('garcom', 'GET', `${BASE}/${order.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorMessage).toBe(MSG.ORDER_NOT_FOUND);
    }
  });

  it('a waiter cannot move, cancel, print or refresh a counter or delivery order, and nothing changes', async () => {
    const cancel = await call('garcom', 'POST', `${BASE}/situacao/${counter.id}/CANCELADO?motivoCancelamento=teste`);
    expect(cancel.statusCode).toBe(404);
    const confirm = await call('garcom', 'POST', `${BASE}/situacao/${delivery.id}/CONFIRMADO`);
    expect(confirm.statusCode).toBe(404);
    for (const url of [
      `/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${delivery.id}`,
      `${BASE}/getCancellationReasons/${delivery.id}`,
      `${BASE}/atualizarPedido/${delivery.id}`,
    ]) {
      const res = await call('garcom', url.includes('impressao') ? 'POST' : 'GET', url);
      expect(res.statusCode, url).toBe(404);
    }
    const admin = async (id: number) => (await call('admin', 'GET', `${BASE}/${id}`)).json<TOrder>();
    expect((await admin(counter.id)).situacao).toBe(counter.situacao);
    expect((await admin(delivery.id)).situacao).toBe(delivery.situacao);
    // His own tab he moves.
    expect((await call('garcom', 'POST', `${BASE}/situacao/${tab.id}/CONFIRMADO`)).statusCode).toBe(200);
  });

  it('the cashier reaches every type; a dispatcher without the delivery role the delivery orders only', async () => {
    const cashier = await idsOf('caixa', 'list');
    expect(cashier).toEqual(expect.arrayContaining([counter.id, delivery.id, tab.id]));
    // The demo dispatcher also works the delivery board (ROLE_PDV_DELIVERY): taken away for this case.
    await withoutRole(ctx, 'despacho', ROLES.ROLE_PDV_DELIVERY, async () => {
      const dispatcher = await idsOf('despacho', 'quadro');
      expect(dispatcher).toContain(delivery.id);
      expect(dispatcher).not.toContain(counter.id);
      expect(dispatcher).not.toContain(tab.id);
      expect((await call('despacho', 'GET', `${BASE}/${delivery.id}`)).statusCode).toBe(200);
      expect((await call('despacho', 'GET', `${BASE}/${tab.id}`)).statusCode).toBe(404);
    });
  });

  it('another unit still finds none of them', async () => {
    for (const order of [counter, delivery, tab])
      expect((await call('caixa_filial', 'GET', `${BASE}/${order.id}`)).statusCode).toBe(404);
  });
});
