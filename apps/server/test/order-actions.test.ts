import type { TIFoodOrder, TOrder } from '@brasa/contracts';
import { MSG, ROLES } from '@brasa/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressao, logEvento, pedidoIntegracao } from '../src/db/schema';
import { canAutoImport } from '../src/modules/orders/import/import-service';
import { withTotals } from '../src/modules/order-data/totals';
import { createTestContext, withRole, type TestContext } from './helpers';
import { collectMessages, listenOnFreePort, socketPool } from './sockets';

let ctx: TestContext;
let baseUrl: string;
const pool = socketPool();
beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listenOnFreePort(ctx.app);
});
afterAll(async () => {
  pool.disconnectAll();
  await ctx.close();
});

const BASE = '/api-v2/pedidoIntegracao';
const LOG_DATE = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

const post = async (url: string, as = 'caixa', payload?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: await ctx.auth(as),
    ...(payload ? { payload: payload as object } : {}),
  });
const get = async (url: string, as = 'caixa') => ctx.app.inject({ method: 'GET', url, headers: await ctx.auth(as) });
const errorOf = (res: { json(): unknown }) => (res.json() as { errorMessage?: string }).errorMessage;
const fetchOrder = async (id: number) => (await get(`${BASE}/${id}`, 'admin')).json<TOrder>();

const units = new Map<string, number>();
async function unitOf(as: string) {
  if (!units.has(as)) units.set(as, (await ctx.login(as)).unidade.id);
  return units.get(as)!;
}

/** R$ 56,80: two burgers and a soda. */
function makeBody(overrides: Partial<TIFoodOrder> = {}): TIFoodOrder {
  return {
    customer: { name: 'MARIA DA SILVA', phone: '11987654321' },
    deliveryMethod: { mode: 'TAKEOUT' },
    items: [
      { referenceCode: 'burger', name: 'X-Burger', quantity: 2, price: 24.9, status: 'PENDENTE' },
      { referenceCode: 'soda', name: 'Refrigerante lata 350ml', quantity: 1, price: 7, status: 'PENDENTE' },
    ],
    payments: [],
    ...overrides,
  };
}
const PAID = [{ value: 56.8, code: 'DIN', name: 'Dinheiro' }];

type Row = typeof pedidoIntegracao.$inferInsert;

/** Stores an order directly (marketplace orders cannot be launched at the PDV); totals as the server computes. */
async function insertOrder(opts: { as?: string; body?: TIFoodOrder } & Partial<Omit<Row, 'body'>> = {}) {
  const { as = 'caixa', body: input = makeBody(), ...columns } = opts;
  const { body, totals } = withTotals(input);
  const [row] = await ctx.database.db
    .insert(pedidoIntegracao)
    .values({
      unidadeId: await unitOf(as),
      tipo: 'DELIVERY',
      tipoImportacao: 'IF',
      situacao: 'CONFIRMADO',
      sequencial: 900,
      totalPedidoCents: totals.total,
      pago: totals.pago,
      body,
      ...columns,
    })
    .returning();
  return row!.id;
}

describe('import (doc 1 §4, doc 2 §4.4, §5.7)', () => {
  it('prepares an order for the import dialog', async () => {
    const id = await insertOrder();
    const res = await get(`${BASE}/prepararIntegracao/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, dataImportacao: null, tipoImportacao: 'IF' });
    const imported = await insertOrder({ dataImportacao: new Date() });
    expect(errorOf(await get(`${BASE}/prepararIntegracao/${imported}`))).toBe(MSG.ORDER_ALREADY_IMPORTED);
  });

  it('refuses an unpaid order and keeps it not imported', async () => {
    const id = await insertOrder({ body: makeBody({ payments: [{ value: 50, code: 'DIN' }] }) });
    const res = await post(`${BASE}/finalizarIntegracao/`, 'caixa', { id });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toBe(MSG.IMPORT_REQUIRES_PAYMENT);
    expect((await fetchOrder(id)).dataImportacao).toBeNull();
  });

  it('imports a paid order: dataImportacao set, version bumped, a log line', async () => {
    const id = await insertOrder({ body: makeBody({ payments: PAID }) });
    const res = await post(`${BASE}/finalizarIntegracao/`, 'caixa', await fetchOrder(id));
    expect(res.statusCode).toBe(200);
    const order = res.json<TOrder>();
    expect(order.dataImportacao).not.toBeNull();
    expect(order.version).toBe(2);
    expect(order.logs).toMatch(new RegExp(`Pedido importado por caixa em ${LOG_DATE.source}\\.`));
    const again = await post(`${BASE}/finalizarIntegracao`, 'caixa', { id });
    expect(errorOf(again)).toBe(MSG.ORDER_ALREADY_IMPORTED);
    const noBody = await post(`${BASE}/finalizarIntegracao/`);
    expect(noBody.statusCode).toBe(400);
    expect(errorOf(noBody)).toContain('Informe o pedido.');
  });

  it('counts the marketplace part of the benefits as paid', async () => {
    const body = makeBody({
      payments: [{ value: 46.8, code: 'CC' }],
      benefits: [{ value: 10, target: 'CART', sponsorshipValues: { IFOOD: 10, MERCHANT: 0 } }],
    });
    // The benefit lowers the total to 46,80 and the marketplace pays 10,00 of it: 56,80 paid against 46,80.
    const id = await insertOrder({ body });
    expect(errorOf(await post(`${BASE}/importar/${id}`))).toBe(MSG.diferencaPagamento('R$ 10,00'));
    const settled = await insertOrder({
      body: {
        ...body,
        benefits: [{ value: 10, sponsorshipValues: { IFOOD: 10 } }],
        payments: [{ value: 36.8, code: 'CC' }],
      },
    });
    expect((await post(`${BASE}/importar/${settled}`)).statusCode).toBe(200);
  });

  it('refuses payments that differ from the total', async () => {
    const id = await insertOrder({ body: makeBody({ payments: [{ value: 60, code: 'DIN' }] }) });
    expect(errorOf(await post(`${BASE}/importar/${id}`))).toBe(MSG.diferencaPagamento('R$ 3,20'));
  });

  it('refuses a negative payment and a payment without a method', async () => {
    const negative = await insertOrder({
      body: makeBody({
        payments: [
          { value: 70, code: 'DIN' },
          { value: -13.2, code: 'DIN' },
        ],
      }),
    });
    expect(errorOf(await post(`${BASE}/importar/${negative}`))).toBe(MSG.IMPORT_PAYMENT_NOT_POSITIVE);
    const unnamed = await insertOrder({ body: makeBody({ payments: [{ value: 56.8 }] }) });
    expect(errorOf(await post(`${BASE}/importar/${unnamed}`))).toBe(MSG.IMPORT_PAYMENT_EMPTY_DESCRIPTION);
  });

  it('refuses cancelled and deleted orders', async () => {
    const cancelled = await insertOrder({ situacao: 'CANCELADO', body: makeBody({ payments: PAID }) });
    expect(errorOf(await post(`${BASE}/importar/${cancelled}`))).toBe(MSG.CANCELLED_ORDER_IMPORT);
    const deleted = await insertOrder({ ativo: false, body: makeBody({ payments: PAID }) });
    const res = await post(`${BASE}/importar/${deleted}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toBe(MSG.ORDER_NOT_FOUND);
  });

  it('answers a stale version with 409 and the current order', async () => {
    const id = await insertOrder({ body: makeBody({ payments: PAID }), version: 3 });
    const res = await post(`${BASE}/finalizarIntegracao/`, 'caixa', { id, version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorMessage: MSG.ORDER_CHANGED_ELSEWHERE, order: { id, version: 3 } });
    expect((await fetchOrder(id)).dataImportacao).toBeNull();
  });

  it('imports a list order by order, failures with msgErro', async () => {
    const paid = await insertOrder({ body: makeBody({ payments: PAID }) });
    const unpaid = await insertOrder();
    const res = await post(`${BASE}/importarTodos`, 'caixa', [{ id: paid }, { id: unpaid }, { id: 999_999 }]);
    expect(res.statusCode).toBe(200);
    const [first, second, third] = res.json();
    expect(first).toMatchObject({ id: paid, pedidoIntegracao: { id: paid } });
    expect(first.pedidoIntegracao.dataImportacao).not.toBeNull();
    expect(second).toEqual({ id: unpaid, msgErro: MSG.IMPORT_REQUIRES_PAYMENT });
    expect(third).toEqual({ id: 999_999, msgErro: MSG.ORDER_NOT_FOUND });
    const empty = await post(`${BASE}/importarTodos`, 'caixa', []);
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toContain(MSG.MULTI_STATUS_NOTHING_SELECTED);
  });

  it('blocks only the automatic import with ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO', async () => {
    const profile = (permissoes: string[]) => ({ permissoes, unidade: { roles: [] } });
    expect(canAutoImport(profile([]))).toBe(true);
    expect(canAutoImport(profile([ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO]))).toBe(false);
    await withRole(ctx, 'caixa', ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO, async () => {
      const id = await insertOrder({ body: makeBody({ payments: PAID }) });
      expect((await post(`${BASE}/importar/${id}`)).statusCode).toBe(200);
    });
  });
});

describe('undo import (doc 1 §4, §6)', () => {
  it('puts an imported order back to not imported, with a log line', async () => {
    const id = await insertOrder({ dataImportacao: new Date(), body: makeBody({ payments: PAID }) });
    const res = await post(`${BASE}/desfazerIntegracao/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dataImportacao: null, version: 2 });
    expect(res.json().logs).toMatch(new RegExp(`Importação desfeita por caixa em ${LOG_DATE.source}\\.`));
    expect(errorOf(await post(`${BASE}/desfazerIntegracao/${id}`))).toBe(MSG.ORDER_NOT_IMPORTED);
  });

  it('is denied with ROLE_NAO_PERMITE_DESFAZER_IMPORTACAO_PEDIDO', async () => {
    const id = await insertOrder({ dataImportacao: new Date() });
    await withRole(ctx, 'caixa', ROLES.ROLE_NAO_PERMITE_DESFAZER_IMPORTACAO_PEDIDO, async () => {
      const res = await post(`${BASE}/desfazerIntegracao/${id}`);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toBe(MSG.NO_UNDO_IMPORT_PERMISSION);
    });
    expect((await fetchOrder(id)).dataImportacao).not.toBeNull();
  });
});

describe('conversion of integration orders (doc 1 §4, §6)', () => {
  it('needs ROLE_CONVERTER_PEDIDOS_INTEGRACAO_PDV_BRASA to convert and to undo', async () => {
    const id = await insertOrder();
    for (const action of ['converterPedido', 'desfazerConversaoPedido']) {
      const res = await post(`${BASE}/${action}/${id}`, 'caixa');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toBe(MSG.NO_CONVERT_PERMISSION);
    }
    expect((await fetchOrder(id)).tipoImportacao).toBe('IF');
  });

  it('makes a marketplace order editable and restores its channel on undo', async () => {
    const id = await insertOrder({ tipoImportacao: 'RA' });
    const converted = await post(`${BASE}/converterPedido/${id}`, 'admin');
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({ tipoImportacao: 'SO', tipoImportacaoOriginal: 'RA', version: 2 });
    expect(converted.json().logs).toMatch(/Pedido convertido para edição \(canal de origem RA\) por admin em/);
    expect(errorOf(await post(`${BASE}/converterPedido/${id}`, 'admin'))).toBe(MSG.CONVERT_ONLY_INTEGRATION);

    const undone = await post(`${BASE}/desfazerConversaoPedido/${id}`, 'admin');
    expect(undone.json()).toMatchObject({ tipoImportacao: 'RA', tipoImportacaoOriginal: null, version: 3 });
    expect(undone.json().logs).toMatch(/Conversão do pedido desfeita \(canal RA\) por admin em/);
    expect(errorOf(await post(`${BASE}/desfazerConversaoPedido/${id}`, 'admin'))).toBe(MSG.ORDER_NOT_CONVERTED);
  });

  it('converts only integration orders', async () => {
    const own = await insertOrder({ tipoImportacao: 'SO' });
    const res = await post(`${BASE}/converterPedido/${own}`, 'admin');
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toBe(MSG.CONVERT_ONLY_INTEGRATION);
  });

  it('refuses imported and cancelled orders, both ways', async () => {
    const imported = await insertOrder({ dataImportacao: new Date() });
    expect(errorOf(await post(`${BASE}/converterPedido/${imported}`, 'admin'))).toBe(MSG.CONVERSION_IMPORTED_ORDER);
    const cancelled = await insertOrder({ situacao: 'CANCELADO' });
    expect(errorOf(await post(`${BASE}/converterPedido/${cancelled}`, 'admin'))).toBe(MSG.CONVERSION_CANCELLED_ORDER);
    const convertedImported = await insertOrder({
      tipoImportacao: 'SO',
      tipoImportacaoOriginal: 'IF',
      dataImportacao: new Date(),
    });
    expect(errorOf(await post(`${BASE}/desfazerConversaoPedido/${convertedImported}`, 'admin'))).toBe(
      MSG.CONVERSION_IMPORTED_ORDER,
    );
    const convertedCancelled = await insertOrder({
      tipoImportacao: 'SO',
      tipoImportacaoOriginal: 'IF',
      situacao: 'CANCELADO',
    });
    expect(errorOf(await post(`${BASE}/desfazerConversaoPedido/${convertedCancelled}`, 'admin'))).toBe(
      MSG.CONVERSION_CANCELLED_ORDER,
    );
  });
});

describe('conversion to a tab or table (doc 1 §4, §5)', () => {
  const convert = (id: number, identifier: string, as = 'caixa') =>
    post(`${BASE}/converterPedidoComanda/${id}/${encodeURIComponent(identifier)}`, as);

  it('needs the tab/table module', async () => {
    const id = await insertOrder({ tipoImportacao: 'SO' });
    const res = await convert(id, '7', 'despacho');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(MSG.CONVERT_REQUIRES_TAB_MODULE);
  });

  it('needs a numeric identifier with at least one digit', async () => {
    const id = await insertOrder({ tipoImportacao: 'SO' });
    for (const bad of ['abc', '12a', ' ', '-3', '1.5']) {
      const res = await convert(id, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(errorOf(res)).toBe(MSG.INVALID_VALUE);
    }
  });

  it('turns an own-online order into a tab that eats in, once', async () => {
    const body = makeBody({ deliveryMethod: { mode: 'DELIVERY' }, deliveryFee: 8 });
    const id = await insertOrder({ tipoImportacao: 'SO', tipo: 'DELIVERY', body });
    expect((await fetchOrder(id)).totalPedido).toBe(64.8);
    const res = await convert(id, '007');
    expect(res.statusCode).toBe(200);
    const order = res.json<TOrder>();
    expect(order).toMatchObject({ tipo: 'COMANDA', identificadorPrincipal: '7', totalPedido: 56.8, version: 2 });
    expect(order.iFoodOrder.deliveryMethod?.mode).toBe('INDOOR');
    expect(order.logs).toMatch(/Pedido convertido em comanda 7 por caixa em/);
    expect(errorOf(await convert(id, '8'))).toBe(MSG.CONVERT_TO_TAB_ONLY_OWN_ONLINE);
  });

  it('refuses integration orders, converted ones, imported and cancelled ones', async () => {
    const marketplace = await insertOrder({ tipoImportacao: 'IF' });
    expect(errorOf(await convert(marketplace, '7'))).toBe(MSG.CONVERT_TO_TAB_ONLY_OWN_ONLINE);
    const converted = await insertOrder({ tipoImportacao: 'SO', tipoImportacaoOriginal: 'IF' });
    expect(errorOf(await convert(converted, '7'))).toBe(MSG.CONVERT_TO_TAB_ONLY_OWN_ONLINE);
    const table = await insertOrder({ tipoImportacao: 'SO', tipo: 'MESA', identificadorPrincipal: '2' });
    expect(errorOf(await convert(table, '7'))).toBe(MSG.CONVERT_TO_TAB_ONLY_OWN_ONLINE);
    const imported = await insertOrder({ tipoImportacao: 'SO', dataImportacao: new Date() });
    expect(errorOf(await convert(imported, '7'))).toBe(MSG.CONVERSION_IMPORTED_ORDER);
    const cancelled = await insertOrder({ tipoImportacao: 'SO', situacao: 'CANCELADO' });
    expect(errorOf(await convert(cancelled, '7'))).toBe(MSG.CONVERSION_CANCELLED_ORDER);
  });

  it('with the MESA model, needs an active table that is not blocked', async () => {
    const id = await insertOrder({ as: 'caixa_filial', tipoImportacao: 'SO', tipo: 'BALCAO' });
    for (const missing of ['13', '99']) {
      const res = await convert(id, missing, 'caixa_filial');
      expect(res.statusCode).toBe(422);
      expect(errorOf(res)).toBe(MSG.mesaNaoEncontrada(missing));
    }
    const res = await convert(id, '5', 'caixa_filial');
    expect(res.json()).toMatchObject({ tipo: 'MESA', identificadorPrincipal: '5' });
  });
});

describe('delivery confirmation (doc 1 §4, §5)', () => {
  // The code is the server's column, never the body's (a client cannot set it).
  const withCode = (code: string) => ({
    body: makeBody({ deliveryMethod: { mode: 'DELIVERY' } }),
    codigoEntrega: code,
  });
  const confirm = (id: number, code: string) =>
    post(`${BASE}/confirmacaoDeEntrega/${id}/${encodeURIComponent(code)}`, 'caixa');

  it('needs a code', async () => {
    const id = await insertOrder({ situacao: 'ENVIADO', ...withCode('4321') });
    const res = await confirm(id, '  ');
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toBe(MSG.DELIVERY_CODE_REQUIRED);
    expect(errorOf(await post(`${BASE}/confirmacaoDeEntrega/${id}/`))).toBe(MSG.DELIVERY_CODE_REQUIRED);
    expect((await fetchOrder(id)).situacao).toBe('ENVIADO');
  });

  it('is only for ENVIADO orders', async () => {
    const id = await insertOrder({ situacao: 'CONFIRMADO', ...withCode('4321') });
    expect(errorOf(await confirm(id, '4321'))).toBe(MSG.DELIVERY_CONFIRMATION_ONLY_SENT);
    expect((await fetchOrder(id)).situacao).toBe('CONFIRMADO');
  });

  it("needs the customer's code", async () => {
    const id = await insertOrder({ situacao: 'ENVIADO', ...withCode('4321') });
    expect(errorOf(await confirm(id, '1234'))).toBe(MSG.DELIVERY_CODE_INVALID);
    const withoutCode = await insertOrder({ situacao: 'ENVIADO' });
    expect(errorOf(await confirm(withoutCode, '1234'))).toBe(MSG.DELIVERY_CODE_INVALID);
    expect((await fetchOrder(id)).situacao).toBe('ENVIADO');
  });

  it('delivers the order with the right code', async () => {
    const id = await insertOrder({ situacao: 'ENVIADO', ...withCode('4321') });
    const res = await confirm(id, ' 4321 ');
    expect(res.statusCode).toBe(200);
    const order = res.json<TOrder>();
    expect(order).toMatchObject({ situacao: 'ENTREGUE', version: 2 });
    expect(order.dataEntrega).not.toBeNull();
    expect(order.logs).toMatch(/Situação alterada de Enviado para Entregue por caixa em .*código do cliente/);
  });
});

describe('renotify (doc 1 §4 "Notification")', () => {
  it('sends notified items again, keeps held ones, and logs who and when', async () => {
    // The items are sent to production again at once (production.ts): routed ones end NOTIFICADO, NN ones
    // NAO_NOTIFICAR, held ones stay held (kds-production.test.ts covers the entries and tickets).
    const body = makeBody({
      items: [
        {
          referenceCode: 'a',
          name: 'X-Burger',
          quantity: 1,
          price: 24.9,
          status: 'NOTIFICADO',
          localNotification: 'COZINHA',
        },
        { referenceCode: 'b', name: 'Suco', quantity: 1, price: 9, status: 'NOTIFICAR_PAGAMENTO' },
        { referenceCode: 'c', name: 'Água', quantity: 1, price: 4, status: 'PENDENTE' },
      ],
    });
    const id = await insertOrder({ tipoImportacao: 'SO', statusNotificacao: 'NOTIFICADO', body });
    const res = await post(`${BASE}/renotificar/${id}`);
    expect(res.statusCode).toBe(200);
    const order = res.json<TOrder>();
    expect(order.statusNotificacao).toBe('NOTIFICAR_PAGAMENTO');
    expect(order.iFoodOrder.items.map((i) => i.status)).toEqual(['NOTIFICADO', 'NOTIFICAR_PAGAMENTO', 'NAO_NOTIFICAR']);
    expect(order.logs).toMatch(new RegExp(`Pedido notificado novamente por caixa em ${LOG_DATE.source}\\.`));
  });

  it('refuses a cancelled order', async () => {
    const id = await insertOrder({ situacao: 'CANCELADO', statusNotificacao: 'NOTIFICADO' });
    expect(errorOf(await post(`${BASE}/renotificar/${id}`))).toBe(MSG.CANCELLED_ORDER_EDIT);
  });
});

describe('GET listByIdentificadorSecundario', () => {
  it("finds a table's open tabs by import and payment", async () => {
    const tab = { tipo: 'COMANDA', tipoImportacao: 'SO', identificadorSecundario: '17' } as const;
    const open = await insertOrder({ ...tab, identificadorPrincipal: '21' });
    const paid = await insertOrder({ ...tab, identificadorPrincipal: '22', body: makeBody({ payments: PAID }) });
    const imported = await insertOrder({ ...tab, identificadorPrincipal: '23', dataImportacao: new Date() });
    await insertOrder({ ...tab, identificadorPrincipal: '24', situacao: 'CANCELADO' });
    await insertOrder({ ...tab, identificadorPrincipal: '25', ativo: false });
    await insertOrder({ ...tab, identificadorPrincipal: '26', identificadorSecundario: '18' });
    await insertOrder({ ...tab, identificadorPrincipal: '27', tipo: 'BALCAO' });
    await insertOrder({ ...tab, identificadorPrincipal: '28', as: 'caixa_filial' });
    const ids = async (query: string) =>
      (await get(`${BASE}/listByIdentificadorSecundario?${query}`)).json<TOrder[]>().map((o) => o.id);
    expect(await ids('identificadorSecundario=17&tipos=COMANDA&importado=false&pago=NAO')).toEqual([open]);
    expect(await ids('identificadorSecundario=17&tipos=COMANDA&pago=SIM')).toEqual([paid]);
    expect(await ids('identificadorSecundario=17&tipos=COMANDA&importado=true')).toEqual([imported]);
    expect(await ids('identificadorSecundario=17&tipos=COMANDA')).toEqual([open, paid, imported]);
    expect(await ids('identificadorSecundario=17')).toEqual([open, paid, imported]);
    expect(await ids('identificadorSecundario=17&tipos=MESA')).toEqual([]);
    const missing = await get(`${BASE}/listByIdentificadorSecundario?tipos=COMANDA`);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toContain(MSG.TABLE_REQUIRED);
  });
});

describe('print calls (doc 1 §7)', () => {
  const jobsOf = (id: number) =>
    ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, id)).orderBy(desc(impressao.id));

  it('records an order print job at the chosen location, CAIXA by default', async () => {
    const id = await insertOrder();
    const res = await post(`/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${id}?origem=DETALHE`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ result: 'SUCCESS', message: MSG.pedidosEnviadosImpressao(1) }]);
    await post(`/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${id}?localImpressao=BAR`);
    const [bar, caixa] = await jobsOf(id);
    expect(caixa).toMatchObject({
      localImpressao: 'CAIXA',
      origem: 'DETALHE',
      identificador: `PEDIDO_INTEGRACAO_ID_${id}`,
    });
    expect(bar).toMatchObject({ localImpressao: 'BAR', origem: 'APP' });
    const unknown = await post(`/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${id}?localImpressao=PISCINA`);
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown)).toBe(MSG.PRINT_LOCATION_NOT_FOUND);
    expect(await jobsOf(id)).toHaveLength(2);
  });

  it("sends the order's kitchen items, only those of the order", async () => {
    const id = await insertOrder();
    const res = await post('/api-v2/impressaoAPI/enviarImpressaoKds?localImpressao=COZINHA', 'caixa', {
      id,
      items: [{ referenceCode: 'burger' }, { referenceCode: 'of-another-order' }],
    });
    expect(res.json()).toEqual([{ result: 'SUCCESS', message: MSG.pedidosEnviadosImpressao(1) }]);
    const [job] = await jobsOf(id);
    expect(job).toMatchObject({ origem: 'NOTIFICACAO', localImpressao: 'COZINHA' });
    expect(JSON.parse(job!.conteudo!)).toEqual({
      tipo: 'COZINHA',
      itens: [expect.objectContaining({ referenceCode: 'burger', name: 'X-Burger', quantity: 2, subItems: [] })],
    });
    const none = await post('/api-v2/impressaoAPI/enviarImpressaoKds?localImpressao=COZINHA', 'caixa', {
      pedidoId: id,
      items: [{ referenceCode: 'of-another-order' }],
    });
    expect(errorOf(none)).toBe(MSG.KDS_NO_ITEMS);
    const noPlace = await post('/api-v2/impressaoAPI/enviarImpressaoKds', 'caixa', { id });
    expect(noPlace.statusCode).toBe(400);
    expect(errorOf(noPlace)).toContain('Informe o local de impressão.');
  });

  it('records a card-terminal receipt', async () => {
    const id = await insertOrder();
    const payload = { pedidoId: id, intencaoVendaId: 'iv-77', comprovante: 'VIA CLIENTE\nAPROVADO' };
    const res = await post('/api-v2/impressaoAPI/enviarImpressaoTef/CAIXA', 'caixa', payload);
    expect(res.json()).toEqual([{ result: 'SUCCESS', message: MSG.TEF_RECEIPT_SENT }]);
    const [job] = await jobsOf(id);
    expect(job).toMatchObject({ origem: 'TEF', identificador: 'TEF_iv-77', conteudo: 'VIA CLIENTE\nAPROVADO' });
    const blank = await post('/api-v2/impressaoAPI/enviarImpressaoTef/CAIXA', 'caixa', {
      ...payload,
      comprovante: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank)).toContain('Informe o comprovante.');
  });
});

describe('POST /api-v2/logEvento', () => {
  it('keeps the deleted payment and adds a log line, without touching the version', async () => {
    const id = await insertOrder();
    const payment = { id: 'p1', code: 'CC', value: 20, tefInfo: { intencaoVendaId: 'iv-1' } };
    const res = await post('/api-v2/logEvento', 'caixa', {
      tipo: 'DELETE',
      entidade: 'Payment',
      motivo: 'Pagamento lançado em duplicidade',
      json: JSON.stringify(payment),
      pedidoIntegracao: { id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tipo: 'DELETE', entidade: 'Payment', pedidoIntegracao: { id } });
    const [event] = await ctx.database.db.select().from(logEvento).where(eq(logEvento.pedidoId, id));
    expect(event).toMatchObject({ username: 'caixa', motivo: 'Pagamento lançado em duplicidade', dados: payment });
    const order = await fetchOrder(id);
    expect(order.version).toBe(1);
    expect(order.logs).toMatch(/Pagamento excluído por caixa em .*\. Motivo: Pagamento lançado em duplicidade/);
  });
});

describe('access', () => {
  it("does nothing to another unit's order", async () => {
    const id = await insertOrder({
      tipoImportacao: 'SO',
      situacao: 'ENVIADO',
      dataImportacao: new Date(),
      body: makeBody({ payments: PAID, deliveryMethod: { mode: 'DELIVERY' } }),
      codigoEntrega: '1',
    });
    const calls = [
      () => get(`${BASE}/prepararIntegracao/${id}`, 'caixa_filial'),
      () => post(`${BASE}/finalizarIntegracao/`, 'caixa_filial', { id }),
      () => post(`${BASE}/importar/${id}`, 'caixa_filial'),
      () => post(`${BASE}/desfazerIntegracao/${id}`, 'caixa_filial'),
      () => post(`${BASE}/converterPedidoComanda/${id}/5`, 'caixa_filial'),
      () => post(`${BASE}/confirmacaoDeEntrega/${id}/1`, 'caixa_filial'),
      () => post(`${BASE}/renotificar/${id}`, 'caixa_filial'),
      () => post(`/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${id}`, 'caixa_filial'),
      () => post('/api-v2/impressaoAPI/enviarImpressaoKds?localImpressao=CAIXA', 'caixa_filial', { id }),
      () =>
        post('/api-v2/impressaoAPI/enviarImpressaoTef/CAIXA', 'caixa_filial', {
          pedidoId: id,
          intencaoVendaId: 1,
          comprovante: 'x',
        }),
      () =>
        post('/api-v2/logEvento', 'caixa_filial', { tipo: 'DELETE', entidade: 'Payment', pedidoIntegracao: { id } }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(404);
      expect(errorOf(res)).toBe(MSG.ORDER_NOT_FOUND);
    }
    const res = await post(`${BASE}/importarTodos`, 'caixa_filial', [{ id }]);
    expect(res.json()).toEqual([{ id, msgErro: MSG.ORDER_NOT_FOUND }]);
    const order = await fetchOrder(id);
    expect(order).toMatchObject({ version: 1, situacao: 'ENVIADO', tipo: 'DELIVERY' });
    expect(order.dataImportacao).not.toBeNull();
    expect(await ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, id))).toHaveLength(0);
  });

  it('needs a token and an order role', async () => {
    const id = await insertOrder();
    const anonymous = await ctx.app.inject({ method: 'POST', url: `${BASE}/renotificar/${id}` });
    expect(anonymous.statusCode).toBe(401);
    const courier = await post(`${BASE}/renotificar/${id}`, 'entregador_1');
    expect(courier.statusCode).toBe(403);
    expect((await fetchOrder(id)).version).toBe(1);
  });
});

describe('realtime', () => {
  it("publishes each change to the unit's terminals after commit", async () => {
    const { jwtToken } = await ctx.login('despacho');
    const heard = collectMessages(await pool.connect(baseUrl, jwtToken));
    const tab = await insertOrder({ tipoImportacao: 'SO', tipo: 'BALCAO' });
    await post(`${BASE}/converterPedidoComanda/${tab}/9`);
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toMatchObject({
      type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER',
      order: { id: tab, tipo: 'COMANDA', version: 2 },
    });
    const sent = await insertOrder({
      situacao: 'ENVIADO',
      body: makeBody({ deliveryMethod: { mode: 'DELIVERY' } }),
      codigoEntrega: '55',
    });
    await post(`${BASE}/confirmacaoDeEntrega/${sent}/55`);
    await expect.poll(() => heard.length).toBe(2);
    expect(heard[1]).toMatchObject({
      type: 'MOVE_CARD',
      moveOptions: { from: 'ENVIADO', to: 'ENTREGUE' },
      order: { id: sent, situacao: 'ENTREGUE' },
    });
  });
});
