import type { TIFoodOrder, TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressao, movimentoFinanceiro, pedidoIntegracao, produto } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { createOrder, paymentOf, setParameter } from './order-factory';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BASE = '/api-v2/pedidoIntegracao';
const request = async (method: 'GET' | 'POST', url: string, as = 'caixa', payload?: unknown) =>
  ctx.app.inject({ method, url, headers: await ctx.auth(as), ...(payload ? { payload: payload as object } : {}) });
const get = (url: string, as = 'caixa') => request('GET', url, as);
const post = (url: string, payload: unknown, as = 'caixa') => request('POST', url, as, payload);
const errorOf = (res: { json(): unknown }) => (res.json() as { errorMessage?: string }).errorMessage;
const fetchOrder = async (id: number) => (await get(`${BASE}/${id}`, 'admin')).json<TOrder>();

let nextNumber = 1;
/** A new tab (COMANDA) with its own number, optionally on a table. */
async function openTab(
  items: { name: string; quantity: number; price: number }[] = [{ name: 'Chopp', quantity: 2, price: 10 }],
  extra: Partial<TOrderSaveRequest> = {},
) {
  return createOrder(ctx, 'caixa', {
    tipo: 'COMANDA',
    identificadorPrincipal: String(nextNumber++),
    quantidadePessoas: 2,
    iFoodOrder: { items, payments: [] },
    ...extra,
  });
}

const codesOf = (order: TOrder) => order.iFoodOrder.items.map((i) => i.referenceCode!);

describe('lists of the board (listByTipo, listByIdentificadorPrincipal)', () => {
  it('lists open orders by type (repeated and comma lists) and by number, without paid or cancelled ones', async () => {
    const tab = await openTab();
    const table = await createOrder(ctx, 'caixa', {
      tipo: 'MESA',
      identificadorPrincipal: '7',
      iFoodOrder: { items: [{ name: 'Água', quantity: 1, price: 5 }], payments: [] },
    });
    const paid = await openTab([{ name: 'Água', quantity: 1, price: 5 }]);
    await post(BASE, { ...paid, iFoodOrder: { ...paid.iFoodOrder, payments: [await paymentOf(ctx, 'DIN', 5)] } });
    const ids = async (query: string) => (await get(`${BASE}/listByTipo?${query}`)).json<TOrder[]>().map((o) => o.id);
    const open = 'pago=NAO&cancelado=false&importados=false';
    expect(await ids(`${open}&tipo=COMANDA&tipo=MESA`)).toEqual(expect.arrayContaining([tab.id, table.id]));
    expect(await ids(`${open}&tipo=COMANDA,MESA`)).toEqual(expect.arrayContaining([tab.id, table.id]));
    expect(await ids(`${open}&tipo=COMANDA`)).not.toContain(table.id);
    expect(await ids(`${open}&tipo=COMANDA`)).not.toContain(paid.id);
    expect((await get(`${BASE}/listByTipo?tipo=XPTO`)).statusCode).toBe(400);
    const byNumber = await get(
      `${BASE}/listByIdentificadorPrincipal?identificadorPrincipal=${tab.identificadorPrincipal}&tipos=COMANDA&importado=false&pago=NAO&cancelado=false`,
    );
    expect(byNumber.json<TOrder[]>().map((o) => o.id)).toEqual([tab.id]);
    const blank = await get(`${BASE}/listByIdentificadorPrincipal?identificadorPrincipal=`);
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank)).toContain(MSG.informeValorParaBuscar('comanda'));
  });

  it('reads open tabs and tables from their partial indexes (EXPLAIN, among many closed orders)', async () => {
    const { db } = ctx.database;
    const unidadeId = (await ctx.session('caixa')).unidade.id;
    await db.execute(sql`insert into pedido_integracao (unidade_id, tipo, situacao, pago, identificador_principal, body)
      select ${unidadeId}, 'COMANDA', 'ENTREGUE', true, (g % 300)::text, '{}'::jsonb from generate_series(1, 5000) g`);
    await db.execute(sql`analyze pedido_integracao`);
    const plan = async (query: ReturnType<typeof sql>) =>
      JSON.stringify(((await db.execute(query)) as unknown as { rows: unknown[] }).rows);
    const open = sql`explain select id from pedido_integracao where unidade_id = ${unidadeId} and ativo = ${true}
      and tipo in (${'COMANDA'}, ${'MESA'}) and pago = ${false} and situacao <> ${'CANCELADO'} and data_importacao is null order by id`;
    expect(await plan(open)).toContain('pedido_abertos_idx');
    const table = sql`explain select id from pedido_integracao where unidade_id = ${unidadeId} and ativo = ${true}
      and identificador_secundario = ${'5'} and situacao <> ${'CANCELADO'} order by id`;
    expect(await plan(table)).toContain('pedido_mesa_idx');
    await db.execute(sql`delete from pedido_integracao where situacao = 'ENTREGUE' and body = '{}'::jsonb`);
  });
});

describe('GET juntarPedidoIntegracao (join)', () => {
  it('moves the other tabs’ items, people and payments into the destination and makes them inactive', async () => {
    const a = await openTab([{ name: 'Chopp', quantity: 2, price: 10 }]);
    const b = await openTab([{ name: 'Porção', quantity: 1, price: 30 }], { quantidadePessoas: 3 });
    const paidB = await post(BASE, {
      ...b,
      iFoodOrder: { ...b.iFoodOrder, payments: [await paymentOf(ctx, 'DIN', 10)] },
    });
    expect(paidB.statusCode).toBe(200);
    const res = await get(`${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${a.id},${b.id}&idPedidoDestino=${a.id}`);
    expect(res.statusCode).toBe(200);
    const joined = res.json<TOrder>();
    expect(joined.id).toBe(a.id);
    expect(joined.iFoodOrder.items.map((i) => i.name)).toEqual(['Chopp', 'Porção']);
    expect(joined.quantidadePessoas).toBe(5);
    expect(joined.iFoodOrder.payments).toHaveLength(1);
    expect(joined.totalPedido).toBe(50);
    expect(joined.logs).toContain('Agrupado(s) neste pedido');
    const gone = await fetchOrder(b.id);
    expect(gone.ativo).toBe(false);
    expect(gone.iFoodOrder.items).toEqual([]);
    expect(gone.iFoodOrder.payments).toEqual([]);
    expect(gone.logs).toContain('Pedido agrupado na comanda');
    // The money moved with the payment: one ENTRADA, now on the destination; nothing on the source.
    const movements = await ctx.database.db
      .select()
      .from(movimentoFinanceiro)
      .where(eq(movimentoFinanceiro.pagamentoId, String(joined.iFoodOrder.payments[0]!.id)));
    expect(movements.map((m) => [m.pedidoId, m.tipo, m.valorCents])).toEqual([[a.id, 'ENTRADA', 1000]]);
  });

  it('needs another order, ignores cancelled ones, and refuses another unit’s ids without moving anything', async () => {
    const a = await openTab();
    const alone = await get(`${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${a.id}&idPedidoDestino=${a.id}`);
    expect(alone.statusCode).toBe(422);
    expect(errorOf(alone)).toBe(MSG.adicioneOutraParaJuntar('comanda'));
    const other = await createOrder(ctx, 'caixa_filial', {
      tipo: 'MESA',
      identificadorPrincipal: '3',
      iFoodOrder: { items: [{ name: 'Água', quantity: 1, price: 5 }], payments: [] },
    });
    const foreign = await get(`${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${other.id}&idPedidoDestino=${a.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await fetchOrder(a.id)).version).toBe(a.version);
    const [row] = await ctx.database.db.select().from(pedidoIntegracao).where(eq(pedidoIntegracao.id, other.id));
    expect(row!.ativo).toBe(true);
    expect(row!.version).toBe(other.version);
  });

  it('is one transaction: a bad order half-way (an imported one) leaves every order as it was', async () => {
    const a = await openTab();
    const b = await openTab();
    const c = await openTab();
    await ctx.database.db
      .update(pedidoIntegracao)
      .set({ dataImportacao: new Date() })
      .where(eq(pedidoIntegracao.id, c.id));
    const res = await get(
      `${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${a.id},${b.id},${c.id}&idPedidoDestino=${a.id}`,
    );
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toBe(MSG.IMPORTED_ORDER_EDIT);
    for (const order of [a, b]) {
      const now = await fetchOrder(order.id);
      expect(now.version).toBe(order.version);
      expect(now.ativo).toBe(true);
      expect(now.iFoodOrder.items).toHaveLength(1);
    }
  });

  it('checks the versions the terminal showed when it sends them (versoes=id:version)', async () => {
    const a = await openTab();
    const b = await openTab();
    const url = `${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${a.id},${b.id}&idPedidoDestino=${a.id}`;
    const stale = await get(`${url}&versoes=${a.id}:${a.version},${b.id}:${b.version - 1}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().orders.map((o: TOrder) => o.id)).toEqual([b.id]);
    expect((await get(`${url}&versoes=${a.id}:x`)).statusCode).toBe(400);
    expect((await get(`${url}&versoes=${a.id}:${a.version},${b.id}:${b.version}`)).statusCode).toBe(200);
  });

  it('ignores orders with a motivoCancelamento (a tab a transfer emptied)', async () => {
    const emptied = await openTab();
    const a = await openTab();
    const b = await openTab();
    const moved = await post(`${BASE}/transferirItens`, {
      idPedidoOrigem: emptied.id,
      versionOrigem: emptied.version,
      idPedidoDestino: a.id,
      referenceCodes: codesOf(emptied),
    });
    expect(moved.json().origem.motivoCancelamento).toBe(MSG.TRANSFER_CANCEL_REASON);
    const onlyCancelled = await get(
      `${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${emptied.id}&idPedidoDestino=${a.id}`,
    );
    expect(errorOf(onlyCancelled)).toBe(MSG.adicioneOutraParaJuntar('comanda'));
    const res = await get(
      `${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${emptied.id},${b.id}&idPedidoDestino=${a.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<TOrder>().iFoodOrder.items).toHaveLength(3);
    expect((await fetchOrder(emptied.id)).version).toBe(moved.json().origem.version);
  });

  it('joins only tabs and tables', async () => {
    const tab = await openTab();
    const counter = await createOrder(ctx);
    const res = await get(`${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${counter.id}&idPedidoDestino=${tab.id}`);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toBe(MSG.ONLY_TABS_AND_TABLES);
  });

  it('words the message with the orders’ type (mesa)', async () => {
    const table = await createOrder(ctx, 'caixa', {
      tipo: 'MESA',
      identificadorPrincipal: '9',
      iFoodOrder: { items: [{ name: 'Água', quantity: 1, price: 5 }], payments: [] },
    });
    const alone = await get(
      `${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${table.id}&idPedidoDestino=${table.id}`,
    );
    expect(errorOf(alone)).toBe(MSG.adicioneOutraParaJuntar('mesa'));
  });

  it('lets a waiter join; refuses the kitchen', async () => {
    const a = await openTab();
    const b = await openTab();
    const url = `${BASE}/juntarPedidoIntegracao?idsPedidoSepVirgula=${a.id},${b.id}&idPedidoDestino=${b.id}`;
    expect((await get(url, 'cozinha')).statusCode).toBe(403);
    expect((await get(url, 'garcom')).statusCode).toBe(200);
  });
});

describe('POST transferirItens (transfer items)', () => {
  const url = `${BASE}/transferirItens`;

  it('moves the chosen lines with their kitchen status; the origin keeps the rest', async () => {
    const origin = await openTab([
      { name: 'Chopp', quantity: 2, price: 10 },
      { name: 'Porção', quantity: 1, price: 30 },
    ]);
    const destination = await openTab([{ name: 'Água', quantity: 1, price: 5 }]);
    // The kitchen already has the Chopp.
    const body = origin.iFoodOrder as TIFoodOrder;
    body.items[0]!.status = 'NOTIFICADO';
    await ctx.database.db.update(pedidoIntegracao).set({ body }).where(eq(pedidoIntegracao.id, origin.id));
    const res = await post(url, {
      idPedidoOrigem: origin.id,
      versionOrigem: origin.version,
      identificadorDestino: destination.identificadorPrincipal,
      referenceCodes: [codesOf(origin)[0]],
    });
    expect(res.statusCode).toBe(200);
    const { origem, destino } = res.json<{ origem: TOrder; destino: TOrder }>();
    expect(origem.ativo).toBe(true);
    expect(origem.iFoodOrder.items.map((i) => i.name)).toEqual(['Porção']);
    expect(origem.totalPedido).toBe(30);
    const deleted = (origem.iFoodOrder as { deletedItems?: { name: string; deletedByTransference?: boolean }[] })
      .deletedItems;
    expect(deleted).toEqual([expect.objectContaining({ name: 'Chopp', deletedByTransference: true })]);
    expect(destino.iFoodOrder.items.map((i) => i.name)).toEqual(['Água', 'Chopp']);
    // A dish already sent to the kitchen is not sent again.
    expect(destino.iFoodOrder.items[1]!.status).toBe('NOTIFICADO');
    expect(destino.totalPedido).toBe(25);
    expect(destino.logs).toContain('Itens recebidos da comanda');
  });

  it('an origin left without items becomes inactive and cancelled, and gives its people to the destination', async () => {
    const origin = await openTab([{ name: 'Chopp', quantity: 2, price: 10 }], { quantidadePessoas: 2 });
    const destination = await openTab([{ name: 'Água', quantity: 1, price: 5 }], { quantidadePessoas: 1 });
    const res = await post(url, {
      idPedidoOrigem: origin.id,
      versionOrigem: origin.version,
      idPedidoDestino: destination.id,
      versionDestino: destination.version,
      referenceCodes: codesOf(origin),
    });
    expect(res.statusCode).toBe(200);
    const { origem, destino } = res.json<{ origem: TOrder; destino: TOrder }>();
    expect(origem).toMatchObject({
      ativo: false,
      situacao: 'CANCELADO',
      motivoCancelamento: MSG.TRANSFER_CANCEL_REASON,
    });
    expect(origem.dataCancelamento).not.toBeNull();
    expect(origem.justificativaExclusao).toContain('Todos os itens foram transferidos');
    expect(destino.quantidadePessoas).toBe(3);
  });

  it('answers every rule with the spec’s message', async () => {
    const origin = await openTab();
    const base = { idPedidoOrigem: origin.id, versionOrigem: origin.version };
    const same = await post(url, { ...base, idPedidoDestino: origin.id, referenceCodes: codesOf(origin) });
    expect(errorOf(same)).toBe(MSG.TRANSFER_TO_SAME_TAB);
    // 99 is no tab of the unit (an existing empty one would get an order: tabs-transfer-empty.test.ts).
    const missing = await post(url, { ...base, identificadorDestino: '99', referenceCodes: codesOf(origin) });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toBe(MSG.identificadorDestinoNaoEncontrado('comanda'));
    const destination = await openTab();
    const nothing = await post(url, { ...base, idPedidoDestino: destination.id, referenceCodes: [] });
    expect(errorOf(nothing)).toBe(MSG.NO_ITEM_TRANSFERRED);
    const stale = await post(url, {
      ...base,
      versionOrigem: 0,
      idPedidoDestino: destination.id,
      referenceCodes: codesOf(origin),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().orders[0]).toMatchObject({ id: origin.id, version: origin.version });
    const paid = await post(BASE, {
      ...origin,
      iFoodOrder: { ...origin.iFoodOrder, payments: [await paymentOf(ctx, 'DIN', 5)] },
    });
    const partly = await post(url, {
      idPedidoOrigem: origin.id,
      versionOrigem: paid.json<TOrder>().version,
      idPedidoDestino: destination.id,
      referenceCodes: codesOf(origin),
    });
    expect(partly.statusCode).toBe(422);
    expect(errorOf(partly)).toBe(MSG.origemParcialmentePaga('R$ 5,00', 'R$ 20,00'));
    expect((await fetchOrder(destination.id)).version).toBe(destination.version);
  });

  it('lets a waiter transfer; refuses the kitchen', async () => {
    const origin = await openTab();
    const destination = await openTab();
    const payload = {
      idPedidoOrigem: origin.id,
      versionOrigem: origin.version,
      idPedidoDestino: destination.id,
      referenceCodes: codesOf(origin),
    };
    expect((await post(url, payload, 'cozinha')).statusCode).toBe(403);
    expect((await post(url, payload, 'garcom')).statusCode).toBe(200);
  });
});

describe('POST transferirMesa (transfer tabs to a table)', () => {
  const url = `${BASE}/transferirMesa`;

  it('moves the selected tabs to the table, with the spec’s messages', async () => {
    const a = await openTab();
    const b = await openTab([{ name: 'Água', quantity: 1, price: 5 }], { identificadorSecundario: '4' });
    const pedidos = [
      { id: a.id, version: a.version },
      { id: b.id, version: b.version },
    ];
    expect(errorOf(await post(url, { mesaDestino: ' ', pedidos }))).toBe(MSG.DESTINATION_TABLE_REQUIRED);
    expect(errorOf(await post(url, { mesaDestino: '4', pedidos: [] }))).toBe(
      MSG.nenhumaSelecionadaTransferencia('comanda'),
    );
    expect(errorOf(await post(url, { mesaDestino: '99', pedidos }))).toBe(MSG.mesaNaoEncontrada('99'));
    expect(errorOf(await post(url, { mesaDestino: '13', pedidos }))).toBe(MSG.mesaNaoEncontrada('13'));
    expect(errorOf(await post(url, { mesaDestino: '4', pedidos: [pedidos[1]] }))).toBe(MSG.TABS_ALREADY_ON_TABLE);
    const res = await post(url, { mesaDestino: '4', pedidos });
    expect(res.statusCode).toBe(200);
    expect(res.json().mensagem).toBe(MSG.comandasTransferidas('4'));
    expect(res.json().pedidos.map((o: TOrder) => [o.id, o.identificadorSecundario])).toEqual([[a.id, '4']]);
    const onTable = await get(`${BASE}/listByIdentificadorSecundario?identificadorSecundario=4&tipos=COMANDA`);
    expect(onTable.json<TOrder[]>().map((o) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });
});

describe('POST fecharPedido/{id} (close order)', () => {
  it('computes the service fee on the server, splits by people and records the print', async () => {
    const tab = await openTab(
      [
        { name: 'Chopp', quantity: 2, price: 10 },
        { name: 'Porção', quantity: 1, price: 30 },
      ],
      { quantidadePessoas: 3 },
    );
    const res = await post(`${BASE}/fecharPedido/${tab.id}`, {
      version: tab.version,
      recalcularTaxaDeServico: true,
      percentualTaxaServico: 10,
      imprimirPedido: true,
    });
    expect(res.statusCode).toBe(200);
    const closed = res.json<TOrder>();
    expect(closed.iFoodOrder.items.map((i) => i.totalServico)).toEqual([2, 3]);
    expect(closed.totalPedido).toBe(55);
    expect(closed.iFoodOrder.divideInvoiceObservation).toBe('Dividido em 3 pessoa(s): R$ 18,33 por pessoa.');
    const jobs = await ctx.database.db
      .select()
      .from(impressao)
      .where(and(eq(impressao.pedidoId, tab.id), eq(impressao.origem, 'FECHAMENTO')));
    expect(jobs).toHaveLength(1);
    const bad = await post(`${BASE}/fecharPedido/${tab.id}`, { version: closed.version, divideInto: 0 });
    expect(bad.statusCode).toBe(400);
    const stale = await post(`${BASE}/fecharPedido/${tab.id}`, { version: tab.version });
    expect(stale.statusCode).toBe(409);
  });

  it('uses PERCENTUAL_TAXA_SERVICO by default, and no fee when UTILIZA_TAXA_SERVICO is N', async () => {
    const tab = await openTab([{ name: 'Porção', quantity: 1, price: 40 }]);
    const res = await post(`${BASE}/fecharPedido/${tab.id}`, { version: tab.version, recalcularTaxaDeServico: true });
    expect(res.json<TOrder>().totalPedido).toBe(44);
    await setParameter(ctx, 'caixa', 'UTILIZA_TAXA_SERVICO', 'N');
    try {
      const other = await openTab([{ name: 'Porção', quantity: 1, price: 40 }]);
      const off = await post(`${BASE}/fecharPedido/${other.id}`, {
        version: other.version,
        recalcularTaxaDeServico: true,
      });
      expect(off.json<TOrder>().totalPedido).toBe(40);
    } finally {
      await setParameter(ctx, 'caixa', 'UTILIZA_TAXA_SERVICO', 'S');
    }
  });

  it('never takes the terminal’s fee amounts on a save: they are recomputed from one percent', async () => {
    const tab = await openTab([
      { name: 'Chopp', quantity: 2, price: 10 },
      { name: 'Porção', quantity: 1, price: 30 },
    ]);
    const items = tab.iFoodOrder.items.map((item, i) => ({
      ...item,
      chargeServiceFee: true,
      totalServico: i === 0 ? 2 : 50, // 10% and a made-up amount
      percentualTaxaServico: undefined,
    }));
    const res = await post(BASE, { ...tab, iFoodOrder: { ...tab.iFoodOrder, items, percentualTaxaServico: 10 } });
    expect(res.statusCode).toBe(200);
    expect(res.json<TOrder>().iFoodOrder.items.map((i) => i.totalServico)).toEqual([2, 3]);
    const above = await post(BASE, {
      ...res.json<TOrder>(),
      iFoodOrder: { ...res.json<TOrder>().iFoodOrder, percentualTaxaServico: 150 },
    });
    expect(above.statusCode).toBe(400);
  });
});

describe('service fee and products that do not charge it', () => {
  it('gives no fee to a line whose product has cobrarTaxaServico false, whatever the terminal sends', async () => {
    const unidadeId = (await ctx.session('caixa')).unidade.id;
    const [noFee] = await ctx.database.db
      .select()
      .from(produto)
      .where(and(eq(produto.unidadeId, unidadeId), eq(produto.cobrarTaxaServico, false)));
    const tab = await openTab([
      { name: 'Porção', quantity: 1, price: 30 },
      { name: noFee!.descricao, quantity: 1, price: 20, externalCode: String(noFee!.id) } as never,
    ]);
    const items = tab.iFoodOrder.items.map((item) => ({ ...item, chargeServiceFee: true, totalServico: 0 }));
    const res = await post(BASE, { ...tab, iFoodOrder: { ...tab.iFoodOrder, items, percentualTaxaServico: 10 } });
    expect(res.statusCode).toBe(200);
    expect(res.json<TOrder>().iFoodOrder.items.map((i) => i.totalServico)).toEqual([3, 0]);
    expect(res.json<TOrder>().totalPedido).toBe(53);
  });
});

describe('POST saveAll', () => {
  it('saves several orders in one transaction; one refused order refuses them all', async () => {
    const a = await openTab();
    const b = await openTab();
    const ok = await post(`${BASE}/saveAll`, [
      { ...a, complementoIdentificador: 'janela' },
      { ...b, complementoIdentificador: 'varanda' },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<TOrder[]>().map((o) => o.complementoIdentificador)).toEqual(['janela', 'varanda']);
    const saved = ok.json<TOrder[]>();
    const bad = await post(`${BASE}/saveAll`, [
      { ...saved[0], complementoIdentificador: 'corredor' },
      { ...saved[1], quantidadePessoas: -1 },
    ]);
    expect(bad.statusCode).toBe(422);
    expect((await fetchOrder(a.id)).complementoIdentificador).toBe('janela');
  });
});

describe('POST saveAll with an Idempotency-Key', () => {
  it('answers a retry with the first result and saves once', async () => {
    const tab = await openTab();
    const send = async () =>
      ctx.app.inject({
        method: 'POST',
        url: `${BASE}/saveAll`,
        headers: { ...(await ctx.auth('caixa')), 'idempotency-key': `save-all-${tab.id}` },
        payload: [{ ...tab, complementoIdentificador: 'retry' }],
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await fetchOrder(tab.id)).version).toBe(tab.version + 1);
  });
});

describe('GET listAllPedidosAgendados', () => {
  it('needs a period and lists the scheduled orders whose schedule falls in it', async () => {
    const none = await get(`${BASE}/listAllPedidosAgendados`);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none)).toBe(MSG.NO_PERIOD);
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setHours(20, 0, 0, 0);
    const order = await createOrder(ctx, 'caixa', {
      tipo: 'BALCAO',
      pedidoAgendado: 'AGENDADO',
      iFoodOrder: {
        items: [{ name: 'Bolo', quantity: 1, price: 80 }],
        payments: [],
        scheduled: true,
        schedule: { deliveryDateTimeStart: tomorrow.toISOString() },
      },
    });
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const found = await get(`${BASE}/listAllPedidosAgendados?dtInicio=${day(tomorrow)}&dtFinal=${day(tomorrow)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json<TOrder[]>().map((o) => o.id)).toContain(order.id);
    const today = await get(`${BASE}/listAllPedidosAgendados?dtInicio=${day(new Date())}&dtFinal=${day(new Date())}`);
    expect(today.json<TOrder[]>().map((o) => o.id)).not.toContain(order.id);
    expect((await get(`${BASE}/listAllPedidosAgendados?dtInicio=${day(tomorrow)}`, 'garcom')).statusCode).toBe(403);
  });
});
