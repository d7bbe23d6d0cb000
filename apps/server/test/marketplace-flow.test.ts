import type { TOrder } from '@brasa/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplacePedido, movimentoFinanceiro, pedidoIntegracao, pedidoIntegracaoLog } from '../src/db/schema';
import { recordPaymentMoney } from '../src/modules/payments/payment-service';
import { MARKETPLACE_SANDBOX_PREFIX } from '../src/providers/marketplace';
import { sharedSandboxServer } from '../src/sandbox';
import { couriersOf, paymentMethodId } from './courier-factory';
import { createTestContext, type TestContext } from './helpers';
import { setParameter } from './order-factory';

/** Issue 15: every path that moves an iFood order tells iFood; iFood's cancellation gives the money back. */
let ctx: TestContext;
let base: string;
let carlos: number;
const ORDERS = '/api-v2/pedidoIntegracao';

beforeAll(async () => {
  ctx = await createTestContext();
  base = `${(await sharedSandboxServer()).url}${MARKETPLACE_SANDBOX_PREFIX}`;
  ({ carlos } = await couriersOf(ctx));
  await setParameter(ctx, 'despacho', 'COLUNA_AGUARDANDO_RETIRADA_PDV', '1');
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
  actions: { action: string }[];
}
const sandboxOrder = (id: string) => sandbox<SandboxView>('GET', `/orders/${id}`);
const actionsOf = async (id: string) => (await sandboxOrder(id)).actions.map((a) => a.action);

async function ourOrder(marketplaceId: string) {
  const rows = await ctx.database.db
    .select({
      id: pedidoIntegracao.id,
      situacao: pedidoIntegracao.situacao,
      body: pedidoIntegracao.body,
      unidadeId: pedidoIntegracao.unidadeId,
    })
    .from(marketplacePedido)
    .innerJoin(pedidoIntegracao, eq(pedidoIntegracao.id, marketplacePedido.pedidoId))
    .where(eq(marketplacePedido.pedidoMarketplaceId, marketplaceId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const call = async (url: string, as = 'caixa') => ctx.app.inject({ method: 'POST', url, headers: await ctx.auth(as) });

/** An iFood order placed in the sandbox, imported and confirmed by the cashier. */
async function confirmedOrder(body: Record<string, unknown> = {}) {
  const placed = await sandbox<{ id: string }>('POST', '/orders', body);
  await ctx.app.marketplacePoller.pollAll();
  const order = await ourOrder(placed.id);
  const res = await call(`${ORDERS}/situacao/${order.id}/CONFIRMADO`);
  expect(res.statusCode).toBe(200);
  return { marketplaceId: placed.id, id: order.id };
}

describe('the dispatch paths tell iFood (associar-despacho, route planning, the courier app)', () => {
  it("'Despachar' (associar-despacho to ENVIADO) dispatches the order at iFood", async () => {
    const { marketplaceId, id } = await confirmedOrder({ orderType: 'DELIVERY' });
    const res = await call(`${ORDERS}/associar-despacho/multiple/${id}/ENVIADO?idDeliveryMan=${carlos}`, 'despacho');
    expect(res.statusCode).toBe(200);
    expect(res.json<TOrder[]>()[0]!.situacao).toBe('ENVIADO');
    expect((await sandboxOrder(marketplaceId)).status).toBe('DISPATCHED');
    expect(await actionsOf(marketplaceId)).toEqual(['confirm', 'startPreparation', 'dispatch']);
    // The DSP event that follows moves nothing.
    await ctx.app.marketplacePoller.pollAll();
    expect((await ourOrder(marketplaceId)).situacao).toBe('ENVIADO');
  });

  it('a takeout order sent through the dispatch is ready for pickup at iFood', async () => {
    const { marketplaceId, id } = await confirmedOrder({ orderType: 'TAKEOUT' });
    const res = await call(`${ORDERS}/associar-despacho/multiple/${id}/ENVIADO`, 'despacho');
    expect(res.json<TOrder[]>()[0]!.situacao).toBe('ENVIADO');
    expect((await sandboxOrder(marketplaceId)).status).toBe('READY_TO_PICKUP');
  });

  it('a planned route (AGUARDANDO_RETIRADA) is ready at iFood; the courier starting it dispatches it', async () => {
    const { marketplaceId, id } = await confirmedOrder({ orderType: 'DELIVERY' });
    const planned = await call(
      `${ORDERS}/associar-despacho/multiple/${id}/AGUARDANDO_RETIRADA?idDeliveryMan=${carlos}`,
      'despacho',
    );
    expect(planned.json<TOrder[]>()[0]!.situacao).toBe('AGUARDANDO_RETIRADA');
    expect((await sandboxOrder(marketplaceId)).status).toBe('READY_TO_PICKUP');
    // The delivery-person app (entregador_1 is MOTOBOY CARLOS) starts the route.
    const started = await call(`${ORDERS}/situacao/multiple/${id}/ENVIADO`, 'entregador_1');
    expect(started.statusCode).toBe(200);
    expect(started.json<TOrder[]>()[0]!.situacao).toBe('ENVIADO');
    expect((await sandboxOrder(marketplaceId)).status).toBe('DISPATCHED');
    expect(await actionsOf(marketplaceId)).toEqual(['confirm', 'startPreparation', 'readyToPickup', 'dispatch']);
  });

  it("iFood's refusal leaves that order as it was, with its error, and the others of the call go", async () => {
    const refusedOne = await confirmedOrder();
    const other = await confirmedOrder();
    await sandbox('POST', `/orders/${refusedOne.marketplaceId}/cancel`);
    const res = await call(`${ORDERS}/associar-despacho/multiple/${refusedOne.id},${other.id}/ENVIADO`, 'despacho');
    expect(res.statusCode).toBe(200);
    const results = res.json<({ id: number; err?: string } & Partial<TOrder>)[]>();
    expect(results.find((r) => r.id === refusedOne.id)!.err).toMatch(/^O iFood recusou a alteração: /);
    expect(results.find((r) => r.id === other.id)!.situacao).toBe('ENVIADO');
    expect((await ourOrder(refusedOne.marketplaceId)).situacao).toBe('CONFIRMADO');
    expect((await sandboxOrder(other.marketplaceId)).status).toBe('DISPATCHED');
  });
});

describe("iFood's cancellation gives the order's money back", () => {
  it('reverses each recorded payment once (ESTORNO), also when the event comes again', async () => {
    const placed = await sandbox<{ id: string; eventId: string }>('POST', '/orders', { paymentMethod: 'CASH' });
    await ctx.app.marketplacePoller.pollAll();
    const order = await ourOrder(placed.id);
    // A payment recorded on the order (as the card terminal records one at the door): an ENTRADA in its account.
    const method = await paymentMethodId(ctx, order.unidadeId, 'DIN');
    const payment = {
      id: randomUUID(),
      code: 'DIN',
      name: 'Dinheiro',
      value: 25.5,
      formaPagamento: { id: method.id },
      contaId: method.contaId,
      tipoConta: 'CASH',
    };
    const body = order.body as { payments: unknown[] };
    await ctx.database.db.transaction(async (tx) => {
      await tx
        .update(pedidoIntegracao)
        .set({ body: { ...body, payments: [...body.payments, payment] } })
        .where(eq(pedidoIntegracao.id, order.id));
      await recordPaymentMoney(tx, { unidadeId: order.unidadeId, username: 'caixa', customerId: null }, order.id, {
        added: [payment as never],
        deleted: [],
      });
    });

    await sandbox('POST', `/orders/${placed.id}/cancel`);
    await ctx.app.marketplacePoller.pollAll();
    expect((await ourOrder(placed.id)).situacao).toBe('CANCELADO');
    const moves = async () =>
      (await ctx.database.db.select().from(movimentoFinanceiro).where(eq(movimentoFinanceiro.pedidoId, order.id)))
        .map((m) => [m.tipo, m.valorCents])
        .sort();
    expect(await moves()).toEqual([
      ['ENTRADA', 2550],
      ['ESTORNO', -2550],
    ]);
    const logs = await ctx.database.db
      .select({ texto: pedidoIntegracaoLog.texto })
      .from(pedidoIntegracaoLog)
      .where(eq(pedidoIntegracaoLog.pedidoId, order.id));
    expect(logs.map((l) => l.texto)).toContainEqual(expect.stringMatching(/^Pagamentos estornados \(R\$ 25,50\)/));

    // Every event of the order delivered again: nothing reversed twice.
    const view = await sandbox<{ events: { id: string }[] }>('GET', `/orders/${placed.id}`);
    for (const e of view.events) await sandbox('POST', `/events/${e.id}/redeliver`);
    await ctx.app.marketplacePoller.pollAll();
    expect(await moves()).toEqual([
      ['ENTRADA', 2550],
      ['ESTORNO', -2550],
    ]);
  });
});

describe('importing a marketplace order (doc 2 §4.4, §5.7)', () => {
  interface Prepared extends TOrder {
    avisosImportacao?: string[];
  }
  const lines = (o: TOrder) => ({
    items: o.iFoodOrder.items.map((i) => [i.name, i.price]),
    payments: o.iFoodOrder.payments.map((p) => [p.name, p.value]),
  });
  const prepare = async (id: number) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `${ORDERS}/prepararIntegracao/${id}`,
        headers: await ctx.auth('caixa'),
      })
    ).json<Prepared>();
  const finalize = async (id: number, version: number, choice?: 'S' | 'N') =>
    ctx.app.inject({
      method: 'POST',
      url: `${ORDERS}/finalizarIntegracao/`,
      headers: await ctx.auth('caixa'),
      payload: { id, version, ...(choice ? { iFoodOrder: { incluirTaxaEntregaImportacaoSelecionado: choice } } : {}) },
    });
  async function imported(body: Record<string, unknown>) {
    const placed = await sandbox<{ id: string }>('POST', '/orders', body);
    await ctx.app.marketplacePoller.pollAll();
    const order = await ourOrder(placed.id);
    const row = await ctx.app.inject({
      method: 'GET',
      url: `${ORDERS}/${order.id}`,
      headers: await ctx.auth('caixa'),
    });
    return row.json<TOrder>();
  }

  it("an iFood-sponsored discount: the order is paid, the import adds 'Desconto iFood' and the delivery-fee item", async () => {
    const order = await imported({ benefitSponsor: 'IFOOD' });
    // R$ 64,30 of items + R$ 7,99 delivery; the customer paid R$ 62,29, iFood pays the R$ 10,00 coupon.
    expect(order.pago).toBe(true);
    const prepared = await prepare(order.id);
    expect(prepared.avisosImportacao).toEqual([]);
    expect(lines(prepared).payments).toEqual([
      ['CREDIT VISA', 62.29],
      ['Desconto iFood', 10],
    ]);
    expect(lines(prepared).items.slice(-1)).toEqual([['Taxa de entrega', 7.99]]);
    expect(prepared.iFoodOrder.incluirTaxaEntregaImportacaoSelecionado).toBe('S');
    // Nothing written by the preparation.
    const res = await finalize(order.id, order.version, 'S');
    expect(res.statusCode).toBe(200);
    const saved = res.json<TOrder>();
    expect(saved.dataImportacao).toBeTruthy();
    expect(lines(saved)).toEqual(lines(prepared));
    expect(saved.logs).toContain('Adicionados na importação: Taxa de entrega (R$ 7,99), Desconto iFood (R$ 10,00)');
  });

  it('a store-sponsored discount adds no payment; choosing N leaves the fee out of the sale lines', async () => {
    const order = await imported({ benefitSponsor: 'MERCHANT' });
    expect(order.pago).toBe(true);
    const res = await finalize(order.id, order.version, 'N');
    expect(res.statusCode).toBe(200);
    const saved = res.json<TOrder>();
    expect(lines(saved).payments).toEqual([['CREDIT VISA', 62.29]]);
    expect(saved.iFoodOrder.items.map((i) => i.name)).not.toContain('Taxa de entrega');
    expect(saved.iFoodOrder.deliveryFee).toBe(7.99);
    expect(saved.logs).toContain('Taxa de entrega não incluída');
  });

  it("iFood's additional fee becomes an item; iFood delivering brings the reminder and N first", async () => {
    const amount = 64.29;
    const order = await imported({
      benefitSponsor: 'IFOOD',
      order: {
        total: { additionalFees: 2, orderAmount: amount },
        delivery: { deliveredBy: 'IFOOD' },
        payments: {
          prepaid: amount,
          pending: 0,
          methods: [{ value: amount, currency: 'BRL', method: 'PIX', type: 'ONLINE', prepaid: true }],
        },
      },
    });
    expect(order.pago).toBe(true);
    const prepared = await prepare(order.id);
    expect(prepared.avisosImportacao).toEqual([
      'A entrega deste pedido é feita pelo marketplace: confira se a taxa de entrega deve ser incluída.',
    ]);
    expect(prepared.iFoodOrder.incluirTaxaEntregaImportacaoSelecionado).toBe('N');
    expect(lines(prepared).items.slice(-1)).toEqual([['Taxa adicional do marketplace', 2]]);
    const res = await finalize(order.id, order.version);
    expect(res.statusCode).toBe(200);
  });

  it('payments short of the total: the dialog shows the difference and the import is refused', async () => {
    const order = await imported({
      benefitSponsor: 'IFOOD',
      order: {
        payments: { methods: [{ value: 60, currency: 'BRL', method: 'PIX', type: 'ONLINE', prepaid: true }] },
      },
    });
    const prepared = await prepare(order.id);
    expect(prepared.avisosImportacao).toContain(
      'Existe uma diferenca de R$ 2,29 entre o valor do pagamento e o valor total do pedido',
    );
    // Unpaid: not imported (doc 2 §4.4), and the order stays as it was.
    const res = await finalize(order.id, order.version);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe('Realize o pagamento do pedido antes de importar');
    const after = await ctx.app.inject({
      method: 'GET',
      url: `${ORDERS}/${order.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(after.json<TOrder>().dataImportacao).toBeNull();
    expect(lines(after.json<TOrder>()).payments).toEqual([['PIX', 60]]);
  });
});
