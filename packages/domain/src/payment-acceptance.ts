/**
 * Whether a payment can be added to an order and what it records (doc 1 §5 "Payment amount", "Methods
 * requiring a person", "Authorization text", "Payment preconditions", "Totals consistency"). Amounts are
 * cents; the caller converts the typed reais with `toCents` first.
 */
import { MSG } from './messages';
import { type Cents, asCents, formatMoney, isWithinPaymentTolerance } from './money';
import { type Result, fail, ok } from './result';
import { type RoleProfile, ROLES, hasRole } from './roles';

/**
 * What the payment rules need to know of a method. CASH and OTHER take change (doc 1 §5); CARD and PIX
 * take an authorization text; CREDIT is a pending-type account (crediário, checked by `checkCreditLimit`);
 * PREPAID is the prepaid-credit account (checked by `checkPrepaidBalance`); ACCOUNT is any other account.
 */
export type PaymentMethodKind = 'CASH' | 'OTHER' | 'CARD' | 'PIX' | 'CREDIT' | 'PREPAID' | 'ACCOUNT';

/** doc 1 §3: "cash codes are DIN, CX, DINHEIRO, CASH, MONEY". */
export const CASH_PAYMENT_CODES: readonly string[] = Object.freeze(['DIN', 'CX', 'DINHEIRO', 'CASH', 'MONEY']);

/** doc 1 §3 account types with an obvious kind: CX cash, CC credit card, CD debit card, PX pix, OT other. */
const KIND_BY_ACCOUNT_TYPE: Readonly<Record<string, PaymentMethodKind>> = Object.freeze({
  CX: 'CASH',
  CC: 'CARD',
  CD: 'CARD',
  PX: 'PIX',
  OT: 'OTHER',
});

export interface PaymentMethodLike {
  readonly codigo?: string | null;
  readonly conta?: { readonly tipoConta?: string | null; readonly pendente?: boolean | null } | null;
}

/**
 * The kind of a payment method (formaPagamento) from its account: a pending account is CREDIT (doc 1 §5
 * "Credit limit ... for pending-type accounts"), then the account type, then a cash code. The spec does not
 * tie PD, CL or BC to one meaning (PD is also the pix card type of §7), so those are ACCOUNT; a caller that
 * knows the method is the prepaid-credit account passes PREPAID itself.
 */
export function paymentMethodKind(method: PaymentMethodLike): PaymentMethodKind {
  if (method.conta?.pendente === true) return 'CREDIT';
  const accountType = method.conta?.tipoConta?.trim().toUpperCase() ?? '';
  const byAccount = KIND_BY_ACCOUNT_TYPE[accountType];
  if (byAccount) return byAccount;
  const code = method.codigo?.trim().toUpperCase() ?? '';
  return CASH_PAYMENT_CODES.includes(code) ? 'CASH' : 'ACCOUNT';
}

/**
 * The kind as this product's accounts read: the prepaid-credit account (PD, as the demo and doc 1 §3 accounts
 * have it) is PREPAID; the rest as `paymentMethodKind`. Server and payment dialog use this one.
 */
export function methodKindOf(method: PaymentMethodLike): PaymentMethodKind {
  return method.conta?.tipoConta?.trim().toUpperCase() === 'PD' ? 'PREPAID' : paymentMethodKind(method);
}

/** doc 1 §5 "Methods requiring a person": those marked so, credit sales and prepaid credit need a customer. */
export function methodNeedsCustomer(
  method: PaymentMethodLike & { readonly pessoaRequerida?: boolean | null },
): boolean {
  const kind = methodKindOf(method);
  return method.pessoaRequerida === true || kind === 'CREDIT' || kind === 'PREPAID';
}

/** doc 1 §5: only cash and "other" methods turn an amount above what is due into change. */
export function acceptsChange(kind: PaymentMethodKind): boolean {
  return kind === 'CASH' || kind === 'OTHER';
}

export interface PaymentAmountInput {
  /** What was typed or handed over. */
  readonly amountCents: Cents;
  /** What is still to pay on the order. */
  readonly pendingCents: Cents;
  readonly methodKind: PaymentMethodKind;
  /** The split-bill share being paid (by people or by items), when one is set. */
  readonly splitAmountCents?: Cents | null;
}

export interface AcceptedPayment {
  /** The payment's value (what settles the order). */
  readonly valueCents: Cents;
  /** What the customer handed over when it is more than the value (changeFor), else null. */
  readonly changeForCents: Cents | null;
}

/**
 * doc 1 §5 "Payment amount". The amount must be above zero. Above the pending amount, cash and other
 * methods record the pending amount with changeFor = the amount; other methods are refused. With a split
 * share set, a cash or other amount above the share (but not above pending) records the share with change.
 * With nothing pending every amount is above it, so nothing is recorded (a zero payment is not a payment).
 */
export function acceptPaymentAmount(input: PaymentAmountInput): Result<AcceptedPayment> {
  const { amountCents, pendingCents, methodKind } = input;
  if (!(amountCents > 0)) return fail(MSG.PAYMENT_AMOUNT_NOT_POSITIVE);
  const change = acceptsChange(methodKind);
  if (amountCents > pendingCents) {
    if (!change || pendingCents <= 0) return fail(MSG.PAYMENT_ABOVE_PENDING);
    return ok({ valueCents: pendingCents, changeForCents: amountCents });
  }
  const split = input.splitAmountCents ?? 0;
  if (change && split > 0 && amountCents > split) {
    return ok({ valueCents: asCents(split), changeForCents: amountCents });
  }
  return ok({ valueCents: amountCents, changeForCents: null });
}

export interface PaymentPreconditions {
  readonly cashOpen: boolean;
  readonly itemCount: number;
  readonly profile: RoleProfile;
}

/** doc 1 §5 "Payment preconditions", in the spec's order: open cash register, an item, the role. */
export function checkPaymentPreconditions(input: PaymentPreconditions): Result<null> {
  if (!input.cashOpen) return fail(MSG.CASH_CLOSED);
  if (!(input.itemCount > 0)) return fail(MSG.NO_ITEMS_PAYMENT);
  // doc 1 §6: ROLE_PDV_ONLINE_{product}_BLOQUEIO_PAGAMENTO blocks payment.
  if (hasRole(input.profile, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO)) return fail(MSG.NO_PAYMENT_PERMISSION);
  return ok(null);
}

/** Person ids arrive as numbers (entities) or as text (parameters such as ID_PESSOA_PADRAO_PEDIDO_SAIDA). */
export type PersonId = number | string;

export interface MethodPersonInput {
  /** formaPagamento.pessoaRequerida */
  readonly requiresPerson: boolean;
  readonly customerId?: PersonId | null;
  /** Parameter ID_PESSOA_PADRAO_PEDIDO_SAIDA. */
  readonly defaultPersonId?: PersonId | null;
  /** The generic final customer ("consumidor final"). */
  readonly genericFinalCustomerId?: PersonId | null;
}

const idText = (id: PersonId | null | undefined): string => (id === null || id === undefined ? '' : String(id).trim());

/** doc 1 §5 "Methods requiring a person": a real customer, neither the default person nor the generic one. */
export function checkMethodPerson(input: MethodPersonInput): Result<null> {
  if (!input.requiresPerson) return ok(null);
  const customer = idText(input.customerId);
  const standIns = [idText(input.defaultPersonId), idText(input.genericFinalCustomerId)];
  if (customer === '' || standIns.includes(customer)) return fail(MSG.PAYMENT_METHOD_REQUIRES_CUSTOMER);
  return ok(null);
}

/** doc 1 §9: the authorization note of a card or pix payment has at most 80 characters. */
export const MAX_AUTHORIZATION_TEXT_LENGTH = 80;

/**
 * doc 1 §5 "Authorization text": optional, at most 80 characters (counted as characters, not UTF-16
 * units, after trimming). Returns the trimmed text, or null when blank.
 */
export function checkAuthorizationText(text: string | null | undefined): Result<string | null> {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return ok(null);
  if (Array.from(trimmed).length > MAX_AUTHORIZATION_TEXT_LENGTH) {
    return fail(MSG.autorizacaoMuitoLonga(MAX_AUTHORIZATION_TEXT_LENGTH));
  }
  return ok(trimmed);
}

/**
 * doc 1 §5 "Totals consistency": for an order closed as paid, payments plus the benefits the marketplace
 * pays (IFOOD sponsorship) match the total within 0.009, i.e. to the cent.
 */
export function checkPaymentsMatchTotal(
  totalCents: Cents,
  paymentsCents: Cents,
  marketplaceBenefitsCents: Cents,
): Result<null> {
  const settled = asCents(paymentsCents + marketplaceBenefitsCents);
  if (isWithinPaymentTolerance(settled, totalCents)) return ok(null);
  return fail(MSG.pagamentosNaoConferem(formatMoney(settled), formatMoney(totalCents)));
}

/** doc 1 §9: a deletion justification (an order, a payment) has at least 5 characters. */
export const MIN_JUSTIFICATION_LENGTH = 5;

/** doc 1 §5: the justification typed to delete an order or a payment, trimmed, or 'Informe uma justificativa maior.'. */
export function checkJustification(text: string): Result<string> {
  const trimmed = text.trim();
  return trimmed.length < MIN_JUSTIFICATION_LENGTH ? fail(MSG.DELETE_JUSTIFICATION_SHORT) : ok(trimmed);
}

/** The card-terminal fields a payment may carry (doc 1 §3 Payment). */
export interface CardTerminalPaymentLike {
  readonly tefInfo?: unknown;
  readonly tefJson?: unknown;
  readonly identificacaoTef?: unknown;
  readonly formaPagamento?: { readonly utilizaTef?: unknown } | null;
}

/** doc 1 §3: a card-terminal payment came from a TEF method or carries the terminal's data. */
export function isCardTerminalPayment(loose: object): boolean {
  // Payments are loose payloads (marketplace fields, terminal data): read what is there.
  const payment = loose as CardTerminalPaymentLike;
  const present = (value: unknown) => value !== null && value !== undefined && value !== '';
  return (
    payment.formaPagamento?.utilizaTef === true ||
    present(payment.tefInfo) ||
    present(payment.tefJson) ||
    present(payment.identificacaoTef)
  );
}
