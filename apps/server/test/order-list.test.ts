import { ZOrder, withCardNulls, type TOrder } from '@brasa/contracts';
import { formatQueryDateTime } from '@brasa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedidoIntegracao, pessoa } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { createOrder, paymentOf } from './order-factory';

let ctx: TestContext;
let orders: Record<string, TOrder>;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  ctx = await createTestContext();
  orders = {
    balcao: await createOrder(ctx),
    delivery: await createOrder(ctx, 'caixa', {
      tipo: 'DELIVERY',
      iFoodOrder: {
        customer: { name: 'JOÃO PEREIRA', phone: '11912345678' },
        shortReference: 'REF-777',
        deliveryMethod: { mode: 'DELIVERY' },
        deliveryFee: 5,
        items: [{ name: 'Pizza calabresa', quantity: 1, price: 49.9 }],
        payments: [await paymentOf(ctx, 'PX', 54.9)],
      },
    }),
    comanda: await createOrder(ctx, 'caixa', { tipo: 'COMANDA', identificadorPrincipal: '12' }),
    old: await createOrder(ctx),
  };
  // one order from ten days ago, one imported with an invoice
  await ctx.database.db
    .update(pedidoIntegracao)
    .set({ dataPedido: new Date(Date.now() - 10 * DAY) })
    .where(eq(pedidoIntegracao.id, orders.old!.id));
  await ctx.database.db
    .update(pedidoIntegracao)
    .set({ dataImportacao: new Date(), comNf: true, pagoOnline: true })
    .where(eq(pedidoIntegracao.id, orders.delivery!.id));
  await ctx.app.inject({
    method: 'POST',
    url: `/api-v2/pedidoIntegracao/situacao/${orders.comanda!.id}/CONFIRMADO`,
    headers: await ctx.auth('caixa'),
  });
});
afterAll(() => ctx.close());

async function list(query: string, as = 'caixa') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api-v2/pedidoIntegracao/list?${query}`,
    headers: await ctx.auth(as),
  });
  return { status: res.statusCode, ids: res.statusCode === 200 ? res.json<TOrder[]>().map((o) => o.id) : [], res };
}

describe('GET /api-v2/pedidoIntegracao/list', () => {
  it('filters by type list', async () => {
    const { ids } = await list('tipo=DELIVERY,BALCAO');
    expect(ids).toContain(orders.delivery!.id);
    expect(ids).toContain(orders.balcao!.id);
    expect(ids).not.toContain(orders.comanda!.id);
  });

  it('filters by dataPedido range (local yyyy-MM-dd HH:mm:ss) and by period preset', async () => {
    const start = formatQueryDateTime(new Date(Date.now() - 2 * DAY));
    const end = formatQueryDateTime(new Date(Date.now() + DAY));
    const { ids } = await list(`dataPedido=${encodeURIComponent(`${start},${end}`)}`);
    expect(ids).not.toContain(orders.old!.id);
    expect(ids).toContain(orders.balcao!.id);
    const today = await list('periodKey=5');
    expect(today.ids).not.toContain(orders.old!.id);
    const last15 = await list('periodKey=9');
    expect(last15.ids).toContain(orders.old!.id);
  });

  it('answers 400 for a malformed range', async () => {
    const { status, res } = await list('dataPedido=ontem,hoje');
    expect(status).toBe(400);
    expect(res.json().errorMessage).toContain('Período inválido');
  });

  it('filters by situacao, pago, importados, comNF, pagoOnline and ativo', async () => {
    expect((await list('situacao=CONFIRMADO')).ids).toEqual([orders.comanda!.id]);
    expect((await list('pago=true')).ids).toEqual([orders.delivery!.id]);
    expect((await list('importados=true')).ids).toEqual([orders.delivery!.id]);
    expect((await list('importados=false')).ids).not.toContain(orders.delivery!.id);
    expect((await list('comNF=true')).ids).toEqual([orders.delivery!.id]);
    expect((await list('pagoOnline=true')).ids).toEqual([orders.delivery!.id]);
    expect((await list('ativo=false')).ids).toEqual([]);
  });

  it('searches the customer name, reference, id and sequence', async () => {
    expect((await list('text=joão')).ids).toEqual([orders.delivery!.id]);
    expect((await list('text=ref-777')).ids).toEqual([orders.delivery!.id]);
    expect((await list(`text=${orders.balcao!.id}`)).ids).toContain(orders.balcao!.id);
    expect((await list(`text=${orders.comanda!.sequencial}`)).ids).toContain(orders.comanda!.id);
    expect((await list('text=%25')).ids).toEqual([]);
  });

  it('pages with max and first, sorts newest first by default, and sends totalCount', async () => {
    const page1 = await list('max=2&first=0');
    expect(page1.res.headers.totalcount).toBe('4');
    expect(page1.ids).toHaveLength(2);
    const page2 = await list('max=2&first=2');
    expect(new Set([...page1.ids, ...page2.ids]).size).toBe(4);
    expect((await list('max=10')).ids.at(-1)).toBe(orders.old!.id);
    expect((await list('max=10&orderBy=desc')).ids[0]).toBe(orders.old!.id);
  });

  it('answers 400 for bad filters and scopes to the unit', async () => {
    for (const q of ['max=0', 'max=501', 'tipo=XPTO', 'situacao=VOANDO', 'pago=talvez', 'first=-1']) {
      expect((await list(q)).status, q).toBe(400);
    }
    expect((await list('', 'caixa_filial')).ids).toEqual([]);
  });

  it('answers one order by id, with its logs, and 404 for another unit', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/pedidoIntegracao/${orders.comanda!.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(res.json().logs).toContain('Situação alterada de Pendente para Confirmado');
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/pedidoIntegracao/${orders.comanda!.id}`,
      headers: await ctx.auth('caixa_filial'),
    });
    expect(other.statusCode).toBe(404);
  });

  it('polls the unit own new orders of the day', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/pedidoIntegracao/poolingIntegracoes',
      headers: await ctx.auth('caixa'),
    });
    const events = res.json<{ pedidoIntegracao: TOrder }[]>();
    for (const event of events) withCardNulls(event.pedidoIntegracao);
    const ids = events.map((e) => e.pedidoIntegracao.id);
    expect(ids).toContain(orders.balcao!.id);
    expect(ids).not.toContain(orders.comanda!.id);
    expect(ids).not.toContain(orders.old!.id);
    // Each order as the board's card, the shape the board lists hold.
    const balcao = events.find((e) => e.pedidoIntegracao.id === orders.balcao!.id)!.pedidoIntegracao;
    const [full] = (await list(`text=${orders.balcao!.id}`)).res
      .json<TOrder[]>()
      .filter((o) => o.id === orders.balcao!.id);
    expect(balcao).toEqual(cardOf(full!));
  });
});

/** The card the board gets for a whole order: the same fields, no logs, the body without its items. */
function cardOf(order: TOrder) {
  return { ...order, logs: '', resumo: true, iFoodOrder: { ...order.iFoodOrder, items: [] } };
}

describe('GET /api-v2/pedidoIntegracao/quadro (the board cards)', () => {
  async function board(query: string, as = 'caixa') {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/pedidoIntegracao/quadro?${query}`,
      headers: await ctx.auth(as),
    });
    // The cards as the web reads them (withCardNulls): the null fields the answer leaves out put back.
    return {
      status: res.statusCode,
      res,
      cards: res.statusCode === 200 ? res.json<TOrder[]>().map(withCardNulls) : [],
    };
  }

  it('answers, for the same filters and order as the list, each order as a card: no logs, no items', async () => {
    for (const query of ['tipo=DELIVERY,BALCAO&periodKey=9', 'max=2&first=1', 'max=10&orderBy=desc', 'pago=true']) {
      const full = (await list(query)).res.json<TOrder[]>();
      const { cards, res } = await board(query);
      expect(res.headers['content-type']).toContain('application/json');
      expect(
        cards.map((c) => c.id),
        query,
      ).toEqual(full.map((o) => o.id));
      expect(cards, query).toEqual(full.map(cardOf));
      for (const card of cards) expect(ZOrder.safeParse(card).success).toBe(true);
    }
    const delivery = (await board('pago=true')).cards[0]!;
    expect(delivery.iFoodOrder.payments).toHaveLength(1);
    expect(delivery.iFoodOrder.customer?.name).toBe('JOÃO PEREIRA');
    expect(delivery.totalPedido).toBe(54.9);
  });

  it('carries the courier and the cancel reason a card shows', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/pedidoIntegracao/situacao/${orders.old!.id}/CANCELADO?motivoCancelamento=${encodeURIComponent('Cliente desistiu')}`,
      headers: await ctx.auth('caixa'),
    });
    const [card] = (await board(`text=${orders.old!.id}&periodKey=9`)).cards.filter((c) => c.id === orders.old!.id);
    const [full] = (await list(`text=${orders.old!.id}&periodKey=9`)).res
      .json<TOrder[]>()
      .filter((o) => o.id === orders.old!.id);
    expect(card!.motivoCancelamento).toBe('Cliente desistiu');
    expect(card).toEqual(cardOf(full!));
  });

  it('shows a row changed behind the server (no version bump) and a renamed customer at the next read', async () => {
    const query = `text=${orders.delivery!.id}&periodKey=9`;
    const cardNow = async () => (await board(query)).cards.find((c) => c.id === orders.delivery!.id)!;
    const fullNow = async () => (await list(query)).res.json<TOrder[]>().find((o) => o.id === orders.delivery!.id)!;
    const before = await cardNow();
    expect(await cardNow()).toEqual(before);
    // A write that keeps the version (the logistics tracker's kind) and a rename of the card's customer.
    await ctx.database.db
      .update(pedidoIntegracao)
      .set({ statusLogistica: 'ENVIADO_LOGISTICA', jsonRetornoLogistica: { status: 'PICKED_UP', entregador: null } })
      .where(eq(pedidoIntegracao.id, orders.delivery!.id));
    const moved = await cardNow();
    expect(moved.statusLogistica).toBe('ENVIADO_LOGISTICA');
    // The answer leaves out the null top-level fields (withCardNulls put them back above), not nulls inside values.
    const raw = (await board(query)).res.body;
    expect(raw).not.toContain('"dataEntrega":null');
    expect(moved.dataEntrega).toBeNull();
    expect(moved.jsonRetornoLogistica).toEqual({ status: 'PICKED_UP', entregador: null });
    expect(moved.version).toBe(before.version);
    const customerId = before.pessoaCliente!.id;
    const [{ nome }] = (await ctx.database.db
      .select({ nome: pessoa.nome })
      .from(pessoa)
      .where(eq(pessoa.id, customerId))) as [{ nome: string }];
    await ctx.database.db.update(pessoa).set({ nome: 'NOME TROCADO' }).where(eq(pessoa.id, customerId));
    try {
      const renamed = await cardNow();
      expect(renamed.pessoaCliente!.nome).toBe('NOME TROCADO');
      expect(renamed).toEqual(cardOf(await fullNow()));
    } finally {
      await ctx.database.db.update(pessoa).set({ nome }).where(eq(pessoa.id, customerId));
    }
    expect((await cardNow()).pessoaCliente!.nome).toBe(nome);
  });

  it('answers [] when nothing matches, 400 for bad filters, and only the unit own orders', async () => {
    expect((await board('situacao=ENTREGUE')).res.body).toBe('[]');
    for (const q of ['max=0', 'max=501', 'tipo=XPTO', 'dataPedido=ontem,hoje']) {
      const { status, res } = await board(q);
      expect(status, q).toBe(400);
      expect(res.json().errorMessage, q).toBeTruthy();
    }
    expect((await board('', 'caixa_filial')).cards).toEqual([]);
  });
});
