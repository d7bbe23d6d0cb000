import type { TLogisticsIntegration, TOrder } from '@brasa/contracts';
import { LOGISTICS_PATHS } from '@brasa/contracts';
import { formatDateTimeBr } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { EVENTS_SCHEMA } from '../src/events/bus';
import { LOGISTICS_TRACK_QUEUE } from '../src/modules/logistics/tracker';
import type { LogisticsDelivery } from '../src/providers/logistics';
import { sharedSandboxServer } from '../src/sandbox';
import { createTestContext, testAppConfig, type TestContext } from './helpers';
import { createOrder } from './order-factory';

// The sandbox driver moves only when the test says so (POST /sandbox/entregas/{id}/avancar).
process.env.BRASA_LOGISTICS_SANDBOX_DELAY_MS = '600000';

/** The courier's status reaches the order (and so every board) by itself: a pg-boss job per sent delivery. */
let ctx: TestContext;
let sandboxUrl: string;
let ifoodId: number;
let unitId: number;
/** The tracker's clock (its log lines). */
const CLOCK = new Date('2026-03-10T18:45:00Z');

beforeAll(async () => {
  // The worker is off: the test runs the due jobs itself; a job is due again at once.
  ctx = await createTestContext({ logistics: { enabled: false, intervalSeconds: 0, now: () => CLOCK } });
  sandboxUrl = (await sharedSandboxServer()).url;
  const list = (await call('GET', LOGISTICS_PATHS.list)).json<TLogisticsIntegration[]>();
  ifoodId = list.find((i) => i.tipoImportacao === 'ID')!.id;
  unitId = (await ctx.session('caixa')).unidade.id;
}, 60_000);
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, key?: string) =>
  ctx
    .auth('caixa')
    .then((headers) =>
      ctx.app.inject({ method, url, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) } }),
    );

const advance = (deliveryId: string, status?: 'ASSIGNED' | 'PICKED_UP' | 'DELIVERED') =>
  fetch(`${sandboxUrl}/sandbox/ifood-entregas/sandbox/entregas/${deliveryId}/avancar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(status ? { status } : {}),
  });

/** The platform cancels the delivery by itself (no courier found). */
const platformCancels = (deliveryId: string) =>
  fetch(`${sandboxUrl}/sandbox/ifood-entregas/sandbox/entregas/${deliveryId}/cancelar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ motivo: 'Nenhum entregador disponível' }),
  });

const courierOf = (order: TOrder) => (order.jsonRetornoLogistica?.entregador as { nome?: string } | null)?.nome;

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

describe('the courier moves the order (issue 31)', () => {
  it('picked up: ENVIADO through the status rules, with the platform courier; delivered: ENTREGUE', async () => {
    const { sent, deliveryId } = await sentOrder();
    expect(sent.situacao).toBe('PENDENTE');
    await advance(deliveryId, 'PICKED_UP');
    await runDue();
    const picked = await fetchOrder(sent.id);
    expect(picked.situacao).toBe('ENVIADO');
    expect(picked.dataEnvio).toBeTruthy();
    expect(picked.statusLogistica).toBe('ENVIADO');
    expect(picked.jsonRetornoLogistica).toMatchObject({ status: 'PICKED_UP', fase: 'PICKED_UP' });
    expect(courierOf(picked)).toMatch(/Rafael Entregador|Juliana Ciclista/);
    // The status service's own log line, by the integration; the courier's line at the tracker's clock.
    expect(picked.logs).toContain('Situação alterada de Pendente para Enviado por Logística iFood Entregas');
    expect(picked.logs).toContain(
      `pedido retirado pelo entregador (${courierOf(picked)}) em ${formatDateTimeBr(CLOCK)}`,
    );

    await advance(deliveryId, 'DELIVERED');
    await runDue();
    const delivered = await fetchOrder(sent.id);
    expect(delivered.situacao).toBe('ENTREGUE');
    expect(delivered.dataEntrega).toBeTruthy();
    expect(delivered.logs).toContain('Situação alterada de Enviado para Entregue por Logística iFood Entregas');
    expect(courierOf(delivered)).toBe(courierOf(picked));
  });

  it('delivered before picked up was seen ends ENTREGUE, and a late "picked up" does not move it back', async () => {
    const { sent, deliveryId } = await sentOrder();
    await advance(deliveryId, 'DELIVERED');
    // The delivery is over, so the tracker stops; a stale report of the pickup comes after (an out-of-order read).
    const provider = ctx.app.providers.logistics.ifood;
    const tracking = provider.tracking;
    await runDue();
    expect((await fetchOrder(sent.id)).situacao).toBe('ENTREGUE');
    try {
      provider.tracking = async (c, id): Promise<LogisticsDelivery> => ({
        ...(await tracking.call(provider, c, id)),
        status: 'PICKED_UP',
        phase: 'PICKED_UP',
      });
      await ctx.app.logisticsTracker.refresh({ unidadeId: unitId, orderId: sent.id, deliveryId });
    } finally {
      provider.tracking = tracking;
    }
    const after = await fetchOrder(sent.id);
    expect(after.situacao).toBe('ENTREGUE');
    expect(after.logs).not.toContain('para Enviado por Logística');
  });

  it('a report for an order already cancelled changes nothing and stops following it', async () => {
    const { sent, deliveryId } = await sentOrder();
    const cancel = await call(
      'POST',
      `/api-v2/pedidoIntegracao/situacao/${sent.id}/CANCELADO?motivoCancelamento=Cliente%20desistiu`,
    );
    expect(cancel.statusCode).toBe(200);
    const cancelled = await fetchOrder(sent.id);
    await advance(deliveryId, 'DELIVERED');
    const job = { unidadeId: unitId, orderId: sent.id, deliveryId };
    expect(await ctx.app.logisticsTracker.refresh(job)).toBe(false);
    const after = await fetchOrder(sent.id);
    expect(after.situacao).toBe('CANCELADO');
    expect(after.version).toBe(cancelled.version);
    expect(after.jsonRetornoLogistica).toEqual(cancelled.jsonRetornoLogistica);
  });

  it('a delivery the platform cancels leaves the status, is logged, and the undo clears it', async () => {
    const { sent, deliveryId } = await sentOrder();
    await advance(deliveryId, 'ASSIGNED');
    await runDue();
    await platformCancels(deliveryId);
    await runDue();
    const dropped = await fetchOrder(sent.id);
    expect(dropped.situacao).toBe('PENDENTE');
    expect(dropped.jsonRetornoLogistica).toMatchObject({ fase: 'CANCELLED' });
    expect(dropped.logs).toContain(`Logística iFood Entregas (sob demanda) — sandbox: entrega cancelada em`);
    const undone = await call('POST', LOGISTICS_PATHS.undo(sent.id, ifoodId));
    expect(undone.statusCode).toBe(200);
    expect(undone.json<TOrder>().statusLogistica).toBeNull();
    expect(undone.json<TOrder>().logs).toContain(`Entrega ${deliveryId} já cancelada pela plataforma`);
  });

  it("'Desfazer logística' works after the courier moved the order, also once the delivery is over", async () => {
    const { sent, deliveryId } = await sentOrder();
    await advance(deliveryId, 'PICKED_UP');
    await runDue();
    expect((await fetchOrder(sent.id)).situacao).toBe('ENVIADO');
    // The courier finishes at the platform before the tracker's next turn: there is nothing left to cancel.
    await advance(deliveryId, 'DELIVERED');
    const undone = await call('POST', LOGISTICS_PATHS.undo(sent.id, ifoodId));
    expect(undone.statusCode).toBe(200);
    const order = undone.json<TOrder>();
    expect(order).toMatchObject({ situacao: 'ENVIADO', statusLogistica: null, jsonRetornoLogistica: null });
    expect(order.logs).toContain(`Entrega ${deliveryId} já concluída na plataforma`);
    // Not followed any more: the tracker leaves the order as the undo left it.
    await runDue();
    expect((await fetchOrder(sent.id)).situacao).toBe('ENVIADO');
  });
});

describe('start-up sweep', () => {
  const pendingJobs = async (orderIds: number[]) => {
    const { rows } = await ctx.database.executeSql(
      `SELECT (data->>'orderId')::int AS "orderId" FROM ${EVENTS_SCHEMA}.job
        WHERE name = $1 AND state IN ('created', 'retry', 'active') AND (data->>'orderId')::int = ANY($2::int[])
        ORDER BY 1`,
      [LOGISTICS_TRACK_QUEUE, orderIds],
    );
    return (rows as { orderId: number }[]).map((r) => r.orderId);
  };

  it('queues one job for each open delivery whose job was lost, once although the server starts twice', async () => {
    const lost = await sentOrder();
    const kept = await sentOrder();
    const delivered = await sentOrder();
    await advance(delivered.deliveryId, 'DELIVERED');
    await ctx.app.logisticsTracker.refresh({
      unidadeId: unitId,
      orderId: delivered.sent.id,
      deliveryId: delivered.deliveryId,
    });
    const ids = [lost.sent.id, kept.sent.id, delivered.sent.id];
    // A killed process lost the first delivery's job (and the delivered one is over: its job is no longer needed).
    await ctx.database.executeSql(
      `DELETE FROM ${EVENTS_SCHEMA}.job WHERE name = $1 AND (data->>'orderId')::int = ANY($2::int[])`,
      [LOGISTICS_TRACK_QUEUE, [lost.sent.id, delivered.sent.id]],
    );
    expect(await pendingJobs(ids)).toEqual([kept.sent.id]);

    for (let start = 0; start < 2; start++) {
      const next = await buildApp({
        config: testAppConfig(),
        database: ctx.database,
        logger: false,
        sandboxUrl,
        marketplace: { enabled: false },
        logistics: { enabled: false, intervalSeconds: 0 },
      });
      try {
        await next.ready();
      } finally {
        await next.close();
      }
    }
    expect(await pendingJobs(ids)).toEqual([lost.sent.id, kept.sent.id].sort((a, b) => a - b));
    // The lost delivery is followed again: its pickup reaches the order.
    await advance(lost.deliveryId, 'PICKED_UP');
    await runDue();
    expect((await fetchOrder(lost.sent.id)).situacao).toBe('ENVIADO');
  });

  it('one queued job per delivery, whoever queues it (the singleton key), and one per delivery, not per queue', async () => {
    const a = await sentOrder();
    const b = await sentOrder();
    const tracker = ctx.app.logisticsTracker;
    // The send queued each one; a sweep and a second enqueue of the same delivery add nothing.
    await tracker.enqueue(ctx.database.db, { unidadeId: unitId, orderId: a.sent.id, deliveryId: a.deliveryId });
    await Promise.all([tracker.sweep(), tracker.sweep()]);
    expect(await pendingJobs([a.sent.id, b.sent.id])).toEqual([a.sent.id, b.sent.id]);
  });
});
