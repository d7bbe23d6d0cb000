/** The payments already saved on the order, as the dialog lists them (doc 1 §2.5, §5 "Card-terminal payment deletion"). */
import type { TIFoodOrder } from '@brasa/contracts';
import { checkJustification, isCardTerminalPayment, toCents, toReais } from '@brasa/domain';
import { changeCents } from './payment-lines';

export type SavedPayment = TIFoodOrder['payments'][number];

/** The audit event keeps at most 500 characters of the reason. */
export const MAX_DELETION_REASON_LENGTH = 500;

/** Ours: why the delete button of a card-terminal payment is disabled. */
export const TEF_PAYMENT_NOT_DELETABLE = 'Pagamentos de TEF são excluídos pelo terminal de cartão.';

/** A card-terminal payment (the domain's rule). */
export const isTefPayment = (payment: SavedPayment): boolean => isCardTerminalPayment(payment);

/**
 * What the customer handed over beyond the value, when the payment recorded change: worked out in cents
 * (changeCents, as the typed lines' change) and given in reais, as the payment's value and changeFor are.
 */
export function savedPaymentChange(payment: SavedPayment): number {
  const changeFor = payment.changeFor ? toCents(payment.changeFor) : null;
  return toReais(changeCents(toCents(payment.value), changeFor));
}

/** doc 1 §5: the reason typed for deleting a payment, trimmed, or 'Informe uma justificativa maior.'. */
export const checkDeletionReason = checkJustification;
