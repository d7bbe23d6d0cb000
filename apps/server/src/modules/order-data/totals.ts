import { MSG, isStorableCents, toReais } from '@brasa/domain';
import { orderBodyTotals, type TIFoodOrder } from '@brasa/contracts';
import { unprocessable } from '../../errors';

/** doc 1 §9 totals of a stored or incoming order body. */
export const totalsOf = orderBodyTotals;

/**
 * The server's totals replace whatever the client sent (a client total never sticks). Totals that would not fit
 * the cents columns (int4) are refused with a 422 instead of reaching the database.
 */
export function withTotals(body: TIFoodOrder) {
  const totals = totalsOf(body);
  if (!Object.values(totals).every((value) => typeof value !== 'number' || isStorableCents(value))) {
    throw unprocessable(MSG.ORDER_TOTAL_TOO_LARGE, 'AMOUNT_TOO_LARGE');
  }
  const next: TIFoodOrder = { ...body, subTotal: toReais(totals.subTotal), totalPrice: toReais(totals.total) };
  return { body: next, totals };
}
