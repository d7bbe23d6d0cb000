/**
 * Product search input and barcodes of order entry (doc 2 §5.6): the "quantity x code" and "=unit price"
 * forms, EAN-13 check digits and scale barcodes (format V: value in cents, P: weight in grams).
 */
import { MAX_ITEM_QUANTITY } from './item-rules';
import { MSG } from './messages';
import { type Cents, asCents, multiplyCents, parseMoney, roundQuantity } from './money';
import { type Result, fail, ok } from './result';

export interface ProductCodeInput {
  /** What to look up (barcode or product code); '' only in the bare "=unit price" form. */
  readonly code: string;
  /** 1 unless typed; 3 decimals ('2,5 x 123' is 2.5). */
  readonly quantity: number;
  /** The typed unit price ('123=12,50'), when given. */
  readonly unitPrice?: Cents;
}

// '3x789...', '2,5 x 123', '1.5X123': a number, an x, the rest. A code that merely contains an x is left alone.
const MULTIPLIER = /^(\d+(?:[.,]\d+)?)\s*[xX]\s*(.*)$/;

/**
 * Reads the search field: `[quantity x] code [= unit price]`. Returns the code, the quantity and the typed
 * unit price. The bare '=12,50' form gives code '' with the price: the caller applies it to the product it
 * picks next (our reading; the spec only names the form).
 */
export function parseProductCode(input: string | null | undefined): Result<ProductCodeInput> {
  const text = (input ?? '').trim();
  if (text === '') return fail(MSG.BARCODE_EMPTY);

  const equals = text.indexOf('=');
  const left = (equals < 0 ? text : text.slice(0, equals)).trim();
  let unitPrice: Cents | undefined;
  if (equals >= 0) {
    const price = parseMoney(text.slice(equals + 1));
    if (price === null || price < 0) return fail(MSG.INVALID_VALUE);
    unitPrice = price;
  }

  let code = left;
  let quantity = 1;
  const multiplier = MULTIPLIER.exec(left);
  if (multiplier) {
    quantity = roundQuantity(Number(multiplier[1]!.replace(',', '.')));
    code = multiplier[2]!.trim();
    if (!(quantity > 0)) return fail(MSG.INVALID_WEIGHT);
    if (quantity > MAX_ITEM_QUANTITY) return fail(MSG.quantidadeMaximaItem(MAX_ITEM_QUANTITY));
  }
  if (code === '' && unitPrice === undefined) return fail(MSG.BARCODE_EMPTY);
  return ok(unitPrice === undefined ? { code, quantity } : { code, quantity, unitPrice });
}

/** The EAN-13 check digit of 12 digits: weights 1, 3, 1, 3... from the left. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`EAN-13 precisa de 12 dígitos: ${first12}`);
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

export const SCALE_BARCODE_FORMATS = ['V', 'P'] as const;
/** V: the label carries the value in cents; P: the weight in grams. */
export type ScaleBarcodeFormat = (typeof SCALE_BARCODE_FORMATS)[number];
/** doc 2 §5.6: MODELO_COD_BARRAS_BALANCA defaults to V. */
export const DEFAULT_SCALE_BARCODE_FORMAT: ScaleBarcodeFormat = 'V';

export type ScaleReading =
  | { readonly productCode: string; readonly format: 'V'; readonly valueCents: Cents }
  | { readonly productCode: string; readonly format: 'P'; readonly weightKg: number };

/** The parameter MODELO_COD_BARRAS_BALANCA: empty means V; anything but V or P is a bad format. */
export function resolveScaleBarcodeFormat(parameter: string | null | undefined): Result<ScaleBarcodeFormat> {
  const value = (parameter ?? '').trim().toUpperCase();
  if (value === '') return ok(DEFAULT_SCALE_BARCODE_FORMAT);
  return value === 'V' || value === 'P' ? ok(value) : fail(MSG.SCALE_BARCODE_INVALID_FORMAT);
}

/**
 * A 13-character code starting with 2 goes to the scale reader (doc 2 §5.6). Non-digits are still routed
 * there so the user gets the scale format error rather than "product not found".
 */
export function isScaleBarcode(code: string | null | undefined): boolean {
  const text = (code ?? '').trim();
  return text.length === 13 && text.startsWith('2');
}

/**
 * Reads a scale label: '2' + 5-digit product code (kept in the product's codigoBarras, e.g. '00010') +
 * 6 digits of value in cents (V) or weight in grams (P) + the EAN-13 check digit.
 */
export function parseScaleBarcode(code: string, format: string | null | undefined): Result<ScaleReading> {
  const resolved = resolveScaleBarcodeFormat(format);
  if (!resolved.ok) return resolved;
  const text = code.trim();
  if (!isScaleBarcode(text)) return fail(MSG.BARCODE_INVALID);
  if (!/^\d{13}$/.test(text)) return fail(MSG.SCALE_BARCODE_INVALID_FORMAT);
  if (!isValidEan13(text)) return fail(MSG.BARCODE_INVALID);

  const productCode = text.slice(1, 6);
  const amount = Number(text.slice(6, 12));
  // A label of zero sells nothing (doc 2 §5.2 asks for a positive weight).
  if (amount === 0) return fail(MSG.INVALID_WEIGHT);
  return ok(
    resolved.value === 'V'
      ? { productCode, format: 'V', valueCents: asCents(amount) }
      : { productCode, format: 'P', weightKg: amount / 1000 },
  );
}

export interface ScaleItemQuantity {
  readonly quantity: number;
  /** The line total: the scanned value (V) or unit price × weight (P). */
  readonly totalCents: Cents;
}

/**
 * Quantity of a scanned scale item. Weight: quantity = weight. Value: quantity = value / unit price to
 * 3 decimals (at least 0.001) while the line total stays the scanned value; a product without a price
 * (0) is sold as 1 unit at the scanned value.
 */
export function scaleItemQuantity(
  reading: { readonly weightKg: number } | { readonly valueCents: Cents },
  unitPriceCents: Cents,
): ScaleItemQuantity {
  if ('weightKg' in reading) {
    const quantity = roundQuantity(reading.weightKg);
    return { quantity, totalCents: multiplyCents(unitPriceCents, quantity) };
  }
  if (unitPriceCents <= 0) return { quantity: 1, totalCents: reading.valueCents };
  const quantity = Math.max(0.001, roundQuantity(reading.valueCents / unitPriceCents));
  return { quantity, totalCents: reading.valueCents };
}
