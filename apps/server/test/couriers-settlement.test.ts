import type { TListByCourierSettlementResponse, TOrder, TSettlementPostResult } from '@brasa/contracts';
import { MSG, ROLES } from '@brasa/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aberturaTurno, movimentoFinanceiro } from '../src/db/schema';
import { couriersOf, paymentMethodId, queryDate, storeDelivery } from './courier-factory';
import { createTestContext, withRole, type TestContext } from './helpers';
import { setParameter } from './order-factory';

let ctx: TestContext;
let unidadeId: number;
let carlos: number;
let pedro: number;
let dinheiro: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ unidadeId, carlos, pedro } = await couriersOf(ctx));
  dinheiro = (await paymentMethodId(ctx, unidadeId, 'DIN')).id;
});
afterAll(() => ctx.close());

/** A business day of its own per test: the 04:00 window of `day` October 2026. */
const evening = (day: number, hour = 20) => new Date(2026, 9, day, hour, 0);
const period = (day: number) =>
  `dtInicio=${encodeURIComponent(queryDate(new Date(2026, 9, day, 4)))}&dtFinal=${encodeURIComponent(queryDate(new Date(2026, 9, day + 1, 4)))}`;

async function listSettlement(day: number, as = 'despacho') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api-v2/pedidoIntegracao/listPorEntregadorAcerto?${period(day)}&showTakeout=false&ignorarSemEntregador=true`,
    headers: await ctx.auth(as),
  });
}

async function post(body: object, opts: { as?: string; key?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api-v2/pessoa/acertoEntregador',
    headers: { ...(await ctx.auth(opts.as ?? 'despacho')), ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
    payload: body,
  });
}

async function settlementMovements(courierId: number) {
  return ctx.database.db
    .select()
    .from(movimentoFinanceiro)
    .where(and(eq(movimentoFinanceiro.pessoaId, courierId), eq(movimentoFinanceiro.tipo, 'ACERTO_ENTREGADOR')));
}

/** Carlos (diária 30,00, 5,00 por pedido, 10% das taxas, mínimo 50,00) on day `day`: two delivered orders. */
async function carlosDay(day: number): Promise<[number, number]> {
  const a = await storeDelivery(ctx, { unidadeId, courierId: carlos, at: evening(day), feeReais: 7, cashCents: 5990 });
  const b = await storeDelivery(ctx, {
    unidadeId,
    courierId: carlos,
    at: evening(day, 22),
    feeReais: 9,
    cashCents: 6090,
    imported: true,
  });
  return [a, b];
}

describe('settlement list (doc 4 §7 listPorEntregadorAcerto, §9)', () => {
  it('computes each courier-day line on the server: minimum, cash not handed over, balance', async () => {
    const [a, b] = await carlosDay(1);
    // Not settled by the courier: cancelled, only confirmed, or another day (after 04:00 of the next).
    await storeDelivery(ctx, { unidadeId, courierId: carlos, at: evening(1), situacao: 'CANCELADO', feeReais: 50 });
    await storeDelivery(ctx, { unidadeId, courierId: carlos, at: evening(1), situacao: 'CONFIRMADO', feeReais: 50 });
    const lateNight = await storeDelivery(ctx, {
      unidadeId,
      courierId: carlos,
      at: new Date(2026, 9, 2, 2, 30),
      feeReais: 4,
    });
    await storeDelivery(ctx, { unidadeId, courierId: carlos, at: new Date(2026, 9, 2, 5, 0), feeReais: 4 });

    const res = await listSettlement(1);
    expect(res.statusCode).toBe(200);
    const body = res.json<TListByCourierSettlementResponse>();
    const entry = body.list.find((e) => e.pessoa.id === carlos)!;
    expect(entry.pessoa.entregadorValorMinimo).toBe(50);
    expect(entry.pedidos.map((o) => o.id)).toEqual([a, b, lateNight]);
    expect(entry.dias).toHaveLength(1);
    const line = entry.dias[0]!;
    expect(line.dataPedido).toBe('2026-10-01');
    expect(line.pedidos).toEqual([a, b, lateNight]);
    // 30 + 3 × 5 + 10% of 20 = 47 -> the minimum 50; cash 59,90 (the imported order's cash is in the register).
    expect(line.valores).toEqual({
      diaria: 30,
      totalPorEntrega: 15,
      totalPorcentagemEntrega: 2,
      entregadorValorMinimo: 50,
    });
    expect(line.totalValorEntrega).toBe(20);
    expect(line.valorPagar).toBe(50);
    expect(line.valor).toBe(59.9);
    expect(line.saldo).toBe(9.9);
    expect(line.isAcertoDone).toBe(false);
    // The not-imported delivered ones of the period: a and lateNight.
    expect(body.pedidosNaoImportados).toBe(2);
    const moves = entry.pedidoIntegracaoMovimentoFinanceiroList.find((m) => m.idPedidoIntegracao === a)!;
    expect(moves.movimentoFinanceiroList).toEqual([
      expect.objectContaining({ valor: 59.9, conta: { tipoConta: 'CX' } }),
    ]);
  });

  it('asks for a period', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api-v2/pedidoIntegracao/listPorEntregadorAcerto',
      headers: await ctx.auth('despacho'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(MSG.NO_PERIOD);
  });

  it('is the settlement role’s: 403 for a cashier', async () => {
    const res = await listSettlement(1, 'caixa');
    expect(res.statusCode).toBe(403);
  });
});

describe('settlement post (doc 4 §5, §9)', () => {
  it('recomputes from the stored orders, writes one movement and stamps every order; a settled day shows done', async () => {
    const [a, b] = await carlosDay(3);
    const res = await post([{ formaPagamento: { id: dinheiro }, pedidos: [a, b], pessoaId: carlos, valorPagar: 1 }]);
    expect(res.statusCode).toBe(200);
    const [result] = res.json<TSettlementPostResult[]>();
    expect(result).toMatchObject({ pessoaId: carlos, dataPedido: '2026-10-03', pedidos: [a, b], valorPagar: 50 });
    // 30 + 2 × 5 + 10% of 16 = 41,60 -> 50; cash not handed over 59,90.
    expect(result!.valor).toBe(59.9);
    expect(result!.saldo).toBe(9.9);
    const [movement] = (await settlementMovements(carlos)).filter((m) => m.id === result!.id);
    expect(movement).toMatchObject({ valorCents: 990, operacao: '1', pedidoId: null, formaPagamentoId: dinheiro });

    for (const id of [a, b]) {
      const order = await ctx.app.inject({
        method: 'GET',
        url: `/api-v2/pedidoIntegracao/${id}`,
        headers: await ctx.auth('despacho'),
      });
      expect(order.json<TOrder>().idMovimentoFinanceiroAcerto).toBe(result!.id);
    }
    const list = (await listSettlement(3)).json<TListByCourierSettlementResponse>();
    expect(list.list.find((e) => e.pessoa.id === carlos)!.dias[0]!.isAcertoDone).toBe(true);
  });

  it('settles a day once: posted again it is refused', async () => {
    const [a, b] = await carlosDay(4);
    expect((await post([{ formaPagamento: dinheiro, pedidos: [a, b], pessoaId: carlos }])).statusCode).toBe(200);
    const again = await post([{ formaPagamento: dinheiro, pedidos: [a, b], pessoaId: carlos }]);
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessage).toBe(MSG.SETTLEMENT_ALREADY_DONE);
  });

  it('refuses another order of a day already settled (its daily value was paid)', async () => {
    const [a] = await carlosDay(5);
    const late = await storeDelivery(ctx, { unidadeId, courierId: carlos, at: evening(5, 23), feeReais: 5 });
    expect((await post([{ formaPagamento: dinheiro, pedidos: [a], pessoaId: carlos }])).statusCode).toBe(200);
    const res = await post([{ formaPagamento: dinheiro, pedidos: [late], pessoaId: carlos }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.SETTLEMENT_ALREADY_DONE);
  });

  it('twice at once with the same Idempotency-Key: one settlement, both answered with it', async () => {
    const [a, b] = await carlosDay(6);
    const body = [{ formaPagamento: dinheiro, pedidos: [a, b], pessoaId: carlos }];
    const before = (await settlementMovements(carlos)).length;
    const [first, second] = await Promise.all([post(body, { key: 'acerto-6' }), post(body, { key: 'acerto-6' })]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await settlementMovements(carlos)).length).toBe(before + 1);
  });

  it('twice at once with different keys: one settles, the other is refused', async () => {
    const [a, b] = await carlosDay(7);
    const body = [{ formaPagamento: dinheiro, pedidos: [a, b], pessoaId: carlos }];
    const before = (await settlementMovements(carlos)).length;
    const answers = await Promise.all([post(body, { key: 'acerto-7a' }), post(body, { key: 'acerto-7b' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().errorMessage).toBe(MSG.SETTLEMENT_ALREADY_DONE);
    expect((await settlementMovements(carlos)).length).toBe(before + 1);
  });

  it('two posts of the same courier-day with disjoint orders at once: the day is settled once', async () => {
    const [a, b] = await carlosDay(8);
    const before = (await settlementMovements(carlos)).length;
    const answers = await Promise.all([
      post([{ formaPagamento: dinheiro, pedidos: [a], pessoaId: carlos }]),
      post([{ formaPagamento: dinheiro, pedidos: [b], pessoaId: carlos }]),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await settlementMovements(carlos)).length).toBe(before + 1);
  });

  it('is refused when the register is not OPEN', async () => {
    const [a] = await carlosDay(9);
    const userId = (await ctx.session('despacho')).id;
    const open = and(eq(aberturaTurno.usuarioId, userId), isNull(aberturaTurno.dataFechamento));
    const [shift] = await ctx.database.db.select().from(aberturaTurno).where(open);
    await ctx.database.db
      .update(aberturaTurno)
      .set({ dataFechamento: new Date() })
      .where(eq(aberturaTurno.id, shift!.id));
    try {
      const res = await post([{ formaPagamento: dinheiro, pedidos: [a], pessoaId: carlos }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toBe('Não é possível realizar o lançamento pois o caixa está fechado.');
    } finally {
      await ctx.database.db.update(aberturaTurno).set({ dataFechamento: null }).where(eq(aberturaTurno.id, shift!.id));
    }
  });

  it('is refused without a payment method', async () => {
    const [a] = await carlosDay(10);
    const res = await post([{ pedidos: [a], pessoaId: carlos }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe('Nenhuma forma de pagamento informado');
  });

  it('is refused without ID_OPERACAO_ACERTO_ENTREGADOR', async () => {
    const [a] = await carlosDay(11);
    await setParameter(ctx, 'despacho', 'ID_OPERACAO_ACERTO_ENTREGADOR', '');
    try {
      const res = await post([{ formaPagamento: dinheiro, pedidos: [a], pessoaId: carlos }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toBe(MSG.SETTLEMENT_OPERATION_MISSING);
    } finally {
      await setParameter(ctx, 'despacho', 'ID_OPERACAO_ACERTO_ENTREGADOR', '1');
    }
  });

  it('refuses an order of another courier and one not sent or delivered', async () => {
    const [a] = await carlosDay(12);
    const other = await post([{ formaPagamento: dinheiro, pedidos: [a], pessoaId: pedro }]);
    expect(other.statusCode).toBe(422);
    expect(other.json().errorMessage).toBe(MSG.acertoPedidoDeOutroEntregador(a));
    const confirmed = await storeDelivery(ctx, {
      unidadeId,
      courierId: carlos,
      at: evening(12),
      situacao: 'CONFIRMADO',
    });
    const res = await post([{ formaPagamento: dinheiro, pedidos: [confirmed], pessoaId: carlos }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.acertoPedidoSituacao(confirmed, 'CONFIRMADO'));
  });

  it('is the settlement role’s: 403 for a cashier', async () => {
    const [a] = await carlosDay(13);
    const res = await post([{ formaPagamento: dinheiro, pedidos: [a], pessoaId: carlos }], { as: 'caixa' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe(MSG.noRole(ROLES.ROLE_ACERTO_ENTREGADORES));
  });

  it("another unit's courier or orders are a 404", async () => {
    const [a] = await carlosDay(14);
    const filial = await couriersOf(ctx, 'caixa_filial');
    const filialCash = (await paymentMethodId(ctx, filial.unidadeId, 'DIN')).id;
    await withRole(ctx, 'caixa_filial', ROLES.ROLE_ACERTO_ENTREGADORES, async () => {
      const login = await ctx.login('caixa_filial');
      const headers = { authorization: `Bearer ${login.jwtToken}` };
      const theirCourier = await ctx.app.inject({
        method: 'POST',
        url: '/api-v2/pessoa/acertoEntregador',
        headers,
        payload: [{ formaPagamento: filialCash, pedidos: [a], pessoaId: carlos }],
      });
      expect(theirCourier.statusCode).toBe(404);
      const theirOrder = await ctx.app.inject({
        method: 'POST',
        url: '/api-v2/pessoa/acertoEntregador',
        headers,
        payload: [{ formaPagamento: filialCash, pedidos: [a], pessoaId: filial.carlos }],
      });
      expect(theirOrder.statusCode).toBe(404);
      const theirMethod = await ctx.app.inject({
        method: 'POST',
        url: '/api-v2/pessoa/acertoEntregador',
        headers,
        payload: [{ formaPagamento: dinheiro, pedidos: [a], pessoaId: filial.carlos }],
      });
      expect(theirMethod.statusCode).toBe(404);
    });
  });
});
