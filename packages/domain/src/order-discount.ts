/**
 * The order discount (doc 1 §5 "Discount"): how much it is, and how it spreads over the lines of the order.
 * The arithmetic and messages are those of the item discount (item-rules.ts): the spec's templates serve
 * both, so the order is checked as one line of its subtotal.
 */
import { applyItemDiscount, spreadDiscount } from './item-rules';
import { MSG } from './messages';
import { type Cents, asCents, sumCents, toReais } from './money';
import { type TotalsItem, itemTotal, subItemTotal } from './order-totals';
import { type Result, fail } from './result';

export interface OrderDiscountInput {
  readonly mode: 'VALOR' | 'PERCENTUAL';
  /** Reais for VALOR, percent for PERCENTUAL, as typed; empty, NaN or non-positive counts as 0. */
  readonly value: number | null | undefined;
  /** The order subtotal (items and sub-items that count, after item discounts). */
  readonly subtotalCents: Cents;
  /** What is still to pay without the current order discount (it is being replaced). */
  readonly pendingCents: Cents;
  /** False with ROLE_PDV_ONLINE_{product}_BLOQUEIO_DESCONTO_PEDIDO. */
  readonly canDiscount: boolean;
}

/**
 * doc 1 §5 "Discount": blocked by the discount role (even to clear it); percent above 100 or value above
 * the subtotal exceeds the subtotal; a discount above the pending amount exceeds it. A percent is
 * subtotal × percent / 100 rounded to cents. Messages show what was typed ('R$ 15,00', '150%').
 */
export function computeOrderDiscount(input: OrderDiscountInput): Result<Cents> {
  if (!input.canDiscount) return fail(MSG.NO_DISCOUNT_PERMISSION);
  const subtotal = toReais(input.subtotalCents);
  return applyItemDiscount(
    { quantity: 1, price: subtotal, subtotal },
    { kind: input.mode, amount: input.value },
    input.pendingCents,
    true,
  );
}

/** The part of an order discount one item takes: on its own price and on each of its sub-items. */
export interface ItemDiscountAllocation {
  /** On quantity × price − item discount; 0 for an item that does not count in the total. */
  readonly itemCents: Cents;
  /** One per sub-item, in order; 0 for a sub-item that does not count in the total. */
  readonly subItemCents: readonly Cents[];
}

/** One line an order discount spreads over: item `item`'s own part (sub null) or its sub-item `sub`. */
export interface DiscountLine {
  readonly item: number;
  readonly sub: number | null;
  readonly totalCents: Cents;
}

/**
 * The lines an order discount spreads over, item by item: the item's own part (quantity × price − its
 * discount) then each of its sub-items. Lines that do not count (sumInTotal false) are left out; a negative
 * line (an item discount larger than the item's own price) weighs 0. The lines add up to at least the subtotal.
 */
export function orderDiscountLines(items: readonly TotalsItem[]): DiscountLine[] {
  const lines: DiscountLine[] = [];
  items.forEach((item, index) => {
    if (item.sumInTotal === false) return;
    const subs = item.subItems ?? [];
    const own = itemTotal(item) - sumCents(subs.map(subItemTotal));
    lines.push({ item: index, sub: null, totalCents: asCents(Math.max(0, own)) });
    subs.forEach((sub, subIndex) => {
      if (sub.sumInTotal === false) return;
      lines.push({ item: index, sub: subIndex, totalCents: asCents(Math.max(0, subItemTotal(sub))) });
    });
  });
  return lines;
}

/**
 * doc 1 §5: "The discount is spread proportionally over items and sub-items that count in the total; the
 * rounding remainder goes to the last one" (via `spreadDiscount`). With a discount up to the subtotal (as
 * `computeOrderDiscount` ensures) the parts sum to the discount and each stays within 0..its line.
 */
export function spreadOrderDiscount(items: readonly TotalsItem[], discountCents: Cents): ItemDiscountAllocation[] {
  const lines = orderDiscountLines(items);
  const parts = spreadDiscount(discountCents, lines);
  const allocations = items.map((item) => ({
    itemCents: asCents(0),
    subItemCents: (item.subItems ?? []).map(() => asCents(0)),
  }));
  lines.forEach((line, index) => {
    const allocation = allocations[line.item]!;
    if (line.sub === null) allocation.itemCents = parts[index]!;
    else allocation.subItemCents[line.sub] = parts[index]!;
  });
  return allocations;
}
