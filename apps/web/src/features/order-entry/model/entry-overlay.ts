/** What a summary line's menu offers (doc 2 §2.7). */
export type ItemMenuAction = 'observation' | 'edit' | 'discount' | 'remove';

/** The dialog open over the order dialog, if any. */
export type Overlay =
  | { readonly kind: 'productSearch'; readonly text: string }
  /** mandatory: a quick sale's customer, closed only by confirming; thenConfirm: saves the order afterwards. */
  | { readonly kind: 'customerSearch'; readonly mandatory?: boolean; readonly thenConfirm?: boolean }
  | { readonly kind: 'orderDiscount' }
  /** doc 2 §5.1: the waiter role must name the seller of every item. */
  | { readonly kind: 'waiter' }
  | { readonly kind: ItemMenuAction; readonly key: string };
