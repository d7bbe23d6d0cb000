import type { Cents } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeCounterOrder } from '../test-utils/payment-factories';
import type { PaymentLine } from './payment-lines';
import { buildPaymentDeletion, buildPaymentRequest, newPaymentOf, paymentDeletionEvent } from './payment-request';

const line = (overrides: Partial<PaymentLine> = {}): PaymentLine => ({
  key: 'l',
  methodId: 2,
  methodName: 'Cartão de crédito',
  methodKind: 'CARD',
  amountCents: 3000 as Cents,
  autorizacao: null,
  splitCents: null,
  itemParts: [],
  ...overrides,
});

const saved = { id: 'p-1', code: 'PX', name: 'Pix', value: 10, changeFor: null, username: 'caixa' };
const order = makeCounterOrder({
  version: 4,
  identificadorPrincipal: null,
  pessoaCliente: { id: 9, nome: 'MARIA' },
  pedidoAgendado: null,
  iFoodOrder: { ...makeCounterOrder().iFoodOrder, payments: [saved] },
});

describe('payment request (doc 1 §7 "Body: the whole order")', () => {
  it('sends a new payment as typed: value in reais, method id, authorization and split share when set', () => {
    expect(newPaymentOf(line())).toEqual({ value: 30, formaPagamento: { id: 2 } });
    expect(newPaymentOf(line({ autorizacao: 'NSU 1', splitCents: 1894 as Cents }))).toEqual({
      value: 30,
      formaPagamento: { id: 2 },
      autorizacao: 'NSU 1',
      valorDivisao: 18.94,
    });
  });

  it('is the whole order with its version, the adjusted body, the saved payments unchanged and the new ones', () => {
    const body = { ...order.iFoodOrder, items: order.iFoodOrder.items.map((item) => ({ ...item, discount: 1 })) };
    const request = buildPaymentRequest(order, body, [line(), line({ methodId: 1, amountCents: 5000 as Cents })]);
    expect(request).toEqual({
      id: 700,
      version: 4,
      tipo: 'BALCAO',
      tipoImportacao: 'SO',
      identificadorPrincipal: null,
      identificadorSecundario: null,
      complementoIdentificador: null,
      quantidadePessoas: null,
      pessoaCliente: { id: 9, nome: 'MARIA' },
      pessoaEntregador: null,
      pedidoAgendado: null,
      descricao: null,
      iFoodOrder: {
        ...body,
        payments: [saved, { value: 30, formaPagamento: { id: 2 } }, { value: 50, formaPagamento: { id: 1 } }],
      },
    });
  });

  it('marks the item parts a line pays', () => {
    const request = buildPaymentRequest(order, order.iFoodOrder, [
      line({ itemParts: [{ referenceCode: 'r-2', parts: 2, selectedParts: [0], cents: 350 as Cents }] }),
    ]);
    expect(request.iFoodOrder.items[1]).toMatchObject({ divideInto: 2, amountPaid: 3.5 });
  });

  it('deletes a payment by saving the order without it, and audits it with the reason', () => {
    expect(buildPaymentDeletion(order, 'p-1').iFoodOrder.payments).toEqual([]);
    expect(buildPaymentDeletion(order, 'p-1')).toMatchObject({ id: 700, version: 4 });
    expect(paymentDeletionEvent(700, saved, '  erro no valor ')).toEqual({
      tipo: 'DELETE',
      entidade: 'Payment',
      motivo: 'erro no valor',
      json: JSON.stringify(saved),
      pedidoIntegracao: { id: 700 },
    });
  });
});
