/**
 * The order summary's items as a reducer that can refuse: every action returns the next draft, or the
 * spec's message when a rule says no (doc 2 §4.3, §5.3–§5.5). Money is cents inside, reais only at the
 * request edge (build-save-request.ts).
 */
import {
  MAX_ITEM_QUANTITY,
  MSG,
  type Cents,
  type DiscountInput,
  type ItemStatus,
  applyItemDiscount,
  asCents,
  editResetsOrderDiscount,
  multiplyCents,
  spreadDiscount,
  sumCents,
  toReais,
  validateItemRemoval,
  validateQuantityDecrease,
} from '@brasa/domain';
import type { DraftItem, OrderDraft } from './order-draft';

export type CartAction =
  | { readonly type: 'add'; readonly item: DraftItem }
  | { readonly type: 'increment'; readonly key: string }
  | { readonly type: 'decrement'; readonly key: string }
  | {
      readonly type: 'edit';
      readonly key: string;
      readonly quantity: number;
      readonly priceCents: Cents;
      readonly status?: ItemStatus;
    }
  | { readonly type: 'observe'; readonly key: string; readonly observations: string }
  | { readonly type: 'itemDiscount'; readonly key: string; readonly input: DiscountInput }
  | { readonly type: 'orderDiscount'; readonly input: DiscountInput }
  | { readonly type: 'remove'; readonly key: string; readonly justification?: string }
  | { readonly type: 'assignSeller'; readonly seller: { readonly id: number; readonly nome: string } };

export interface CartContext {
  /** False with ROLE_PDV_ONLINE_{product}_BLOQUEIO_DESCONTO_PEDIDO. */
  readonly canDiscount: boolean;
  /** False with ROLE_PDV_ONLINE_{product}_BLOQUEIO_EXCLUSAO_ITEM. */
  readonly canRemove: boolean;
}

export type CartOutcome =
  | { readonly ok: true; readonly draft: OrderDraft; readonly warning?: string }
  | { readonly ok: false; readonly message: string };

/** Price × quantity plus the combo choices (per unit, so scaled by the quantity), before the discount. */
export function itemGrossCents(item: Pick<DraftItem, 'quantity' | 'priceCents' | 'subItems'>): Cents {
  const subs = sumCents(item.subItems.map((sub) => multiplyCents(sub.totalCents, item.quantity)));
  return asCents(multiplyCents(item.priceCents, item.quantity) + subs);
}

export function itemNetCents(item: DraftItem): Cents {
  return asCents(itemGrossCents(item) - item.discountCents);
}

export function itemsTotalCents(items: readonly DraftItem[]): Cents {
  return sumCents(items.map(itemNetCents));
}

/** Same product, same price, nothing personal on the line: a new unit joins it instead of a new line. */
function canMerge(line: DraftItem, item: DraftItem): boolean {
  return (
    line.notSaved &&
    line.productId === item.productId &&
    line.priceCents === item.priceCents &&
    line.unit !== 'KG' &&
    line.subItems.length === 0 &&
    item.subItems.length === 0 &&
    line.observations === '' &&
    item.observations === '' &&
    line.discountCents === 0 &&
    line.quantity + item.quantity <= MAX_ITEM_QUANTITY
  );
}

const done = (draft: OrderDraft, warning?: string): CartOutcome =>
  warning ? { ok: true, draft, warning } : { ok: true, draft };
const refused = (message: string): CartOutcome => ({ ok: false, message });

function replaceItem(draft: OrderDraft, key: string, change: (item: DraftItem) => DraftItem): OrderDraft {
  return { ...draft, items: draft.items.map((item) => (item.key === key ? change(item) : item)) };
}

/** doc 2 §5.3: a quantity or price change resets the order discount (the spread shares go away). */
function withoutOrderDiscount(draft: OrderDraft): OrderDraft {
  return {
    ...draft,
    orderDiscountCents: asCents(0),
    items: draft.items.map((item) => (item.discountCents === 0 ? item : { ...item, discountCents: asCents(0) })),
  };
}

function spreadOver(items: readonly DraftItem[], discount: Cents): DraftItem[] {
  const parts = spreadDiscount(
    discount,
    items.map((item) => ({ totalCents: itemGrossCents(item) })),
  );
  return items.map((item, index) => ({ ...item, discountCents: parts[index] ?? asCents(0) }));
}

/**
 * Changes a line's quantity. Reaching 0 removes it (doc 2 §4.3); a lower quantity is refused while the
 * line's own discount would exceed its new subtotal (§5.4); with an order discount the discount is reset.
 */
function changeQuantity(
  draft: OrderDraft,
  item: DraftItem,
  quantity: number,
  priceCents: Cents,
  context: CartContext,
): CartOutcome {
  if (quantity <= 0) return removeItem(draft, item, undefined, context);
  const next = { ...item, quantity: Math.min(quantity, MAX_ITEM_QUANTITY), priceCents };
  const changed = editResetsOrderDiscount(
    { quantity: item.quantity, price: toReais(item.priceCents) },
    { quantity: next.quantity, price: toReais(priceCents) },
  );
  if (changed && draft.orderDiscountCents > 0) {
    return done(withoutOrderDiscount(replaceItem(draft, item.key, () => next)), MSG.ORDER_DISCOUNT_RESET);
  }
  if (next.quantity < item.quantity || priceCents < item.priceCents) {
    const check = validateQuantityDecrease(item.discountCents, itemGrossCents(next));
    if (!check.ok) return refused(check.message);
  }
  return done(replaceItem(draft, item.key, () => next));
}

/** A saved line of an edited order goes to deletedItems with its justification (doc 2 §3). */
function withDeletedItem(draft: OrderDraft, item: DraftItem, justification: string | undefined): OrderDraft {
  if (item.notSaved || !draft.editing) return draft;
  const deleted = { referenceCode: item.key, justificativaExclusao: (justification ?? '').trim() };
  return { ...draft, editing: { ...draft.editing, deletedItems: [...draft.editing.deletedItems, deleted] } };
}

/**
 * doc 2 §5.5: permission, justification for saved lines, pending amount. A removed line that carried a
 * discount clears the discounts and spreads what remains of them over the other lines.
 */
function removeItem(
  draft: OrderDraft,
  item: DraftItem,
  justification: string | undefined,
  context: CartContext,
): CartOutcome {
  const check = validateItemRemoval(
    { saved: !item.notSaved, totalCents: itemNetCents(item) },
    { justification, canRemove: context.canRemove, pendingCents: itemsTotalCents(draft.items) },
  );
  if (!check.ok) return refused(check.message);
  const rest = draft.items.filter((line) => line.key !== item.key);
  const base = withDeletedItem(draft, item, justification);
  if (item.discountCents === 0) return done({ ...base, items: rest });
  const remaining = asCents(Math.max(0, sumCents(rest.map((line) => line.discountCents))));
  return done({
    ...base,
    items: remaining > 0 ? spreadOver(rest, remaining) : rest,
    orderDiscountCents: draft.orderDiscountCents > 0 ? remaining : asCents(0),
  });
}

export function applyCartAction(draft: OrderDraft, action: CartAction, context: CartContext): CartOutcome {
  if (action.type === 'add') {
    const line = draft.items.find((candidate) => canMerge(candidate, action.item));
    if (line) return changeQuantity(draft, line, line.quantity + action.item.quantity, line.priceCents, context);
    const added = { ...draft, items: [...draft.items, action.item] };
    // A new line changes the base the order discount was spread on.
    return draft.orderDiscountCents > 0 ? done(withoutOrderDiscount(added), MSG.ORDER_DISCOUNT_RESET) : done(added);
  }
  if (action.type === 'orderDiscount') {
    const subtotal = sumCents(draft.items.map(itemGrossCents));
    const discount = applyItemDiscount(
      { quantity: 1, price: toReais(subtotal), subtotal: toReais(subtotal) },
      action.input,
      subtotal,
      context.canDiscount,
    );
    if (!discount.ok) return refused(discount.message);
    return done({ ...draft, orderDiscountCents: discount.value, items: spreadOver(draft.items, discount.value) });
  }
  if (action.type === 'assignSeller') {
    return done({
      ...draft,
      items: draft.items.map((item) => (item.seller ? item : { ...item, seller: action.seller })),
    });
  }

  const item = draft.items.find((candidate) => candidate.key === action.key);
  if (!item) return done(draft);
  switch (action.type) {
    case 'increment':
      return changeQuantity(draft, item, item.quantity + 1, item.priceCents, context);
    case 'decrement':
      return changeQuantity(draft, item, item.quantity - 1, item.priceCents, context);
    case 'edit': {
      const status = action.status && action.status !== item.status ? action.status : null;
      const base = status ? replaceItem(draft, item.key, (line) => ({ ...line, status, statusChosen: true })) : draft;
      const current = base.items.find((candidate) => candidate.key === item.key)!;
      return changeQuantity(base, current, action.quantity, action.priceCents, context);
    }
    case 'observe':
      return done(replaceItem(draft, item.key, (line) => ({ ...line, observations: action.observations.trim() })));
    case 'itemDiscount': {
      const gross = itemGrossCents(item);
      const pending = asCents(itemsTotalCents(draft.items) + item.discountCents);
      const discount = applyItemDiscount(
        { quantity: item.quantity, price: toReais(item.priceCents), subtotal: toReais(gross) },
        action.input,
        pending,
        context.canDiscount,
      );
      if (!discount.ok) return refused(discount.message);
      const next = replaceItem(draft, item.key, (line) => ({ ...line, discountCents: discount.value }));
      return done({ ...next, orderDiscountCents: asCents(0) });
    }
    case 'remove':
      return removeItem(draft, item, action.justification, context);
  }
}
