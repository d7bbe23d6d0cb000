/**
 * Splitting the bill (doc 1 §5 "Split", §9): by people, and an item into parts paid one by one. On integer
 * cents the parts always add up to the whole, so the spec's split tolerance (0.009) is never needed.
 */
import { MSG } from './messages';
import { type Cents, ITEM_REMAINDER_SNAP_CENTS, asCents, sumCents } from './money';
import { type Result, fail, ok } from './result';

/** doc 1 §9: "Item split: max 30 parts, min 1. People split: min 1." */
export const MIN_SPLIT_PARTS = 1;
export const MAX_ITEM_SPLIT_PARTS = 30;
/** doc 1 §5: item split checkboxes are laid out in rows of 5. */
export const ITEM_SPLIT_PARTS_PER_ROW = 5;

/** Equal parts rounded down to the cent; the remainder (less than one cent per part) goes to the first. */
function divideEvenly(totalCents: Cents, count: number): Cents[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`Valor a dividir inválido: ${totalCents}`);
  }
  const share = Math.floor(totalCents / count);
  const parts = Array.from({ length: count }, () => asCents(share));
  parts[0] = asCents(totalCents - share * (count - 1));
  return parts;
}

function checkCount(count: number, maximum: number): Result<number> {
  if (!Number.isSafeInteger(count)) return fail(MSG.INVALID_VALUE);
  if (count < MIN_SPLIT_PARTS) return fail(MSG.SPLIT_MIN_REACHED);
  if (count > maximum) return fail(MSG.SPLIT_LIMIT_REACHED);
  return ok(count);
}

/**
 * doc 1 §5 "Split by people": at least 1 person; each pays the total / people rounded down to cents and
 * the first person also pays the remainder, so the parts sum to the total.
 */
export function splitByPeople(totalCents: Cents, people: number): Result<Cents[]> {
  const count = checkCount(people, Number.MAX_SAFE_INTEGER);
  return count.ok ? ok(divideEvenly(totalCents, count.value)) : count;
}

/** doc 1 §5 "Item split parts": 1 to 30 parts ('Limite máximo atingido' above), summing to the item total. */
export function splitItemParts(itemTotalCents: Cents, parts: number): Result<Cents[]> {
  const count = checkCount(parts, MAX_ITEM_SPLIT_PARTS);
  return count.ok ? ok(divideEvenly(itemTotalCents, count.value)) : count;
}

export interface ItemPartsSelection {
  /** The item total (quantity × price − discount, with its sub-items). */
  readonly totalCents: Cents;
  /** divideInto: how many parts the item is split into (1..30). */
  readonly parts: number;
  /** The parts paid now, by index (0-based, as `splitItemParts` returns them). */
  readonly selectedParts: readonly number[];
  /** amountPaid: what earlier payments already covered of this item. */
  readonly paidCents?: Cents | null;
}

export interface SelectedItemsAmount {
  /** What this payment covers, in the items' order (the new amountPaid is paidCents + this). */
  readonly itemsCents: readonly Cents[];
  readonly amountCents: Cents;
}

/**
 * What the selected item parts add up to. An item never takes more than is left of it, and when less
 * than 0.1 of an item would be left after this payment, that remainder is paid too (doc 1 §9: "item
 * remainder 0.1 snapped into the payment"); items with no part selected are untouched.
 */
export function amountForSelectedItems(items: readonly ItemPartsSelection[]): Result<SelectedItemsAmount> {
  const itemsCents: Cents[] = [];
  for (const item of items) {
    const parts = splitItemParts(item.totalCents, item.parts);
    if (!parts.ok) return parts;
    const selected = new Set(item.selectedParts);
    for (const index of selected) {
      if (!Number.isInteger(index) || index < 0 || index >= parts.value.length) {
        throw new RangeError(`Parte inexistente: ${index} de ${parts.value.length}`);
      }
    }
    if (selected.size === 0) {
      itemsCents.push(asCents(0));
      continue;
    }
    const left = Math.max(0, item.totalCents - (item.paidCents ?? 0));
    const chosen = Math.min(left, sumCents([...selected].map((index) => parts.value[index]!)));
    const remainder = left - chosen;
    itemsCents.push(asCents(remainder < ITEM_REMAINDER_SNAP_CENTS ? left : chosen));
  }
  return ok({ itemsCents, amountCents: sumCents(itemsCents) });
}
