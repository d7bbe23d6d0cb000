import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { type Cents, asCents } from './money';
import {
  type PaymentMethodKind,
  acceptPaymentAmount,
  acceptsChange,
  checkAuthorizationText,
  checkMethodPerson,
  checkPaymentPreconditions,
  checkPaymentsMatchTotal,
  checkJustification,
  isCardTerminalPayment,
  methodKindOf,
  methodNeedsCustomer,
  paymentMethodKind,
} from './payment-acceptance';
import { type RoleProfile, ROLES } from './roles';

const SEED = 20260702;
const c = (value: number): Cents => asCents(value);
const KINDS: readonly PaymentMethodKind[] = ['CASH', 'OTHER', 'CARD', 'PIX', 'CREDIT', 'PREPAID', 'ACCOUNT'];
const makeProfile = (permissoes: string[] = []): RoleProfile => ({ permissoes, unidade: { roles: [] } });

describe('methodKindOf and methodNeedsCustomer', () => {
  it('reads the PD account as prepaid credit, the rest as paymentMethodKind', () => {
    expect(methodKindOf({ codigo: 'PD', conta: { tipoConta: 'PD' } })).toBe('PREPAID');
    expect(methodKindOf({ conta: { tipoConta: 'CC' } })).toBe('CARD');
    expect(methodKindOf({ conta: { tipoConta: 'CL', pendente: true } })).toBe('CREDIT');
  });

  it('asks a customer for methods marked so, credit sales and prepaid credit only', () => {
    expect(methodNeedsCustomer({ conta: { tipoConta: 'CC' }, pessoaRequerida: true })).toBe(true);
    expect(methodNeedsCustomer({ conta: { tipoConta: 'CL', pendente: true } })).toBe(true);
    expect(methodNeedsCustomer({ conta: { tipoConta: 'PD' } })).toBe(true);
    expect(methodNeedsCustomer({ conta: { tipoConta: 'CX' } })).toBe(false);
    expect(methodNeedsCustomer({ conta: { tipoConta: 'PX' }, pessoaRequerida: false })).toBe(false);
  });
});

describe('paymentMethodKind', () => {
  it('reads the account type of doc 1 §3', () => {
    expect(paymentMethodKind({ conta: { tipoConta: 'CX' } })).toBe('CASH');
    expect(paymentMethodKind({ conta: { tipoConta: 'CC' } })).toBe('CARD');
    expect(paymentMethodKind({ conta: { tipoConta: 'CD' } })).toBe('CARD');
    expect(paymentMethodKind({ conta: { tipoConta: ' px ' } })).toBe('PIX');
    expect(paymentMethodKind({ conta: { tipoConta: 'OT' } })).toBe('OTHER');
  });

  it('makes a pending account CREDIT, whatever its type', () => {
    expect(paymentMethodKind({ codigo: 'CL', conta: { tipoConta: 'CL', pendente: true } })).toBe('CREDIT');
    expect(paymentMethodKind({ conta: { tipoConta: 'CX', pendente: true } })).toBe('CREDIT');
  });

  it('falls back on the cash codes, else ACCOUNT', () => {
    for (const codigo of ['DIN', 'cx', 'Dinheiro', 'CASH', 'MONEY']) {
      expect(paymentMethodKind({ codigo }), codigo).toBe('CASH');
    }
    expect(paymentMethodKind({ codigo: 'PD', conta: { tipoConta: 'PD' } })).toBe('ACCOUNT');
    expect(paymentMethodKind({ codigo: 'BC', conta: { tipoConta: 'BC' } })).toBe('ACCOUNT');
    expect(paymentMethodKind({})).toBe('ACCOUNT');
  });

  it('gives change only for cash and other', () => {
    expect(KINDS.filter(acceptsChange)).toEqual(['CASH', 'OTHER']);
  });
});

describe('acceptPaymentAmount', () => {
  const pending = c(5000);

  it('refuses zero or negative amounts', () => {
    for (const amount of [0, -1, -5000]) {
      expect(acceptPaymentAmount({ amountCents: c(amount), pendingCents: pending, methodKind: 'CASH' })).toEqual({
        ok: false,
        message: 'O valor deve ser maior que zero.',
      });
    }
  });

  it('records an amount up to pending as it is, without change', () => {
    for (const methodKind of KINDS) {
      expect(acceptPaymentAmount({ amountCents: c(5000), pendingCents: pending, methodKind })).toEqual({
        ok: true,
        value: { valueCents: 5000, changeForCents: null },
      });
      expect(acceptPaymentAmount({ amountCents: c(1), pendingCents: pending, methodKind })).toEqual({
        ok: true,
        value: { valueCents: 1, changeForCents: null },
      });
    }
  });

  it('turns cash or other above pending into change (doc 1 §5)', () => {
    for (const methodKind of ['CASH', 'OTHER'] as const) {
      expect(acceptPaymentAmount({ amountCents: c(10000), pendingCents: pending, methodKind })).toEqual({
        ok: true,
        value: { valueCents: 5000, changeForCents: 10000 },
      });
    }
  });

  it('refuses other methods above pending', () => {
    for (const methodKind of ['CARD', 'PIX', 'CREDIT', 'PREPAID', 'ACCOUNT'] as const) {
      expect(acceptPaymentAmount({ amountCents: c(5001), pendingCents: pending, methodKind })).toEqual({
        ok: false,
        message: 'Valor maior que o pendente',
      });
    }
  });

  it('refuses any payment when nothing is pending', () => {
    expect(acceptPaymentAmount({ amountCents: c(100), pendingCents: c(0), methodKind: 'CASH' })).toEqual({
      ok: false,
      message: MSG.PAYMENT_ABOVE_PENDING,
    });
  });

  it('records the split share with change for cash or other above it (doc 1 §5)', () => {
    const split = { pendingCents: pending, splitAmountCents: c(2500) };
    expect(acceptPaymentAmount({ ...split, amountCents: c(3000), methodKind: 'CASH' })).toEqual({
      ok: true,
      value: { valueCents: 2500, changeForCents: 3000 },
    });
    expect(acceptPaymentAmount({ ...split, amountCents: c(2500), methodKind: 'OTHER' })).toEqual({
      ok: true,
      value: { valueCents: 2500, changeForCents: null },
    });
    // A card pays what it was given; it never carries change.
    expect(acceptPaymentAmount({ ...split, amountCents: c(3000), methodKind: 'CARD' })).toEqual({
      ok: true,
      value: { valueCents: 3000, changeForCents: null },
    });
    // Above pending the pending rule wins.
    expect(acceptPaymentAmount({ ...split, amountCents: c(8000), methodKind: 'CASH' })).toEqual({
      ok: true,
      value: { valueCents: 5000, changeForCents: 8000 },
    });
    expect(acceptPaymentAmount({ ...split, splitAmountCents: null, amountCents: c(3000), methodKind: 'CASH' })).toEqual(
      { ok: true, value: { valueCents: 3000, changeForCents: null } },
    );
  });

  it('never records more than pending or the share, and change is what was handed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 })),
        fc.constantFrom(...KINDS),
        (amount, pendingValue, split, methodKind) => {
          const result = acceptPaymentAmount({
            amountCents: c(amount),
            pendingCents: c(pendingValue),
            splitAmountCents: split === null ? null : c(split),
            methodKind,
          });
          if (!result.ok) {
            expect(amount > pendingValue).toBe(true);
            return;
          }
          const { valueCents, changeForCents } = result.value;
          expect(valueCents).toBeGreaterThan(0);
          expect(valueCents).toBeLessThanOrEqual(pendingValue);
          expect(valueCents).toBeLessThanOrEqual(amount);
          if (changeForCents === null) expect(valueCents).toBe(amount);
          else {
            expect(acceptsChange(methodKind)).toBe(true);
            expect(changeForCents).toBe(amount);
            expect(changeForCents).toBeGreaterThan(valueCents);
          }
        },
      ),
      { seed: SEED, numRuns: 2000 },
    );
  });
});

describe('checkPaymentPreconditions', () => {
  const blocked = makeProfile([ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO]);

  it('passes with an open cash register, items and no block', () => {
    expect(checkPaymentPreconditions({ cashOpen: true, itemCount: 1, profile: makeProfile() })).toEqual({
      ok: true,
      value: null,
    });
  });

  it('checks in the spec order: cash register, items, role', () => {
    expect(checkPaymentPreconditions({ cashOpen: false, itemCount: 0, profile: blocked })).toEqual({
      ok: false,
      message: 'O caixa está fechado...',
    });
    expect(checkPaymentPreconditions({ cashOpen: true, itemCount: 0, profile: blocked })).toEqual({
      ok: false,
      message: 'Não é possível realizar o pagamento de um pedido sem itens',
    });
    expect(checkPaymentPreconditions({ cashOpen: true, itemCount: 2, profile: blocked })).toEqual({
      ok: false,
      message: 'Seu usuário não tem permissão para realizar o pagamento do pedido',
    });
  });
});

describe('checkMethodPerson', () => {
  const ids = { defaultPersonId: '7', genericFinalCustomerId: 9 };
  const refused = { ok: false, message: 'Informe um cliente para adicionar essa forma de pagamento' };

  it('needs nothing when the method does not require a person', () => {
    expect(checkMethodPerson({ requiresPerson: false, customerId: null, ...ids })).toEqual({ ok: true, value: null });
  });

  it('refuses no customer, the default person and the generic final customer', () => {
    for (const customerId of [null, undefined, '', ' ', 7, '9']) {
      expect(checkMethodPerson({ requiresPerson: true, customerId, ...ids }), String(customerId)).toEqual(refused);
    }
  });

  it('accepts a real customer', () => {
    expect(checkMethodPerson({ requiresPerson: true, customerId: 42, ...ids })).toEqual({ ok: true, value: null });
    expect(checkMethodPerson({ requiresPerson: true, customerId: 42 })).toEqual({ ok: true, value: null });
  });
});

describe('checkAuthorizationText', () => {
  it('is optional', () => {
    for (const text of [null, undefined, '', '   ']) {
      expect(checkAuthorizationText(text)).toEqual({ ok: true, value: null });
    }
  });

  it('takes up to 80 characters, trimmed', () => {
    expect(checkAuthorizationText(' NSU 123456 ')).toEqual({ ok: true, value: 'NSU 123456' });
    expect(checkAuthorizationText('é'.repeat(80))).toEqual({ ok: true, value: 'é'.repeat(80) });
    expect(checkAuthorizationText('😀'.repeat(80))).toEqual({ ok: true, value: '😀'.repeat(80) });
  });

  it('refuses 81 characters (doc 1 §9)', () => {
    expect(checkAuthorizationText('a'.repeat(81))).toEqual({
      ok: false,
      message: 'O texto da autorização pode ter no máximo 80 caracteres.',
    });
  });
});

describe('checkPaymentsMatchTotal', () => {
  it('accepts payments plus marketplace benefits equal to the total', () => {
    expect(checkPaymentsMatchTotal(c(5000), c(4000), c(1000))).toEqual({ ok: true, value: null });
    expect(checkPaymentsMatchTotal(c(5000), c(5000), c(0))).toEqual({ ok: true, value: null });
  });

  it('refuses a difference of one cent (0.009 is below a cent)', () => {
    expect(checkPaymentsMatchTotal(c(5000), c(4999), c(0))).toEqual({
      ok: false,
      message: 'A soma dos pagamentos (R$ 49,99) não confere com o total do pedido (R$ 50,00).',
    });
    expect(checkPaymentsMatchTotal(c(5000), c(4001), c(1000)).ok).toBe(false);
  });
});

describe('checkJustification (doc 1 §5, §9)', () => {
  it('needs at least 5 characters after trimming and answers the trimmed text', () => {
    expect(checkJustification('  abcd  ')).toEqual({ ok: false, message: MSG.DELETE_JUSTIFICATION_SHORT });
    expect(checkJustification(' Lançado errado ')).toEqual({ ok: true, value: 'Lançado errado' });
  });
});

describe('isCardTerminalPayment (doc 1 §3)', () => {
  it('is a payment from a TEF method or with terminal data', () => {
    expect(isCardTerminalPayment({ value: 5, formaPagamento: { utilizaTef: true } })).toBe(true);
    expect(isCardTerminalPayment({ value: 5, tefInfo: { terminalId: 'T1' } })).toBe(true);
    expect(isCardTerminalPayment({ value: 5, identificacaoTef: 'abc' })).toBe(true);
    expect(isCardTerminalPayment({ value: 5, formaPagamento: { utilizaTef: false }, tefInfo: null })).toBe(false);
  });
});
