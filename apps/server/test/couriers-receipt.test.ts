import type { TSettlementPostResult, TSettlementReceipt } from '@brasa/contracts';
import { MSG, ROLES } from '@brasa/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movimentoFinanceiro, pedidoIntegracao } from '../src/db/schema';
import { couriersOf, paymentMethodId, storeDelivery } from './courier-factory';
import { createTestContext, withRole, type TestContext } from './helpers';

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

const evening = (day: number, hour = 20) => new Date(2026, 10, day, hour, 0);

async function receipt(ids: string, as = 'despacho') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api-v2/entregador/acerto/recibo?ids=${encodeURIComponent(ids)}`,
    headers: await ctx.auth(as),
  });
}

async function settle(lines: { pessoaId: number; pedidos: number[] }[]): Promise<TSettlementPostResult[]> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api-v2/pessoa/acertoEntregador',
    headers: await ctx.auth('despacho'),
    payload: lines.map((line) => ({ ...line, formaPagamento: dinheiro })),
  });
  expect(res.statusCode).toBe(200);
  return res.json<TSettlementPostResult[]>();
}

/** Carlos on `day`: fees 7 + 9, cash 59,90 held (the other order's 60,90 already imported); Pedro: fee 5, cash 30. */
async function settledDay(day: number) {
  const a = await storeDelivery(ctx, { unidadeId, courierId: carlos, at: evening(day), feeReais: 7, cashCents: 5990 });
  const b = await storeDelivery(ctx, {
    unidadeId,
    courierId: carlos,
    at: evening(day, 22),
    feeReais: 9,
    cashCents: 6090,
    imported: true,
  });
  const c = await storeDelivery(ctx, {
    unidadeId,
    courierId: pedro,
    at: evening(day, 21),
    feeReais: 5,
    cashCents: 3000,
  });
  const results = await settle([
    { pessoaId: carlos, pedidos: [a, b] },
    { pessoaId: pedro, pedidos: [c] },
  ]);
  return { a, b, c, results };
}

describe('settlement receipt (doc 4 §7 gerarRecibo)', () => {
  it('lists each courier’s settled orders with the posted sums, per courier and in all', async () => {
    const { a, b, c, results } = await settledDay(2);
    const res = await receipt(results.map((r) => r.id).join(','));
    expect(res.statusCode).toBe(200);
    const body = res.json<TSettlementReceipt>();
    expect(body.unidade).toBe((await ctx.session('despacho')).unidade.nome);
    expect(body.entregadores.map((e) => e.pessoa.nome)).toEqual(['MOTOBOY CARLOS', 'MOTOBOY PEDRO']);

    const [ofCarlos, ofPedro] = body.entregadores;
    const carlosDay = ofCarlos!.acertos[0]!;
    expect(carlosDay).toMatchObject({ dataPedido: '2026-11-02', usuario: 'despacho', formaPagamento: 'Dinheiro' });
    expect(carlosDay.pedidos.map((o) => [o.id, o.taxaEntrega])).toEqual([
      [a, 7],
      [b, 9],
    ]);
    expect(new Date(carlosDay.pedidos[0]!.dataPedido).getTime()).toBe(evening(2).getTime());
    // 30 + 2 × 5 + 10% of 16 = 41,60 -> the minimum 50; cash held 59,90; balance 9,90 (as posted).
    expect(carlosDay.valores).toEqual({
      diaria: 30,
      totalPorEntrega: 10,
      totalPorcentagemEntrega: 1.6,
      entregadorValorMinimo: 50,
    });
    expect(ofCarlos!.totais).toEqual({ pedidos: 2, totalValorEntrega: 16, valorPagar: 50, valor: 59.9, saldo: 9.9 });
    // Pedro: 25 + 4 = 29 -> the minimum 40; cash 30; the restaurant pays him 10.
    expect(ofPedro!.acertos[0]!.pedidos.map((o) => o.id)).toEqual([c]);
    expect(ofPedro!.totais).toEqual({ pedidos: 1, totalValorEntrega: 5, valorPagar: 40, valor: 30, saldo: -10 });
    expect(body.totais).toEqual({ pedidos: 3, totalValorEntrega: 21, valorPagar: 90, valor: 89.9, saldo: -0.1 });
  });

  it('keeps the posted balance after the orders’ cash was imported into the register', async () => {
    const { a, results } = await settledDay(3);
    await ctx.database.db
      .update(pedidoIntegracao)
      .set({ dataImportacao: new Date() })
      .where(eq(pedidoIntegracao.id, a));
    const carlosId = results.find((r) => r.pessoaId === carlos)!.id;
    const body = (await receipt(String(carlosId))).json<TSettlementReceipt>();
    expect(body.entregadores).toHaveLength(1);
    expect(body.totais).toEqual({ pedidos: 2, totalValorEntrega: 16, valorPagar: 50, valor: 59.9, saldo: 9.9 });
  });

  it('is not found for another unit’s settlement, a payment movement or an id that does not exist', async () => {
    const { a, results } = await settledDay(4);
    const ids = results.map((r) => r.id);
    const [payment] = await ctx.database.db
      .select({ id: movimentoFinanceiro.id })
      .from(movimentoFinanceiro)
      .where(inArray(movimentoFinanceiro.pedidoId, [a]));
    for (const bad of [`${ids[0]},999999`, String(payment!.id)]) {
      const res = await receipt(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorMessage).toBe(MSG.SETTLEMENT_NOT_FOUND);
    }
    await withRole(ctx, 'caixa_filial', ROLES.ROLE_ACERTO_ENTREGADORES, async () => {
      const res = await receipt(String(ids[0]), 'caixa_filial');
      expect(res.statusCode).toBe(404);
      expect(res.json().errorMessage).toBe(MSG.SETTLEMENT_NOT_FOUND);
    });
  });

  it('answers a clear 400 for malformed ids', async () => {
    const many = Array.from({ length: 101 }, (_v, i) => i + 1).join(',');
    for (const bad of ['', 'abc', '1,,2', '1;2', '0', '-3', '1.5', '99999999999', many]) {
      const res = await receipt(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errorMessage, bad).toContain('Informe os acertos do recibo');
    }
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api-v2/entregador/acerto/recibo',
      headers: await ctx.auth('despacho'),
    });
    expect(missing.statusCode).toBe(400);
  });

  it('is the settlement role’s: 403 for a cashier', async () => {
    const res = await receipt('1', 'caixa');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe(MSG.noRole(ROLES.ROLE_ACERTO_ENTREGADORES));
  });
});
