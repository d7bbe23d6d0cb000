/**
 * Rules on one order item during order entry: notification status (doc 2 §4.2), edit (§5.3), discount
 * (§5.4 with doc 1 §5 "Discount"), removal (§5.5). Inputs are payload values (decimal reais); results are
 * cents.
 */
import { MSG } from './messages';
import { type Cents, asCents, formatMoney, percentOf, toCents } from './money';
import { type Result, fail, ok } from './result';

/** doc 2 §5.2: the quantity stepper stops at 99999. */
export const MAX_ITEM_QUANTITY = 99999;
/** doc 1 §9: a percent discount is at most 100. */
export const MAX_DISCOUNT_PERCENT = 100;

export const ITEM_STATUSES = ['PENDENTE', 'NOTIFICADO', 'NAO_NOTIFICAR', 'NOTIFICAR_PAGAMENTO'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/** doc 2 §9: the notification type defaults to NN. */
export const DEFAULT_NOTIFICATION_TYPE = 'NN';

/**
 * doc 2 §4.2: NN items start as NAO_NOTIFICAR, others PENDENTE; with NOTIFICAR_PAGAMENTO_PEDIDO on a
 * counter order (BALCAO) they wait for payment. A missing type is the default NN (doc 2 §9, doc 3 §9).
 */
export function initialItemStatus(
  tipoNotificacao: string | null | undefined,
  options: { readonly notifyOnPayment?: boolean; readonly orderType?: string | null } = {},
): ItemStatus {
  const type = tipoNotificacao?.trim() || DEFAULT_NOTIFICATION_TYPE;
  if (type === 'NN') return 'NAO_NOTIFICAR';
  return options.notifyOnPayment === true && options.orderType === 'BALCAO' ? 'NOTIFICAR_PAGAMENTO' : 'PENDENTE';
}

// — discount (doc 2 §5.4, doc 1 §5) —

export interface DiscountItem {
  readonly quantity: number;
  /** Unit price in reais. */
  readonly price: number;
  /** Item subtotal in reais (with its sub-items); quantity × price when absent. */
  readonly subtotal?: number | null;
}

export interface DiscountInput {
  readonly kind: 'VALOR' | 'PERCENTUAL';
  /** Reais for VALOR, percent for PERCENTUAL; empty, NaN or non-positive counts as 0. */
  readonly amount: number | null | undefined;
}

function formatPercent(percent: number): string {
  return `${String(Math.round(percent * 100) / 100).replace('.', ',')}%`;
}

/**
 * The item discount in cents. Pass the pending amount without this item's current discount (it is being
 * replaced). Messages name what was typed for the subtotal check ('R$ 15,00' or '150%') and money for the
 * pending check, which compares money.
 */
export function applyItemDiscount(
  item: DiscountItem,
  input: DiscountInput,
  pendingCents: Cents,
  canDiscount: boolean,
): Result<Cents> {
  if (!canDiscount) return fail(MSG.ITEM_NO_DISCOUNT_PERMISSION);
  const amount = Number.isFinite(input.amount) && (input.amount as number) > 0 ? (input.amount as number) : 0;
  if (amount === 0) return ok(asCents(0));

  const subtotal = toCents(item.subtotal ?? item.price * item.quantity);
  let discount: Cents;
  if (input.kind === 'PERCENTUAL') {
    if (amount > MAX_DISCOUNT_PERCENT) return fail(MSG.descontoExcedeSubtotal(formatPercent(amount)));
    discount = percentOf(subtotal, amount);
  } else {
    discount = toCents(amount);
    if (discount > subtotal) return fail(MSG.descontoExcedeSubtotal(formatMoney(discount)));
  }
  if (discount > pendingCents) {
    return fail(MSG.descontoExcedePendente(formatMoney(discount), formatMoney(pendingCents)));
  }
  return ok(discount);
}

/**
 * doc 1 §5: spreads a discount over lines in proportion to their totals, each part rounded, the rounding
 * remainder on the last line. When that would push the last line below 0 or above its own total, the
 * excess walks back to the previous lines, so with a discount up to the sum of the lines every part stays
 * within 0..its line. A discount above the sum leaves the excess on the last line; no lines, no parts.
 */
export function spreadDiscount(discountCents: Cents, lines: readonly { readonly totalCents: Cents }[]): Cents[] {
  if (!Number.isSafeInteger(discountCents) || discountCents < 0) {
    throw new RangeError(`Desconto inválido: ${discountCents}`);
  }
  if (lines.length === 0) return [];
  const weights = lines.map((line) => Math.max(0, line.totalCents));
  const sum = weights.reduce((a, b) => a + b, 0);
  const last = lines.length - 1;
  const parts = weights.map((weight, index) =>
    index === last || sum === 0 ? 0 : Math.min(weight, Math.round((discountCents * weight) / sum)),
  );
  parts[last] = discountCents - parts.reduce((a, b) => a + b, 0);

  const cap = (index: number) => (discountCents <= sum ? weights[index]! : Number.POSITIVE_INFINITY);
  // Rounding up took too much from the earlier lines: give it back, last lines first.
  for (let index = last - 1; index >= 0 && parts[last]! < 0; index -= 1) {
    const back = Math.min(parts[index]!, -parts[last]!);
    parts[index] = parts[index]! - back;
    parts[last] = parts[last]! + back;
  }
  // The last line cannot hold the remainder: move the excess to earlier lines with room.
  for (let index = last - 1; index >= 0 && parts[last]! > cap(last); index -= 1) {
    const moved = Math.min(cap(index) - parts[index]!, parts[last]! - cap(last));
    parts[index] = parts[index]! + moved;
    parts[last] = parts[last]! - moved;
  }
  return parts.map(asCents);
}

/** doc 2 §5.4: decreasing a quantity is refused when the discount would exceed the new subtotal. */
export function canDecreaseQuantity(discountCents: Cents, newSubtotalCents: Cents): boolean {
  return discountCents <= newSubtotalCents;
}

/** `canDecreaseQuantity` with the doc 1 §5 subtotal message, for callers that show or answer it. */
export function validateQuantityDecrease(discountCents: Cents, newSubtotalCents: Cents): Result<null> {
  return canDecreaseQuantity(discountCents, newSubtotalCents)
    ? ok(null)
    : fail(MSG.descontoExcedeSubtotal(formatMoney(discountCents)));
}

// — edit (doc 2 §5.3, §4.2) —

export interface ItemValues {
  readonly quantity: number;
  /** Unit price in reais. */
  readonly price: number;
}

/** The server's check of an edit: no negative (or non-numeric) quantity or price, quantity up to 99999. */
export function validateItemEdit(next: ItemValues): Result<ItemValues> {
  if (!Number.isFinite(next.quantity) || !Number.isFinite(next.price)) return fail(MSG.INVALID_VALUE);
  if (next.quantity < 0) return fail(MSG.ITEM_QUANTITY_NEGATIVE);
  if (next.price < 0) return fail(MSG.ITEM_PRICE_NEGATIVE);
  if (next.quantity > MAX_ITEM_QUANTITY) return fail(MSG.quantidadeMaximaItem(MAX_ITEM_QUANTITY));
  return ok(next);
}

/**
 * doc 2 §5.2: a unit item's quantity is at least 1 (the stepper's minimum) and a weighed (KG) item's is a
 * positive number; quantity 0 is a removal (§4.3), never a line of total 0.
 */
export function validateItemQuantity(quantity: number, options: { readonly weighed: boolean }): Result<number> {
  if (!Number.isFinite(quantity)) return fail(MSG.INVALID_VALUE);
  if (options.weighed) return quantity > 0 ? ok(quantity) : fail(MSG.INVALID_WEIGHT);
  return quantity >= 1 ? ok(quantity) : fail(MSG.ITEM_QUANTITY_MINIMUM);
}

/**
 * The edit dialog's correction (doc 2 §5.3 "fall back to 0 or the old price"): a negative or non-numeric
 * quantity becomes 0 (which then means removal, §4.3), a negative or non-numeric price the old price;
 * a quantity above 99999 becomes 99999.
 */
export function sanitizeItemEdit(old: ItemValues, next: ItemValues): ItemValues {
  const quantity = Number.isFinite(next.quantity) && next.quantity > 0 ? next.quantity : 0;
  const price = Number.isFinite(next.price) && next.price >= 0 ? next.price : old.price;
  return { quantity: Math.min(quantity, MAX_ITEM_QUANTITY), price };
}

export interface ItemEditLocks {
  readonly canEditPrice: boolean;
  readonly canEditQuantity: boolean;
}

/**
 * doc 2 §5.3 and §4.2: an item already sent to production (NOTIFICADO) cannot be edited; otherwise the
 * price is locked by the unit-price block role or by sub-items, and the quantity by sub-items.
 */
export function canEditItem(
  item: { readonly status?: string | null; readonly subItems?: readonly unknown[] | null },
  options: { readonly priceLocked: boolean },
): Result<ItemEditLocks> {
  if (item.status === 'NOTIFICADO') return fail(MSG.ITEM_ALREADY_IN_PRODUCTION);
  const hasSubItems = (item.subItems?.length ?? 0) > 0;
  return ok({ canEditPrice: !options.priceLocked && !hasSubItems, canEditQuantity: !hasSubItems });
}

/** The server's check that an edit changed only what the locks allow (prices compared in cents). */
export function validateItemChange(old: ItemValues, next: ItemValues, locks: ItemEditLocks): Result<null> {
  if (!locks.canEditQuantity && next.quantity !== old.quantity) return fail(MSG.ITEM_QUANTITY_LOCKED);
  if (!locks.canEditPrice && toCents(next.price) !== toCents(old.price)) return fail(MSG.ITEM_PRICE_LOCKED);
  return ok(null);
}

/** doc 2 §5.3: changing quantity or price resets the order discount (warn with MSG.ORDER_DISCOUNT_RESET). */
export function editResetsOrderDiscount(old: ItemValues, next: ItemValues): boolean {
  return next.quantity !== old.quantity || toCents(next.price) !== toCents(old.price);
}

// — removal (doc 2 §5.5) —

export interface RemovalItem {
  /** False for items added to this order and not saved yet (notSaved). */
  readonly saved: boolean;
  readonly totalCents: Cents;
}

export interface RemovalContext {
  readonly justification?: string | null;
  /** False with ROLE_PDV_ONLINE_{product}_BLOQUEIO_EXCLUSAO_ITEM. */
  readonly canRemove: boolean;
  readonly pendingCents: Cents;
}

/** Permission first, then the justification (saved items only), then the pending amount. */
export function validateItemRemoval(item: RemovalItem, context: RemovalContext): Result<null> {
  if (!context.canRemove) return fail(MSG.NO_ITEM_REMOVAL_PERMISSION);
  if (item.saved && !context.justification?.trim()) return fail(MSG.ITEM_REMOVAL_JUSTIFICATION_REQUIRED);
  if (item.totalCents > context.pendingCents) return fail(MSG.ITEM_TOTAL_ABOVE_PENDING);
  return ok(null);
}
