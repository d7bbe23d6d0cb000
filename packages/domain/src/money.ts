/**
 * Money is integer cents with a named type (STYLE.md §2). Decimal reais exist only in HTTP payloads and on
 * screen: convert with `toCents` / `toReais` at that edge and nowhere else.
 */
export type Cents = number & { readonly __brand: 'Cents' };

export const ZERO_CENTS = 0 as Cents;

// Tolerances of the spec, in reais (as the spec states them) and in cents where that is meaningful.

/** doc 1 §5 "Totals consistency", doc 2 §9: payments (plus benefits) may differ from the total by 0.009. */
export const PAYMENT_TOLERANCE = 0.009;
/** 0.009 reais is below one cent, so on integer cents the amounts must match exactly. */
export const PAYMENT_TOLERANCE_CENTS = 0;
/** doc 1 §4: an order is paid when the remaining amount is below 0.01; also the pending delta for overpay. */
export const PAID_THRESHOLD = 0.01;
export const PAID_THRESHOLD_CENTS = 1;
/** doc 1 §9: an item remainder below 0.1 is snapped into the payment. */
export const ITEM_REMAINDER_SNAP = 0.1;
export const ITEM_REMAINDER_SNAP_CENTS = 10;
/** doc 2 §9: rounding tolerance of combo fractions (quantities, not money: no cents counterpart). */
export const FRACTION_TOLERANCE = 0.001;

/** The largest amount in cents an integer (int4) money column holds; larger totals are refused, not wrapped. */
export const MAX_AMOUNT_CENTS = 2_147_483_647;

/** Whether an amount in cents fits the money columns (both signs). */
export function isStorableCents(cents: number): boolean {
  return Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_AMOUNT_CENTS;
}

/** Quantities (kg, units) are shown and kept with 3 decimals (doc 1 §9). */
export const QUANTITY_DECIMALS = 3;

// 15 significant digits are exact in a double; anything beyond is binary noise (1.005 * 100 = 100.49999999999999).
const SIGNIFICANT_DIGITS = 15;
const NOISE_FREE_LIMIT = 1e15;

/** Rounds half away from zero after discarding float noise: 100.49999999999999 -> 101, -2.5 -> -3. */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Valor numérico inválido: ${value}`);
  const magnitude = Math.abs(value);
  const cleaned = magnitude < NOISE_FREE_LIMIT ? Number(magnitude.toPrecision(SIGNIFICANT_DIGITS)) : magnitude;
  const rounded = Math.round(cleaned);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Brands an integer as cents; throws on fractions, NaN or unsafe integers (a programming error). */
export function asCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Centavos devem ser um inteiro: ${value}`);
  return (value === 0 ? 0 : value) as Cents;
}

/** Decimal reais (payload or input) to cents, rounding half away from zero: 1.005 -> 101, 0.1 + 0.2 -> 30. */
export function toCents(reais: number): Cents {
  return asCents(roundHalfAwayFromZero(reais * 100));
}

export function toReais(cents: Cents): number {
  return cents / 100;
}

export function addCents(a: Cents, b: Cents): Cents {
  return (a + b) as Cents;
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return (a - b) as Cents;
}

export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total as Cents;
}

/** cents × factor (a quantity, a ratio), rounded half away from zero. */
export function multiplyCents(cents: Cents, factor: number): Cents {
  return asCents(roundHalfAwayFromZero(cents * factor));
}

/** doc 1 §5: percent amount = subtotal × percent / 100, rounded to cents. */
export function percentOf(cents: Cents, percent: number): Cents {
  return asCents(roundHalfAwayFromZero((cents * percent) / 100));
}

/** What is still to pay; never negative (an overpayment is change, not a negative pending amount). */
export function pendingCents(totalCents: Cents, paidCents: Cents): Cents {
  return asCents(Math.max(0, totalCents - paidCents));
}

/** doc 1 §4: paid when the remaining amount is below 0.01. */
export function isPaid(totalCents: Cents, paidCents: Cents): boolean {
  return totalCents - paidCents < PAID_THRESHOLD_CENTS;
}

/** doc 1 §5 / doc 2 §5.7: do two amounts agree within the payment tolerance? */
export function isWithinPaymentTolerance(a: Cents, b: Cents): boolean {
  return Math.abs(a - b) <= PAYMENT_TOLERANCE_CENTS;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** '1.234,56' (no currency symbol), for money inputs. Negative: '-1.234,56'. */
export function formatMoneyAmount(cents: Cents): string {
  const magnitude = Math.abs(cents);
  const whole = groupThousands(String(Math.floor(magnitude / 100)));
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole},${fraction}`;
}

/**
 * 'R$ 1.234,56' with a normal space (Intl emits U+00A0, which breaks text matching in tests and exports).
 * Negative amounts put the sign before the symbol, as Intl's pt-BR does: '-R$ 1.234,56'.
 */
export function formatMoney(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}R$ ${formatMoneyAmount(asCents(Math.abs(cents)))}`;
}

export function formatMoneyReais(reais: number): string {
  return formatMoney(toCents(reais));
}

const GROUPED = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/**
 * Reads pt-BR money: '1.234,56', '1234,5', 'R$ 1.234,56', '-R$ 1,00', 'R$ -1,00'. A dot is a thousands
 * separator, except in a value with no comma whose dot is followed by one or two digits ('12.5' is 12,50),
 * since a thousands group always has three. More than two decimals or anything else gives null.
 */
export function parseMoney(text: string): Cents | null {
  let rest = text.replace(/[\s\u00a0]/g, '');
  let negative = false;
  if (rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  if (rest.startsWith('R$')) rest = rest.slice(2);
  if (!negative && rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  const grouped = GROUPED.exec(rest);
  const dotted = grouped ? null : DOT_DECIMAL.exec(rest);
  const match = grouped ?? dotted;
  if (!match) return null;
  const whole = Number(match[1]!.replace(/\./g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const magnitude = whole * 100 + fraction;
  if (!Number.isSafeInteger(magnitude)) return null;
  return asCents(negative ? -magnitude : magnitude);
}

/** Rounds a quantity to 3 decimals, half away from zero. */
export function roundQuantity(quantity: number): number {
  return roundHalfAwayFromZero(quantity * 1000) / 1000;
}

/** '1,500' — 3 decimals with a comma; thousands grouped as in money ('1.234,500'). */
export function formatQuantity(quantity: number): string {
  const thousandths = roundHalfAwayFromZero(quantity * 1000);
  const magnitude = Math.abs(thousandths);
  const whole = groupThousands(String(Math.floor(magnitude / 1000)));
  const fraction = String(magnitude % 1000).padStart(QUANTITY_DECIMALS, '0');
  return `${thousandths < 0 ? '-' : ''}${whole},${fraction}`;
}
