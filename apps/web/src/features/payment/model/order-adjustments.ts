/**
 * What the payment dialog changes on the order before paying (doc 1 §2.5 buttons, §5 "Fees", "Discount"):
 * the order discount spread over the items, the service fee per item and the delivery fee. They are kept as
 * choices and applied to the latest saved order, so a refresh (409) keeps what the user chose.
 */
import type { TIFoodOrder, TOrderItem } from '@brasa/contracts';
import {
  type Cents,
  asCents,
  calculateServiceFee,
  spreadOrderDiscount,
  sumCents,
  toCents,
  toReais,
} from '@brasa/domain';

/** A delivery-fee product (GET /api-v2/produtoCardapio/listDeliveryFee). */
export interface DeliveryFeeProduct {
  readonly id: number;
  readonly descricao: string;
  readonly valorUnitarioVenda: number;
}

export interface OrderAdjustments {
  /** The order discount confirmed in the discount dialog, spread over the items; null: untouched. */
  readonly discountCents: Cents | null;
  /** A percent applied in the service fee dialog, 'CLEAR' to remove the fee; null: untouched. */
  readonly serviceFee: { readonly percent: number; readonly onGrossValue: boolean } | 'CLEAR' | null;
  /** A delivery-fee product, 'REMOVE' to take the fee off; null: untouched. */
  readonly deliveryFee: DeliveryFeeProduct | 'REMOVE' | null;
}

export const NO_ADJUSTMENTS: OrderAdjustments = { discountCents: null, serviceFee: null, deliveryFee: null };

export function hasAdjustments(adjustments: OrderAdjustments): boolean {
  return adjustments.discountCents !== null || adjustments.serviceFee !== null || adjustments.deliveryFee !== null;
}

const cents = (reais: number | null | undefined) => toCents(Number.isFinite(reais) ? (reais as number) : 0);

/**
 * doc 1 §5: the discount is spread proportionally over the items and sub-items that count, the remainder on
 * the last (spreadOrderDiscount). A sub-item has no discount field of its own, so its share joins its item's
 * `discount` (the item total already counts its sub-items); the spread adds to the discounts already there.
 */
export function applyOrderDiscount<T extends TOrderItem>(items: readonly T[], discountCents: Cents): T[] {
  if (discountCents <= 0) return [...items];
  const allocations = spreadOrderDiscount(items, discountCents);
  return items.map((item, index) => {
    const allocation = allocations[index]!;
    const share = asCents(allocation.itemCents + sumCents(allocation.subItemCents));
    return share === 0 ? item : { ...item, discount: toReais(asCents(cents(item.discount) + share)) };
  });
}

/**
 * doc 1 §5, §9: each item's totalServico from the percent (calculateServiceFee: only items whose
 * productChargeServiceFee is not false, never negative); 'CLEAR' sets every item's fee to 0.
 */
export function applyServiceFee<T extends TOrderItem>(
  items: readonly T[],
  choice: OrderAdjustments['serviceFee'],
): T[] {
  if (choice === null) return [...items];
  if (choice === 'CLEAR') return items.map((item) => ({ ...item, chargeServiceFee: false, totalServico: 0 }));
  const fee = calculateServiceFee(items, choice.percent, { onGrossValue: choice.onGrossValue });
  return items.map((item, index) => {
    const itemFee = fee.itemsCents[index] ?? asCents(0);
    return { ...item, chargeServiceFee: itemFee > 0, totalServico: toReais(itemFee) };
  });
}

/** The delivery fee and its product (doc 1 §3 "Fees": deliveryFee, productDeliveryFee). */
function applyDeliveryFee(body: TIFoodOrder, choice: OrderAdjustments['deliveryFee']): TIFoodOrder {
  if (choice === null) return body;
  if (choice === 'REMOVE') return { ...body, deliveryFee: 0, productDeliveryFee: null };
  return {
    ...body,
    deliveryFee: choice.valorUnitarioVenda,
    productDeliveryFee: { id: choice.id, valorUnitarioVenda: choice.valorUnitarioVenda },
  };
}

/** The order body with the dialog's choices: delivery fee, then the discount, then the fee on what is left. */
export function applyAdjustments(body: TIFoodOrder, adjustments: OrderAdjustments): TIFoodOrder {
  const withFee = applyDeliveryFee(body, adjustments.deliveryFee);
  const discounted = applyOrderDiscount(withFee.items, adjustments.discountCents ?? asCents(0));
  return { ...withFee, items: applyServiceFee(discounted, adjustments.serviceFee) };
}

/** doc 1 §3: a delivery-mode order (the delivery fee only counts, and is only offered, in DELIVERY mode). */
export function isDeliveryOrder(body: Pick<TIFoodOrder, 'deliveryMethod'>): boolean {
  return body.deliveryMethod?.mode === 'DELIVERY';
}
