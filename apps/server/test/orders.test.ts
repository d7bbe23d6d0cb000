import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressao } from '../src/db/schema';
import { ensureSequence, getSequence } from '../src/modules/orders/repository';
import { createTestContext, type TestContext } from './helpers';
import { completeOrderInput, createOrder, makeOrderInput, paymentOf, setParameter } from './order-factory';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = async (url: string, as = 'caixa', payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: await ctx.auth(as), ...(payload ? { payload } : {}) });
const get = async (url: string, as = 'caixa') => ctx.app.inject({ method: 'GET', url, headers: await ctx.auth(as) });

describe('POST /api-v2/pedidoIntegracao (save)', () => {
  it('creates a PENDENTE order with a sequence, server totals and a log line', async () => {
    const order = await createOrder(ctx);
    expect(order).toMatchObject({
      situacao: 'PENDENTE',
      tipo: 'BALCAO',
      tipoImportacao: 'SO',
      ativo: true,
      pago: false,
      version: 1,
    });
    expect(order.sequencial).toBeGreaterThan(0);
    expect(order.totalPedido).toBe(56.8);
    expect(order.iFoodOrder.totalPrice).toBe(56.8);
    expect(order.logs).toMatch(/Pedido criado por caixa em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    expect(order.iFoodOrder.items.every((i) => i.notSaved === false && i.referenceCode)).toBe(true);
    const next = await createOrder(ctx);
    expect(next.sequencial).toBe(order.sequencial! + 1);
  });

  it('never keeps a client-sent total and marks paid only when payments cover it', async () => {
    const input = makeOrderInput();
    input.iFoodOrder.totalPrice = 1;
    input.iFoodOrder.subTotal = 1;
    input.iFoodOrder.payments = [await paymentOf(ctx, 'DIN', 56.79)];
    const res = await post('/api-v2/pedidoIntegracao', 'caixa', input);
    expect(res.json().totalPedido).toBe(56.8);
    expect(res.json().pago).toBe(false);
    input.iFoodOrder.payments = [await paymentOf(ctx, 'DIN', 56.8)];
    expect((await post('/api-v2/pedidoIntegracao', 'caixa', input)).json().pago).toBe(true);
  });

  it('refuses a stale version with 409 and the current order, and keeps the newer save', async () => {
    const order = await createOrder(ctx);
    const first = await post('/api-v2/pedidoIntegracao', 'caixa', { ...order, descricao: 'terminal A' });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    const stale = await post('/api-v2/pedidoIntegracao', 'caixa', { ...order, descricao: 'terminal B' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMessage).toBe(MSG.ORDER_CHANGED_ELSEWHERE);
    expect(stale.json().order).toMatchObject({ id: order.id, version: 2, descricao: 'terminal A' });
    expect((await get(`/api-v2/pedidoIntegracao/${order.id}`)).json().descricao).toBe('terminal A');
  });

  it('refuses an update without a version', async () => {
    const order = await createOrder(ctx);
    const res = await post('/api-v2/pedidoIntegracao', 'caixa', { ...order, version: undefined });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.ORDER_VERSION_REQUIRED);
  });

  it('checks the role of each order type on creation', async () => {
    const balcao = await post('/api-v2/pedidoIntegracao', 'garcom', makeOrderInput({ tipo: 'BALCAO' }));
    expect(balcao.statusCode).toBe(403);
    expect(balcao.json().errorMessage).toBe(MSG.NO_PERMISSION_BALCAO);
    const delivery = await post('/api-v2/pedidoIntegracao', 'garcom', makeOrderInput({ tipo: 'DELIVERY' }));
    expect(delivery.json().errorMessage).toBe(MSG.NO_PERMISSION_DELIVERY);
    const comanda = await post(
      '/api-v2/pedidoIntegracao',
      'garcom',
      await completeOrderInput(ctx, 'garcom', makeOrderInput({ tipo: 'COMANDA', identificadorPrincipal: '7' })),
    );
    expect(comanda.statusCode).toBe(200);
  });

  it('refuses a marketplace channel on an order launched at the PDV, and unknown people', async () => {
    const channel = await post('/api-v2/pedidoIntegracao', 'caixa', makeOrderInput({ tipoImportacao: 'IF' }));
    expect(channel.statusCode).toBe(422);
    expect(channel.json().errorMessage).toBe(MSG.CHANNEL_NOT_ALLOWED);
    const person = await post('/api-v2/pedidoIntegracao', 'caixa', makeOrderInput({ pessoaCliente: { id: 999999 } }));
    expect(person.statusCode).toBe(404);
    expect(person.json().errorMessage).toBe(MSG.CUSTOMER_NOT_FOUND);
  });

  it('answers 400 for bad input', async () => {
    for (const payload of [
      {},
      { tipo: 'XPTO', iFoodOrder: {} },
      { tipo: 'BALCAO', iFoodOrder: { items: [{ name: 'x', quantity: 'a', price: 1 }] } },
    ]) {
      const res = await post('/api-v2/pedidoIntegracao', 'caixa', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toEqual(expect.any(String));
    }
  });

  it('confirms new own-channel orders with CONFIRMAR_PEDIDOS_AUTOMATICAMENTE', async () => {
    await setParameter(ctx, 'caixa', 'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE', 'S');
    const order = await createOrder(ctx);
    await setParameter(ctx, 'caixa', 'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE', 'N');
    expect(order.situacao).toBe('CONFIRMADO');
    expect(order.dataConfirmacao).not.toBeNull();
  });

  it('answers a new order exactly as it is read back: fields, dates and log lines (written in one statement)', async () => {
    await setParameter(ctx, 'caixa', 'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE', 'S');
    const saved = await createOrder(ctx, 'caixa', {
      tipo: 'DELIVERY',
      iFoodOrder: { ...makeOrderInput().iFoodOrder, deliveryMethod: { mode: 'DELIVERY' } },
    });
    await setParameter(ctx, 'caixa', 'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE', 'N');
    const read = (await get(`/api-v2/pedidoIntegracao/${saved.id}`)).json<TOrder>();
    expect(saved).toEqual(read);
    expect(saved.logs.split('\n')).toHaveLength(2);
    expect(saved.logs).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ caixa: Pedido criado por caixa em /);
    expect(saved.logs).toContain('Pedido confirmado automaticamente em');
  });

  it('sees a parameter change at the very next save (parameters are read with the profile, never kept)', async () => {
    // The same user, back to back: nothing of the unit's parameters survives from one request to the next.
    for (const [flag, situacao] of [
      ['S', 'CONFIRMADO'],
      ['N', 'PENDENTE'],
      ['S', 'CONFIRMADO'],
      ['N', 'PENDENTE'],
    ] as const) {
      await setParameter(ctx, 'caixa', 'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE', flag);
      expect((await createOrder(ctx)).situacao, flag).toBe(situacao);
    }
  });

  it('uses the random sequence models and allows setting the sequence only for model S', async () => {
    // Changing the sequence is a settings action (ROLE_CONFIGURAR_PARAMETROS or admin), not a cashier's.
    expect((await post('/api-v2/pedidoIntegracao/updatePedidoIntegracaoSequence/500')).statusCode).toBe(403);
    expect((await post('/api-v2/pedidoIntegracao/updatePedidoIntegracaoSequence/500', 'admin')).json()).toEqual({
      sequenceValue: 500,
    });
    expect((await get('/api-v2/pedidoIntegracao/lastPedidoIntegracaoSequence')).json()).toEqual({ sequenceValue: 500 });
    expect((await createOrder(ctx)).sequencial).toBe(501);
    await setParameter(ctx, 'caixa', 'TIPO_SEQUENCIAL_IDENTIFICADOR', 'A999');
    const random = await createOrder(ctx);
    expect(random.sequencial).toBeGreaterThanOrEqual(1);
    expect(random.sequencial).toBeLessThanOrEqual(999);
    const refused = await post('/api-v2/pedidoIntegracao/updatePedidoIntegracaoSequence/10', 'admin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(MSG.SEQUENCE_MODEL_NOT_S);
    await setParameter(ctx, 'caixa', 'TIPO_SEQUENCIAL_IDENTIFICADOR', 'S');
  });

  it('numbers orders created at once without repeating a number, and a failed save does not stop the next', async () => {
    const before = (await get('/api-v2/pedidoIntegracao/lastPedidoIntegracaoSequence')).json().sequenceValue;
    const orders = await Promise.all(Array.from({ length: 12 }, () => createOrder(ctx)));
    const numbers = orders.map((o) => o.sequencial!).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(12);
    expect(numbers[0]).toBeGreaterThan(before);
    expect((await get('/api-v2/pedidoIntegracao/lastPedidoIntegracaoSequence')).json().sequenceValue).toBe(
      numbers.at(-1),
    );
    const refused = await post('/api-v2/pedidoIntegracao', 'caixa', makeOrderInput({ pessoaCliente: { id: 999_999 } }));
    expect(refused.statusCode).toBe(404);
    expect((await createOrder(ctx)).sequencial).toBeGreaterThan(numbers.at(-1)!);
  });
  it("creates a unit's sequence once when its first orders arrive at once (PostgreSQL's race on the catalogue)", async () => {
    const unit = 900_000 + Math.floor(Math.random() * 90_000);
    await Promise.all(Array.from({ length: 8 }, () => ensureSequence(ctx.database.db, unit)));
    expect(await getSequence(ctx.database.db, unit)).toBe(0);
  });
});

describe('service fee by order type (TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO)', () => {
  const withFee = (tipo: 'BALCAO' | 'COMANDA', extra: Record<string, unknown> = {}) => {
    const input = makeOrderInput({ tipo, ...extra });
    input.iFoodOrder.items = input.iFoodOrder.items.map((i) => ({ ...i, chargeServiceFee: true, totalServico: 5 }));
    (input.iFoodOrder as { percentualTaxaServico?: number }).percentualTaxaServico = 10;
    return input;
  };
  const feeOf = (order: TOrder) => order.iFoodOrder.items.reduce((sum, i) => sum + Number(i.totalServico ?? 0), 0);

  it('a counter order is not charged unless TAXA_SERVICO_PEDIDO_BALCAO; a tab is (the demo lists COMANDA,MESA)', async () => {
    const counter = await post('/api-v2/pedidoIntegracao', 'caixa', withFee('BALCAO'));
    expect(counter.statusCode, counter.body).toBe(200);
    expect(feeOf(counter.json<TOrder>())).toBe(0);
    await setParameter(ctx, 'caixa', 'TAXA_SERVICO_PEDIDO_BALCAO', 'S');
    try {
      const charged = await post('/api-v2/pedidoIntegracao', 'caixa', withFee('BALCAO'));
      expect(feeOf(charged.json<TOrder>())).toBeCloseTo(5.68, 2);
    } finally {
      await setParameter(ctx, 'caixa', 'TAXA_SERVICO_PEDIDO_BALCAO', 'N');
    }
    const tab = await post(
      '/api-v2/pedidoIntegracao',
      'caixa',
      await completeOrderInput(ctx, 'caixa', withFee('COMANDA', { identificadorPrincipal: '57' })),
    );
    expect(tab.statusCode, tab.body).toBe(200);
    expect(feeOf(tab.json<TOrder>())).toBeCloseTo(5.68, 2);
  });
});

describe('status changes', () => {
  const move = (id: number, status: string, query = '', as = 'caixa') =>
    post(`/api-v2/pedidoIntegracao/situacao/${id}/${status}${query}`, as);

  it('moves to any other status, stamping its date and logging user and date', async () => {
    const order = await createOrder(ctx);
    const res = await move(order.id, 'ENVIADO');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ situacao: 'ENVIADO', version: 2 });
    expect(res.json().dataEnvio).not.toBeNull();
    expect(res.json().logs).toMatch(/Situação alterada de Pendente para Enviado por caixa em/);
    const back = await move(order.id, 'PENDENTE');
    expect(back.json().situacao).toBe('PENDENTE');
  });

  it('accepts a bodiless POST sent as JSON and assigns a courier with the move', async () => {
    const order = await createOrder(ctx, 'caixa', { tipo: 'DELIVERY' });
    const [courier] = (await get('/api-v2/pessoa/entregador')).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/pedidoIntegracao/situacao/${order.id}/ENVIADO?idDeliveryMan=${courier.id}`,
      headers: { ...(await ctx.auth('caixa')), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ situacao: 'ENVIADO', pessoaEntregador: { id: courier.id } });
  });

  it('refuses the current status', async () => {
    const order = await createOrder(ctx);
    const res = await move(order.id, 'PENDENTE');
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.statusInalterado('Pendente'));
  });

  it('allows AGUARDANDO_RETIRADA only with COLUNA_AGUARDANDO_RETIRADA_PDV on', async () => {
    const order = await createOrder(ctx);
    const off = await move(order.id, 'AGUARDANDO_RETIRADA');
    expect(off.statusCode).toBe(422);
    expect(off.json().errorMessage).toBe(MSG.AWAITING_PICKUP_DISABLED);
    await setParameter(ctx, 'caixa', 'COLUNA_AGUARDANDO_RETIRADA_PDV', '1');
    const on = await move(order.id, 'AGUARDANDO_RETIRADA');
    await setParameter(ctx, 'caixa', 'COLUNA_AGUARDANDO_RETIRADA_PDV', '0');
    expect(on.statusCode).toBe(200);
    expect(on.json().dataAguardandoRetirada).not.toBeNull();
  });

  it('needs a reason to cancel, then refuses every change, edit and courier of a cancelled order', async () => {
    const order = await createOrder(ctx);
    const noReason = await move(order.id, 'CANCELADO');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errorMessage).toBe(MSG.CANCEL_JUSTIFICATION_REQUIRED);
    const cancelled = await move(order.id, 'CANCELADO', '?motivoCancelamento=Cliente%20desistiu&cancellationCode=501');
    expect(cancelled.json()).toMatchObject({ situacao: 'CANCELADO', motivoCancelamento: 'Cliente desistiu' });
    expect(cancelled.json().dataCancelamento).not.toBeNull();
    expect(cancelled.json().logs).toContain('Motivo: Cliente desistiu (código 501)');
    const again = await move(order.id, 'CONFIRMADO');
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessage).toBe(MSG.CANCELLED_ORDER_LOCKED);
    const edit = await post('/api-v2/pedidoIntegracao', 'caixa', cancelled.json());
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errorMessage).toBe(MSG.CANCELLED_ORDER_EDIT);
    const couriers = (await get('/api-v2/pessoa/entregador')).json();
    const courier = await post(`/api-v2/pedidoIntegracao/entregador/${order.id}/${couriers[0].id}`);
    expect(courier.statusCode).toBe(422);
  });

  it('runs the post-confirm routine: dataConfirmacao, and a print job with IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR', async () => {
    const before = (await ctx.database.db.select().from(impressao)).length;
    const quiet = await createOrder(ctx);
    expect((await move(quiet.id, 'CONFIRMADO')).json().dataConfirmacao).not.toBeNull();
    expect(await ctx.database.db.select().from(impressao)).toHaveLength(before);
    await setParameter(ctx, 'caixa', 'IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR', 'S');
    const printed = await createOrder(ctx);
    await move(printed.id, 'CONFIRMADO');
    await setParameter(ctx, 'caixa', 'IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR', 'N');
    const jobs = await ctx.database.db.select().from(impressao);
    expect(jobs).toHaveLength(before + 1);
    expect(jobs.at(-1)).toMatchObject({ pedidoId: printed.id, identificador: `PEDIDO_INTEGRACAO_ID_${printed.id}` });
  });

  it('answers 400 for an unknown status and 404 for another unit order', async () => {
    const order = await createOrder(ctx);
    expect((await move(order.id, 'VOANDO')).statusCode).toBe(400);
    const other = await move(order.id, 'CONFIRMADO', '', 'caixa_filial');
    expect(other.statusCode).toBe(404);
    expect(other.json().errorMessage).toBe(MSG.ORDER_NOT_FOUND);
  });

  it('serializes concurrent moves of one order: each applies on the latest version', async () => {
    const order = await createOrder(ctx);
    const results = await Promise.all(['CONFIRMADO', 'ENVIADO', 'ENTREGUE'].map((s) => move(order.id, s)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const final = (await get(`/api-v2/pedidoIntegracao/${order.id}`)).json<TOrder>();
    expect(final.version).toBe(4);
  });
});

describe('multiple status change', () => {
  it('answers one result per order, failures carrying err, and assigns the courier on ENVIADO', async () => {
    const a = await createOrder(ctx, 'caixa', { tipo: 'DELIVERY' });
    const b = await createOrder(ctx, 'caixa', { tipo: 'DELIVERY' });
    const cancelled = await createOrder(ctx);
    await post(`/api-v2/pedidoIntegracao/situacao/${cancelled.id}/CANCELADO?motivoCancelamento=teste`);
    const [courier] = (await get('/api-v2/pessoa/entregador')).json();
    const res = await post(
      `/api-v2/pedidoIntegracao/situacao/multiple/${a.id},${b.id},${cancelled.id}/ENVIADO?idDeliveryMan=${courier.id}`,
    );
    expect(res.statusCode).toBe(200);
    const [ra, rb, rc] = res.json();
    expect(ra).toMatchObject({
      id: a.id,
      situacao: 'ENVIADO',
      pessoaEntregador: { id: courier.id, nome: courier.nome },
    });
    expect(rb).toMatchObject({ id: b.id, situacao: 'ENVIADO' });
    expect(rc).toEqual({ id: cancelled.id, err: MSG.CANCELLED_ORDER_LOCKED });
  });

  it('limits the selection by LIMITE_DESPACHO', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    const res = await post(`/api-v2/pedidoIntegracao/situacao/multiple/${ids}/CONFIRMADO`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.limiteTransferencia(20));
  });

  it('refuses an unknown courier', async () => {
    const a = await createOrder(ctx);
    const res = await post(`/api-v2/pedidoIntegracao/situacao/multiple/${a.id}/ENVIADO?idDeliveryMan=999999`);
    expect(res.json()).toEqual([{ id: a.id, err: MSG.COURIER_NOT_FOUND }]);
  });
});

describe('courier, delete and lookup', () => {
  it('assigns and clears a courier (-1), refusing a person who is not a courier', async () => {
    const order = await createOrder(ctx, 'caixa', { tipo: 'DELIVERY' });
    const [courier] = (await get('/api-v2/pessoa/entregador')).json();
    const set = await post(`/api-v2/pedidoIntegracao/entregador/${order.id}/${courier.id}`);
    expect(set.json().pessoaEntregador).toEqual({ id: courier.id, nome: courier.nome });
    const cleared = await post(`/api-v2/pedidoIntegracao/entregador/${order.id}/-1`);
    expect(cleared.json().pessoaEntregador).toBeNull();
    const notCourier = await post(
      `/api-v2/pedidoIntegracao/entregador/${order.id}/${(await ctx.login('caixa')).pessoa!.id}`,
    );
    expect(notCourier.statusCode).toBe(404);
    expect(notCourier.json().errorMessage).toBe(MSG.COURIER_NOT_FOUND);
  });

  it('deletes with a justification of at least 5 characters', async () => {
    const order = await createOrder(ctx);
    const short = await ctx.app.inject({
      method: 'DELETE',
      url: `/api-v2/pedidoIntegracao/${order.id}/abc`,
      headers: await ctx.auth('caixa'),
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errorMessage).toBe(MSG.DELETE_JUSTIFICATION_SHORT);
    const spaces = await ctx.app.inject({
      method: 'DELETE',
      url: `/api-v2/pedidoIntegracao/${order.id}/%20%20ab%20%20`,
      headers: await ctx.auth('caixa'),
    });
    expect(spaces.statusCode).toBe(422);
    const ok = await ctx.app.inject({
      method: 'DELETE',
      url: `/api-v2/pedidoIntegracao/${order.id}/Pedido%20duplicado`,
      headers: await ctx.auth('caixa'),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ativo: false, justificativaExclusao: 'Pedido duplicado' });
    expect((await move404(order.id)).statusCode).toBe(404);
  });

  it('lists only the unit couriers and needs an order role', async () => {
    const couriers = (await get('/api-v2/pessoa/entregador')).json();
    expect(couriers.map((c: { nome: string }) => c.nome)).toEqual(['MOTOBOY CARLOS', 'MOTOBOY PEDRO']);
    const courierApp = await get('/api-v2/pedidoIntegracao/list', 'entregador_1');
    expect(courierApp.statusCode).toBe(403);
  });
});

const move404 = async (id: number) => post(`/api-v2/pedidoIntegracao/situacao/${id}/CONFIRMADO`);
