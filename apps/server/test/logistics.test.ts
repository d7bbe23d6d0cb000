import type { TLogisticsAvailability, TLogisticsIntegration, TLogisticsTracking, TOrder } from '@brasa/contracts';
import { LOGISTICS_PATHS } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integracao, unidade } from '../src/db/schema';
import { LOGISTICS_SANDBOX_CREDENTIALS } from '../src/providers/logistics';
import { sharedSandboxServer } from '../src/sandbox';
import { createTestContext, type TestContext } from './helpers';
import { createOrder } from './order-factory';

// The sandbox driver moves only when a test says so (POST /sandbox/entregas/{id}/avancar).
process.env.BRASA_LOGISTICS_SANDBOX_DELAY_MS = '600000';

let ctx: TestContext;
let sandboxUrl: string;
let ifoodId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  sandboxUrl = (await sharedSandboxServer()).url;
  const list = (await call('caixa', 'GET', LOGISTICS_PATHS.list)).json<TLogisticsIntegration[]>();
  ifoodId = list.find((i) => i.tipoImportacao === 'ID')!.id;
}, 60_000);
afterAll(() => ctx.close());

const call = (as: string, method: 'GET' | 'POST' | 'PUT', url: string, opts: { key?: string; payload?: object } = {}) =>
  ctx.auth(as).then((headers) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...headers, ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
      ...(opts.payload === undefined ? {} : { payload: opts.payload }),
    }),
  );

const deliveryOrder = (as = 'caixa', name = 'CLIENTE LOGISTICA') =>
  createOrder(ctx, as, {
    tipo: 'DELIVERY',
    iFoodOrder: {
      customer: { name, phone: '11900000000' },
      deliveryMethod: { mode: 'DELIVERY' },
      items: [{ name: 'X-Burger', quantity: 2, price: 24.9 }],
      payments: [],
    },
  });

type SandboxDeliveries = {
  criacoes: number;
  entregas: { id: string; referencia: string; status: string; pedido: Record<string, unknown> }[];
};
const sandbox = async (prefix: string, path: string, body?: object): Promise<SandboxDeliveries> =>
  (
    await fetch(`${sandboxUrl}${prefix}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })
  ).json() as Promise<SandboxDeliveries>;
const ifoodSandbox = (path: string, body?: object) => sandbox('/sandbox/ifood-entregas', path, body);
const platformSandbox = (path: string, body?: object) => sandbox('/sandbox/entregadores', path, body);

const fetchOrder = async (id: number) => (await call('caixa', 'GET', `/api-v2/pedidoIntegracao/${id}`)).json<TOrder>();

describe('integracaoLogistica/list and availability', () => {
  it("lists the demo unit's courier integration and none for another unit", async () => {
    const own = (await call('caixa', 'GET', LOGISTICS_PATHS.list)).json<TLogisticsIntegration[]>();
    expect(own).toEqual([expect.objectContaining({ id: ifoodId, tipoImportacao: 'ID' })]);
    const other = await call('caixa_filial', 'GET', LOGISTICS_PATHS.list);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
  });

  it('answers the quote and payment methods from the sandbox over HTTP', async () => {
    const order = await deliveryOrder();
    const res = await call('caixa', 'GET', LOGISTICS_PATHS.availability(order.id, ifoodId));
    expect(res.statusCode).toBe(200);
    const quote = res.json<TLogisticsAvailability>();
    expect(quote.quoteId).not.toBe('');
    expect(quote.valorCotacao).toBeGreaterThan(0);
    expect(quote.cliente).toBe('CLIENTE LOGISTICA');
    expect(quote.paymentMethods).toContainEqual({ method: 'CREDIT', brand: 'VISA' });
  });

  it('refuses a counter order: only delivery orders go to logistics', async () => {
    const counter = await createOrder(ctx, 'caixa');
    const res = await call('caixa', 'GET', LOGISTICS_PATHS.availability(counter.id, ifoodId));
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.LOGISTICS_ONLY_DELIVERY);
  });
});

describe('send, second send, undo', () => {
  it('sends once although the same Idempotency-Key comes twice, then refuses a second send while ENVIADO', async () => {
    const order = await deliveryOrder();
    const before = (await ifoodSandbox('/sandbox/entregas')).criacoes;
    const key = `log-${order.id}-a`;
    const url = `${LOGISTICS_PATHS.send(order.id, ifoodId)}?naoConfirmarEntrega=true&tipoCartao=CREDIT&bandeiraCartao=VISA`;
    const first = await call('caixa', 'POST', url, { key });
    expect(first.statusCode).toBe(200);
    const sent = first.json<TOrder>();
    expect(sent.statusLogistica).toBe('ENVIADO');
    expect(sent.idConfiguracaoIntegracaoLogistica).toBe(ifoodId);
    expect(sent.jsonRetornoLogistica?.trackingUrl).toMatch(/^https:\/\//);
    expect(sent.logs).toContain('Pedido enviado para a logística');

    const retry = await call('caixa', 'POST', url, { key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<TOrder>()).toMatchObject({ id: order.id, version: sent.version });
    const after = await ifoodSandbox('/sandbox/entregas');
    expect(after.criacoes).toBe(before + 1);
    const created = after.entregas.find((e) => e.id === sent.jsonRetornoLogistica?.id)!;
    expect(created.pedido).toMatchObject({ delivery: { deliveryConfirmation: false } });

    const second = await call('caixa', 'POST', LOGISTICS_PATHS.send(order.id, ifoodId), { key: `log-${order.id}-b` });
    expect(second.statusCode).toBe(422);
    expect(second.json().errorMessage).toBe(MSG.LOGISTICS_ALREADY_SENT);
    expect((await ifoodSandbox('/sandbox/entregas')).criacoes).toBe(before + 1);
    expect((await fetchOrder(order.id)).version).toBe(sent.version);
  });

  it('answers two concurrent sends with the same key with one delivery and the same order', async () => {
    const order = await deliveryOrder();
    const before = (await ifoodSandbox('/sandbox/entregas')).criacoes;
    const key = `log-${order.id}-concurrent`;
    const url = LOGISTICS_PATHS.send(order.id, ifoodId);
    const [a, b] = await Promise.all([call('caixa', 'POST', url, { key }), call('caixa', 'POST', url, { key })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<TOrder>().jsonRetornoLogistica?.id).toBe(b.json<TOrder>().jsonRetornoLogistica?.id);
    expect((await ifoodSandbox('/sandbox/entregas')).criacoes).toBe(before + 1);
    const stored = await fetchOrder(order.id);
    expect(stored.statusLogistica).toBe('ENVIADO');
    expect(stored.logs.split('Pedido enviado para a logística').length - 1).toBe(1);
  });

  it('refuses the same key on another order', async () => {
    const a = await deliveryOrder();
    const b = await deliveryOrder();
    const key = `log-shared-${a.id}`;
    expect((await call('caixa', 'POST', LOGISTICS_PATHS.send(a.id, ifoodId), { key })).statusCode).toBe(200);
    const reused = await call('caixa', 'POST', LOGISTICS_PATHS.send(b.id, ifoodId), { key });
    expect(reused.statusCode).toBe(409);
    expect((await fetchOrder(b.id)).statusLogistica).toBeNull();
  });

  it('tracks the driver, undoes (the sandbox delivery is cancelled) and sends again as a new delivery', async () => {
    const order = await deliveryOrder();
    const sent = (
      await call('caixa', 'POST', LOGISTICS_PATHS.send(order.id, ifoodId), { key: `log-${order.id}-1` })
    ).json<TOrder>();
    const deliveryId = String(sent.jsonRetornoLogistica?.id);
    await ifoodSandbox(`/sandbox/entregas/${deliveryId}/avancar`, {});
    const track = (await call('caixa', 'GET', LOGISTICS_PATHS.tracking(order.id))).json<TLogisticsTracking>();
    expect(track.status).toBe('ASSIGNED');
    expect(track.entregador?.nome).toBeTruthy();

    const undone = await call('caixa', 'POST', LOGISTICS_PATHS.undo(order.id, ifoodId));
    expect(undone.statusCode).toBe(200);
    expect(undone.json<TOrder>()).toMatchObject({ statusLogistica: null, idConfiguracaoIntegracaoLogistica: null });
    expect(undone.json<TOrder>().logs).toContain('desfeita');
    const cancelled = (await ifoodSandbox('/sandbox/entregas')).entregas.find((e) => e.id === deliveryId)!;
    expect(cancelled.status).toBe('CANCELLED');

    const again = await call('caixa', 'POST', LOGISTICS_PATHS.send(order.id, ifoodId), { key: `log-${order.id}-2` });
    expect(again.statusCode).toBe(200);
    expect(again.json<TOrder>().jsonRetornoLogistica?.id).not.toBe(deliveryId);

    const undoWrong = await call('caixa', 'POST', LOGISTICS_PATHS.undo(order.id, ifoodId + 999));
    expect(undoWrong.statusCode).toBe(422);
  });

  it('answers a provider outage in pt-BR, leaves the order unsent and lets the same key retry', async () => {
    const order = await deliveryOrder();
    await ifoodSandbox('/sandbox/falhar', { vezes: 1, status: 503 });
    const key = `log-${order.id}-outage`;
    const failed = await call('caixa', 'POST', LOGISTICS_PATHS.send(order.id, ifoodId), { key });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().errorMessage).toMatch(/^Não foi possível enviar seu pedido\. /);
    expect((await fetchOrder(order.id)).statusLogistica).toBeNull();
    const retry = await call('caixa', 'POST', LOGISTICS_PATHS.send(order.id, ifoodId), { key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<TOrder>().statusLogistica).toBe('ENVIADO');
  });
});

describe('role and unit scoping', () => {
  it("refuses another unit's order id and a role without delivery", async () => {
    const order = await deliveryOrder();
    const other = await call('caixa_filial', 'POST', LOGISTICS_PATHS.send(order.id, ifoodId), { key: `x-${order.id}` });
    expect(other.statusCode).toBe(404);
    const otherQuote = await call('caixa_filial', 'GET', LOGISTICS_PATHS.availability(order.id, ifoodId));
    expect(otherQuote.statusCode).toBe(404);
    const waiter = await call('garcom', 'POST', LOGISTICS_PATHS.send(order.id, ifoodId));
    expect(waiter.statusCode).toBe(403);
    expect((await fetchOrder(order.id)).statusLogistica).toBeNull();
  });
});

describe('automatic send (PUT enviarFoodyDelivery)', () => {
  it('refuses without exactly one delivery-provider integration, then sends to the single FD one', async () => {
    const order = await deliveryOrder();
    const none = await call('caixa', 'PUT', LOGISTICS_PATHS.enviarFoodyDelivery, { payload: { id: order.id } });
    expect(none.statusCode).toBe(422);
    expect(none.json().errorMessage).toBe(MSG.LOGISTICS_NO_DELIVERY_PROVIDER);

    const [matriz] = await ctx.database.db.select().from(unidade).where(eq(unidade.nome, 'Matriz'));
    const [fd] = await ctx.database.db
      .insert(integracao)
      .values({
        unidadeId: matriz!.id,
        tipo: 'FD',
        descricao: 'Entregas FD (teste)',
        segredos: { apiKey: LOGISTICS_SANDBOX_CREDENTIALS.apiKey },
      })
      .returning();
    try {
      const before = (await platformSandbox('/sandbox/entregas')).criacoes;
      const sent = await call('caixa', 'PUT', LOGISTICS_PATHS.enviarFoodyDelivery, {
        payload: { ...order, id: order.id },
        key: `fd-${order.id}`,
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json<TOrder>()).toMatchObject({
        statusLogistica: 'ENVIADO',
        idConfiguracaoIntegracaoLogistica: fd!.id,
      });
      expect((await platformSandbox('/sandbox/entregas')).criacoes).toBe(before + 1);

      // A second FD integration: no automatic send any more (the choice dialog's case).
      const [fd2] = await ctx.database.db
        .insert(integracao)
        .values({ unidadeId: matriz!.id, tipo: 'FD', descricao: 'Outra FD', segredos: { apiKey: 'x' } })
        .returning();
      const another = await deliveryOrder();
      const two = await call('caixa', 'PUT', LOGISTICS_PATHS.enviarFoodyDelivery, { payload: { id: another.id } });
      expect(two.statusCode).toBe(422);
      await ctx.database.db.delete(integracao).where(eq(integracao.id, fd2!.id));
    } finally {
      await ctx.database.db
        .update(integracao)
        .set({ ativo: false })
        .where(and(eq(integracao.id, fd!.id)));
    }
  });

  it('sends the KA courier return option to the platform', async () => {
    const [matriz] = await ctx.database.db.select().from(unidade).where(eq(unidade.nome, 'Matriz'));
    const [ka] = await ctx.database.db
      .insert(integracao)
      .values({
        unidadeId: matriz!.id,
        tipo: 'KA',
        descricao: 'Plataforma KA (teste)',
        segredos: { apiKey: LOGISTICS_SANDBOX_CREDENTIALS.apiKey },
      })
      .returning();
    try {
      const order = await deliveryOrder();
      const res = await call('caixa', 'POST', `${LOGISTICS_PATHS.send(order.id, ka!.id)}?retornoEntregador=true`, {
        key: `ka-${order.id}`,
      });
      expect(res.statusCode).toBe(200);
      const id = String(res.json<TOrder>().jsonRetornoLogistica?.id);
      const created = (await platformSandbox('/sandbox/entregas')).entregas.find((e) => e.id === id)!;
      expect(created.pedido).toMatchObject({ returnToOrigin: true });
    } finally {
      await ctx.database.db.update(integracao).set({ ativo: false }).where(eq(integracao.id, ka!.id));
    }
  });
});
