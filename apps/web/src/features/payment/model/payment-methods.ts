/** The payment methods of the dialog's left column (doc 1 §2.5, §3 "Payment", §5 "Methods requiring a person"). */
import type { TFormaPagamento } from '@brasa/contracts';
import { methodKindOf } from '@brasa/domain';
import { truncateText } from '../../../shared/format/truncate-text';

/** doc 1 §2.5, §9: the method label is cut to 25 characters. */
export const METHOD_LABEL_MAX = 25;
/** doc 1 §9: Ctrl plus digit 1-9 picks a method. */
export const MAX_METHOD_SHORTCUT = 9;

/** Only active methods are offered. */
export function activePaymentMethods(methods: readonly TFormaPagamento[] | undefined): TFormaPagamento[] {
  return (methods ?? []).filter((method) => method.ativo);
}

export function methodLabel(method: Pick<TFormaPagamento, 'descricao'>): string {
  return truncateText(method.descricao, METHOD_LABEL_MAX);
}

/** Card-terminal methods charge through the TEF flow (the server records them), never as a typed line. */
export function isTefMethod(method: Pick<TFormaPagamento, 'utilizaTef'>): boolean {
  return method.utilizaTef;
}

/** Which of the customer's balances the dialog shows for a method (doc 1 §7 limiteCredito, saldoPrePago). */
export type CustomerMoneyLookup = 'CREDIT_LIMIT' | 'PREPAID_BALANCE' | null;

/** By the method's kind, as payment-lines' checks read it: the limit for CREDIT, the balance for PREPAID. */
export function customerMoneyLookup(method: TFormaPagamento, canUsePrepaid: boolean): CustomerMoneyLookup {
  const kind = methodKindOf(method);
  if (kind === 'CREDIT') return 'CREDIT_LIMIT';
  // doc 1 §6: ROLE_CREDITO_PRE_PAGO shows and uses the prepaid balance.
  if (kind === 'PREPAID' && canUsePrepaid) return 'PREPAID_BALANCE';
  return null;
}

/**
 * Ctrl+`digit` picks the digit-th method of the list (1-based); a card-terminal method only when this browser
 * can use the terminal (`tefUsable`).
 */
export function methodForShortcut(
  methods: readonly TFormaPagamento[],
  digit: number,
  tefUsable = false,
): TFormaPagamento | null {
  if (!Number.isInteger(digit) || digit < 1 || digit > MAX_METHOD_SHORTCUT) return null;
  const method = methods[digit - 1];
  return method && (tefUsable || !isTefMethod(method)) ? method : null;
}

/** The method selected when the dialog opens: the first one that can take a typed amount. */
export function firstSelectableMethod(methods: readonly TFormaPagamento[]): TFormaPagamento | null {
  return methods.find((method) => !isTefMethod(method)) ?? null;
}
