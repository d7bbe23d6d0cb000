import type { TIFoodOrder } from '@brasa/contracts';
import {
  MSG,
  asCents,
  canRemoveDeliveryFee,
  formatMoney,
  itemTotal,
  sumCents,
  toCents,
  type Cents,
} from '@brasa/domain';
import { unprocessable } from '../../errors';
import { totalsOf } from '../order-data/totals';

const cents = (reais: number | null | undefined) => toCents(Number.isFinite(reais) ? (reais as number) : 0);

/** Everything taken off the order: item discounts plus the order discount. */
function discountsOf(body: TIFoodOrder): Cents {
  return asCents(sumCents(body.items.map((item) => cents(item.discount))) + cents(body.discount));
}

/**
 * The money rules of a save that are not payments (doc 1 §5 "Fees", "Discount"): no negative service fee,
 * delivery fee, tip or discount (each would take value off the order outside the discount rules),
 * no discount above the subtotal or (for what is added now) above the pending amount, and no removal of the
 * delivery fee when less than the fee is pending. The discount role is checked with the item rules.
 */
export function checkOrderAdjustments(body: TIFoodOrder, stored: TIFoodOrder | undefined) {
  for (const item of body.items) {
    if (cents(item.totalServico) < 0) throw unprocessable(MSG.SERVICE_FEE_NEGATIVE);
    if (cents(item.discount) < 0) throw unprocessable(MSG.DISCOUNT_NEGATIVE);
  }
  if (cents(body.deliveryFee) < 0) throw unprocessable(MSG.DELIVERY_FEE_NEGATIVE);
  if (cents(body.adicionalTip) < 0) throw unprocessable(MSG.TIP_NEGATIVE);
  if (cents(body.discount) < 0) throw unprocessable(MSG.DISCOUNT_NEGATIVE);
  const discounts = discountsOf(body);
  const before = stored ? discountsOf(stored) : asCents(0);
  if (discounts !== before && discounts > 0) {
    // The subtotal before any discount: item totals give the discount back.
    const gross = asCents(totalsOf(body).subTotal + sumCents(body.items.map((item) => cents(item.discount))));
    for (const item of body.items) {
      const line = asCents(itemTotal({ ...item, discount: 0 }));
      if (cents(item.discount) > line)
        throw unprocessable(MSG.descontoExcedeSubtotal(formatMoney(cents(item.discount))));
    }
    if (discounts > gross) throw unprocessable(MSG.descontoExcedeSubtotal(formatMoney(discounts)));
    const added = asCents(discounts - before);
    if (added > 0) {
      // What was pending before this discount, with the payments already made.
      const pending = totalsOf({ ...body, items: body.items.map((i) => ({ ...i, discount: 0 })), discount: 0 }).pending;
      const available = asCents(Math.max(0, pending - before));
      if (added > available) {
        throw unprocessable(MSG.descontoExcedePendente(formatMoney(added), formatMoney(available)));
      }
    }
  }
  if (stored && stored.deliveryMethod?.mode === 'DELIVERY') {
    const storedFee = cents(stored.deliveryFee);
    const removesFee = body.deliveryMethod?.mode !== 'DELIVERY' || cents(body.deliveryFee) < storedFee;
    if (storedFee > 0 && removesFee) {
      const pending = totalsOf(stored).pending;
      if (!canRemoveDeliveryFee({ pendingCents: pending, deliveryFeeCents: storedFee })) {
        throw unprocessable(MSG.DELIVERY_FEE_REMOVAL_ABOVE_PENDING);
      }
    }
  }
}
