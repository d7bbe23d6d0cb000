/** What a summary line's menu offers (doc 2 §2.7). */
export type ItemMenuAction = 'observation' | 'edit' | 'discount' | 'remove';

/** The dialog open over the order dialog, if any. */
export type Overlay =
  | { readonly kind: 'productSearch'; readonly text: string }
  | { readonly kind: 'customerSearch' }
  | { readonly kind: 'orderDiscount' }
  /** doc 2 §5.1: the waiter role must name the seller of every item. */
  | { readonly kind: 'waiter' }
  | { readonly kind: ItemMenuAction; readonly key: string };
