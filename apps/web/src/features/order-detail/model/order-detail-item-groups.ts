import type { TOrderItem } from '@brasa/contracts';
import { asCents, itemTotal, roundQuantity, subItemTotal, type Cents } from '@brasa/domain';

/** A sub-item of a grouped product: its quantities and totals over every item of the group. */
export interface GroupedSubItem {
  readonly name: string;
  readonly quantity: number;
  readonly total: Cents;
}

/** One line of the grouped items summary (spec doc 1 §2 item 9). */
export interface GroupedItem {
  readonly key: string;
  readonly externalCode: string | null;
  readonly name: string;
  readonly quantity: number;
  /** The items' totals (quantity × price − discount, plus their sub-items), summed. */
  readonly total: Cents;
  readonly subItems: readonly GroupedSubItem[];
}

function codeOf(code: unknown): string | null {
  if (typeof code === 'number') return String(code);
  return typeof code === 'string' && code.trim() ? code.trim() : null;
}

const keyOf = (code: unknown, name: unknown) => `${codeOf(code) ?? ''}\u0000${String(name ?? '').trim()}`;

interface Draft {
  key: string;
  externalCode: string | null;
  name: string;
  quantity: number;
  total: number;
  subItems: Map<string, { name: string; quantity: number; total: number }>;
}

/**
 * The items grouped by product (same externalCode and name), in the order they first appear: quantities
 * and totals summed, the sub-items of every item of the group listed under it, merged the same way.
 */
export function groupItemsByProduct(items: readonly TOrderItem[]): GroupedItem[] {
  const groups = new Map<string, Draft>();
  for (const item of items) {
    const key = keyOf(item.externalCode, item.name);
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        externalCode: codeOf(item.externalCode),
        name: item.name.trim(),
        quantity: 0,
        total: 0,
        subItems: new Map(),
      };
      groups.set(key, group);
    }
    group.quantity += item.quantity;
    group.total += itemTotal(item);
    for (const sub of item.subItems ?? []) {
      const subKey = keyOf(sub.externalCode, sub.name);
      const line = group.subItems.get(subKey) ?? { name: String(sub.name ?? '').trim(), quantity: 0, total: 0 };
      line.quantity += sub.quantity ?? 1;
      line.total += subItemTotal(sub);
      group.subItems.set(subKey, line);
    }
  }
  return [...groups.values()].map((group) => ({
    key: group.key,
    externalCode: group.externalCode,
    name: group.name,
    quantity: roundQuantity(group.quantity),
    total: asCents(group.total),
    subItems: [...group.subItems.values()].map((sub) => ({
      name: sub.name,
      quantity: roundQuantity(sub.quantity),
      total: asCents(sub.total),
    })),
  }));
}
