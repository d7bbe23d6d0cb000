/**
 * The payment lines typed in the dialog and not saved yet (doc 1 §5 "Payment amount", "Methods requiring a
 * person", "Credit limit", "Authorization text"). Each line keeps what was typed; what it records is worked
 * out the way the server does it, one line after the other against what is still pending.
 */
import type { TFormaPagamento } from '@brasa/contracts';
import {
  type AcceptedPayment,
  type Cents,
  type PaymentMethodKind,
  MSG,
  type Result,
  acceptPaymentAmount,
  asCents,
  checkAuthorizationText,
  checkCreditLimit,
  checkMethodPerson,
  checkPrepaidBalance,
  fail,
  ok,
  parseMoney,
  sumCents,
  methodKindOf,
  methodNeedsCustomer,
} from '@brasa/domain';
import { isTefMethod } from './payment-methods';
import type { ItemPartsPaid } from './split-items';

/** Ours: Enter or Confirm with no method chosen. */
export const METHOD_REQUIRED = 'Selecione uma forma de pagamento.';

export interface PaymentLine {
  readonly key: string;
  readonly methodId: number;
  readonly methodName: string;
  readonly methodKind: PaymentMethodKind;
  /** What was typed (handed over); sent as the payment's value. */
  readonly amountCents: Cents;
  readonly autorizacao: string | null;
  /** The split-bill share this line pays (sent as valorDivisao). */
  readonly splitCents: Cents | null;
  /** The item parts this line pays (split by items). */
  readonly itemParts: readonly ItemPartsPaid[];
}

export interface EvaluatedLine {
  readonly line: PaymentLine;
  readonly result: Result<AcceptedPayment>;
}

export interface EvaluatedLines {
  readonly lines: readonly EvaluatedLine[];
  /** What the accepted lines settle. */
  readonly paidCents: Cents;
  /** The change of the accepted lines (handed over minus recorded). */
  readonly changeCents: Cents;
  /** What is still pending after them. */
  readonly pendingCents: Cents;
}

/** Change: what was handed over (changeFor) beyond what the payment records; 0 when none was recorded. */
export function changeCents(valueCents: Cents, changeForCents: Cents | null): Cents {
  return asCents(changeForCents === null ? 0 : Math.max(0, changeForCents - valueCents));
}

/** Change of one accepted payment. */
export const changeOf = (accepted: AcceptedPayment): Cents => changeCents(accepted.valueCents, accepted.changeForCents);

/** Each line against what the previous ones left pending, as the server applies them. */
export function evaluateLines(pendingCents: Cents, lines: readonly PaymentLine[]): EvaluatedLines {
  let pending = pendingCents;
  const evaluated = lines.map((line) => {
    const result = acceptPaymentAmount({
      amountCents: line.amountCents,
      pendingCents: pending,
      methodKind: line.methodKind,
      splitAmountCents: line.splitCents,
    });
    if (result.ok) pending = asCents(pending - result.value.valueCents);
    return { line, result };
  });
  const accepted = evaluated.flatMap((entry) => (entry.result.ok ? [entry.result.value] : []));
  return {
    lines: evaluated,
    paidCents: sumCents(accepted.map((payment) => payment.valueCents)),
    changeCents: sumCents(accepted.map(changeOf)),
    pendingCents: pending,
  };
}

/** The first refused line's message, or null when every line is accepted. */
export function firstRefusal(evaluated: EvaluatedLines): string | null {
  for (const entry of evaluated.lines) if (!entry.result.ok) return entry.result.message;
  return null;
}

export interface CustomerMoney {
  /** VALIDAR_LIMITE_CREDITO_PESSOA_{product} = S. */
  readonly validateCreditLimit: boolean;
  readonly creditLimit: { readonly limitCents: Cents; readonly pendingBalanceCents: Cents } | null;
  readonly prepaidBalanceCents: Cents | null;
  /**
   * The method needs the customer's limit or balance and it is not known yet (still loading, or the read failed):
   * the line waits rather than going in unchecked.
   */
  readonly unknown?: boolean;
}

/** doc 1 §5 "Credit limit": what is available is the limit minus the pending balance (shown never below 0). */
export function availableCreditCents(limit: NonNullable<CustomerMoney['creditLimit']>): Cents {
  return asCents(Math.max(0, limit.limitCents - limit.pendingBalanceCents));
}

export interface NewLineInput {
  readonly key: string;
  readonly method: TFormaPagamento | null;
  readonly amountText: string;
  readonly autorizacao: string;
  /** Pending after the lines already typed. */
  readonly pendingCents: Cents;
  readonly split: { readonly cents: Cents; readonly itemParts: readonly ItemPartsPaid[] } | null;
  readonly customerId: number | null;
  /** Parameter ID_PESSOA_PADRAO_PEDIDO_SAIDA. */
  readonly defaultPersonId: string | null;
  readonly customerMoney: CustomerMoney;
  readonly queued: readonly PaymentLine[];
}

const sameKindCents = (lines: readonly PaymentLine[], kind: PaymentMethodKind) =>
  sumCents(lines.filter((line) => line.methodKind === kind).map((line) => line.amountCents));

/** doc 1 §5 "Credit limit": the customer's limit and prepaid balance, when the dialog has loaded them. */
function checkCustomerMoney(kind: PaymentMethodKind, valueCents: Cents, input: NewLineInput): Result<null> {
  const money = input.customerMoney;
  const checked = (kind === 'CREDIT' && money.validateCreditLimit) || kind === 'PREPAID';
  if (checked && money.unknown) return fail(MSG.CUSTOMER_MONEY_UNKNOWN);
  if (kind === 'CREDIT' && money.validateCreditLimit && money.creditLimit) {
    return checkCreditLimit({
      ...money.creditLimit,
      paymentCents: valueCents,
      otherPendingOnOrderCents: sameKindCents(input.queued, 'CREDIT'),
    });
  }
  if (kind === 'PREPAID' && money.prepaidBalanceCents !== null) {
    return checkPrepaidBalance({
      balanceCents: money.prepaidBalanceCents,
      paymentCents: valueCents,
      otherPrepaidOnOrderCents: sameKindCents(input.queued, 'PREPAID'),
    });
  }
  return ok(null);
}

/** The line typed in the entry form, checked as the server will check it; the line or the message. */
export function checkNewLine(input: NewLineInput): Result<PaymentLine> {
  const { method } = input;
  if (!method) return fail(METHOD_REQUIRED);
  if (isTefMethod(method)) return fail(MSG.TEF_INTEGRATION_REQUIRED);
  const amountCents = parseMoney(input.amountText) ?? asCents(0);
  const kind = methodKindOf(method);
  const accepted = acceptPaymentAmount({
    amountCents,
    pendingCents: input.pendingCents,
    methodKind: kind,
    splitAmountCents: input.split?.cents ?? null,
  });
  if (!accepted.ok) return accepted;
  const autorizacao = checkAuthorizationText(input.autorizacao);
  if (!autorizacao.ok) return autorizacao;
  if (methodNeedsCustomer(method)) {
    const person = checkMethodPerson({
      requiresPerson: true,
      customerId: input.customerId,
      defaultPersonId: input.defaultPersonId,
    });
    if (!person.ok) return person;
  }
  const money = checkCustomerMoney(kind, accepted.value.valueCents, input);
  if (!money.ok) return money;
  return ok({
    key: input.key,
    methodId: method.id,
    methodName: method.descricao,
    methodKind: kind,
    amountCents,
    autorizacao: autorizacao.value,
    splitCents: input.split?.cents ?? null,
    itemParts: input.split?.itemParts ?? [],
  });
}
