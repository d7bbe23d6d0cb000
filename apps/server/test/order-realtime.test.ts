import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { createOrder } from './order-factory';
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

async function listen(username: string) {
  const { jwtToken } = await ctx.login(username);
  return collectMessages(await pool.connect(baseUrl, jwtToken));
}

describe('order changes reach the unit terminals', () => {
  it('publishes saves, moves, courier changes and deletes to both sockets of the unit and none of another', async () => {
    const a = await listen('caixa');
    const b = await listen('despacho');
    const other = await listen('caixa_filial');
    const order = await createOrder(ctx, 'caixa', { tipo: 'DELIVERY' });
    await expect.poll(() => b.length).toBe(1);
    expect(b[0]).toMatchObject({ type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER', order: { id: order.id, version: 1 } });

    const headers = await ctx.auth('caixa');
    await ctx.app.inject({ method: 'POST', url: `/api-v2/pedidoIntegracao/situacao/${order.id}/CONFIRMADO`, headers });
    await expect.poll(() => b.length).toBe(2);
    expect(b[1]).toMatchObject({
      type: 'MOVE_CARD',
      moveOptions: { from: 'PENDENTE', to: 'CONFIRMADO' },
      order: { situacao: 'CONFIRMADO' },
    });

    await ctx.app.inject({
      method: 'DELETE',
      url: `/api-v2/pedidoIntegracao/${order.id}/Pedido%20de%20teste`,
      headers,
    });
    await expect.poll(() => a.length).toBe(3);
    expect(a[2]).toMatchObject({ type: 'REMOVE_ORDER_ON_BOARD', order: { id: order.id, ativo: false } });

    const comanda = await createOrder(ctx, 'caixa', { tipo: 'COMANDA', identificadorPrincipal: '3' });
    await expect.poll(() => a.length).toBe(4);
    expect(a[3]).toMatchObject({ type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER', order: { id: comanda.id } });
    await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/pedidoIntegracao/situacao/${comanda.id}/CONFIRMADO`,
      headers,
    });
    await expect.poll(() => a.length).toBe(5);
    expect(a[4]).toMatchObject({
      type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER',
      order: { id: comanda.id, situacao: 'CONFIRMADO' },
    });

    await new Promise((r) => setTimeout(r, 100));
    expect(other).toHaveLength(0);
  });

  it('publishes nothing when a change is refused', async () => {
    const b = await listen('despacho');
    const order = await createOrder(ctx);
    await expect.poll(() => b.length).toBe(1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/pedidoIntegracao/situacao/${order.id}/PENDENTE`,
      headers: await ctx.auth('caixa'),
    });
    expect(res.statusCode).toBe(422);
    await new Promise((r) => setTimeout(r, 100));
    expect(b).toHaveLength(1);
  });
});
