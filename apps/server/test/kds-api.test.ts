import { KDS_SOCKET_EVENTS, type TKdsEntry, type TOrder, type TOrderSaveRequest } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressao, pedidoIntegracao, produto } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { listenOnFreePort, socketPool } from './sockets';

/** The KDS calls of the print server (doc 3 §7, doc 4 §7, doc 1 §7, doc 2 §7) and its socket events. */
let ctx: TestContext;
let baseUrl: string;
let unitUuid: string;
let kitchenId: number;
const pool = socketPool();

beforeAll(async () => {
  // Print jobs stay as recorded (PENDENTE): the item statuses below read the print log as it is.
  ctx = await createTestContext({ print: { delivery: false } });
  baseUrl = await listenOnFreePort(ctx.app);
  const session = await ctx.session('caixa');
  unitUuid = session.unidade.uuid;
  const [row] = await ctx.database.db
    .select({ id: produto.id })
    .from(produto)
    .where(and(eq(produto.unidadeId, session.unidade.id), eq(produto.descricao, 'X-Burger')));
  kitchenId = row!.id;
});
afterAll(async () => {
  pool.disconnectAll();
  await ctx.close();
});

const pad = (n: number) => String(n).padStart(2, '0');
/** Local `yyyy-MM-dd HH:mm:ss` (doc 3 §7 headers). */
const local = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
const HOUR = 3_600_000;

let tab = 0;
/** A tab with `count` kitchen items (each goes to the KDS and the kitchen printer in the demo). */
async function kitchenOrder(count = 1, tipo: 'COMANDA' | 'DELIVERY' = 'COMANDA'): Promise<TOrder> {
  tab += 1;
  const items = Array.from({ length: count }, (_, i) => ({
    externalCode: String(kitchenId),
    name: 'X-Burger',
    quantity: i + 1,
    price: 24.9,
    observations: 'Sem cebola',
  }));
  const input = {
    tipo,
    identificadorPrincipal: String(tab),
    iFoodOrder: { items, payments: [], deliveryMethod: { mode: 'INDOOR' }, observations: 'Mesa da janela' },
  } as TOrderSaveRequest;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api-v2/pedidoIntegracao',
    headers: await ctx.auth('caixa'),
    payload: input,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TOrder>();
}

async function listAll(as = 'cozinha', uuid = unitUuid, limit = 1000) {
  const now = Date.now();
  return ctx.app.inject({
    method: 'GET',
    url: `/api/kds/listAllByDate?limit=${limit}`,
    headers: {
      ...(await ctx.auth(as)),
      unidadeuuid: uuid,
      datainicio: local(new Date(now - 24 * HOUR)),
      datafim: local(new Date(now + 24 * HOUR)),
    },
  });
}

async function entriesOfOrder(orderId: number, as = 'cozinha') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/kds/listByIdPedidoIntegracao?unidadeUUID=${unitUuid}&idPedidoIntegracao=${orderId}`,
    headers: await ctx.auth(as),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TKdsEntry[]>();
}

async function update(entries: { id: number; version?: number; status: string }[], acao?: string, as = 'cozinha') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/kds/updateItemStatus${acao ? `?acao=${acao}` : ''}`,
    headers: await ctx.auth(as),
    payload: entries.map((e) => ({ id: e.id, version: e.version, item: { status: e.status } })),
  });
}

async function listen(username: string) {
  const { jwtToken } = await ctx.login(username);
  const socket: Socket = await pool.connect(baseUrl, jwtToken);
  const got: { event: string; payload: unknown }[] = [];
  for (const event of Object.values(KDS_SOCKET_EVENTS)) socket.on(event, (payload) => got.push({ event, payload }));
  return got;
}

describe('GET /api/kds/listAllByDate and listByIdPedidoIntegracao', () => {
  it('lists the entries of the period with the doc 3 §3 fields', async () => {
    const order = await kitchenOrder(1);
    const res = await listAll();
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<TKdsEntry[]>().filter((e) => e.pedidoKds.id === order.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      version: 1,
      unidadeUuid: unitUuid,
      pedidoKds: {
        id: order.id,
        sequencia: order.sequencial,
        tipoPedido: 'COMANDA',
        operacao: 'INDOOR',
        identificadorPrincipal: order.identificadorPrincipal,
        observacao: 'Mesa da janela',
        agendado: false,
      },
      item: {
        status: 'PENDENTE',
        quantidade: 1,
        descricao: 'X-Burger',
        localNotificacao: 'COZINHA',
        codigoReferencial: order.iFoodOrder.items[0]!.referenceCode,
        observacao: 'Sem cebola',
        subItemKDS: [],
      },
    });
    expect(await entriesOfOrder(order.id)).toEqual(mine);
  });

  it('keeps to the period and the limit', async () => {
    await kitchenOrder(2);
    expect((await listAll('cozinha', unitUuid, 1)).json<TKdsEntry[]>()).toHaveLength(1);
    const past = await ctx.app.inject({
      method: 'GET',
      url: '/api/kds/listAllByDate?limit=1000',
      headers: {
        ...(await ctx.auth('cozinha')),
        unidadeuuid: unitUuid,
        datainicio: local(new Date(Date.now() - 48 * HOUR)),
        datafim: local(new Date(Date.now() - 24 * HOUR)),
      },
    });
    expect(past.json()).toEqual([]);
  });

  it('refuses bad headers with a pt-BR 400, another unit with 404, and a role without ROLE_UTILIZA_KDS with 403', async () => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/kds/listAllByDate?limit=1000',
      headers: { ...(await ctx.auth('cozinha')), unidadeuuid: unitUuid, datainicio: 'ontem', datafim: 'hoje' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toContain(MSG.KDS_PERIOD_INVALID);

    const otherUnit = (await ctx.session('caixa_filial')).unidade.uuid;
    const foreign = await listAll('cozinha', otherUnit);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorMessage).toBe(MSG.KDS_UNIT_NOT_FOUND);
    // The branch's cashier knowing our uuid does not open our kitchen.
    expect((await listAll('caixa_filial', unitUuid)).statusCode).toBe(404);
    const byOrder = await ctx.app.inject({
      method: 'GET',
      url: `/api/kds/listByIdPedidoIntegracao?unidadeUUID=${unitUuid}`,
      headers: await ctx.auth('caixa_filial'),
    });
    expect(byOrder.statusCode).toBe(404);

    const waiter = await listAll('garcom');
    expect(waiter.statusCode).toBe(403);
    expect((await update([{ id: 1, status: 'INICIADO' }], undefined, 'garcom')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/kds/listAllByDate' })).statusCode).toBe(401);
  });
});

describe('POST /api/kds/updateItemStatus (doc 3 §4.1 enforced by the server)', () => {
  it('moves an item one step at a time, stamps the date of each step and publishes updateItemStatus', async () => {
    const kitchen = await listen('cozinha');
    const other = await listen('caixa_filial');
    const order = await kitchenOrder(1);
    await expect.poll(() => kitchen.filter((m) => m.event === 'createItemKds').length).toBeGreaterThanOrEqual(1);
    const created = kitchen.find(
      (m) => m.event === 'createItemKds' && (m.payload as TKdsEntry).pedidoKds.id === order.id,
    )!.payload as TKdsEntry;
    expect(created.item.status).toBe('PENDENTE');

    const started = await update([{ id: created.id, version: created.version, status: 'INICIADO' }]);
    expect(started.statusCode, started.body).toBe(200);
    const [entry] = started.json<TKdsEntry[]>();
    expect(entry).toMatchObject({ version: 2, item: { status: 'INICIADO' } });
    expect(Object.keys(entry!.item.datasStatus).sort()).toEqual(['INICIADO', 'PENDENTE']);
    await expect.poll(() => kitchen.some((m) => m.event === 'updateItemStatus')).toBe(true);
    expect(kitchen.find((m) => m.event === 'updateItemStatus')!.payload).toMatchObject({
      id: created.id,
      item: { status: 'INICIADO' },
    });

    // The item information dialog (doc 1 §2.13) reads the current KDS status with its date from the order.
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/pedidoIntegracao/${order.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(detail.json<TOrder>().iFoodOrder.items[0]).toMatchObject({
      statusKds: 'INICIADO',
      dataKds: entry!.item.datasStatus.INICIADO,
      statusImpressao: 'PENDENTE',
    });
    // The print status follows the print log (the print server marks the ticket IMPRESSO once delivered).
    await ctx.database.db
      .update(impressao)
      .set({ statusImpressao: 'IMPRESSO' })
      .where(and(eq(impressao.pedidoId, order.id), eq(impressao.origem, 'NOTIFICACAO')));
    const printed = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/pedidoIntegracao/${order.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(printed.json<TOrder>().iFoodOrder.items[0]).toMatchObject({ statusImpressao: 'IMPRESSO' });

    // 'Etapa anterior' goes back one step.
    const back = await update([{ id: created.id, version: 2, status: 'PENDENTE' }]);
    expect(back.json<TKdsEntry[]>()[0]!.item.status).toBe('PENDENTE');
    expect(other).toEqual([]);
  });

  it('refuses a jump, a cancel by step and anything past the last step with 422', async () => {
    const order = await kitchenOrder(1);
    const [entry] = await entriesOfOrder(order.id);
    const jump = await update([{ id: entry!.id, status: 'CONCLUIDO' }]);
    expect(jump.statusCode).toBe(422);
    expect(jump.json().errorMessage).toBe(MSG.kdsTransicaoInvalida('Pendente', 'Concluído'));
    expect((await update([{ id: entry!.id, status: 'CANCELADO' }])).statusCode).toBe(422);
    const [unchanged] = await entriesOfOrder(order.id);
    expect(unchanged).toMatchObject({ version: 1, item: { status: 'PENDENTE' } });
  });

  it('answers 409 with the current entry when it changed since the caller read it', async () => {
    const order = await kitchenOrder(1);
    const [read] = await entriesOfOrder(order.id);
    expect((await update([{ id: read!.id, version: read!.version, status: 'INICIADO' }])).statusCode).toBe(200);
    const stale = await update([{ id: read!.id, version: read!.version, status: 'INICIADO' }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorMessage: MSG.KDS_ITEM_CHANGED,
      code: 'KDS_VERSION_CONFLICT',
      entry: { id: read!.id, version: 2, item: { status: 'INICIADO' } },
    });
  });

  it("applies 'Iniciar todos' and 'Todos prontos' as one change, publishes updateItemsStatus, and moves the order to ENVIADO", async () => {
    const kitchen = await listen('cozinha');
    const order = await kitchenOrder(2, 'COMANDA');
    const ids = (await entriesOfOrder(order.id)).map((e) => ({ id: e.id, status: 'PENDENTE' }));
    expect((await update(ids, 'TODOS_PRONTOS')).statusCode).toBe(422);
    const startAll = await update(ids, 'INICIAR_TODOS');
    expect(startAll.statusCode, startAll.body).toBe(200);
    expect(startAll.json<TKdsEntry[]>().map((e) => e.item.status)).toEqual(['INICIADO', 'INICIADO']);
    await expect.poll(() => kitchen.some((m) => m.event === 'updateItemsStatus')).toBe(true);
    expect(kitchen.find((m) => m.event === 'updateItemsStatus')!.payload).toHaveLength(2);
    expect((await update(ids, 'INICIAR_TODOS')).statusCode).toBe(422);

    const ready = await update(ids, 'TODOS_PRONTOS');
    expect(ready.json<TKdsEntry[]>().map((e) => e.item.status)).toEqual(['CONCLUIDO', 'CONCLUIDO']);
    const situacao = async () =>
      (
        await ctx.database.db
          .select({ situacao: pedidoIntegracao.situacao })
          .from(pedidoIntegracao)
          .where(eq(pedidoIntegracao.id, order.id))
      )[0]!.situacao;
    expect(await situacao()).toBe('PENDENTE');
    const dispatched = await update(ids, 'TODOS_PRONTOS');
    expect(dispatched.json<TKdsEntry[]>().map((e) => e.item.status)).toEqual(['DESPACHADO', 'DESPACHADO']);
    expect(await situacao()).toBe('ENVIADO');
  });

  it('answers 404 for an entry of another unit', async () => {
    const order = await kitchenOrder(1);
    const [entry] = await entriesOfOrder(order.id);
    const res = await update([{ id: entry!.id, status: 'INICIADO' }], undefined, 'caixa_filial');
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe(MSG.KDS_ITEM_NOT_FOUND);
  });
});

describe('POST /api/kds/cancelarItem and cancelarItemsByPedido', () => {
  const jobs = (orderId: number) =>
    ctx.database.db
      .select()
      .from(impressao)
      .where(and(eq(impressao.pedidoId, orderId), eq(impressao.origem, 'CANCELAMENTO')))
      .orderBy(asc(impressao.id));

  it('cancels one item with its reason, prints the cancellation where it was printed, once', async () => {
    const kitchen = await listen('cozinha');
    const order = await kitchenOrder(2);
    const code = order.iFoodOrder.items[0]!.referenceCode!;
    const cancel = async () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/kds/cancelarItem',
        headers: { ...(await ctx.auth('caixa')), unidadeuuid: unitUuid },
        payload: {
          pedidoKds: { id: order.id },
          item: { codigoReferencial: code },
          justificativaCancelamento: 'Acabou o pão',
        },
      });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TKdsEntry[]>()).toEqual([
      expect.objectContaining({
        item: expect.objectContaining({ status: 'CANCELADO', justificativaCancelamento: 'Acabou o pão' }),
      }),
    ]);
    await expect.poll(() => kitchen.some((m) => m.event === 'updateItemStatus')).toBe(true);
    expect((await jobs(order.id)).map((j) => j.localImpressao)).toEqual(['COZINHA']);
    // Repeated: nothing more to cancel, nothing printed again.
    expect((await cancel()).json()).toEqual([]);
    expect(await jobs(order.id)).toHaveLength(1);

    // The kitchen acknowledges the cancellation.
    const [cancelled] = (await entriesOfOrder(order.id)).filter((e) => e.item.status === 'CANCELADO');
    const ack = await update([{ id: cancelled!.id, status: 'CANCELAMENTO_ACEITO' }]);
    expect(ack.json<TKdsEntry[]>()[0]!.item.status).toBe('CANCELAMENTO_ACEITO');
  });

  it("cancels an order's items and refuses another unit's uuid or order", async () => {
    const order = await kitchenOrder(2);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/kds/cancelarItemsByPedido',
      headers: { ...(await ctx.auth('caixa')), unidadeuuid: unitUuid },
      payload: { id: order.id, motivoCancelamento: 'Cliente desistiu' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TKdsEntry[]>().map((e) => e.item.status)).toEqual(['CANCELADO', 'CANCELADO']);
    expect(JSON.parse((await jobs(order.id))[0]!.conteudo!).itens).toHaveLength(2);

    const foreignUuid = await ctx.app.inject({
      method: 'POST',
      url: '/api/kds/cancelarItemsByPedido',
      headers: { ...(await ctx.auth('caixa_filial')), unidadeuuid: unitUuid },
      payload: { id: order.id },
    });
    expect(foreignUuid.statusCode).toBe(404);
    const foreignOrder = await ctx.app.inject({
      method: 'POST',
      url: '/api/kds/cancelarItemsByPedido',
      headers: { ...(await ctx.auth('caixa_filial')), unidadeuuid: (await ctx.session('caixa_filial')).unidade.uuid },
      payload: { id: order.id },
    });
    expect(foreignOrder.statusCode).toBe(404);
    expect(foreignOrder.json().errorMessage).toBe(MSG.ORDER_NOT_FOUND);
  });
});
