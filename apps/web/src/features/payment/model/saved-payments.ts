/** The payments already saved on the order, as the dialog lists them (doc 1 §2.5, §5 "Card-terminal payment deletion"). */
import type { TIFoodOrder } from '@brasa/contracts';
import { type Result, MSG, fail, ok, toCents, toReais } from '@brasa/domain';
import { changeCents } from './payment-lines';

export type SavedPayment = TIFoodOrder['payments'][number];

/** doc 1 §9: a deletion justification has at least 5 characters (as the order deletion). */
export const MIN_DELETION_REASON_LENGTH = 5;
/** The audit event keeps at most 500 characters of the reason. */
export const MAX_DELETION_REASON_LENGTH = 500;

/** Ours: why the delete button of a card-terminal payment is disabled. */
export const TEF_PAYMENT_NOT_DELETABLE = 'Pagamentos de TEF são excluídos pelo terminal de cartão.';

interface TefFields {
  tefInfo?: unknown;
  tefJson?: unknown;
  identificacaoTef?: unknown;
  formaPagamento?: { utilizaTef?: boolean | null } | null;
}

/** A card-terminal payment: it carries terminal data or came from a TEF method. */
export function isTefPayment(payment: SavedPayment): boolean {
  const tef = payment as SavedPayment & TefFields;
  return Boolean(tef.tefInfo || tef.tefJson || tef.identificacaoTef || tef.formaPagamento?.utilizaTef);
}

/**
 * What the customer handed over beyond the value, when the payment recorded change: worked out in cents
 * (changeCents, as the typed lines' change) and given in reais, as the payment's value and changeFor are.
 */
export function savedPaymentChange(payment: SavedPayment): number {
  const changeFor = payment.changeFor ? toCents(payment.changeFor) : null;
  return toReais(changeCents(toCents(payment.value), changeFor));
}

/** doc 1 §5: the reason typed for deleting a payment, trimmed, or 'Informe uma justificativa maior.'. */
export function checkDeletionReason(text: string): Result<string> {
  const reason = text.trim();
  return reason.length < MIN_DELETION_REASON_LENGTH ? fail(MSG.DELETE_JUSTIFICATION_SHORT) : ok(reason);
}
