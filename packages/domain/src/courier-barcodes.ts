/**
 * Dispatch barcodes (doc 4 §5 "Dispatch input", §9): a courier's code is '99' + the person id left-padded with
 * zeros to 10 digits + the EAN-13 check digit (13 digits); the confirm code is '98' + ten zeros + its check
 * digit. Order tickets may carry the order id as an EAN-13 too: the id left-padded to 12 digits + the check
 * digit (starts with 0 for any int4 id, so it never reads as 98/99).
 */
import { ean13CheckDigit, isValidEan13 } from './barcode';
import { MSG } from './messages';
import { type Result, fail, ok } from './result';

export const COURIER_BARCODE_PREFIX = '99';
export const CONFIRM_BARCODE_PREFIX = '98';
/** doc 4 §9: order lookup needs more than 7 characters. */
export const ORDER_LOOKUP_MIN_LENGTH = 8;
const MAX_ID = 2_147_483_647;

function withCheckDigit(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}

function assertId(id: number, limitDigits: number): void {
  if (!Number.isSafeInteger(id) || id <= 0 || String(id).length > limitDigits) {
    throw new RangeError(`Identificador inválido para código de barras: ${id}`);
  }
}

/** A courier's EAN-13: '99' + person id (10 digits) + check digit. */
export function courierBarcode(personId: number): string {
  assertId(personId, 10);
  return withCheckDigit(`${COURIER_BARCODE_PREFIX}${String(personId).padStart(10, '0')}`);
}

/** The confirm-dispatch EAN-13: '98' + ten zeros + check digit. */
export const CONFIRM_DISPATCH_BARCODE = withCheckDigit(`${CONFIRM_BARCODE_PREFIX}${'0'.repeat(10)}`);

/** An order id as printed on the ticket when the parameter asks for it: id (12 digits) + check digit. */
export function orderBarcode(orderId: number): string {
  assertId(orderId, 12);
  return withCheckDigit(String(orderId).padStart(12, '0'));
}

export type DispatchInput =
  | { readonly kind: 'order'; readonly id: number }
  | { readonly kind: 'courier'; readonly personId: number }
  | { readonly kind: 'confirm' };

/**
 * Reads the dispatch field (upper-cased, doc 4 §5): 13 characters starting with 99 select a courier, with 98
 * confirm; anything else is an order lookup, which needs more than 7 characters. An order EAN-13 (valid check
 * digit) gives its id; other digit strings are the id itself. Courier and confirm codes with a wrong check
 * digit are refused with the courier-code message (doc 4 §8).
 */
export function parseDispatchInput(text: string | null | undefined): Result<DispatchInput> {
  const value = (text ?? '').trim().toUpperCase();
  if (value.length === 13 && value.startsWith(COURIER_BARCODE_PREFIX)) {
    if (!isValidEan13(value)) return fail(MSG.COURIER_CODE_NOT_FOUND);
    const personId = Number(value.slice(2, 12));
    return personId > 0 && personId <= MAX_ID ? ok({ kind: 'courier', personId }) : fail(MSG.COURIER_CODE_NOT_FOUND);
  }
  if (value.length === 13 && value.startsWith(CONFIRM_BARCODE_PREFIX)) {
    return value === CONFIRM_DISPATCH_BARCODE ? ok({ kind: 'confirm' }) : fail(MSG.BARCODE_INVALID);
  }
  if (value.length < ORDER_LOOKUP_MIN_LENGTH || !/^\d+$/.test(value)) return fail(MSG.ORDER_LOOKUP_TOO_SHORT);
  const id = value.length === 13 && isValidEan13(value) ? Number(value.slice(0, 12)) : Number(value);
  return id > 0 && id <= MAX_ID ? ok({ kind: 'order', id }) : fail(MSG.ORDER_LOOKUP_TOO_SHORT);
}
