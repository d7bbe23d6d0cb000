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
  asCents,
  parseMoney,
  pendingCents,
  toReais,
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
  const evaluated = evaluateLines(saved.pending, lines);
  const accepted = evaluated.lines.flatMap((entry) => (entry.result.ok ? [entry.result.value.valueCents] : []));
  // The same rule with the typed lines as payments, so paid and pending follow the spec's thresholds.
  const withLines = orderBodyTotals({
    ...body,
    payments: [...body.payments, ...accepted.map((value) => ({ value: toReais(value) }))],
  });
  const gross = calculateOrderTotals({ items: body.items.map((item) => ({ ...item, discount: 0 })) }).subTotal;
  return {
    subtotal: gross,
    serviceFee: withLines.serviceFee,
    deliveryFee: withLines.deliveryFee,
    discounts: asCents(gross - withLines.subTotal + withLines.discount + withLines.benefits),
    total: withLines.total,
    paid: withLines.paid,
    pending: pendingCents(withLines.total, withLines.paid),
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
