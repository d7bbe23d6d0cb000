/**
 * Order totals (doc 1 §9): total = subtotal + service fee + delivery fee (DELIVERY mode only) + tip
 * − channel discount (benefits) − discount. Inputs are the payload's decimal reais; everything inside is cents.
 */
import {
  type Cents,
  asCents,
  isPaid,
  multiplyCents,
  pendingCents,
  roundHalfAwayFromZero,
  sumCents,
  toCents,
} from './money';

export interface TotalsSubItem {
  readonly quantity?: number | null;
  readonly price?: number | null;
  readonly totalPrice?: number | null;
  readonly sumInTotal?: boolean | null;
}

export interface TotalsItem {
  readonly quantity: number;
  readonly price: number;
  readonly discount?: number | null;
  readonly sumInTotal?: boolean | null;
  readonly subItems?: readonly TotalsSubItem[] | null;
  readonly productChargeServiceFee?: boolean | null;
  readonly totalServico?: number | null;
}

export interface TotalsInput {
  readonly items: readonly TotalsItem[];
  readonly deliveryMode?: string | null;
  readonly deliveryFee?: number | null;
  readonly tip?: number | null;
  readonly discount?: number | null;
  readonly benefits?: readonly { value?: number | null; sponsorshipValues?: Record<string, number | null> | null }[];
  /**
   * A payment flagged `descontoMarketplace` (written by a marketplace import) is the sponsored benefit itself. One
   * with `prepaid: false` is what a marketplace customer will pay on delivery (cash to the courier, card on the
   * courier's machine): announced, not received, so it pays nothing until the cashier records the money.
   */
  readonly payments?: readonly {
    value?: number | null;
    descontoMarketplace?: boolean | null;
    prepaid?: boolean | null;
  }[];
}

export interface OrderTotals {
  subTotal: Cents;
  serviceFee: Cents;
  deliveryFee: Cents;
  tip: Cents;
  benefits: Cents;
  /** The part of the benefits the marketplace pays: it settles the order like a payment (doc 1 §5). */
  marketplaceBenefits: Cents;
  discount: Cents;
  total: Cents;
  paid: Cents;
  pending: Cents;
  pago: boolean;
}

const cents = (reais: number | null | undefined): Cents => toCents(Number.isFinite(reais) ? (reais as number) : 0);

/** A sub-item's total: its totalPrice when given, else quantity × price. */
export function subItemTotal(sub: TotalsSubItem): Cents {
  if (sub.sumInTotal === false) return asCents(0);
  if (sub.totalPrice !== null && sub.totalPrice !== undefined) return cents(sub.totalPrice);
  return multiplyCents(cents(sub.price), sub.quantity ?? 1);
}

/** doc 1 §9: item total = quantity × price − discount, plus its sub-items; items not summed count 0. */
export function itemTotal(item: TotalsItem): Cents {
  if (item.sumInTotal === false) return asCents(0);
  const gross = multiplyCents(cents(item.price), item.quantity);
  const subs = sumCents((item.subItems ?? []).map(subItemTotal));
  return asCents(gross + subs - cents(item.discount));
}

export function calculateOrderTotals(input: TotalsInput): OrderTotals {
  const subTotal = sumCents(input.items.map(itemTotal));
  // doc 1 §5 Fees: only items whose productChargeServiceFee is not false; never negative.
  const serviceFee = asCents(
    Math.max(
      0,
      sumCents(input.items.filter((i) => i.productChargeServiceFee !== false).map((i) => cents(i.totalServico))),
    ),
  );
  const deliveryFee = input.deliveryMode === 'DELIVERY' ? cents(input.deliveryFee) : asCents(0);
  const tip = cents(input.tip);
  const benefits = sumCents((input.benefits ?? []).map((b) => cents(b.value)));
  const marketplaceBenefits = sumCents((input.benefits ?? []).map((b) => cents(b.sponsorshipValues?.IFOOD)));
  const discount = cents(input.discount);
  const total = asCents(subTotal + serviceFee + deliveryFee + tip - benefits - discount);
  // The marketplace's part of the benefits counts once: as the sponsorship, never again as the import's payment;
  // a payment due on delivery (prepaid false) is not money received.
  const customerPayments = (input.payments ?? []).filter((p) => !p.descontoMarketplace && p.prepaid !== false);
  const paid = asCents(sumCents(customerPayments.map((p) => cents(p.value))) + marketplaceBenefits);
  return {
    subTotal,
    serviceFee,
    deliveryFee,
    tip,
    benefits,
    marketplaceBenefits,
    discount,
    total,
    paid,
    pending: pendingCents(total, paid),
    pago: isPaid(total, paid),
  };
}

/** Rounds a quantity × price product the way totals do (exported for callers that show line totals). */
export const lineTotalCents = (quantity: number, price: number): Cents =>
  asCents(roundHalfAwayFromZero(toCents(price) * quantity));
