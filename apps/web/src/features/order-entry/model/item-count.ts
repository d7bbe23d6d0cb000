/** Units in the order for the mobile summary bar: whole quantities count as such, a weighed line counts once. */
export function orderItemCount(items: readonly { readonly quantity: number }[]): number {
  return items.reduce((total, item) => total + (Number.isInteger(item.quantity) ? item.quantity : 1), 0);
}

/** '1 item', '3 itens'. */
export function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} itens`;
}
