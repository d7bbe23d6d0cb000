/**
 * The customer's delivery code (issue 29): the server makes it for our own delivery orders and keeps it out of
 * the body, the lists and the realtime messages (a courier's app receives those) — a save can neither set nor
 * see it; the staff's order read and the customer's receipt show it. iFood's orders: iFood checks the code
 * (verifyDeliveryCode against the sandbox, which shows the customer's code on its test orders). With
 * EXIGIR_CODIGO_ENTREGA the courier delivers only with the code.
 */
import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedidoIntegracao } from '../src/db/schema';
import { withoutDeliveryCode } from '../src/modules/orders/save/entry-rules';
import { orderReceipt } from '../src/print/tickets';
import { layoutTicket } from '../src/print/ticket';
import { confirmedIfoodOrder, marketplaceSandbox } from './marketplace-sandbox';
import { couriersOf } from './courier-factory';
import { createTestContext, type TestContext } from './helpers';
import { createOrder, makeOrderInput, setParameter } from './order-factory';
import { collectMessages, listenOnFreePort, socketPool } from './sockets';

let ctx: TestContext;
let sandbox: Awaited<ReturnType<typeof marketplaceSandbox>>;
let carlos: number;
let baseUrl: string;
const pool = socketPool();
const ORDERS = '/api-v2/pedidoIntegracao';

beforeAll(async () => {
  ctx = await createTestContext();
  sandbox = await marketplaceSandbox();
  ({ carlos } = await couriersOf(ctx));
  baseUrl = await listenOnFreePort(ctx.app);
});
afterAll(async () => {
  pool.disconnectAll();
  await ctx?.close();
});

const post = async (url: string, as = 'caixa', payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: await ctx.auth(as), ...(payload ? { payload } : {}) });
const codeOf = async (id: number) =>
  (await ctx.database.db.select().from(pedidoIntegracao).where(eq(pedidoIntegracao.id, id)))[0]!;

/** Our own delivery order, sent with carlos (ENVIADO). */
async function sentDelivery(extra: Record<string, unknown> = {}) {
  const order = await createOrder(ctx, 'caixa', {
    tipo: 'DELIVERY',
    iFoodOrder: {
      ...makeOrderInput().iFoodOrder,
      deliveryMethod: { mode: 'DELIVERY', ...extra } as never,
    },
  });
  const res = await post(
    `${ORDERS}/associar-despacho/multiple/${order.id}/ENVIADO?idDeliveryMan=${carlos}`,
    'despacho',
  );
  expect(res.json<TOrder[]>()[0]!.situacao).toBe('ENVIADO');
  return order;
}

describe('our own delivery orders', () => {
  it('get a 4-digit code from the server, kept out of the body, lists and realtime; the staff read shows it', async () => {
    const heard = collectMessages(await pool.connect(baseUrl, (await ctx.login('entregador_1')).jwtToken));
    const order = await sentDelivery();
    await expect.poll(() => heard.filter((m) => m.order?.id === order.id).length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(heard)).not.toContain('codigoEntrega');
    expect(JSON.stringify(heard)).not.toContain('deliveryCode');
    const row = await codeOf(order.id);
    expect(row.codigoEntrega).toMatch(/^\d{4}$/);
    expect(JSON.stringify(row.body)).not.toContain(row.codigoEntrega!);
    // The staff's save answer carries it (to tell the customer).
    expect(order.codigoEntrega).toBe(row.codigoEntrega);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `${ORDERS}/${order.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(read.json<{ codigoEntrega: string }>().codigoEntrega).toBe(row.codigoEntrega);
    // The courier app's list of the day carries the order, never its code.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${ORDERS}/listPorEntregador?showTakeout=true`,
      headers: await ctx.auth('entregador_1'),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain(`"id":${order.id}`);
    expect(list.body).not.toContain('codigoEntrega');
    expect(list.body).not.toContain('deliveryCode');
  });

  it('a client save cannot set the code it then confirms', async () => {
    const order = await sentDelivery({ deliveryCode: 'HACK' });
    expect((await codeOf(order.id)).codigoEntrega).toMatch(/^\d{4}$/);
    const forged = await post(`${ORDERS}/confirmacaoDeEntrega/${order.id}/HACK`);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errorMessage).toBe(MSG.DELIVERY_CODE_INVALID);
    // An edit keeps the code (the courier has it from the customer).
    const before = (await codeOf(order.id)).codigoEntrega;
    expect(withoutDeliveryCode({ mode: 'DELIVERY', deliveryCode: 'X' } as never)).toEqual({ mode: 'DELIVERY' });
    const right = await post(`${ORDERS}/confirmacaoDeEntrega/${order.id}/${before}`, 'entregador_1');
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<TOrder>().situacao).toBe('ENTREGUE');
  });

  it('the customer’s receipt prints the code', async () => {
    const order = await sentDelivery();
    const code = (await codeOf(order.id)).codigoEntrega!;
    const ticket = orderReceipt({ ...order, codigoEntrega: code } as TOrder, {
      unitName: 'Brasa',
      printedAt: new Date(),
      barcode: false,
    });
    const text = layoutTicket(ticket, 48)
      .flatMap((l) => (l.kind === 'text' ? [l.text.trim()] : []))
      .join('\n');
    expect(text).toContain(`Código de entrega: ${code}`);
    expect(text).toContain('Informe este código ao entregador');
  });

  it('EXIGIR_CODIGO_ENTREGA: the courier cannot deliver by a plain status change, only with the code', async () => {
    await setParameter(ctx, 'caixa', 'EXIGIR_CODIGO_ENTREGA', 'S');
    try {
      const order = await sentDelivery();
      const plain = await post(`${ORDERS}/situacao/multiple/${order.id}/ENTREGUE`, 'entregador_1');
      expect(plain.json<{ err: string }[]>()[0]!.err).toBe(MSG.DELIVERY_CODE_NEEDED_TO_DELIVER);
      expect((await codeOf(order.id)).situacao).toBe('ENVIADO');
      const code = (await codeOf(order.id)).codigoEntrega!;
      const confirmed = await post(`${ORDERS}/confirmacaoDeEntrega/${order.id}/${code}`, 'entregador_1');
      expect(confirmed.json<TOrder>().situacao).toBe('ENTREGUE');
    } finally {
      await setParameter(ctx, 'caixa', 'EXIGIR_CODIGO_ENTREGA', 'N');
    }
    // Off: the courier's 'Entrega realizada' moves it as before.
    const free = await sentDelivery();
    const plain = await post(`${ORDERS}/situacao/multiple/${free.id}/ENTREGUE`, 'entregador_1');
    expect(plain.json<TOrder[]>()[0]!.situacao).toBe('ENTREGUE');
  });
});

describe('iFood orders: iFood checks the code', () => {
  it('a wrong code is refused by iFood and changes nothing; the customer’s code delivers it', async () => {
    const { marketplaceId, id } = await confirmedIfoodOrder(ctx, sandbox);
    const placed = { id: marketplaceId };
    const sent = await post(`${ORDERS}/associar-despacho/multiple/${id}/ENVIADO?idDeliveryMan=${carlos}`, 'despacho');
    expect(sent.json<TOrder[]>()[0]!.situacao).toBe('ENVIADO');
    const view = await sandbox<{ codigoEntregaCliente: string; actions: { action: string }[] }>(
      'GET',
      `/orders/${placed.id}`,
    );
    expect(view.codigoEntregaCliente).toMatch(/^\d{4}$/);
    expect((await codeOf(id)).codigoEntrega).toBeNull();
    const wrong = view.codigoEntregaCliente === '0000' ? '1111' : '0000';
    const refused = await post(`${ORDERS}/confirmacaoDeEntrega/${id}/${wrong}`, 'entregador_1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessage).toBe(MSG.DELIVERY_CODE_INVALID);
    expect((await codeOf(id)).situacao).toBe('ENVIADO');
    const right = await post(`${ORDERS}/confirmacaoDeEntrega/${id}/${view.codigoEntregaCliente}`, 'entregador_1');
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<TOrder>().situacao).toBe('ENTREGUE');
    const after = await sandbox<{ actions: { action: string }[] }>('GET', `/orders/${placed.id}`);
    expect(after.actions.filter((a) => a.action === 'verifyDeliveryCode')).toHaveLength(2);
  });
});
