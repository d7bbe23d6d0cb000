import { MSG } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/make-order';
import { isTefPayment, needsTefCancelConfirm, tefPaymentsOf } from './move-rules';
import { statusChangeFailureMessage, statusChangeSuccessMessage, tefCancelEvent } from './status-change-feedback';

describe('status change messages (doc 1 §8, doc 4 §8)', () => {
  it("the detail says 'Pedido #{id} alterado para {situacao}'; the board says nothing", () => {
    const saved = makeOrder({ id: 42, situacao: 'CANCELADO' });
    expect(statusChangeSuccessMessage(saved, 'detail')).toBe('Pedido #42 alterado para CANCELADO');
    expect(statusChangeSuccessMessage(saved, 'board')).toBe(null);
  });

  it("the server's message first, then each source's fallback; a cancel from the detail adds the detail", () => {
    expect(statusChangeFailureMessage('CONFIRMADO', null, 'detail')).toBe(MSG.STATUS_CHANGE_FAILED);
    expect(statusChangeFailureMessage('CONFIRMADO', 'Recusado.', 'detail')).toBe('Recusado.');
    expect(statusChangeFailureMessage('CANCELADO', null, 'detail')).toBe('Falha ao alterar status do situação');
    expect(statusChangeFailureMessage('CANCELADO', 'Recusado.', 'detail')).toBe(
      'Falha ao alterar status do situação - Detalhes: Recusado.',
    );
    expect(statusChangeFailureMessage('CONFIRMADO', null, 'board')).toBe(MSG.ORDER_STATUS_CHANGE_FAILED);
    expect(statusChangeFailureMessage('CANCELADO', null, 'board')).toBe(MSG.ORDER_STATUS_CHANGE_FAILED);
    expect(statusChangeFailureMessage('CANCELADO', 'Recusado.', 'board')).toBe('Recusado.');
  });
});

describe('card-terminal payments on cancel (doc 1 §3 Payment, §4)', () => {
  const cash = { value: 10, code: 'DIN' };
  const tefMethod = { value: 5, code: 'CC', formaPagamento: { descricao: 'Crédito', utilizaTef: true } };
  const terminal = { value: 7, code: 'CD', tefInfo: { terminalId: 'T1', intencaoVendaId: 9 } };
  const order = makeOrder({ iFoodOrder: { ...makeOrder().iFoodOrder, payments: [cash, tefMethod, terminal] } });

  it('a TEF method or tefInfo makes a card-terminal payment', () => {
    expect(isTefPayment(cash)).toBe(false);
    expect(isTefPayment({ ...cash, formaPagamento: { utilizaTef: false }, tefInfo: null })).toBe(false);
    expect(isTefPayment(tefMethod)).toBe(true);
    expect(isTefPayment(terminal)).toBe(true);
    expect(tefPaymentsOf(order)).toEqual([tefMethod, terminal]);
  });

  it('asks only when cancelling an order that has one', () => {
    expect(needsTefCancelConfirm(order, 'CANCELADO')).toBe(true);
    expect(needsTefCancelConfirm(order, 'CONFIRMADO')).toBe(false);
    expect(needsTefCancelConfirm(makeOrder(), 'CANCELADO')).toBe(false);
    expect(needsTefCancelConfirm({ ...order, iFoodOrder: null as never }, 'CANCELADO')).toBe(false);
  });

  it('audits the cancel with the reason and those payments (POST /api-v2/logEvento)', () => {
    expect(tefCancelEvent(7, '  Cliente desistiu ', [terminal])).toEqual({
      tipo: 'CANCEL',
      entidade: 'PedidoIntegracao',
      motivo: 'Cliente desistiu',
      json: JSON.stringify([terminal]),
      pedidoIntegracao: { id: 7 },
    });
  });
});
