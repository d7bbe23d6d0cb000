import { describe, expect, it } from 'vitest';
import { makeMethod, makeMethods } from '../test-utils/payment-factories';
import {
  activePaymentMethods,
  customerMoneyLookup,
  firstSelectableMethod,
  methodForShortcut,
  methodLabel,
} from './payment-methods';
import { methodKindOf, methodNeedsCustomer } from '@brasa/domain';

const methods = activePaymentMethods(makeMethods());
const byId = (id: number) => methods.find((method) => method.id === id)!;

describe('payment methods (doc 1 §2.5, §3, §5)', () => {
  it('keeps only active methods and cuts labels to 25 characters', () => {
    expect(methods.map((method) => method.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(methodLabel(byId(6))).toBe('Fiado (crediário 30 dias)');
    expect(methodLabel(byId(7))).toBe('Vale-refeição e alimenta…');
    expect(methodLabel(byId(7))).toHaveLength(25);
  });

  it('reads the kind as the server does: PD is prepaid, a pending account is credit', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((id) => methodKindOf(byId(id)))).toEqual([
      'CASH',
      'CARD',
      'CARD',
      'PIX',
      'PREPAID',
      'CREDIT',
      'OTHER',
    ]);
  });

  it('needs a customer for person-requiring, credit and prepaid methods', () => {
    expect(methods.filter(methodNeedsCustomer).map((method) => method.id)).toEqual([5, 6]);
  });

  it('looks up the credit limit for credit sales and the prepaid balance only with the prepaid role', () => {
    expect(customerMoneyLookup(byId(6), false)).toBe('CREDIT_LIMIT');
    expect(customerMoneyLookup(byId(5), true)).toBe('PREPAID_BALANCE');
    expect(customerMoneyLookup(byId(5), false)).toBeNull();
    expect(customerMoneyLookup(byId(1), true)).toBeNull();
  });

  it('decides the look-up by kind, as the line checks do, never by the method code', () => {
    const creditCodedOther = makeMethod({ id: 20, descricao: 'Convênio', codigo: 'CL', tipoConta: 'CV' });
    const pendingOtherCode = makeMethod({
      id: 21,
      descricao: 'Crediário',
      codigo: 'CR',
      tipoConta: 'CV',
      pendente: true,
    });
    const prepaidOtherCode = makeMethod({ id: 22, descricao: 'Saldo', codigo: 'SD', tipoConta: 'PD' });
    expect(methodKindOf(creditCodedOther)).toBe('ACCOUNT');
    expect(customerMoneyLookup(creditCodedOther, true)).toBeNull();
    expect(methodKindOf(pendingOtherCode)).toBe('CREDIT');
    expect(customerMoneyLookup(pendingOtherCode, false)).toBe('CREDIT_LIMIT');
    expect(methodKindOf(prepaidOtherCode)).toBe('PREPAID');
    expect(customerMoneyLookup(prepaidOtherCode, true)).toBe('PREPAID_BALANCE');
  });

  it('Ctrl+digit picks the n-th method, never a card-terminal one nor beyond 9', () => {
    expect(methodForShortcut(methods, 1)?.id).toBe(1);
    expect(methodForShortcut(methods, 4)?.id).toBe(4);
    expect(methodForShortcut(methods, 8)).toBeNull();
    expect(methodForShortcut(methods, 9)).toBeNull();
    expect(methodForShortcut(methods, 0)).toBeNull();
    expect(firstSelectableMethod([byId(8), byId(2)])?.id).toBe(2);
  });
});
