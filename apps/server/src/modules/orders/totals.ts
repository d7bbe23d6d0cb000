import { toReais } from '@brasa/domain';
import { orderBodyTotals, type TIFoodOrder } from '@brasa/contracts';

/** doc 1 §9 totals of a stored or incoming order body. */
export const totalsOf = orderBodyTotals;

/** The server's totals replace whatever the client sent (a client total never sticks). */
export function withTotals(body: TIFoodOrder) {
  const totals = totalsOf(body);
  const next: TIFoodOrder = { ...body, subTotal: toReais(totals.subTotal), totalPrice: toReais(totals.total) };
  return { body: next, totals };
}
