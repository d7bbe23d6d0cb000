import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { impressao, integracao, itemKds, marketplacePedido, pedidoIntegracao } from '../src/db/schema';
import { pollIntegrationOnce } from '../src/modules/marketplace/import-service';
import { listMarketplaceIntegrations } from '../src/modules/marketplace/integrations';
import { createIfoodClient, MARKETPLACE_SANDBOX_PREFIX } from '../src/providers/marketplace';
import { sharedSandboxServer } from '../src/sandbox';
import { createTestContext, testAppConfig, type TestContext } from './helpers';
import { createOrder, setParameter } from './order-factory';

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  base = `${(await sharedSandboxServer()).url}${MARKETPLACE_SANDBOX_PREFIX}`;
});
afterAll(() => ctx.close());

async function sandbox<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

interface SandboxView {
  status: string;
  cancellationCode: string | null;
  actions: { action: string; cancellationCode?: string }[];
  events: { id: string; code: string; acknowledged: boolean }[];
}

/** The fields of our stored body these tests read. */
interface MappedBody {
  id: string;
  shortReference: string;
  levarTrocoPara: number;
  scheduled: boolean;
  pickupCode: string;
  benefits: { sponsorshipValues: Record<string, number> }[];
  items: { subItems: { name: string }[] }[];
  deliveryAddress: { coordinates: { latitude: number } };
  customer: { taxPayerIdentificationNumber: string };
}

const placeOrder = (body: Record<string, unknown> = {}) =>
  sandbox<{ id: string; displayId: string; eventId: string }>('POST', '/orders', body);
const sandboxOrder = (id: string) => sandbox<SandboxView>('GET', `/orders/${id}`);

async function demoIntegration() {
  const [integration] = await listMarketplaceIntegrations(ctx.app);
  return integration!;
}

/** Our orders for a marketplace order id (must be one). */
async function ourOrders(marketplaceId: string) {
  return ctx.database.db
    .select({ id: pedidoIntegracao.id, situacao: pedidoIntegracao.situacao, body: pedidoIntegracao.body })
    .from(marketplacePedido)
    .innerJoin(pedidoIntegracao, eq(pedidoIntegracao.id, marketplacePedido.pedidoId))
    .where(eq(marketplacePedido.pedidoMarketplaceId, marketplaceId));
}

async function importOne(body: Record<string, unknown> = {}) {
  const placed = await placeOrder(body);
  await ctx.app.marketplacePoller.pollAll();
  const [order] = await ourOrders(placed.id);
  expect(order).toBeDefined();
  return { placed, order: order! };
}

const post = async (url: string) => ctx.app.inject({ method: 'POST', url, headers: await ctx.auth('caixa') });
const get = async (url: string) => ctx.app.inject({ method: 'GET', url, headers: await ctx.auth('caixa') });

describe('marketplace polling and import', () => {
  it('an order whose events come three times and out of order arrives once, with the newest status', async () => {
    await sandbox('POST', '/settings', { duplicates: 3, shuffle: true });
    const placed = await placeOrder({ paymentMethod: 'CASH', changeFor: 100, benefitSponsor: 'MERCHANT' });
    // Confirmed at the marketplace before we polled: PLC and CFM come together, each three times, shuffled.
    const integration = await demoIntegration();
    await createIfoodClient(base, { clientId: 'other-app', clientSecret: 's' }).orderAction(placed.id, 'confirm');
    const first = await pollIntegrationOnce(ctx.app, integration);
    expect(first.received).toBe(2);
    expect(first.imported).toHaveLength(1);
    // Delivered again (redelivery of an event already stored): nothing new.
    await sandbox('POST', `/events/${placed.eventId}/redeliver`);
    const again = await pollIntegrationOnce(ctx.app, integration);
    expect(again.received).toBe(1);
    expect(again.stored).toBe(0);
    expect(again.acknowledged).toBe(1);
    const orders = await ourOrders(placed.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.situacao).toBe('CONFIRMADO');
    const body = orders[0]!.body as MappedBody;
    expect(body.id).toBe(placed.id);
    expect(body.shortReference).toBe(placed.displayId);
    expect(body.levarTrocoPara).toBe(100);
    expect(body.benefits[0]!.sponsorshipValues).toEqual({ MERCHANT: 10 });
    expect(body.items[0]!.subItems[0]!.name).toBe('Bacon extra');
    expect(body.deliveryAddress.coordinates.latitude).toBeCloseTo(-23.561414);
    expect(body.customer.taxPayerIdentificationNumber).toBe('12345678909');
    expect(body.pickupCode).toMatch(/^\d{4}$/);
    const view = await sandboxOrder(placed.id);
    expect(view.events.every((e) => e.acknowledged)).toBe(true);
    await sandbox('POST', '/settings', { duplicates: 2, shuffle: true });
  });

  it('acknowledges nothing when the store transaction fails, and imports once on the next cycle', async () => {
    const placed = await placeOrder({ orderType: 'TAKEOUT', scheduled: true });
    const integration = await demoIntegration();
    await expect(
      pollIntegrationOnce(ctx.app, integration, {
        beforeCommit: () => {
          throw new Error('crash before commit');
        },
      }),
    ).rejects.toThrow('crash before commit');
    expect(await ourOrders(placed.id)).toHaveLength(0);
    expect((await sandboxOrder(placed.id)).events.every((e) => !e.acknowledged)).toBe(true);
    await ctx.app.marketplacePoller.pollAll();
    const orders = await ourOrders(placed.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.situacao).toBe('PENDENTE');
    expect((orders[0]!.body as MappedBody).scheduled).toBe(true);
    expect((await sandboxOrder(placed.id)).events.every((e) => e.acknowledged)).toBe(true);
  });

  it('a scheduled iFood order is AGENDADO: in the scheduled list, and its confirmation sends nothing to the kitchen before its preparation start', async () => {
    const { order } = await importOne({ orderType: 'DELIVERY', scheduled: true });
    const [row] = await ctx.database.db
      .select({ pedidoAgendado: pedidoIntegracao.pedidoAgendado })
      .from(pedidoIntegracao)
      .where(eq(pedidoIntegracao.id, order.id));
    expect(row!.pedidoAgendado).toBe('AGENDADO');
    const start = (order.body as { schedule?: { deliveryDateTimeStart?: string } }).schedule!.deliveryDateTimeStart!;
    const day = start.slice(0, 10);
    const listed = await get(`/api-v2/pedidoIntegracao/listAllPedidosAgendados?dtInicio=${day}&dtFinal=${day}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ id: number }[]>().map((o) => o.id)).toContain(order.id);
    // Two hours ahead (the sandbox's schedule), an hour of preparation: confirming it holds its items.
    const confirmed = await post(`/api-v2/pedidoIntegracao/situacao/${order.id}/CONFIRMADO`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const kitchen = await ctx.database.db.select().from(itemKds).where(eq(itemKds.pedidoId, order.id));
    expect(kitchen).toEqual([]);
    const prints = await ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, order.id));
    expect(prints.filter((p) => p.origem !== 'CONFIRMACAO')).toEqual([]);
  });

  it('lists the new marketplace order in poolingIntegracoes', async () => {
    const { order } = await importOne();
    const res = await post('/api-v2/pedidoIntegracao/poolingIntegracoes');
    expect(res.statusCode).toBe(200);
    const ids = res
      .json<{ pedidoIntegracao?: { id: number; tipoImportacao: string } }[]>()
      .map((r) => r.pedidoIntegracao?.id);
    expect(ids).toContain(order.id);
  });

  it('a sandbox outage (5xx for a minute) loses nothing and recovers', async () => {
    const placed = await placeOrder();
    await sandbox('POST', '/faults', { mode: '5xx', durationMs: 60_000 });
    await ctx.app.marketplacePoller.pollAll();
    await ctx.app.marketplacePoller.pollAll();
    expect(await ourOrders(placed.id)).toHaveLength(0);
    // A minute later at the marketplace.
    await sandbox('POST', '/clock', { advanceMs: 61_000 });
    await ctx.app.marketplacePoller.pollAll();
    expect(await ourOrders(placed.id)).toHaveLength(1);
  });
});

describe('our status changes reach the marketplace', () => {
  it('a confirm reaches the sandbox (and preparation starts)', async () => {
    const { placed, order } = await importOne();
    const res = await post(`/api-v2/pedidoIntegracao/situacao/${order.id}/CONFIRMADO`);
    expect(res.statusCode).toBe(200);
    expect(res.json().situacao).toBe('CONFIRMADO');
    const view = await sandboxOrder(placed.id);
    expect(view.status).toBe('CONFIRMED');
    expect(view.actions.map((a) => a.action)).toEqual(['confirm', 'startPreparation']);
    // The CFM event that follows does not move or duplicate anything.
    await ctx.app.marketplacePoller.pollAll();
    expect(await ourOrders(placed.id)).toHaveLength(1);
  });

  it('a refusal leaves our status unchanged; the customer cancellation then arrives', async () => {
    const { placed, order } = await importOne();
    await sandbox('POST', `/orders/${placed.id}/cancel`);
    const res = await post(`/api-v2/pedidoIntegracao/situacao/${order.id}/CONFIRMADO`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toMatch(/^O iFood recusou a alteração: /);
    expect((await ourOrders(placed.id))[0]!.situacao).toBe('PENDENTE');
    const refreshed = await get(`/api-v2/pedidoIntegracao/atualizarPedido/${order.id}`);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().situacao).toBe('CANCELADO');
  });

  it('a cancel carries a code from the reasons list; without one it is refused', async () => {
    const { placed, order } = await importOne();
    const reasons = await get(`/api-v2/pedidoIntegracao/getCancellationReasons/${order.id}`);
    expect(reasons.statusCode).toBe(200);
    const list = JSON.parse(reasons.json().message) as { description: string; cancelCodeId: string }[];
    const chosen = list.find((r) => r.description === 'ITEM INDISPONÍVEL')!;
    expect(chosen).toBeDefined();
    const without = await post(`/api-v2/pedidoIntegracao/situacao/${order.id}/CANCELADO?motivoCancelamento=Acabou`);
    expect(without.statusCode).toBe(422);
    expect(without.json().errorMessage).toBe('Selecione o motivo de cancelamento do iFood.');
    const res = await post(
      `/api-v2/pedidoIntegracao/situacao/${order.id}/CANCELADO?motivoCancelamento=Acabou&cancellationCode=${chosen.cancelCodeId}`,
    );
    expect(res.statusCode).toBe(200);
    // A request: iFood's CANCELLED event cancels ours (marketplace-cancel.test.ts covers the rest).
    expect(res.json().situacao).toBe('PENDENTE');
    const view = await sandboxOrder(placed.id);
    expect(view.status).toBe('CANCELLED');
    expect(view.cancellationCode).toBe(chosen.cancelCodeId);
    await ctx.app.marketplacePoller.pollAll();
    expect((await ourOrders(placed.id))[0]!.situacao).toBe('CANCELADO');
  });

  it('an order of our own channels asks no reasons', async () => {
    const own = await createOrder(ctx);
    const res = await get(`/api-v2/pedidoIntegracao/getCancellationReasons/${own.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('Este pedido não é de um marketplace.');
  });

  it('CONFIRMAR_PEDIDOS_AUTOMATICAMENTE confirms on arrival, at the marketplace too', async () => {
    await setParameter(ctx, 'despacho', 'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE', 'S');
    try {
      const { placed, order } = await importOne();
      const [now] = await ourOrders(placed.id);
      expect(now!.situacao).toBe('CONFIRMADO');
      expect(order.id).toBe(now!.id);
      expect((await sandboxOrder(placed.id)).status).toBe('CONFIRMED');
    } finally {
      await setParameter(ctx, 'despacho', 'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE', 'N');
    }
  });
});

describe('two server instances', () => {
  it('poll the same integration at once and import each order once', async () => {
    const second = ctx.databaseUrl ? await openDatabase({ databaseUrl: ctx.databaseUrl }) : ctx.database;
    const other = await buildApp({
      config: testAppConfig(),
      database: second,
      logger: false,
      sandboxUrl: (await sharedSandboxServer()).url,
      marketplace: { enabled: false },
    });
    await other.ready();
    try {
      const placed = await Promise.all(Array.from({ length: 10 }, () => placeOrder()));
      // Both through the lease (one of them polls) and both straight at the marketplace (no lease).
      const [integration] = await listMarketplaceIntegrations(ctx.app);
      const [otherIntegration] = await listMarketplaceIntegrations(other);
      await Promise.all([
        ctx.app.marketplacePoller.pollAll(),
        other.marketplacePoller.pollAll(),
        pollIntegrationOnce(ctx.app, integration!).catch(() => undefined),
        pollIntegrationOnce(other, otherIntegration!).catch(() => undefined),
      ]);
      await ctx.app.marketplacePoller.pollAll();
      for (const p of placed) expect(await ourOrders(p.id)).toHaveLength(1);
    } finally {
      await other.close();
      if (second !== ctx.database) await second.close();
    }
  });

  it('keeps the client secret on the server', async () => {
    const [row] = await ctx.database.db.select().from(integracao).where(eq(integracao.tipo, 'IF'));
    const res = await get('/api-v2/pedidoIntegracao/allIntegracoesAtivas?tipos=IF');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(String((row!.segredos as { clientSecret: string }).clientSecret));
  });
});

describe('the sandbox’s 8-minute auto-cancel', () => {
  it('cancels an order nobody confirmed, as iFood does, but leaves the demo’s own orders (keepOpen)', async () => {
    const regular = await sandbox<{ id: string }>('POST', '/orders', {});
    const demo = await sandbox<{ id: string }>('POST', '/orders', { keepOpen: true });
    await sandbox('POST', '/clock', { advanceMs: 9 * 60_000 });
    expect((await sandboxOrder(regular.id)).status).toBe('CANCELLED');
    expect((await sandboxOrder(demo.id)).status).toBe('PLACED');
  });
});
