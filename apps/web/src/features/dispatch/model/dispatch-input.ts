/**
 * What one value of the dispatch input means (doc 4 §5 'Dispatch input'): upper-cased; 13 characters
 * starting with 99 pick a courier, starting with 98 confirm; anything else is an order lookup, which needs
 * more than 7 characters. Pure.
 */
import { MSG } from '@brasa/domain';

export type DispatchInput =
  | { readonly kind: 'courier'; readonly code: string; readonly personId: number }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'order'; readonly orderId: number }
  | { readonly kind: 'invalid'; readonly message: string };

/** Order lookups need more than this many characters (doc 4 §9). */
const MIN_LOOKUP_EXCLUSIVE = 7;

export function readDispatchInput(raw: string): DispatchInput {
  const value = raw.trim().toUpperCase();
  if (value.length === 13 && value.startsWith('99') && /^\d+$/.test(value)) {
    // 99 + the person id padded to 10 digits + the EAN-13 check digit: matched by the id's digits.
    return { kind: 'courier', code: value, personId: Number(value.slice(2, 12)) };
  }
  if (value.length === 13 && value.startsWith('98')) return { kind: 'confirm' };
  if (value.length <= MIN_LOOKUP_EXCLUSIVE || !/^\d+$/.test(value)) {
    return { kind: 'invalid', message: MSG.ORDER_LOOKUP_TOO_SHORT };
  }
  const orderId = Number(value);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return { kind: 'invalid', message: MSG.ORDER_LOOKUP_TOO_SHORT };
  return { kind: 'order', orderId };
}
