/**
 * Limits a customer's payments must respect (doc 1 §5 "Credit limit"): the credit limit of pending-type
 * accounts and the balance of prepaid-credit accounts. Whether a check applies (VALIDAR_LIMITE_CREDITO_PESSOA_
 * {product} = S, the account type, ROLE_CREDITO_PRE_PAGO) is the caller's choice; these rules only compare.
 */
import { MSG } from './messages';
import { type Cents, subtractCents } from './money';
import { type Result, fail, ok } from './result';

export interface CreditLimitInput {
  /** limiteCredito of GET /service?entity=limiteCredito. */
  readonly limitCents: Cents;
  /** saldoPendente of the same call: what the customer already owes. */
  readonly pendingBalanceCents: Cents;
  /** The payment being added. */
  readonly paymentCents: Cents;
  /** That customer's other pending-account payments on this order, not saved yet. */
  readonly otherPendingOnOrderCents: Cents;
}

/**
 * doc 1 §5 "Credit limit": applies when the limit is above 0. The available limit is limit − pending
 * balance; a customer with nothing available has exceeded the limit, otherwise this payment plus the
 * customer's other pending payments on the order must fit in what is available.
 */
export function checkCreditLimit(input: CreditLimitInput): Result<null> {
  if (!(input.limitCents > 0)) return ok(null);
  const available = subtractCents(input.limitCents, input.pendingBalanceCents);
  if (available <= 0) return fail(MSG.CREDIT_LIMIT_EXCEEDED);
  if (input.paymentCents + input.otherPendingOnOrderCents > available) return fail(MSG.PAYMENT_EXCEEDS_CREDIT_LIMIT);
  return ok(null);
}

export interface PrepaidBalanceInput {
  /** saldoAtual of GET /service?entity=saldoPrePago. */
  readonly balanceCents: Cents;
  readonly paymentCents: Cents;
  /** That customer's other prepaid payments on this order, not saved yet. */
  readonly otherPrepaidOnOrderCents: Cents;
}

/**
 * doc 1 §5: "Prepaid-credit accounts check the prepaid balance the same way": this payment plus the
 * customer's other prepaid payments on the order must fit in the balance. The spec quotes no text for it;
 * MSG.PREPAID_BALANCE_EXCEEDED is ours (messages-ours.ts).
 */
export function checkPrepaidBalance(input: PrepaidBalanceInput): Result<null> {
  if (input.paymentCents + input.otherPrepaidOnOrderCents > input.balanceCents) {
    return fail(MSG.PREPAID_BALANCE_EXCEEDED);
  }
  return ok(null);
}
