import { KDS_SOCKET_EVENTS, type TKdsEntry, type TOrder, type TOrderSaveRequest } from '@brasa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedidoIntegracao, produto } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { completeOrderInput } from './order-factory';
import { listenOnFreePort, socketPool } from './sockets';

/**
 * The kitchen display is a projection of the order (doc 3 §3 KDS entry, §4.3 join, §4.4 transfer): an item that
 * moves to another tab, a tab moved to another table, a delivery address corrected, and the kitchen sees where the
 * dish goes now, with the state it already had (a started dish stays started). Moved and joined items keep the time
 * they were launched (doc 3 §3 item createdAt), which the tab's age reads (§4.5).
 */
let ctx: TestContext;
let baseUrl: string;
let unitUuid: string;
let kitchenId: number;
const pool = socketPool();

beforeAll(async () => {
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

const BASE = '/api-v2/pedidoIntegracao';
const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
const local = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

const burger = (observations: string) => ({
  externalCode: String(kitchenId),
  name: 'X-Burger',
  quantity: 1,
  price: 24.9,
  observations,
});

async function save(input: TOrderSaveRequest): Promise<TOrder> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: BASE,
    headers: await ctx.auth('caixa'),
    payload: await completeOrderInput(ctx, 'caixa', input),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TOrder>();
}

let tabNumber = 140;
const openTab = (items: ReturnType<typeof burger>[], extra: Partial<TOrderSaveRequest> = {}) =>
  save({
    tipo: 'COMANDA',
    identificadorPrincipal: String(tabNumber++),
    iFoodOrder: { items, payments: [], deliveryMethod: { mode: 'INDOOR' } },
    ...extra,
  } as TOrderSaveRequest);

async function post(url: string, payload: unknown) {
  return ctx.app.inject({ method: 'POST', url, headers: await ctx.auth('caixa'), payload: payload as object });
}
async function get(url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: await ctx.auth('caixa') });
}

/** What the cook's screen lists (doc 3 §7 listAllByDate), as the cook. */
async function kitchenList(): Promise<TKdsEntry[]> {
  const now = Date.now();
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/kds/listAllByDate?limit=1000',
    headers: {
      ...(await ctx.auth('cozinha')),
      unidadeuuid: unitUuid,
      datainicio: local(new Date(now - 24 * HOUR)),
      datafim: local(new Date(now + 24 * HOUR)),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TKdsEntry[]>();
}
const entryOf = async (referenceCode: string | null | undefined) =>
  (await kitchenList()).find((e) => e.item.codigoReferencial === referenceCode)!;

async function start(entry: TKdsEntry) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/kds/updateItemStatus',
    headers: await ctx.auth('cozinha'),
    payload: [{ id: entry.id, version: entry.version, item: { status: 'INICIADO' } }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TKdsEntry[]>()[0]!;
}

async function listenKitchen() {
  const { jwtToken } = await ctx.login('cozinha');
  const socket: Socket = await pool.connect(baseUrl, jwtToken);
  const got: { event: string; payload: unknown }[] = [];
  for (const event of Object.values(KDS_SOCKET_EVENTS)) socket.on(event, (payload) => got.push({ event, payload }));
  return got;
}
/** The entries the kitchen heard as changed (updateItemStatus / updateItemsStatus). */
const heardUpdates = (got: { event: string; payload: unknown }[]) =>
  got
    .filter((m) => m.event !== KDS_SOCKET_EVENTS.createItemKds)
    .flatMap((m) => (Array.isArray(m.payload) ? m.payload : [m.payload]) as TKdsEntry[]);

/** An item launched an hour ago (its stored createdAt), as a tab opened earlier holds it. */
async function launchedEarlier(order: TOrder, referenceCode: string, at: string) {
  const [row] = await ctx.database.db.select().from(pedidoIntegracao).where(eq(pedidoIntegracao.id, order.id));
  const body = row!.body as TOrder['iFoodOrder'];
  body.items = body.items.map((item) => (item.referenceCode === referenceCode ? { ...item, createdAt: at } : item));
  await ctx.database.db.update(pedidoIntegracao).set({ body }).where(eq(pedidoIntegracao.id, order.id));
}

const itemTime = (order: TOrder, referenceCode: string | null | undefined) =>
  (order.iFoodOrder.items.find((i) => i.referenceCode === referenceCode) as { createdAt?: string } | undefined)
    ?.createdAt;

describe('an item transferred to another tab (doc 3 §4.4)', () => {
  it('shows on the destination tab on the KDS, still started, and the kitchen hears it moved', async () => {
    const origin = await openTab([burger('Sem cebola'), burger('Bem passado')]);
    const destination = await openTab([burger('Com bacon')]);
    const moving = origin.iFoodOrder.items[0]!;
    const before = await start(await entryOf(moving.referenceCode));
    const kitchen = await listenKitchen();

    const res = await post(`${BASE}/transferirItens`, {
      idPedidoOrigem: origin.id,
      versionOrigem: origin.version,
      idPedidoDestino: destination.id,
      versionDestino: destination.version,
      referenceCodes: [moving.referenceCode],
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await entryOf(moving.referenceCode);
    expect(after).toMatchObject({
      id: before.id,
      createdAt: before.createdAt,
      pedidoKds: { id: destination.id, identificadorPrincipal: destination.identificadorPrincipal },
      item: { status: 'INICIADO', datasStatus: before.item.datasStatus, observacao: 'Sem cebola' },
    });
    expect(after.version).toBeGreaterThan(before.version);
    // The one left behind stays on the origin.
    expect((await entryOf(origin.iFoodOrder.items[1]!.referenceCode)).pedidoKds.id).toBe(origin.id);
    // The screen upserts by id: the moved entry arrives as a change with the destination (doc 3 §7).
    await expect.poll(() => heardUpdates(kitchen).find((e) => e.id === before.id)?.pedidoKds.id).toBe(destination.id);
    expect(heardUpdates(kitchen).find((e) => e.id === before.id)!.item.status).toBe('INICIADO');
    // The order detail reads the kitchen status of the item on its new tab.
    const detail = (await get(`${BASE}/${destination.id}`)).json<TOrder>();
    expect(detail.iFoodOrder.items.find((i) => i.referenceCode === moving.referenceCode)).toMatchObject({
      statusKds: 'INICIADO',
    });
  });

  it('to a tab number without an open order: the KDS shows the tab opened for it', async () => {
    const origin = await openTab([burger('Sem cebola'), burger('Ao ponto')]);
    const moving = origin.iFoodOrder.items[1]!;
    const res = await post(`${BASE}/transferirItens`, {
      idPedidoOrigem: origin.id,
      versionOrigem: origin.version,
      identificadorDestino: '46',
      tipoDestino: 'COMANDA',
      referenceCodes: [moving.referenceCode],
    });
    expect(res.statusCode, res.body).toBe(200);
    const destino = res.json<{ destino: TOrder }>().destino;
    expect(destino.identificadorPrincipal).toBe('46');
    expect((await entryOf(moving.referenceCode)).pedidoKds).toMatchObject({
      id: destino.id,
      identificadorPrincipal: '46',
    });
  });

  it('keeps the moved item’s launch time, so the destination’s age is right (doc 3 §4.5)', async () => {
    const origin = await openTab([burger('Sem cebola'), burger('Sem picles')]);
    const destination = await openTab([burger('Com bacon')]);
    const moving = origin.iFoodOrder.items[0]!;
    expect(itemTime(origin, moving.referenceCode)).toEqual(expect.any(String));
    const anHourAgo = new Date(Date.now() - HOUR).toISOString();
    await launchedEarlier(origin, moving.referenceCode!, anHourAgo);
    const current = (await get(`${BASE}/${origin.id}`)).json<TOrder>();
    const res = await post(`${BASE}/transferirItens`, {
      idPedidoOrigem: origin.id,
      versionOrigem: current.version,
      idPedidoDestino: destination.id,
      referenceCodes: [moving.referenceCode],
    });
    expect(res.statusCode, res.body).toBe(200);
    const destino = res.json<{ destino: TOrder }>().destino;
    expect(itemTime(destino, moving.referenceCode)).toBe(anHourAgo);
    // The destination's own item keeps its time too.
    expect(itemTime(destino, destination.iFoodOrder.items[0]!.referenceCode)).toBe(
      itemTime(destination, destination.iFoodOrder.items[0]!.referenceCode),
    );
  });
});

describe('tabs joined (doc 3 §4.3)', () => {
  it('the joined tab’s entries show on the destination, their state and launch times kept', async () => {
    const destination = await openTab([burger('Com bacon')]);
    const joined = await openTab([burger('Sem cebola')]);
    const code = joined.iFoodOrder.items[0]!.referenceCode!;
    const anHourAgo = new Date(Date.now() - HOUR).toISOString();
    await launchedEarlier(joined, code, anHourAgo);
    const before = await start(await entryOf(code));
    const kitchen = await listenKitchen();

    const res = await get(
      `${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${joined.id}&idPedidoDestino=${destination.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(itemTime(res.json<TOrder>(), code)).toBe(anHourAgo);

    expect(await entryOf(code)).toMatchObject({
      id: before.id,
      createdAt: before.createdAt,
      pedidoKds: { id: destination.id, identificadorPrincipal: destination.identificadorPrincipal },
      item: { status: 'INICIADO', datasStatus: before.item.datasStatus },
    });
    await expect.poll(() => heardUpdates(kitchen).find((e) => e.id === before.id)?.pedidoKds.id).toBe(destination.id);
  });
});

describe('tabs moved to another table (transferirMesa)', () => {
  it('the KDS shows the new table of the tab’s items', async () => {
    const tab = await openTab([burger('Sem cebola')], { identificadorSecundario: '2' });
    const code = tab.iFoodOrder.items[0]!.referenceCode;
    expect((await entryOf(code)).pedidoKds.identificadorSecundario).toBe('2');
    const kitchen = await listenKitchen();
    const res = await post(`${BASE}/transferirMesa`, {
      mesaDestino: '4',
      pedidos: [{ id: tab.id, version: tab.version }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await entryOf(code);
    expect(entry.pedidoKds).toMatchObject({ id: tab.id, identificadorSecundario: '4' });
    expect(entry.item.status).toBe('PENDENTE');
    await expect
      .poll(() => heardUpdates(kitchen).find((e) => e.id === entry.id)?.pedidoKds.identificadorSecundario)
      .toBe('4');
  });
});

describe('a delivery address corrected', () => {
  it('the KDS entry shows the new address; a save that changes nothing the kitchen sees rewrites nothing', async () => {
    const order = await save({
      tipo: 'DELIVERY',
      iFoodOrder: {
        items: [burger('Sem cebola')],
        payments: [],
        deliveryMethod: { mode: 'DELIVERY' },
        deliveryAddress: {
          streetName: 'Rua Augusta',
          streetNumber: '1500',
          neighborhood: 'Consolação',
          city: 'São Paulo',
        },
      },
    } as TOrderSaveRequest);
    const code = order.iFoodOrder.items[0]!.referenceCode;
    const first = await entryOf(code);
    expect(first.deliveryAddress).toEqual({ neighborhood: 'Consolação', formatedAdress: 'Rua Augusta, 1500' });

    const corrected = await save({
      ...order,
      iFoodOrder: {
        ...order.iFoodOrder,
        deliveryAddress: {
          streetName: 'Rua Oscar Freire',
          streetNumber: '200',
          neighborhood: 'Jardins',
          city: 'São Paulo',
        },
      },
    } as TOrderSaveRequest);
    const entry = await entryOf(code);
    expect(entry).toMatchObject({
      id: first.id,
      deliveryAddress: { neighborhood: 'Jardins', formatedAdress: 'Rua Oscar Freire, 200' },
      item: { status: 'PENDENTE' },
      createdAt: first.createdAt,
    });
    // Saved again as it is: the kitchen's view is the same, the entry is not rewritten.
    await save({ ...corrected } as TOrderSaveRequest);
    expect((await entryOf(code)).version).toBe(entry.version);
  });
});
