/** A card-terminal payment started from the payment dialog (doc 1 §4 "Card terminal sale", §5 "Payment amount"). */
import type { TFormaPagamento } from '@brasa/contracts';
import {
  type Cents,
  type Result,
  acceptPaymentAmount,
  asCents,
  fail,
  methodKindOf,
  ok,
  parseMoney,
} from '@brasa/domain';

/**
 * Ours: the terminal's payment is recorded by the server on the saved order, so typed lines and adjustments are
 * confirmed first (a save after the terminal approved would otherwise conflict with the new version).
 */
export const TEF_CONFIRM_TYPED_FIRST = 'Confirme os pagamentos e ajustes digitados antes de usar o TEF.';

export interface TefAmountInput {
  readonly method: TFormaPagamento;
  readonly amountText: string;
  readonly pendingCents: Cents;
  readonly splitCents: Cents | null;
  readonly queuedLines: number;
  readonly adjusted: boolean;
}

/** The amount charged on the terminal: the card rules of a typed payment (never above what is pending). */
export function checkTefAmount(input: TefAmountInput): Result<Cents> {
  if (input.queuedLines > 0 || input.adjusted) return fail(TEF_CONFIRM_TYPED_FIRST);
  const accepted = acceptPaymentAmount({
    amountCents: parseMoney(input.amountText) ?? asCents(0),
    pendingCents: input.pendingCents,
    methodKind: methodKindOf(input.method),
    splitAmountCents: input.splitCents,
  });
  if (!accepted.ok) return accepted;
  // A card never gives change: what the terminal charges is what the order receives.
  return ok(accepted.value.valueCents);
}
