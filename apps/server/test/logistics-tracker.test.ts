import type { TLogisticsIntegration, TOrder } from '@brasa/contracts';
import { LOGISTICS_PATHS } from '@brasa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSandboxServer } from '../src/sandbox';
import { createTestContext, type TestContext } from './helpers';
import { createOrder } from './order-factory';

// The sandbox driver moves only when the test says so (POST /sandbox/entregas/{id}/avancar).
process.env.BRASA_LOGISTICS_SANDBOX_DELAY_MS = '600000';

/** The courier's status reaches the order (and so every board) by itself: a pg-boss job per sent delivery. */
let ctx: TestContext;
let sandboxUrl: string;
let ifoodId: number;

beforeAll(async () => {
  // The worker is off: the test runs the due jobs itself; a job is due again at once.
  ctx = await createTestContext({ logistics: { enabled: false, intervalSeconds: 0 } });
  sandboxUrl = (await sharedSandboxServer()).url;
  const list = (await call('GET', LOGISTICS_PATHS.list)).json<TLogisticsIntegration[]>();
  ifoodId = list.find((i) => i.tipoImportacao === 'ID')!.id;
}, 60_000);
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, key?: string) =>
  ctx
    .auth('caixa')
    .then((headers) =>
      ctx.app.inject({ method, url, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) } }),
    );

const advance = (deliveryId: string) =>
  fetch(`${sandboxUrl}/sandbox/ifood-entregas/sandbox/entregas/${deliveryId}/avancar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });

const fetchOrder = async (id: number) => (await call('GET', `/api-v2/pedidoIntegracao/${id}`)).json<TOrder>();

/** Runs the due jobs until none is left for this round (other contexts' jobs live in their own databases). */
const runDue = () => ctx.app.logisticsTracker.runDue();

async function sentOrder() {
  const order = await createOrder(ctx, 'caixa', {
    tipo: 'DELIVERY',
    iFoodOrder: {
      customer: { name: 'CLIENTE RASTREIO', phone: '11900000000' },
      deliveryMethod: { mode: 'DELIVERY' },
      items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
      payments: [],
    },
  });
  const res = await call('POST', LOGISTICS_PATHS.send(order.id, ifoodId), `track-${order.id}`);
  expect(res.statusCode).toBe(200);
  const sent = res.json<TOrder>();
  return { sent, deliveryId: String(sent.jsonRetornoLogistica?.id) };
}

describe('logistics status polling (pg-boss job per delivery)', () => {
  it('writes courier assigned, picked up and delivered into the order, and stops after delivery', async () => {
    const { sent, deliveryId } = await sentOrder();
    expect(sent.jsonRetornoLogistica?.status).toBe('SEARCHING');

    // Nothing changed at the provider: the job runs, the order stays as it was.
    expect(await runDue()).toBe(1);
    expect((await fetchOrder(sent.id)).version).toBe(sent.version);

    await advance(deliveryId);
    expect(await runDue()).toBe(1);
    const assigned = await fetchOrder(sent.id);
    expect(assigned.jsonRetornoLogistica?.status).toBe('ASSIGNED');
    expect((assigned.jsonRetornoLogistica?.entregador as { nome?: string } | null)?.nome).toBeTruthy();
    expect(assigned.version).toBeGreaterThan(sent.version);
    expect(assigned.logs).toContain('entregador a caminho da loja');

    await advance(deliveryId);
    await advance(deliveryId);
    await runDue();
    expect((await fetchOrder(sent.id)).jsonRetornoLogistica?.status).toBe('PICKED_UP');

    for (let i = 0; i < 3; i++) await advance(deliveryId);
    await runDue();
    const delivered = await fetchOrder(sent.id);
    expect(delivered.jsonRetornoLogistica?.status).toBe('DELIVERED');
    expect(delivered.logs).toContain('pedido entregue');
    // Delivered: the job is not queued again.
    expect(await runDue()).toBe(0);
  });

  it('an undone delivery is no longer followed', async () => {
    const { sent } = await sentOrder();
    const undone = await call('POST', LOGISTICS_PATHS.undo(sent.id, ifoodId));
    expect(undone.statusCode).toBe(200);
    expect(await runDue()).toBe(1);
    expect(await runDue()).toBe(0);
    expect((await fetchOrder(sent.id)).statusLogistica).toBeNull();
  });

  it('a provider outage keeps the job: the status arrives on the next turn', async () => {
    const { sent, deliveryId } = await sentOrder();
    await advance(deliveryId);
    await fetch(`${sandboxUrl}/sandbox/ifood-entregas/sandbox/falhar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vezes: 5, status: 503 }),
    });
    expect(await runDue()).toBe(1);
    expect((await fetchOrder(sent.id)).jsonRetornoLogistica?.status).toBe('SEARCHING');
    await fetch(`${sandboxUrl}/sandbox/ifood-entregas/sandbox/falhar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vezes: 0 }),
    });
    expect(await runDue()).toBe(1);
    expect((await fetchOrder(sent.id)).jsonRetornoLogistica?.status).toBe('ASSIGNED');
  });
});
