import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { MSG, formatDateTimeBr } from '@brasa/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { impressao, itemKds, produto } from '../src/db/schema';
import { EVENTS_SCHEMA } from '../src/events/bus';
import { toOrder } from '../src/modules/order-data/mapper';
import { findOrder } from '../src/modules/orders/repository';
import { SCHEDULED_RELEASE_QUEUE, type ReleaseJob } from '../src/modules/orders/production/scheduled-release';
import { createTestContext, testAppConfig, type TestContext } from './helpers';
import { completeOrderInput, makeOrderInput } from './order-factory';
import { listenOnFreePort, socketPool } from './sockets';

/**
 * Issue 31 §4: a scheduled order goes to production at its preparation start (scheduled time minus preparation
 * time, 3600 s when absent), not at save. The clock is faked (Date only: the database, pg-boss and sockets keep
 * their timers); the release worker is off and the test hands the due job to `release()` at the faked time, as the
 * worker would when pg-boss says it is due.
 */
let ctx: TestContext;
let kitchen: { id: number; descricao: string };
let baseUrl: string;
const pool = socketPool();
/** The real time when the file started: the database's clock and the faked one agree at each save. */
const T0 = new Date();
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext({ scheduledRelease: { enabled: false } });
  const unidadeId = (await ctx.session('caixa')).unidade.id;
  const [row] = await ctx.database.db
    .select({ id: produto.id, descricao: produto.descricao })
    .from(produto)
    .where(and(eq(produto.unidadeId, unidadeId), eq(produto.descricao, 'X-Burger')));
  kitchen = row!;
  baseUrl = await listenOnFreePort(ctx.app);
}, 60_000);
afterAll(async () => {
  pool.disconnectAll();
  await ctx.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Tomorrow at 19:30 local time (a day plus a few hours from now). */
const tomorrowAt = (days = 1) => new Date(T0.getFullYear(), T0.getMonth(), T0.getDate() + days, 19, 30);

function scheduledDelivery(at: Date | null, preparationTimeInSeconds?: number): TOrderSaveRequest {
  const input = makeOrderInput({ tipo: 'DELIVERY' });
  return {
    ...input,
    pedidoAgendado: at ? 'AGENDADO' : null,
    iFoodOrder: {
      ...input.iFoodOrder,
      deliveryMethod: { mode: 'DELIVERY' },
      items: [{ externalCode: String(kitchen.id), name: kitchen.descricao, quantity: 2, price: 24.9 }],
      ...(preparationTimeInSeconds !== undefined ? { preparationTimeInSeconds } : {}),
      ...(at ? { scheduled: true, schedule: { deliveryDateTimeStart: at.toISOString() } } : {}),
    },
  } as TOrderSaveRequest;
}

async function save(input: TOrderSaveRequest): Promise<TOrder> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api-v2/pedidoIntegracao',
    headers: await ctx.auth('caixa'),
    payload: await completeOrderInput(ctx, 'caixa', input),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TOrder>();
}

const kitchenTickets = async (orderId: number) =>
  (await ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, orderId)).orderBy(asc(impressao.id)))
    .filter((job) => job.origem === 'NOTIFICACAO')
    .map((job) => job.localImpressao);
const kdsEntries = (orderId: number) =>
  ctx.database.db.select().from(itemKds).where(eq(itemKds.pedidoId, orderId)).orderBy(asc(itemKds.id));
/** The order as stored (the faked clock is a day ahead of the session's token by then). */
const storedOrder = async (id: number) =>
  toOrder((await findOrder(ctx.database.db, (await ctx.session('caixa')).unidade.id, id))!);

const editOf = (order: TOrder, changes: Partial<TOrder> = {}): TOrderSaveRequest =>
  ({ ...order, iFoodOrder: { ...order.iFoodOrder }, ...changes }) as never;

/** The order's release jobs as pg-boss keeps them: when each is due and what it carries. */
async function releaseJobs(orderId: number) {
  const { rows } = await ctx.database.executeSql(
    `SELECT id, data, start_after, state FROM ${EVENTS_SCHEMA}.job
      WHERE name = $1 AND (data->>'orderId')::int = $2 ORDER BY start_after`,
    [SCHEDULED_RELEASE_QUEUE, orderId],
  );
  return (rows as { id: string; data: ReleaseJob; start_after: Date | string; state: string }[]).map((r) => ({
    id: r.id,
    data: r.data,
    due: new Date(r.start_after),
    state: r.state,
  }));
}

/** The clock reaches `at` and pg-boss hands over the job: what the worker does then. */
async function releaseAt(at: Date, job: ReleaseJob) {
  vi.setSystemTime(at);
  return ctx.app.scheduledReleases.release(job);
}

describe('a scheduled order goes to production at its preparation start (issue 31 §4)', () => {
  it('saved for tomorrow: no kitchen ticket and no KDS entry; at the preparation start both, once, heard live', async () => {
    const at = tomorrowAt();
    const order = await save(scheduledDelivery(at));
    expect(await kitchenTickets(order.id)).toEqual([]);
    expect(await kdsEntries(order.id)).toEqual([]);
    expect(order.iFoodOrder.items.map((i) => i.status)).toEqual(['PENDENTE']);
    const start = new Date(at.getTime() - HOUR);
    expect(order.logs).toContain(MSG.producaoAgendadaPara(formatDateTimeBr(start)));

    // One durable job, due at the preparation start.
    const jobs = await releaseJobs(order.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.due.getTime()).toBe(start.getTime());
    expect(jobs[0]!.data).toEqual({ unidadeId: expect.any(Number), orderId: order.id, at: start.toISOString() });

    // A minute early nothing goes.
    expect(await releaseAt(new Date(start.getTime() - 60_000), jobs[0]!.data)).toBe(false);
    expect(await kitchenTickets(order.id)).toEqual([]);

    const { jwtToken } = await ctx.login('caixa');
    const socket: Socket = await pool.connect(baseUrl, jwtToken);
    const created: { item: { descricao: string } }[] = [];
    socket.on('createItemKds', (entry) => created.push(entry));

    expect(await releaseAt(start, jobs[0]!.data)).toBe(true);
    expect(await kitchenTickets(order.id)).toEqual(['COZINHA']);
    const entries = await kdsEntries(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ status: 'PENDENTE', localNotificacao: 'COZINHA', versaoPedido: 2 });
    await expect.poll(() => created.length).toBe(1);
    expect(created[0]!.item.descricao).toBe('X-Burger');

    const released = await storedOrder(order.id);
    expect(released.version).toBe(2);
    expect(released.iFoodOrder.items.map((i) => i.status)).toEqual(['NOTIFICADO']);
    expect(released.logs).toContain(MSG.itensEnviadosNotificacao(1));

    // The same job again (a redelivery) sends nothing more.
    expect(await releaseAt(new Date(start.getTime() + 60_000), jobs[0]!.data)).toBe(false);
    expect(await kitchenTickets(order.id)).toEqual(['COZINHA']);
    expect(await kdsEntries(order.id)).toHaveLength(1);
  });

  it('uses the order preparation time: 30 min before the schedule when it says 1800 s', async () => {
    const at = tomorrowAt();
    const order = await save(scheduledDelivery(at, 1800));
    expect(await kitchenTickets(order.id)).toEqual([]);
    const [job] = await releaseJobs(order.id);
    expect(job!.due.getTime()).toBe(at.getTime() - 30 * 60_000);
  });

  it('a moved schedule releases at the new time only; saving it again adds no job', async () => {
    const first = tomorrowAt(1);
    const order = await save(scheduledDelivery(first));
    expect(await kitchenTickets(order.id)).toEqual([]);
    const moved = tomorrowAt(2);
    const again = await save(
      editOf(order, { iFoodOrder: { ...order.iFoodOrder, schedule: { deliveryDateTimeStart: moved.toISOString() } } }),
    );
    expect(again.logs).toContain(MSG.producaoAgendadaPara(formatDateTimeBr(new Date(moved.getTime() - HOUR))));
    expect(await kitchenTickets(order.id)).toEqual([]);
    // The same schedule saved once more: still one job for it.
    await save(editOf(again));
    const jobs = await releaseJobs(order.id);
    expect(jobs.map((j) => j.due.getTime())).toEqual([first.getTime() - HOUR, moved.getTime() - HOUR]);

    // The old schedule's job does nothing.
    expect(await releaseAt(jobs[0]!.due, jobs[0]!.data)).toBe(false);
    expect(await kitchenTickets(order.id)).toEqual([]);
    expect(await kdsEntries(order.id)).toEqual([]);

    expect(await releaseAt(jobs[1]!.due, jobs[1]!.data)).toBe(true);
    expect(await kitchenTickets(order.id)).toEqual(['COZINHA']);
    expect(await kdsEntries(order.id)).toHaveLength(1);
  });

  it('confirming it before its start sends nothing either, and keeps its one job', async () => {
    const order = await save(scheduledDelivery(tomorrowAt()));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/pedidoIntegracao/situacao/${order.id}/CONFIRMADO`,
      headers: await ctx.auth('caixa'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await kitchenTickets(order.id)).toEqual([]);
    expect(await kdsEntries(order.id)).toEqual([]);
    const jobs = await releaseJobs(order.id);
    expect(jobs).toHaveLength(1);
    expect(await releaseAt(jobs[0]!.due, jobs[0]!.data)).toBe(true);
    expect(await kitchenTickets(order.id)).toEqual(['COZINHA']);
  });

  it('a cancelled or deleted order never prints', async () => {
    const cancelled = await save(scheduledDelivery(tomorrowAt()));
    expect(await kitchenTickets(cancelled.id)).toEqual([]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/pedidoIntegracao/situacao/${cancelled.id}/CANCELADO?motivoCancelamento=Cliente%20desistiu`,
      headers: await ctx.auth('caixa'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const deleted = await save(scheduledDelivery(tomorrowAt()));
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api-v2/pedidoIntegracao/${deleted.id}/Pedido%20de%20teste`,
      headers: await ctx.auth('caixa'),
    });
    expect(del.statusCode, del.body).toBe(200);
    for (const order of [cancelled, deleted]) {
      const [job] = await releaseJobs(order.id);
      expect(await releaseAt(job!.due, job!.data)).toBe(false);
      expect(await ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, order.id))).toEqual([]);
      expect(await kdsEntries(order.id)).toEqual([]);
    }
  });

  it('a schedule within the preparation time goes to production at once, with no job', async () => {
    const order = await save(scheduledDelivery(new Date(T0.getTime() + 30 * 60_000)));
    expect(await kitchenTickets(order.id)).toEqual(['COZINHA']);
    expect(await kdsEntries(order.id)).toHaveLength(1);
    expect(await releaseJobs(order.id)).toEqual([]);
  });

  it('the worker runs a job pg-boss says is due, and marks it done', async () => {
    const at = tomorrowAt();
    const order = await save(scheduledDelivery(at));
    expect(await kitchenTickets(order.id)).toEqual([]);
    const [job] = await releaseJobs(order.id);
    // The database's clock reaches the job (pg-boss reads its own now()); ours reaches the preparation start.
    await ctx.database.executeSql(
      `UPDATE ${EVENTS_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE id = $1`,
      [job!.id],
    );
    vi.setSystemTime(job!.due);
    expect(await ctx.app.scheduledReleases.runDue()).toBe(1);
    expect(await kitchenTickets(order.id)).toEqual(['COZINHA']);
    expect((await releaseJobs(order.id))[0]!.state).toBe('completed');
  });

  it('a restart loses nothing: the next server releases the job the first one wrote', async () => {
    const at = tomorrowAt();
    const order = await save(scheduledDelivery(at));
    expect(await kitchenTickets(order.id)).toEqual([]);
    const next = await buildApp({
      config: testAppConfig(),
      database: ctx.database,
      logger: false,
      marketplace: { enabled: false },
      scheduledRelease: { enabled: false },
    });
    try {
      await next.ready();
      const [job] = await releaseJobs(order.id);
      vi.setSystemTime(job!.due);
      expect(await next.scheduledReleases.release(job!.data)).toBe(true);
      expect(await kitchenTickets(order.id)).toEqual(['COZINHA']);
    } finally {
      await next.close();
    }
  });
});
