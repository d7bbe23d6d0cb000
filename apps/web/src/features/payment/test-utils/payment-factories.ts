import type { TFormaPagamento, TOrder } from '@brasa/contracts';
import { makeOrder } from '../../../test/make-order';

type MethodSeed = Pick<TFormaPagamento, 'id' | 'descricao' | 'codigo'> & {
  tipoConta: string;
  pendente?: boolean;
  pessoaRequerida?: boolean;
  utilizaTef?: boolean;
  ativo?: boolean;
  intervalo?: number;
};

export function makeMethod(seed: MethodSeed): TFormaPagamento {
  return {
    id: seed.id,
    descricao: seed.descricao,
    codigo: seed.codigo,
    utilizaTef: seed.utilizaTef ?? false,
    modeloPos: null,
    pessoaRequerida: seed.pessoaRequerida ?? false,
    intervalo: seed.intervalo ?? 0,
    ativo: seed.ativo ?? true,
    conta: {
      idConta: seed.id + 100,
      tipoConta: seed.tipoConta,
      descricao: seed.tipoConta,
      pendente: seed.pendente ?? false,
    },
  };
}

/** The demo unit's methods (as the server's seed): cash, cards, pix, prepaid, credit sale, voucher, TEF card. */
export function makeMethods(): TFormaPagamento[] {
  return [
    makeMethod({ id: 1, descricao: 'Dinheiro', codigo: 'DIN', tipoConta: 'CX' }),
    makeMethod({ id: 2, descricao: 'Cartão de crédito', codigo: 'CC', tipoConta: 'CC' }),
    makeMethod({ id: 3, descricao: 'Cartão de débito', codigo: 'CD', tipoConta: 'CD' }),
    makeMethod({ id: 4, descricao: 'Pix', codigo: 'PX', tipoConta: 'PX' }),
    makeMethod({ id: 5, descricao: 'Crédito pré-pago', codigo: 'PD', tipoConta: 'PD', pessoaRequerida: true }),
    makeMethod({
      id: 6,
      descricao: 'Fiado (crediário 30 dias)',
      codigo: 'CL',
      tipoConta: 'CL',
      pendente: true,
      pessoaRequerida: true,
      intervalo: 30,
    }),
    makeMethod({ id: 7, descricao: 'Vale-refeição e alimentação Alelo', codigo: 'OT', tipoConta: 'OT' }),
    makeMethod({ id: 8, descricao: 'Cartão de crédito (TEF)', codigo: 'CC', tipoConta: 'CC', utilizaTef: true }),
    makeMethod({ id: 9, descricao: 'Cheque', codigo: 'CH', tipoConta: 'OT', ativo: false }),
  ];
}

/** A counter order of 2 × 24,90 + 7,00 = 56,80 (the server tests' order). */
export function makeCounterOrder(overrides: Partial<TOrder> = {}): TOrder {
  return makeOrder({
    id: 700,
    version: 1,
    sequencial: 42,
    tipo: 'BALCAO',
    totalPedido: 56.8,
    iFoodOrder: {
      customer: null,
      deliveryMethod: { mode: 'BALCAO' },
      items: [
        { referenceCode: 'r-1', externalCode: 10, name: 'X-Burger', quantity: 2, price: 24.9 },
        { referenceCode: 'r-2', externalCode: 20, name: 'Refrigerante lata 350ml', quantity: 1, price: 7 },
      ],
      payments: [],
    },
    ...overrides,
  });
}
