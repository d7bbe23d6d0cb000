import type { TFormaPagamento, TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { MSG, ROLES } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressao, logEvento, movimentoFinanceiro, pedidoIntegracao } from '../src/db/schema';
import { createTestContext, withRole, type TestContext } from './helpers';
import { createOrder, setParameter } from './order-factory';

let ctx: TestContext;
let methods: TFormaPagamento[];
let people: Record<'maria' | 'joao' | 'consumidor', number>;

beforeAll(async () => {
  ctx = await createTestContext();
  const headers = await ctx.auth('caixa');
  methods = (await ctx.app.inject({ method: 'GET', url: '/service?action=list&entity=formaPagamento', headers })).json<
    TFormaPagamento[]
  >();
  const find = async (q: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api-v2/pessoa/list?q=${q}`, headers })).json<{ id: number }[]>()[0]!
      .id;
  people = { maria: await find('maria'), joao: await find('pereira'), consumidor: await find('consumidor') };
});
afterAll(() => ctx.close());

const method = (codigo: string, tef = false) => methods.find((m) => m.codigo === codigo && m.utilizaTef === tef)!;
const payment = (codigo: string, value: number, extra: Record<string, unknown> = {}) => ({
  value,
  formaPagamento: { id: method(codigo).id },
  ...extra,
});

/** The order as the terminal sends it back, with its id and version, plus new payments. */
function withPayments(order: TOrder, payments: unknown[], extra: Partial<TOrderSaveRequest> = {}): TOrderSaveRequest {
  return {
    id: order.id,
    version: order.version,
    tipo: order.tipo,
    pessoaCliente: order.pessoaCliente,
    identificadorPrincipal: order.identificadorPrincipal,
    iFoodOrder: { ...order.iFoodOrder, payments: [...order.iFoodOrder.payments, ...(payments as never[])] },
    ...extra,
  };
}

const save = async (input: TOrderSaveRequest, as = 'caixa', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api-v2/pedidoIntegracao',
    headers: { ...(await ctx.auth(as)), ...headers },
    payload: input,
  });

const movementsOf = (orderId: number) =>
  ctx.database.db.select().from(movimentoFinanceiro).where(eq(movimentoFinanceiro.pedidoId, orderId));

/** JOÃO PEREIRA's prepaid balance (GET /service?action=get&entity=saldoPrePago). */
const balance = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/service?action=get&entity=saldoPrePago&idPessoa=${people.joao}`,
      headers: await ctx.auth('caixa'),
    })
  ).json().saldoAtual as number;

const refused = async (input: TOrderSaveRequest, as = 'caixa') => {
  const res = await save(input, as);
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  return res.json().errorMessage as string;
};

describe('payment amount (doc 1 §5)', () => {
  it('cash above pending records the pending amount, keeps what was handed as change and moves the money', async () => {
    const order = await createOrder(ctx); // 2 × 24,90 + 7,00 = 56,80
    const res = await save(withPayments(order, [payment('DIN', 100)]));
    expect(res.statusCode).toBe(200);
    const paid = res.json<TOrder>();
    expect(paid.pago).toBe(true);
    expect(paid.iFoodOrder.payments).toEqual([
      expect.objectContaining({ value: 56.8, changeFor: 100, code: 'DIN', name: 'Dinheiro', id: expect.any(String) }),
    ]);
    expect(paid.logs).toContain('Pagamento de R$ 56,80 em Dinheiro registrado por caixa');
    const moves = await movementsOf(order.id);
    expect(moves).toEqual([expect.objectContaining({ tipo: 'ENTRADA', valorCents: 5680, trocoParaCents: 10000 })]);
  });

  it('refuses more than pending for cards, zero and negative amounts, and changes nothing', async () => {
    const order = await createOrder(ctx);
    expect(await refused(withPayments(order, [payment('CC', 60)]))).toBe(MSG.PAYMENT_ABOVE_PENDING);
    expect(await refused(withPayments(order, [payment('PX', 0)]))).toBe(MSG.PAYMENT_AMOUNT_NOT_POSITIVE);
    expect(await refused(withPayments(order, [payment('DIN', -5)]))).toBe(MSG.PAYMENT_AMOUNT_NOT_POSITIVE);
    const after = await save(withPayments(order, []));
    expect(after.json<TOrder>().version).toBe(order.version + 1);
    expect(await movementsOf(order.id)).toEqual([]);
  });

  it('pays in parts: card then cash with change, the second against what is still pending', async () => {
    const order = await createOrder(ctx);
    const first = (await save(withPayments(order, [payment('CC', 30)]))).json<TOrder>();
    expect(first.pago).toBe(false);
    const second = await save(withPayments(first, [payment('DIN', 50)]));
    expect(second.json<TOrder>().iFoodOrder.payments.map((p) => [p.value, p.changeFor ?? null])).toEqual([
      [30, null],
      [26.8, 50],
    ]);
    expect(second.json<TOrder>().pago).toBe(true);
  });

  it('a terminal cannot change or forge a stored payment: stored payments are kept as stored', async () => {
    const order = await createOrder(ctx);
    const paid = (await save(withPayments(order, [payment('PX', 20)]))).json<TOrder>();
    const forged = withPayments(paid, []);
    forged.iFoodOrder.payments = paid.iFoodOrder.payments.map((p) => ({ ...p, value: 56.8 }));
    const res = await save(forged);
    expect(res.json<TOrder>().iFoodOrder.payments[0]!.value).toBe(20);
    expect(res.json<TOrder>().pago).toBe(false);
  });

  it('uses the split share for cash when the amount is above it but not above pending', async () => {
    const order = await createOrder(ctx);
    const res = await save(withPayments(order, [payment('DIN', 30, { valorDivisao: 18.94 })]));
    expect(res.json<TOrder>().iFoodOrder.payments[0]).toMatchObject({ value: 18.94, changeFor: 30 });
  });

  it('refuses an unknown method, a card-terminal method and an authorization above 80 characters', async () => {
    const order = await createOrder(ctx);
    expect(await refused(withPayments(order, [{ value: 10, formaPagamento: { id: 999999 } }]))).toBe(
      MSG.UNKNOWN_PAYMENT_TYPE,
    );
    expect(await refused(withPayments(order, [{ value: 10, formaPagamento: { id: method('CC', true).id } }]))).toBe(
      MSG.TEF_METHOD_CHARGE_ON_TERMINAL,
    );
    expect(await refused(withPayments(order, [payment('CC', 10, { autorizacao: 'x'.repeat(81) })]))).toBe(
      MSG.autorizacaoMuitoLonga(80),
    );
    const ok = await save(withPayments(order, [payment('CC', 10, { autorizacao: ' NSU 123 ' })]));
    expect(ok.json<TOrder>().iFoodOrder.payments[0]).toMatchObject({ autorizacao: 'NSU 123' });
  });
});

describe('payment preconditions and roles (doc 1 §5, §6)', () => {
  it('needs an open cash register', async () => {
    // The dispatcher may take money (ROLE_PDV_DELIVERY); their demo shift is closed here.
    const closed = await ctx.app.inject({
      method: 'POST',
      url: '/api-v2/aberturaTurno/fechar',
      headers: await ctx.auth('despacho'),
    });
    expect(closed.statusCode).toBe(200);
    const order = await createOrder(ctx);
    expect(await refused(withPayments(order, [payment('DIN', 10)]), 'despacho')).toBe(MSG.CASH_CLOSED);
  });

  it('needs at least one item', async () => {
    const tab = await createOrder(ctx, 'caixa', {
      tipo: 'COMANDA',
      identificadorPrincipal: '32',
      pessoaCliente: { id: people.maria },
      iFoodOrder: { items: [], payments: [] },
    });
    expect(await refused(withPayments(tab, [payment('DIN', 10)]))).toBe(MSG.NO_ITEMS_PAYMENT);
  });

  it('is blocked by ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO, also for deleting a payment', async () => {
    const order = await createOrder(ctx);
    const paid = (await save(withPayments(order, [payment('PX', 10)]))).json<TOrder>();
    await withRole(ctx, 'caixa', ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO, async () => {
      const res = await save(withPayments(paid, [payment('DIN', 10)]));
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMessage).toBe(MSG.NO_PAYMENT_PERMISSION);
      const removal = withPayments(paid, []);
      removal.iFoodOrder.payments = [];
      expect((await save(removal)).statusCode).toBe(403);
    });
  });
});

describe('methods that need a person, credit limit and prepaid balance (doc 1 §5)', () => {
  it('a credit sale needs a customer who is not the default nor the final consumer, and takes a due date', async () => {
    const order = await createOrder(ctx);
    expect(await refused(withPayments(order, [payment('CL', 10)]))).toBe(MSG.PAYMENT_METHOD_REQUIRES_CUSTOMER);
    const consumer = withPayments(order, [payment('CL', 10)], { pessoaCliente: { id: people.consumidor } });
    expect(await refused(consumer)).toBe(MSG.PAYMENT_METHOD_REQUIRES_CUSTOMER);
    const res = await save(withPayments(order, [payment('CL', 10)], { pessoaCliente: { id: people.maria } }));
    expect(res.statusCode).toBe(200);
    expect(res.json<TOrder>().iFoodOrder.payments[0]).toMatchObject({ dataVencimento: expect.any(String) });
  });

  it('with VALIDAR_LIMITE_CREDITO_PESSOA_BRASA the credit sales stay within the limit', async () => {
    await setParameter(ctx, 'caixa', 'VALIDAR_LIMITE_CREDITO_PESSOA_BRASA', 'S');
    try {
      const big = await createOrder(ctx, 'caixa', {
        pessoaCliente: { id: people.joao },
        iFoodOrder: { items: [{ name: 'Festa', quantity: 1, price: 300 }], payments: [] },
      });
      // JOÃO's limit is R$ 200,00
      expect(await refused(withPayments(big, [payment('CL', 250)]))).toBe(MSG.PAYMENT_EXCEEDS_CREDIT_LIMIT);
      const first = await save(withPayments(big, [payment('CL', 200)]));
      expect(first.statusCode).toBe(200);
      const limit = await ctx.app.inject({
        method: 'GET',
        url: `/service?action=get&entity=limiteCredito&idPessoa=${people.joao}`,
        headers: await ctx.auth('caixa'),
      });
      expect(limit.json()).toMatchObject({ limiteCredito: 200, saldoPendente: 200 });
      const other = await createOrder(ctx, 'caixa', { pessoaCliente: { id: people.joao } });
      expect(await refused(withPayments(other, [payment('CL', 1)]))).toBe(MSG.CREDIT_LIMIT_EXCEEDED);
    } finally {
      await setParameter(ctx, 'caixa', 'VALIDAR_LIMITE_CREDITO_PESSOA_BRASA', 'N');
    }
  });

  it('prepaid credit uses the balance, is refused above it, and comes back when the payment is deleted', async () => {
    const start = await balance();
    const order = await createOrder(ctx, 'caixa', {
      pessoaCliente: { id: people.joao },
      iFoodOrder: { items: [{ name: 'Festa', quantity: 1, price: start + 50 }], payments: [] },
    });
    expect(await refused(withPayments(order, [payment('PD', start + 10)]))).toBe(MSG.PREPAID_BALANCE_EXCEEDED);
    const paid = (await save(withPayments(order, [payment('PD', 20)]))).json<TOrder>();
    expect(await balance()).toBe(start - 20);
    const removal = withPayments(paid, []);
    removal.iFoodOrder.payments = [];
    expect((await save(removal)).statusCode).toBe(200);
    expect(await balance()).toBe(start);
  });
});

describe('deleting a payment', () => {
  it('reverses its money, logs it and records the audit event', async () => {
    const order = await createOrder(ctx);
    const paid = (await save(withPayments(order, [payment('PX', 15)]))).json<TOrder>();
    const removal = withPayments(paid, []);
    removal.iFoodOrder.payments = [];
    const res = await save(removal);
    expect(res.json<TOrder>().iFoodOrder.payments).toEqual([]);
    expect(res.json<TOrder>().logs).toContain('Pagamento de R$ 15,00 em Pix excluído por caixa');
    const moves = await movementsOf(order.id);
    expect(moves.map((m) => [m.tipo, m.valorCents]).sort()).toEqual([
      ['ENTRADA', 1500],
      ['ESTORNO', -1500],
    ]);
    const events = await ctx.database.db
      .select()
      .from(logEvento)
      .where(and(eq(logEvento.pedidoId, order.id), eq(logEvento.entidade, 'Payment')));
    expect(events).toHaveLength(1);
  });
});

describe('cancelling or deleting a paid order gives the money back', () => {
  it('reverses every payment once and returns the prepaid balance, also when the cancelled order is deleted', async () => {
    const start = await balance();
    const order = await createOrder(ctx, 'caixa', {
      pessoaCliente: { id: people.joao },
      iFoodOrder: { items: [{ name: 'Festa', quantity: 1, price: 30 }], payments: [] },
    });
    const paid = (await save(withPayments(order, [payment('PD', 10), payment('DIN', 20)]))).json<TOrder>();
    expect(await balance()).toBe(start - 10);
    const headers = await ctx.auth('caixa');
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/pedidoIntegracao/situacao/${paid.id}/CANCELADO?motivoCancelamento=Cliente%20desistiu`,
      headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<TOrder>().logs).toContain('Pagamentos estornados (R$ 30,00) por caixa');
    expect(await balance()).toBe(start);
    const sums = async () =>
      (await movementsOf(paid.id)).reduce<Record<string, number>>(
        (acc, m) => ({ ...acc, [m.tipo]: (acc[m.tipo] ?? 0) + m.valorCents }),
        {},
      );
    expect(await sums()).toEqual({ ENTRADA: 3000, ESTORNO: -3000 });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api-v2/pedidoIntegracao/${paid.id}/Lan%C3%A7ado%20errado`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await sums()).toEqual({ ENTRADA: 3000, ESTORNO: -3000 });
    expect(await balance()).toBe(start);
  });

  it('deleting a paid order reverses its payments', async () => {
    const order = await createOrder(ctx);
    const paid = (await save(withPayments(order, [payment('PX', 15)]))).json<TOrder>();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api-v2/pedidoIntegracao/${paid.id}/Lan%C3%A7ado%20errado`,
      headers: await ctx.auth('caixa'),
    });
    expect(removed.statusCode).toBe(200);
    expect((await movementsOf(paid.id)).map((m) => [m.tipo, m.valorCents]).sort()).toEqual([
      ['ENTRADA', 1500],
      ['ESTORNO', -1500],
    ]);
  });
});

describe('retries and concurrent confirms pay once', () => {
  it('a retried request with the same Idempotency-Key answers the first result and moves the money once', async () => {
    const order = await createOrder(ctx);
    const request = withPayments(order, [payment('DIN', 100)]);
    const key = { 'idempotency-key': `pay-${order.id}` };
    const first = await save(request, 'caixa', key);
    const retry = await save(request, 'caixa', key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await movementsOf(order.id)).toHaveLength(1);
  });

  it('refuses a key reused with another request or by another user, and pays nothing for it', async () => {
    const first = await createOrder(ctx);
    const second = await createOrder(ctx);
    const key = { 'idempotency-key': `reuse-${first.id}` };
    expect((await save(withPayments(first, [payment('PX', 10)]), 'caixa', key)).statusCode).toBe(200);
    const other = await save(withPayments(second, [payment('PX', 10)]), 'caixa', key);
    expect(other.statusCode).toBe(409);
    expect(other.json().errorMessage).toBe(MSG.IDEMPOTENCY_KEY_REUSED);
    const byAdmin = await save(withPayments(first, [payment('PX', 10)]), 'admin', key);
    expect(byAdmin.json().errorMessage).toBe(MSG.IDEMPOTENCY_KEY_REUSED);
    expect(await movementsOf(second.id)).toEqual([]);
    expect(await movementsOf(first.id)).toHaveLength(1);
  });

  it('two terminals confirming the same version: one pays, the other gets 409 with the paid order', async () => {
    const order = await createOrder(ctx);
    const [a, b] = await Promise.all([
      save(withPayments(order, [payment('DIN', 56.8)])),
      save(withPayments(order, [payment('CC', 56.8)])),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'VERSION_CONFLICT', order: { pago: true } });
    expect(await movementsOf(order.id)).toHaveLength(1);
  });

  it('concurrent retries of one key pay once', async () => {
    const order = await createOrder(ctx);
    const request = withPayments(order, [payment('PX', 56.8)]);
    const key = { 'idempotency-key': `race-${order.id}` };
    const answers = await Promise.all([save(request, 'caixa', key), save(request, 'caixa', key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await movementsOf(order.id)).toHaveLength(1);
  });
});

describe("one customer's credit and prepaid balance across orders paid at once", () => {
  it('two orders paid with the whole prepaid balance at the same time: one pays, the balance never goes below 0', async () => {
    const start = await balance();
    const order = () =>
      createOrder(ctx, 'caixa', {
        pessoaCliente: { id: people.joao },
        iFoodOrder: { items: [{ name: 'Festa', quantity: 1, price: start }], payments: [] },
      });
    const [a, b] = [await order(), await order()];
    const answers = await Promise.all([
      save(withPayments(a, [payment('PD', start)])),
      save(withPayments(b, [payment('PD', start)])),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().errorMessage).toBe(MSG.PREPAID_BALANCE_EXCEEDED);
    expect(await balance()).toBe(0);
    // Give the balance back for the other tests.
    const paid = answers.find((r) => r.statusCode === 200)!.json<TOrder>();
    expect(
      (await save({ ...withPayments(paid, []), iFoodOrder: { ...paid.iFoodOrder, payments: [] } })).statusCode,
    ).toBe(200);
    expect(await balance()).toBe(start);
  });

  it('two credit sales at the same time stay within the limit together', async () => {
    await setParameter(ctx, 'caixa', 'VALIDAR_LIMITE_CREDITO_PESSOA_BRASA', 'S');
    try {
      // MARIA's limit is R$ 500,00: one sale of R$ 300,00 fits, two do not.
      const order = () =>
        createOrder(ctx, 'caixa', {
          pessoaCliente: { id: people.maria },
          iFoodOrder: { items: [{ name: 'Festa', quantity: 1, price: 300 }], payments: [] },
        });
      const [a, b] = [await order(), await order()];
      const answers = await Promise.all([
        save(withPayments(a, [payment('CL', 300)])),
        save(withPayments(b, [payment('CL', 300)])),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    } finally {
      await setParameter(ctx, 'caixa', 'VALIDAR_LIMITE_CREDITO_PESSOA_BRASA', 'N');
    }
  });
});

describe('fees and discounts on save (doc 1 §5)', () => {
  it('refuses a negative service fee', async () => {
    const order = await createOrder(ctx);
    const input = withPayments(order, []);
    input.iFoodOrder.items = input.iFoodOrder.items.map((i) => ({ ...i, totalServico: -1 }));
    expect(await refused(input)).toBe(MSG.SERVICE_FEE_NEGATIVE);
  });

  it('refuses a discount above the subtotal or above what is pending', async () => {
    const order = await createOrder(ctx);
    const above = withPayments(order, []);
    above.iFoodOrder.items = above.iFoodOrder.items.map((i) => ({ ...i, discount: i.quantity * i.price + 1 }));
    expect(await refused(above)).toMatch(/^O desconto de R\$ .* excede o subtotal do pedido\.$/);
    const paid = (await save(withPayments(order, [payment('PX', 50)]))).json<TOrder>();
    const late = withPayments(paid, []);
    late.iFoodOrder.items = late.iFoodOrder.items.map((i, index) => (index === 0 ? { ...i, discount: 10 } : i));
    expect(await refused(late)).toBe(MSG.descontoExcedePendente('R$ 10,00', 'R$ 6,80'));
  });

  it('refuses a negative delivery fee, tip or discount, and changes nothing', async () => {
    const order = await createOrder(ctx);
    const cases: [Partial<TOrder['iFoodOrder']>, string][] = [
      [{ deliveryMethod: { mode: 'DELIVERY' }, deliveryFee: -5 }, MSG.DELIVERY_FEE_NEGATIVE],
      [{ adicionalTip: -5 }, MSG.TIP_NEGATIVE],
      [{ discount: -5 }, MSG.DISCOUNT_NEGATIVE],
      [{ items: order.iFoodOrder.items.map((i) => ({ ...i, discount: -1 })) }, MSG.DISCOUNT_NEGATIVE],
    ];
    for (const [change, message] of cases) {
      const input = withPayments(order, []);
      Object.assign(input.iFoodOrder, change);
      expect(await refused(input)).toBe(message);
    }
    const stored = await ctx.app.inject({
      method: 'GET',
      url: `/api-v2/pedidoIntegracao/${order.id}`,
      headers: await ctx.auth('caixa'),
    });
    expect(stored.json<TOrder>()).toMatchObject({ version: order.version, totalPedido: order.totalPedido });
  });

  it("a line a terminal sends always counts in the total (sumInTotal is the marketplace's)", async () => {
    const order = await createOrder(ctx);
    const input = withPayments(order, []);
    input.iFoodOrder.items = [
      ...input.iFoodOrder.items.map((i) => ({ ...i, sumInTotal: false })),
      {
        name: 'Brinde forjado',
        quantity: 1,
        price: 10,
        sumInTotal: false,
        subItems: [{ name: 'x', quantity: 1, price: 2, sumInTotal: false }],
      },
    ];
    const res = await save(input);
    expect(res.statusCode).toBe(200);
    expect(res.json<TOrder>().totalPedido).toBeCloseTo(order.totalPedido + 12, 2);
  });

  it('a terminal cannot grant a marketplace benefit: an own order keeps no benefits and stays unpaid', async () => {
    const order = await createOrder(ctx);
    const input = withPayments(order, []);
    input.iFoodOrder.benefits = [
      { value: order.totalPedido, target: 'CART', sponsorshipValues: { IFOOD: order.totalPedido } },
    ];
    const res = await save(input);
    expect(res.statusCode).toBe(200);
    expect(res.json<TOrder>()).toMatchObject({ pago: false, totalPedido: order.totalPedido });
    expect(res.json<TOrder>().iFoodOrder.benefits ?? []).toEqual([]);
  });

  it('keeps the delivery fee when less than the fee is pending', async () => {
    const order = await createOrder(ctx, 'caixa', {
      tipo: 'DELIVERY',
      iFoodOrder: {
        deliveryMethod: { mode: 'DELIVERY' },
        deliveryFee: 8,
        items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
        payments: [],
      },
    });
    const paid = (await save(withPayments(order, [payment('PX', 30)]))).json<TOrder>();
    const noFee = withPayments(paid, []);
    noFee.iFoodOrder.deliveryFee = 0;
    expect(await refused(noFee)).toBe(MSG.DELIVERY_FEE_REMOVAL_ABOVE_PENDING);
  });
});

describe('NOTIFICAR_PAGAMENTO_PEDIDO (doc 1 §4 "Notification")', () => {
  it("holds a counter order's items until it is paid, then releases them and prints", async () => {
    await setParameter(ctx, 'caixa', 'NOTIFICAR_PAGAMENTO_PEDIDO', 'S');
    try {
      const order = await createOrder(ctx, 'caixa', {
        iFoodOrder: {
          items: [{ name: 'X-Burger', quantity: 1, price: 24.9, status: 'PENDENTE', localNotification: 'COZINHA' }],
          payments: [],
        },
      });
      expect(order.statusNotificacao).toBe('NOTIFICAR_PAGAMENTO');
      expect(order.iFoodOrder.items[0]!.status).toBe('NOTIFICAR_PAGAMENTO');
      // In the order they were queued (no order by, PostgreSQL may hand the two rows either way).
      const jobs = () =>
        ctx.database.db.select().from(impressao).where(eq(impressao.pedidoId, order.id)).orderBy(impressao.id);
      const half = (await save(withPayments(order, [payment('PX', 10)]))).json<TOrder>();
      expect(half.statusNotificacao).toBe('NOTIFICAR_PAGAMENTO');
      expect(await jobs()).toEqual([]);
      const paid = (await save(withPayments(half, [payment('PX', 14.9)]))).json<TOrder>();
      // Released and sent to production in the same save (production.ts).
      expect(paid.statusNotificacao).toBe('NOTIFICADO');
      expect(paid.iFoodOrder.items[0]!.status).toBe('NOTIFICADO');
      expect(await jobs()).toEqual([
        expect.objectContaining({ origem: 'PAGAMENTO' }),
        expect.objectContaining({ origem: 'NOTIFICACAO', localImpressao: 'COZINHA' }),
      ]);
    } finally {
      await setParameter(ctx, 'caixa', 'NOTIFICAR_PAGAMENTO_PEDIDO', 'N');
    }
  });
});

describe('edit and pay only for own orders not yet imported (doc 1 §4)', () => {
  it('refuses a save of an imported order and a payment on a marketplace order', async () => {
    const order = await createOrder(ctx);
    await ctx.database.db
      .update(pedidoIntegracao)
      .set({ dataImportacao: new Date() })
      .where(eq(pedidoIntegracao.id, order.id));
    expect(await refused(withPayments(order, [payment('PX', 10)]))).toBe(MSG.IMPORTED_ORDER_EDIT);

    const marketplace = await createOrder(ctx);
    await ctx.database.db
      .update(pedidoIntegracao)
      .set({ tipoImportacao: 'IF' })
      .where(eq(pedidoIntegracao.id, marketplace.id));
    expect(await refused(withPayments(marketplace, [payment('PX', 10)]))).toBe(MSG.INTEGRATION_ORDER_PAYMENT);
    expect(await movementsOf(marketplace.id)).toEqual([]);
  });

  it('two prepaid payments in one request cannot spend the balance twice', async () => {
    const start = await balance();
    const order = await createOrder(ctx, 'caixa', {
      pessoaCliente: { id: people.joao },
      iFoodOrder: { items: [{ name: 'Festa', quantity: 1, price: start * 2 }], payments: [] },
    });
    const twice = withPayments(order, [payment('PD', start - 1), payment('PD', 2)]);
    expect(await refused(twice)).toBe(MSG.PREPAID_BALANCE_EXCEEDED);
    expect(await balance()).toBe(start);
  });
});
