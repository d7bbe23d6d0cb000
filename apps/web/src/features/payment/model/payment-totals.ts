/**
 * The totals the payment dialog shows (doc 1 §2.5, §9), from the order being edited and the lines typed:
 * subtotal, service fee, delivery fee, discounts, total, paid, pending and change.
 */
import { orderBodyTotals, type TIFoodOrder } from '@brasa/contracts';
import {
  type Cents,
  calculateOrderTotals,
  type PaymentMethodKind,
  acceptPaymentAmount,
  addCents,
  asCents,
  parseMoney,
} from '@brasa/domain';
import { type EvaluatedLines, type PaymentLine, changeOf, evaluateLines } from './payment-lines';

export interface PaymentTotalsView {
  /** Items and sub-items before any discount. */
  readonly subtotal: Cents;
  readonly serviceFee: Cents;
  readonly deliveryFee: Cents;
  /** Item discounts (the spread order discount among them), the order discount and the channel's benefits. */
  readonly discounts: Cents;
  readonly total: Cents;
  /** Saved payments plus the lines typed. */
  readonly paid: Cents;
  readonly pending: Cents;
  readonly change: Cents;
  /** What is pending before the lines typed (what the first line is checked against). */
  readonly pendingBeforeLines: Cents;
  readonly lines: EvaluatedLines;
}

export function paymentTotalsView(body: TIFoodOrder, lines: readonly PaymentLine[]): PaymentTotalsView {
  const saved = orderBodyTotals(body);
  // The lines typed settle, one after the other, what the saved payments left pending (as the server does).
  const evaluated = evaluateLines(saved.pending, lines);
  const gross = calculateOrderTotals({ items: body.items.map((item) => ({ ...item, discount: 0 })) }).subTotal;
  return {
    subtotal: gross,
    serviceFee: saved.serviceFee,
    deliveryFee: saved.deliveryFee,
    discounts: asCents(gross - saved.subTotal + saved.discount + saved.benefits),
    total: saved.total,
    paid: addCents(saved.paid, evaluated.paidCents),
    pending: evaluated.pendingCents,
    change: evaluated.changeCents,
    pendingBeforeLines: saved.pending,
    lines: evaluated,
  };
}

/** The change the amount typed would give (cash and other above pending or the split share), for the totals. */
export function typedChangeCents(
  amountText: string,
  kind: PaymentMethodKind | null,
  pendingCents: Cents,
  splitCents: Cents | null,
): Cents {
  const amountCents = parseMoney(amountText);
  if (!kind || amountCents === null) return asCents(0);
  const accepted = acceptPaymentAmount({ amountCents, pendingCents, methodKind: kind, splitAmountCents: splitCents });
  return accepted.ok ? changeOf(accepted.value) : asCents(0);
}
