import { describe, expect, it } from 'vitest';
import { makeCourier, makeDay, makeSettlementEntry } from '../test-utils/fixtures';
import { makeOrder } from '../../../test/make-order';
import {
  NOTHING_SELECTED,
  buildSettlementRequest,
  dayLineKey,
  doneDaysText,
  postBlock,
  settlementMovementsOf,
  totalsOf,
} from './settlement';

const joao = makeCourier();
const ana = makeCourier({ id: 8, nome: 'ANA BIKE' });
const done = makeDay(joao, { dataPedido: '2026-11-21', pedidos: [90], isAcertoDone: true });
const open1 = makeDay(joao, { dataPedido: '2026-11-22', pedidos: [95, 96] });
const open2 = makeDay(joao, { dataPedido: '2026-11-23', pedidos: [101] });
const anaDay = makeDay(ana, { pedidos: [200] });
const list = [makeSettlementEntry(joao, [done, open1, open2]), makeSettlementEntry(ana, [anaDay])];

describe('settlement (doc 4 §2, §5, §9)', () => {
  it("shows 'done days / total days'", () => {
    expect(doneDaysText(list[0]!)).toBe('1 / 3');
    expect(doneDaysText(list[1]!)).toBe('0 / 1');
  });

  it('sums lines through cents (no float drift)', () => {
    const lines = [
      makeDay(joao, { valor: 0.1, valorPagar: 0.2, saldo: -0.1 }),
      makeDay(joao, { valor: 0.2, valorPagar: 0.1, saldo: 0.1 }),
    ];
    expect(totalsOf(lines)).toEqual({ valor: 0.3, valorPagar: 0.3, saldo: 0 });
  });

  it('blocks the post without ID_OPERACAO_ACERTO_ENTREGADOR, and when every day is settled', () => {
    expect(postBlock(null, list)).toBe('NO_OPERATION');
    expect(postBlock(' ', list)).toBe('NO_OPERATION');
    expect(postBlock('1', list)).toBeNull();
    expect(postBlock('1', [makeSettlementEntry(joao, [done])])).toBe('ALL_DONE');
  });

  it("needs a payment method: 'Nenhuma forma de pagamento informado'", () => {
    const result = buildSettlementRequest(list, new Set([dayLineKey(open1)]), null);
    expect(result).toEqual({ ok: false, message: 'Nenhuma forma de pagamento informado' });
  });

  it('posts one item per courier with the orders of its selected open days, never a settled day', () => {
    const selected = new Set([dayLineKey(done), dayLineKey(open1), dayLineKey(open2), dayLineKey(anaDay)]);
    const result = buildSettlementRequest(list, selected, 3);
    expect(result).toEqual({
      ok: true,
      request: [
        { formaPagamento: { id: 3 }, pessoaId: 7, pedidos: [95, 96, 101] },
        { formaPagamento: { id: 3 }, pessoaId: 8, pedidos: [200] },
      ],
    });
  });

  it('refuses a post with no day chosen', () => {
    expect(buildSettlementRequest(list, new Set([dayLineKey(done)]), 3)).toEqual({
      ok: false,
      message: NOTHING_SELECTED,
    });
  });

  it("finds a settled day's receipt ids in its orders' settlement movements, once each", () => {
    const entry = {
      pedidos: [
        makeOrder({ id: 95, idMovimentoFinanceiroAcerto: 12 }),
        makeOrder({ id: 96, idMovimentoFinanceiroAcerto: 12 }),
        makeOrder({ id: 101, idMovimentoFinanceiroAcerto: 13 }),
        makeOrder({ id: 90, idMovimentoFinanceiroAcerto: null }),
      ],
    };
    expect(settlementMovementsOf(entry, open1)).toEqual([12]);
    expect(settlementMovementsOf(entry, done)).toEqual([]);
  });
});
