/** The fee dialogs' rules (doc 1 §5 "Fees"): the service fee percent typed, and changing the delivery fee. */
import type { TIFoodOrder } from '@brasa/contracts';
import { type Result, MSG, canRemoveDeliveryFee, fail, ok, parseMoney, toCents } from '@brasa/domain';
import { orderBodyTotals } from '@brasa/contracts';

/** '10', '12,5' or '12.5' as a percent; the fee is never negative (MSG.SERVICE_FEE_NEGATIVE). */
export function parseServiceFeePercent(text: string): Result<number> {
  const trimmed = text.replace('%', '').trim();
  if (trimmed.startsWith('-')) return fail(MSG.SERVICE_FEE_NEGATIVE);
  const cents = trimmed === '' ? 0 : parseMoney(trimmed);
  if (cents === null) return fail(MSG.INVALID_VALUE);
  return ok(cents / 100);
}

/**
 * doc 1 §5: the delivery fee cannot be removed (nor lowered) when the pending total is lower than the fee,
 * both read from the saved order as the server reads them.
 */
export function checkDeliveryFeeChange(saved: TIFoodOrder, newFeeReais: number): Result<null> {
  const savedFee = toCents(saved.deliveryFee ?? 0);
  if (saved.deliveryMethod?.mode !== 'DELIVERY' || toCents(newFeeReais) >= savedFee) return ok(null);
  const pending = orderBodyTotals(saved).pending;
  return canRemoveDeliveryFee({ pendingCents: pending, deliveryFeeCents: savedFee })
    ? ok(null)
    : fail(MSG.DELIVERY_FEE_REMOVAL_ABOVE_PENDING);
}
