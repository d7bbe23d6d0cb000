/**
 * Issue 31 §4: an edit keeps the order's delivery address and delivery fee unless it changes them. A save sends
 * the whole order, but an older or leaner terminal may leave these fields out, and the order form retypes the
 * address without what the server added to it (the route planner's coordinates). So, before the merge and the
 * entry rules read the request:
 * - a field left out of the body keeps the stored value (the delivery method too, for an order of the same type);
 * - an address sent with the same fields (address-log's) as the stored one keeps the stored one as stored;
 * - a fee sent at the stored amount keeps the stored fee product when none is sent;
 * - anything else sent is an explicit change and applies (a null fee removes it, with doc 1 §5 "Fees" checked in
 *   checkOrderAdjustments; a new address is logged by address-log).
 * Off delivery (take-out, counter) nothing is kept: doc 2 §4.3 clears the address and the fee.
 */
import type { TIFoodOrder, TOrderSaveRequest } from '@brasa/contracts';
import { toCents } from '@brasa/domain';
import { isSameDeliveryAddress } from './address-log';

type SentBody = TOrderSaveRequest['iFoodOrder'];
type StoredBody = TIFoodOrder & { productDeliveryFee?: unknown; deliveryFeeOrigin?: unknown };

/** Left out of the body (the schema keeps an absent key absent; null is sent, meaning "none"). */
const sent = (body: SentBody, key: keyof SentBody) => body[key] !== undefined;
const sameMoney = (a: unknown, b: unknown) =>
  toCents(typeof a === 'number' && Number.isFinite(a) ? a : 0) ===
  toCents(typeof b === 'number' && Number.isFinite(b) ? b : 0);

/** The request with the stored delivery address and fee put back where the edit did not change them. */
export function withKeptDelivery(input: TOrderSaveRequest, stored: { tipo: string; body: unknown }): TOrderSaveRequest {
  const before = stored.body as StoredBody;
  const body: SentBody = { ...input.iFoodOrder };
  if (!sent(body, 'deliveryMethod') && input.tipo === stored.tipo && before.deliveryMethod) {
    body.deliveryMethod = before.deliveryMethod as SentBody['deliveryMethod'];
  }
  if (body.deliveryMethod?.mode !== 'DELIVERY' || before.deliveryMethod?.mode !== 'DELIVERY') {
    return { ...input, iFoodOrder: body };
  }
  const storedAddress = before.deliveryAddress ?? null;
  if (!sent(body, 'deliveryAddress') || (storedAddress && isSameDeliveryAddress(storedAddress, body.deliveryAddress))) {
    body.deliveryAddress = storedAddress as SentBody['deliveryAddress'];
  }
  const feeKept = !sent(body, 'deliveryFee') || sameMoney(body.deliveryFee, before.deliveryFee);
  if (feeKept) {
    body.deliveryFee = before.deliveryFee ?? null;
    if (!sent(body, 'productDeliveryFee')) {
      body.productDeliveryFee = (before.productDeliveryFee ?? null) as SentBody['productDeliveryFee'];
    }
    if (!sent(body, 'deliveryFeeOrigin') && typeof before.deliveryFeeOrigin === 'string') {
      body.deliveryFeeOrigin = before.deliveryFeeOrigin;
    }
  }
  return { ...input, iFoodOrder: body };
}
