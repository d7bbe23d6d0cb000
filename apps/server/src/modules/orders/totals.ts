import { calculateOrderTotals, toReais, type OrderTotals } from '@brasa/domain';
import type { TIFoodOrder } from '@brasa/contracts';

/** doc 1 §9 totals of a stored or incoming order body (the domain rule, fed from the iFoodOrder fields). */
export function totalsOf(body: TIFoodOrder): OrderTotals {
  return calculateOrderTotals({
    items: body.items,
    deliveryMode: body.deliveryMethod?.mode,
    deliveryFee: body.deliveryFee,
    tip: body.adicionalTip,
    discount: body.discount,
    benefits: body.benefits ?? [],
    payments: body.payments,
  });
}

/** The server's totals replace whatever the client sent (a client total never sticks). */
export function withTotals(body: TIFoodOrder) {
  const totals = totalsOf(body);
  const next: TIFoodOrder = { ...body, subTotal: toReais(totals.subTotal), totalPrice: toReais(totals.total) };
  return { body: next, totals };
}
