import type { TOrder } from '@brasa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_SCHEMA, createEventBus, queueOf, type EventBus } from '../src/events/bus';
import type { OrderEvent, OrderEventSubscriber, StoredOrderEvent } from '../src/events/types';
import { realtimeSubscriber } from '../src/subscribers/realtime';
import { toOrder } from '../src/modules/order-data/mapper';
import { orderChangeEvents } from '../src/modules/orders/events';
import { findOrder, insertOrderWithLog } from '../src/modules/orders/repository';
import { createTestContext, type TestContext } from './helpers';
import { createOrder, makeOrderInput } from './order-factory';

let ctx: TestContext;
const buses: EventBus[] = [];
const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const bus of buses) await bus.stop();
  await ctx.close();
});

/** Jobs of one subscriber queue by state. */
async function jobs(queue: string) {
  const { rows } = await ctx.database.executeSql(
    `SELECT state, retry_count AS "retryCount", data FROM ${EVENTS_SCHEMA}.job WHERE name = $1 ORDER BY created_on, id`,
    [queue],
  );
  return rows as { state: string; retryCount: number; data: StoredOrderEvent }[];
}

async function busWith(...subscribers: OrderEventSubscriber[]) {
  const bus = createEventBus(
    ctx.database,
    { delivery: true, pollIntervalMs: 50, batchSize: 10, expireInSeconds: 60 },
    silent,
    async (unidadeId, orderId) => {
      const row = await findOrder(ctx.database.db, unidadeId, orderId);
      return row && toOrder(row);
    },
  );
  for (const s of subscribers) bus.subscribe(s);
  await bus.start();
  buses.push(bus);
  return bus;
}

function eventOf(order: TOrder, version = order.version): OrderEvent {
  return {
    kind: 'order.updated',
    orderId: order.id,
    unidadeId: 1,
    unidadeUuid: 'u',
    version,
    occurredAt: new Date().toISOString(),
    order: { ...order, version },
  };
}

describe('order events', () => {
  it("are written in the change's transaction: a committed save leaves its events, a refused one none", async () => {
    const queue = queueOf('realtime');
    const before = (await jobs(queue)).length;
    const order = await createOrder(ctx, 'caixa', { tipo: 'DELIVERY' });
    const recorded = (await jobs(queue)).slice(before);
    expect(recorded.map((j) => [j.data.kind, j.data.orderId, j.data.version])).toEqual([
      ['order.created', order.id, 1],
    ]);
    // Published at commit; the queue's copy (the backstop) is due 2 s later and finds it published.
    await expect.poll(async () => (await jobs(queue)).at(-1)?.state, { timeout: 15_000 }).toBe('completed');

    // A save refused inside its transaction (unknown courier) writes nothing.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/pedidoIntegracao',
      headers: await ctx.auth('caixa'),
      payload: makeOrderInput({ pessoaEntregador: { id: 999999 } }),
    });
    expect(refused.statusCode).toBe(404);
    expect((await jobs(queue)).length).toBe(before + 1);
  });

  it('a rolled-back transaction leaves no event; a committed one is delivered', async () => {
    const seen: OrderEvent[] = [];
    const bus = await busWith({ name: 'test_tx', kinds: ['order.updated'], handle: (e) => void seen.push(e) });
    const order = await createOrder(ctx, 'caixa');
    await expect(
      bus.transaction(async (tx) => {
        await bus.record(tx, [eventOf(order, 50)]);
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    await bus.transaction((tx) => bus.record(tx, [eventOf(order, 51)]));
    await expect.poll(() => seen.map((e) => e.version)).toEqual([51]);
    expect((await jobs(queueOf('test_tx'))).map((j) => j.data.version)).toEqual([51]);
  });

  it('refuses events recorded outside its own transaction: nobody would publish them', async () => {
    const bus = await busWith({ name: 'test_outside', kinds: ['order.updated'], handle: () => undefined });
    const order = await createOrder(ctx, 'caixa');
    await expect(ctx.database.db.transaction((tx) => bus.record(tx, [eventOf(order)]))).rejects.toThrow(
      'eventos de pedido são registrados numa transação do barramento',
    );
    expect(await jobs(queueOf('test_outside'))).toEqual([]);
  });

  it('retries a failed delivery and completes it once it succeeds', async () => {
    let calls = 0;
    const bus = await busWith({
      name: 'test_retry',
      kinds: ['order.updated'],
      retryDelaySeconds: 1,
      handle: () => {
        calls += 1;
        if (calls === 1) throw new Error('impressora desligada');
      },
    });
    const order = await createOrder(ctx, 'caixa');
    await bus.transaction((tx) => bus.record(tx, [eventOf(order)]));
    await expect.poll(async () => (await jobs(queueOf('test_retry')))[0]?.state, { timeout: 15_000 }).toBe('completed');
    expect(calls).toBe(2);
    expect((await jobs(queueOf('test_retry')))[0]!.retryCount).toBe(1);
  });

  it('delivers the versions of one order oldest first, and the realtime subscriber never sends one twice or an older one', async () => {
    const sent: number[] = [];
    const hub = { publish: (_unit: string, m: { order?: TOrder }) => void sent.push(m.order!.version) };
    const bus = await busWith({ ...realtimeSubscriber(hub), name: 'test_realtime', immediate: false });
    const order = await createOrder(ctx, 'caixa');
    // Recorded newest first, as two transactions that started in the other order could.
    await bus.transaction((tx) => bus.record(tx, [eventOf(order, 3), eventOf(order, 2)]));
    await expect.poll(() => sent).toEqual([2, 3]);

    // A redelivery (same version) and a late retry (older version) change nothing.
    await bus.transaction((tx) => bus.record(tx, [eventOf(order, 3), eventOf(order, 1)]));
    await expect
      .poll(async () => (await jobs(queueOf('test_realtime'))).every((j) => j.state === 'completed'))
      .toBe(true);
    expect(sent).toEqual([2, 3]);
  });

  it('an immediate subscriber handles the events at commit; the queue delivery that follows sends nothing again', async () => {
    const sent: number[] = [];
    const hub = { publish: (_unit: string, m: { order?: TOrder }) => void sent.push(m.order!.version) };
    const bus = await busWith({ ...realtimeSubscriber(hub), name: 'test_immediate' });
    const order = await createOrder(ctx, 'caixa');
    const event = eventOf(order, 7);
    await bus.transaction((tx) => bus.record(tx, [event]));
    expect(sent).toEqual([7]);
    await expect
      .poll(async () => (await jobs(queueOf('test_immediate')))[0]?.state, { timeout: 15_000 })
      .toBe('completed');
    expect(sent).toEqual([7]);
  });

  it('a new order without payments or production is one statement: its queue copy holds no order, loaded at delivery', async () => {
    const queue = queueOf('realtime');
    const copyOf = async (orderId: number) => (await jobs(queue)).find((j) => j.data.orderId === orderId)?.data;
    // Through the API: the counter order's copy is the event without its order.
    const direct = await createOrder(ctx, 'caixa', { tipo: 'BALCAO' });
    expect(await copyOf(direct.id)).toMatchObject({ kind: 'order.created', version: 1 });
    expect((await copyOf(direct.id))!.order).toBeUndefined();
    // The copy is written from an event built by hand (createOrderDirect): it is the one event the general rule
    // (orderChangeEvents) makes for such an order, but for the order it leaves out.
    const { order: _order, ...rule } = orderChangeEvents(
      { unidadeId: 1, unidadeUuid: (await copyOf(direct.id))!.unidadeUuid },
      direct,
      undefined,
      { itemsReleased: false, kdsUnchanged: true },
    ).find(() => true)!;
    expect(
      orderChangeEvents({ unidadeId: 1, unidadeUuid: 'u' }, direct, undefined, { kdsUnchanged: true }),
    ).toHaveLength(1);
    expect({ ...(await copyOf(direct.id))!, occurredAt: rule.occurredAt }).toEqual(rule);
    // With an Idempotency-Key the save is a transaction, and its copy carries the order.
    const keyed = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/pedidoIntegracao',
      headers: { ...(await ctx.auth('caixa')), 'idempotency-key': 'one-statement-test-1' },
      payload: makeOrderInput(),
    });
    expect(keyed.statusCode).toBe(200);
    expect((await copyOf(keyed.json<TOrder>().id))!.order).toMatchObject({ id: keyed.json<TOrder>().id });

    // A worker hands the subscriber the event with the order as committed (id and version from the statement).
    const seen: OrderEvent[] = [];
    const bus = await busWith({
      name: 'test_one_statement',
      kinds: ['order.created'],
      handle: (e) => void seen.push(e),
    });
    const { row } = (await findOrder(ctx.database.db, 1, direct.id))!;
    const { id: _id, version: _version, createdAt: _c, updatedAt: _u, ...values } = row;
    const event = {
      kind: 'order.created' as const,
      orderId: 0,
      version: 0,
      unidadeId: 1,
      unidadeUuid: 'u',
      occurredAt: '',
    };
    const written = await insertOrderWithLog(
      ctx.database.db,
      { ...values, sequencial: 4321 },
      { unidadeId: 1, username: 'caixa', lines: ['Pedido criado.'] },
      await bus.jobsInsert([event]),
    );
    await expect.poll(() => seen.length, { timeout: 15_000 }).toBe(1);
    expect(seen[0]).toMatchObject({
      orderId: written.row.id,
      version: 1,
      order: { id: written.row.id, sequencial: 4321 },
    });
  });

  it("runs pg-boss's maintenance (expiry, archive) on the app's database", async () => {
    const bus = await busWith();
    await expect(bus.boss.maintain()).resolves.toBeDefined();
    await expect(ctx.database.db.transaction(async () => 'ok')).resolves.toBe('ok');
  });
});
