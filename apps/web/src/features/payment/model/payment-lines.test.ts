import { type Cents, MSG, asCents } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeMethods } from '../test-utils/payment-factories';
import {
  METHOD_REQUIRED,
  type NewLineInput,
  type PaymentLine,
  availableCreditCents,
  changeCents,
  changeOf,
  checkNewLine,
  evaluateLines,
  firstRefusal,
} from './payment-lines';

const methods = makeMethods();
const method = (id: number) => methods.find((candidate) => candidate.id === id)!;
const c = (value: number) => value as Cents;

const input = (overrides: Partial<NewLineInput> = {}): NewLineInput => ({
  key: 'k',
  method: method(1),
  amountText: '10,00',
  autorizacao: '',
  pendingCents: c(5680),
  split: null,
  customerId: null,
  defaultPersonId: null,
  customerMoney: { validateCreditLimit: false, creditLimit: null, prepaidBalanceCents: null },
  queued: [],
  ...overrides,
});

const line = (overrides: Partial<PaymentLine>): PaymentLine => ({
  key: 'l',
  methodId: 1,
  methodName: 'Dinheiro',
  methodKind: 'CASH',
  amountCents: c(1000),
  autorizacao: null,
  splitCents: null,
  itemParts: [],
  ...overrides,
});

describe('payment lines (doc 1 §5 "Payment amount")', () => {
  it('evaluates the lines one after the other, as the server: card 30 then cash 50 gives 23,20 change', () => {
    const evaluated = evaluateLines(c(5680), [
      line({ methodKind: 'CARD', amountCents: c(3000) }),
      line({ methodKind: 'CASH', amountCents: c(5000) }),
    ]);
    expect(evaluated.lines.map((entry) => entry.result)).toEqual([
      { ok: true, value: { valueCents: 3000, changeForCents: null } },
      { ok: true, value: { valueCents: 2680, changeForCents: 5000 } },
    ]);
    expect(evaluated).toMatchObject({ paidCents: 5680, changeCents: 2320, pendingCents: 0 });
    expect(firstRefusal(evaluated)).toBeNull();
  });

  it('a card line above what the earlier lines left is refused', () => {
    const evaluated = evaluateLines(c(5680), [
      line({ methodKind: 'PIX', amountCents: c(5000) }),
      line({ methodKind: 'CARD', amountCents: c(1000) }),
    ]);
    expect(firstRefusal(evaluated)).toBe(MSG.PAYMENT_ABOVE_PENDING);
    expect(evaluated.pendingCents).toBe(680);
  });

  it('checks the typed line: method, amount, TEF, authorization', () => {
    expect(checkNewLine(input({ method: null }))).toEqual({ ok: false, message: METHOD_REQUIRED });
    expect(checkNewLine(input({ amountText: '' }))).toEqual({ ok: false, message: MSG.PAYMENT_AMOUNT_NOT_POSITIVE });
    expect(checkNewLine(input({ amountText: 'abc' }))).toEqual({ ok: false, message: MSG.PAYMENT_AMOUNT_NOT_POSITIVE });
    expect(checkNewLine(input({ method: method(2), amountText: '60' }))).toEqual({
      ok: false,
      message: MSG.PAYMENT_ABOVE_PENDING,
    });
    expect(checkNewLine(input({ method: method(8) }))).toEqual({ ok: false, message: MSG.TEF_INTEGRATION_REQUIRED });
    expect(checkNewLine(input({ method: method(2), autorizacao: 'x'.repeat(81) }))).toEqual({
      ok: false,
      message: MSG.autorizacaoMuitoLonga(80),
    });
    expect(checkNewLine(input({ method: method(2), amountText: '12,5', autorizacao: ' NSU 1 ' }))).toEqual({
      ok: true,
      value: expect.objectContaining({ methodId: 2, methodKind: 'CARD', amountCents: 1250, autorizacao: 'NSU 1' }),
    });
  });

  it('carries the split share and its item parts', () => {
    const parts = [{ referenceCode: 'r-1', parts: 2, selectedParts: [0], cents: asCents(1245) }];
    const result = checkNewLine(input({ amountText: '20', split: { cents: c(1245), itemParts: parts } }));
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ splitCents: 1245, itemParts: parts }) });
  });

  it('needs a real customer for credit methods and keeps them within the limit and the prepaid balance', () => {
    expect(checkNewLine(input({ method: method(6) }))).toEqual({
      ok: false,
      message: MSG.PAYMENT_METHOD_REQUIRES_CUSTOMER,
    });
    expect(checkNewLine(input({ method: method(6), customerId: 7, defaultPersonId: '7' }))).toEqual({
      ok: false,
      message: MSG.PAYMENT_METHOD_REQUIRES_CUSTOMER,
    });
    const credit = {
      validateCreditLimit: true,
      creditLimit: { limitCents: c(20000), pendingBalanceCents: c(19500) },
      prepaidBalanceCents: null,
    };
    expect(checkNewLine(input({ method: method(6), customerId: 9, customerMoney: credit }))).toEqual({
      ok: false,
      message: MSG.PAYMENT_EXCEEDS_CREDIT_LIMIT,
    });
    const prepaid = { validateCreditLimit: false, creditLimit: null, prepaidBalanceCents: c(500) };
    expect(checkNewLine(input({ method: method(5), customerId: 9, customerMoney: prepaid }))).toEqual({
      ok: false,
      message: MSG.PREPAID_BALANCE_EXCEEDED,
    });
    expect(checkNewLine(input({ method: method(5), customerId: 9, amountText: '5', customerMoney: prepaid })).ok).toBe(
      true,
    );
    // Not known yet (loading, or the read failed): the line waits instead of going in unchecked.
    const loading = { validateCreditLimit: true, creditLimit: null, prepaidBalanceCents: null, unknown: true };
    for (const kind of [6, 5]) {
      expect(checkNewLine(input({ method: method(kind), customerId: 9, customerMoney: loading }))).toEqual({
        ok: false,
        message: MSG.CUSTOMER_MONEY_UNKNOWN,
      });
    }
  });

  it('works change and available credit out in cents', () => {
    expect(changeCents(c(2680), c(5000))).toBe(2320);
    expect(changeCents(c(2680), null)).toBe(0);
    expect(changeCents(c(2680), c(2000))).toBe(0);
    expect(changeOf({ valueCents: c(1010), changeForCents: c(1500) })).toBe(490);
    expect(availableCreditCents({ limitCents: c(15030), pendingBalanceCents: c(10010) })).toBe(5020);
    expect(availableCreditCents({ limitCents: c(5000), pendingBalanceCents: c(8000) })).toBe(0);
  });
});
