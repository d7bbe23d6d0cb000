import { MSG } from '@brasa/domain';
import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressao, itemKds, produto } from '../src/db/schema';
import { EVENTS_SCHEMA, queueOf } from '../src/events/bus';
import { createTestContext, type TestContext } from './helpers';
import { paymentOf, setParameter } from './order-factory';

/**
 * Items going to production (doc 1 §4 "Notification", doc 2 §4.2, doc 3 §4.1): the demo routes kitchen products to
 * the KDS and the COZINHA printer (AMBOS) and drinks to the BAR printer only (LOCAL_NOTIFICACAO_ITEM_POR_LOCAL).
 */
let ctx: TestContext;
let kitchen: { id: number; descricao: string; tipo: string };
let bar: { id: number; descricao: string; tipo: string };
let notNotified: { id: number; descricao: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const unidadeId = (await ctx.session('caixa')).unidade.id;
  const product = async (descricao: string) => {
    const [row] = await ctx.database.db
      .select({ id: produto.id, descricao: produto.descricao, tipo: produto.tipoNotificacao })
      .from(produto)
      .where(and(eq(produto.unidadeId, unidadeId), eq(produto.descricao, descricao)));
    return row!;
  };
  kitchen = await product('X-Burger');
  bar = await product('Cerveja long neck');
  expect([kitchen, bar].map((p) => p.tipo)).toEqual(['COZINHA', 'BAR']);
  const [nn] = await ctx.database.db
    .select({ id: produto.id, descricao: produto.descricao })
    .from(produto)
    .where(and(eq(produto.unidadeId, unidadeId), eq(produto.tipoNotificacao, 'NN')))
    .limit(1);
  notNotified = nn!;
});
afterAll(() => ctx.close());

const line = (p: { id: number; descricao: string }, quantity = 1, extra: Record<string, unknown> = {}) => ({
  externalCode: String(p.id),
  name: p.descricao,
  quantity,
  price: 10,
  ...extra,
});

let table = 0;
function tableOrder(items: ReturnType<typeof line>[]): TOrderSaveRequest {
  table = (table % 12) + 1;
  return {
    tipo: 'MESA',
    identificadorPrincipal: String(table),
    iFoodOrder: { items, payments: [], deliveryMethod: { mode: 'INDOOR' } },
  } as TOrderSaveRequest;
}

async function save(input: TOrderSaveRequest, headers: Record<string, string> = {}, as = 'caixa') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api-v2/pedidoIntegracao',
    headers: { ...(await ctx.auth(as)), ...headers },
    payload: input,
  });
}

async function saved(input: TOrderSaveRequest) {
  const res = await save(input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TOrder>();
}

const entriesOf = (orderId: number) =>
  ctx.database.db.select().from(itemKds).where(eq(itemKds.pedidoId, orderId)).orderBy(asc(itemKds.id));
const jobsOf = (orderId: number) =>
  ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, orderId)).orderBy(asc(impressao.id));
const editOf = (order: TOrder): TOrderSaveRequest => ({ ...order, iFoodOrder: { ...order.iFoodOrder } }) as never;

describe('a table order goes to production once', () => {
  it('creates one KDS entry for the kitchen item and kitchen tickets at COZINHA and BAR', async () => {
    const order = await saved(tableOrder([line(kitchen, 2, { observations: 'Sem cebola' }), line(bar, 3)]));
    expect(order.iFoodOrder.items.map((i) => i.status)).toEqual(['NOTIFICADO', 'NOTIFICADO']);
    expect(order.statusNotificacao).toBe('NOTIFICADO');
    expect(order.logs).toContain(MSG.itensEnviadosNotificacao(2));
    const [food, drink] = order.iFoodOrder.items as (TOrder['iFoodOrder']['items'][number] & Record<string, unknown>)[];
    expect(food).toMatchObject({ localNotification: 'COZINHA', statusKds: 'PENDENTE', statusImpressao: 'PENDENTE' });
    expect(drink).toMatchObject({ localNotification: 'BAR', statusImpressao: 'PENDENTE' });
    expect(drink!.statusKds).toBeUndefined();
    expect(food!.dataNotificacao).toEqual(expect.any(String));

    const entries = await entriesOf(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      codigoReferencial: food!.referenceCode,
      localNotificacao: 'COZINHA',
      status: 'PENDENTE',
      impresso: true,
      versaoPedido: 1,
    });
    const jobs = await jobsOf(order.id);
    expect(jobs.map((j) => [j.origem, j.localImpressao, j.identificador])).toEqual([
      ['NOTIFICACAO', 'COZINHA', `PEDIDO_INTEGRACAO_ID_${order.id}`],
      ['NOTIFICACAO', 'BAR', `PEDIDO_INTEGRACAO_ID_${order.id}`],
    ]);
    expect(JSON.parse(jobs[0]!.conteudo!)).toEqual({
      tipo: 'COZINHA',
      itens: [
        {
          referenceCode: food!.referenceCode,
          name: 'X-Burger',
          quantity: 2,
          observations: 'Sem cebola',
          subItems: [],
        },
      ],
    });
    expect(JSON.parse(jobs[1]!.conteudo!).itens).toEqual([
      expect.objectContaining({ name: 'Cerveja long neck', quantity: 3 }),
    ]);
  });

  it('saving again sends only the new item; NN products are never sent', async () => {
    const order = await saved(tableOrder([line(kitchen)]));
    const again = await saved(editOf(order));
    expect(await entriesOf(order.id)).toHaveLength(1);
    expect(await jobsOf(order.id)).toHaveLength(1);
    const edit = editOf(again);
    edit.iFoodOrder.items = [...edit.iFoodOrder.items, line(kitchen, 1), line(notNotified)];
    const third = await saved(edit);
    expect(third.iFoodOrder.items.map((i) => i.status)).toEqual(['NOTIFICADO', 'NOTIFICADO', 'NAO_NOTIFICAR']);
    expect(await entriesOf(order.id)).toHaveLength(2);
    expect(await jobsOf(order.id)).toHaveLength(2);
    expect(third.logs).toContain(MSG.itensEnviadosNotificacao(1));
  });

  it('a retry with the same Idempotency-Key answers the first save and notifies nothing more', async () => {
    const input = tableOrder([line(kitchen)]);
    const key = { 'idempotency-key': `kds-retry-${table}` };
    const first = (await save(input, key)).json<TOrder>();
    const retry = await save(input, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<TOrder>().id).toBe(first.id);
    expect(await entriesOf(first.id)).toHaveLength(1);
    expect(await jobsOf(first.id)).toHaveLength(1);
  });

  it('two concurrent saves of the same version never send an item twice', async () => {
    const order = await saved(tableOrder([line(kitchen)]));
    const a = editOf(order);
    a.iFoodOrder.items = [...a.iFoodOrder.items, line(kitchen, 1, { observations: 'A' })];
    const b = editOf(order);
    b.iFoodOrder.items = [...b.iFoodOrder.items, line(kitchen, 1, { observations: 'B' })];
    const results = await Promise.all([save(a), save(b)]);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const entries = await entriesOf(order.id);
    // Each item reached the kitchen once: no referenceCode twice, and as many entries as items sent.
    const codes = entries.map((e) => e.codigoReferencial);
    expect(new Set(codes).size).toBe(codes.length);
    const stored = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api-v2/pedidoIntegracao/${order.id}`,
        headers: await ctx.auth('caixa'),
      })
    ).json<TOrder>();
    expect(codes.sort()).toEqual(stored.iFoodOrder.items.map((i) => i.referenceCode).sort());
  });
});

describe('re-send, payment and removal', () => {
  it("a re-send sends the notified items again, never NN or held ones, and logs 'Pedido notificado novamente'", async () => {
    const order = await saved(tableOrder([line(kitchen), line(notNotified)]));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/pedidoIntegracao/renotificar/${order.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(res.statusCode).toBe(200);
    const sent = res.json<TOrder>();
    expect(sent.iFoodOrder.items.map((i) => i.status)).toEqual(['NOTIFICADO', 'NAO_NOTIFICAR']);
    expect(sent.logs).toContain(MSG.ORDER_RENOTIFIED);
    expect(sent.logs).toContain(MSG.itensEnviadosNotificacao(1));
    const entries = await entriesOf(order.id);
    expect(entries.map((e) => e.versaoPedido)).toEqual([1, 2]);
    expect((await jobsOf(order.id)).map((j) => j.origem)).toEqual(['NOTIFICACAO', 'NOTIFICACAO']);
  });

  it('NOTIFICAR_PAGAMENTO holds a counter order until it is paid, then sends its items', async () => {
    await setParameter(ctx, 'caixa', 'NOTIFICAR_PAGAMENTO_PEDIDO', 'S');
    try {
      const order = await saved({
        tipo: 'BALCAO',
        iFoodOrder: { items: [line(kitchen)], payments: [], deliveryMethod: { mode: 'TAKEOUT' } },
      } as TOrderSaveRequest);
      expect(order.iFoodOrder.items[0]!.status).toBe('NOTIFICAR_PAGAMENTO');
      expect(await entriesOf(order.id)).toEqual([]);
      expect(await jobsOf(order.id)).toEqual([]);
      const pay = editOf(order);
      pay.iFoodOrder.payments = [await paymentOf(ctx, 'PX', 10)] as never;
      const paid = await saved(pay);
      expect(paid.iFoodOrder.items[0]!.status).toBe('NOTIFICADO');
      expect(await entriesOf(order.id)).toHaveLength(1);
      expect((await jobsOf(order.id)).map((j) => j.origem).sort()).toEqual(['NOTIFICACAO', 'PAGAMENTO']);
    } finally {
      await setParameter(ctx, 'caixa', 'NOTIFICAR_PAGAMENTO_PEDIDO', 'N');
    }
  });

  it('removing a notified item cancels its entry and prints a cancellation ticket where it was printed', async () => {
    const order = await saved(tableOrder([line(kitchen), line(bar)]));
    const [food, drink] = order.iFoodOrder.items;
    const edit = editOf(order) as TOrderSaveRequest & { deletedItems?: unknown[] };
    edit.deletedItems = [
      { referenceCode: food!.referenceCode, justificativaExclusao: 'Cliente desistiu' },
      { referenceCode: drink!.referenceCode, justificativaExclusao: 'Cliente desistiu' },
    ];
    // An order needs an item: keep a new NN line.
    edit.iFoodOrder.items = [line(notNotified)];
    const res = await save(edit);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entriesOf(order.id);
    expect(entry).toMatchObject({
      status: 'CANCELADO',
      justificativaCancelamento: 'Cliente desistiu',
      versaoCancelamento: 2,
    });
    const cancels = (await jobsOf(order.id)).filter((j) => j.origem === 'CANCELAMENTO');
    expect(cancels.map((j) => j.localImpressao).sort()).toEqual(['BAR', 'COZINHA']);
    const kitchenCancel = cancels.find((j) => j.localImpressao === 'COZINHA')!;
    expect(JSON.parse(kitchenCancel.conteudo!)).toEqual({
      tipo: 'CANCELAMENTO',
      itens: [expect.objectContaining({ name: 'X-Burger', motivo: 'Cliente desistiu' })],
    });
  });

  it('cancelling the order cancels its entries with the reason', async () => {
    const order = await saved(tableOrder([line(kitchen)]));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/pedidoIntegracao/situacao/${order.id}/CANCELADO?motivoCancelamento=Mesa%20foi%20embora`,
      headers: await ctx.auth('caixa'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entriesOf(order.id)).toEqual([
      expect.objectContaining({ status: 'CANCELADO', justificativaCancelamento: 'Mesa foi embora' }),
    ]);
    expect((await jobsOf(order.id)).map((j) => j.origem)).toEqual(['NOTIFICACAO', 'CANCELAMENTO']);
  });

  it('deleting the order cancels its entries with the justification', async () => {
    const order = await saved(tableOrder([line(kitchen), line(kitchen, 2)]));
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api-v2/pedidoIntegracao/${order.id}/Lan%C3%A7ado%20errado`,
      headers: await ctx.auth('caixa'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await entriesOf(order.id);
    expect(entries.map((e) => [e.status, e.justificativaCancelamento])).toEqual([
      ['CANCELADO', 'Lançado errado'],
      ['CANCELADO', 'Lançado errado'],
    ]);
    const cancels = (await jobsOf(order.id)).filter((j) => j.origem === 'CANCELAMENTO');
    expect(cancels).toHaveLength(1);
    expect(JSON.parse(cancels[0]!.conteudo!).itens).toHaveLength(2);
  });

  it('an order type outside TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO sends nothing', async () => {
    await setParameter(ctx, 'caixa', 'TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO', 'DELIVERY|COMANDA');
    try {
      const order = await saved(tableOrder([line(kitchen)]));
      expect(order.iFoodOrder.items[0]!.status).toBe('PENDENTE');
      expect(await entriesOf(order.id)).toEqual([]);
    } finally {
      await setParameter(
        ctx,
        'caixa',
        'TIPO_PEDIDO_QUE_ACEITAM_NOTIFICACAO_AREA_PRODUCAO',
        'DELIVERY|BALCAO|COMANDA|MESA|CAIXA_RAPIDO',
      );
    }
  });
});

describe("the kitchen display's share of the order events", () => {
  /** Versions of `orderId` queued for the KDS subscriber (its backstop copies: one per event it wants). */
  const kdsJobs = async (orderId: number) => {
    const { rows } = await ctx.database.executeSql(
      `SELECT (data->>'version')::int AS version FROM ${EVENTS_SCHEMA}.job WHERE name = $1 AND (data->>'orderId')::int = $2 ORDER BY 1`,
      [queueOf('kds'), orderId],
    );
    return rows.map((r: { version: number }) => r.version);
  };

  it('a save that sends nothing to production queues nothing for it; items sent or taken out do', async () => {
    const plain = await saved(tableOrder([line(notNotified)]));
    expect(await kdsJobs(plain.id)).toEqual([]);
    const again = await saved({ ...editOf(plain), descricao: 'sem mudança na cozinha' } as TOrderSaveRequest);
    expect(again.version).toBe(2);
    expect(await kdsJobs(plain.id)).toEqual([]);

    const order = await saved(tableOrder([line(kitchen), line(notNotified)]));
    expect(await kdsJobs(order.id)).toEqual([1]);
    const edit = editOf(order) as TOrderSaveRequest & { deletedItems?: unknown[] };
    const food = order.iFoodOrder.items.find((i) => i.name === kitchen.descricao)!;
    edit.deletedItems = [{ referenceCode: food.referenceCode, justificativaExclusao: 'Cliente desistiu' }];
    edit.iFoodOrder.items = order.iFoodOrder.items.filter((i) => i !== food) as never;
    const res = await save(edit);
    expect(res.statusCode, res.body).toBe(200);
    // The removal cancelled the entry: version 2 is the KDS's too.
    expect(await kdsJobs(order.id)).toEqual([1, 2]);
  });
});
