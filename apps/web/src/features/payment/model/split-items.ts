/**
 * 'Selecionar itens' of the split bill (doc 1 §2.6, §5 "Split", §9): each item split into 1..30 parts shown as
 * checkboxes in rows of 5; the chosen parts make the amount of one payment. The items remember what was paid
 * of them (amountPaid, divideInto, partialPayment per part), as the spec's item fields do.
 */
import type { TOrderItem } from '@brasa/contracts';
import {
  type Cents,
  ITEM_SPLIT_PARTS_PER_ROW,
  type Result,
  type SelectedItemsAmount,
  amountForSelectedItems,
  asCents,
  itemTotal,
  ok,
  splitItemParts,
  toCents,
  toReais,
} from '@brasa/domain';

/** doc 1 §3: partialPayment holds one of these per part. */
export type PartStatus = 'NOT_CHECKED' | 'CHECKED' | 'RECEIVED';

/** What one payment pays of one item. */
export interface ItemPartsPaid {
  readonly referenceCode: string;
  readonly parts: number;
  readonly selectedParts: readonly number[];
  readonly cents: Cents;
}

/** Split-payment fields the spec gives an item (doc 1 §3 "Payment tracking"); they travel loose in the body. */
type TrackedItem = TOrderItem & {
  divideInto?: number | null;
  amountPaid?: number | null;
  partialPayment?: readonly PartStatus[] | null;
};

export interface SplitItemRow {
  readonly referenceCode: string;
  readonly name: string;
  readonly totalCents: Cents;
  readonly paidCents: Cents;
  readonly parts: number;
  /** Parts already received by earlier payments: shown checked and disabled. */
  readonly receivedParts: readonly number[];
}

/** The items that can be paid by parts: those that count in the total and are not fully paid. */
export function splitItemRows(items: readonly TOrderItem[]): SplitItemRow[] {
  return (items as readonly TrackedItem[]).flatMap((item) => {
    const totalCents = itemTotal(item);
    const paidCents = toCents(item.amountPaid ?? 0);
    if (item.sumInTotal === false || totalCents <= 0 || paidCents >= totalCents || !item.referenceCode) return [];
    const parts = Math.max(1, Math.trunc(item.divideInto ?? 1));
    const received = (item.partialPayment ?? []).flatMap((status, index) => (status === 'RECEIVED' ? [index] : []));
    return [
      { referenceCode: item.referenceCode, name: item.name, totalCents, paidCents, parts, receivedParts: received },
    ];
  });
}

/** doc 1 §5: 1 to 30 parts ('Limite máximo atingido' above 30); the new count or the message. */
export function checkPartsCount(row: Pick<SplitItemRow, 'totalCents'>, parts: number): Result<number> {
  const split = splitItemParts(row.totalCents, parts);
  return split.ok ? ok(parts) : split;
}

/** The amount of each part of a row (the remainder on the first, as the domain splits). */
export function partAmounts(row: Pick<SplitItemRow, 'totalCents' | 'parts'>): Cents[] {
  const split = splitItemParts(row.totalCents, row.parts);
  return split.ok ? split.value : [];
}

/** doc 1 §5: item split checkboxes are laid out in rows of 5. */
export function partGrid(parts: number): number[][] {
  const rows: number[][] = [];
  for (let index = 0; index < parts; index += ITEM_SPLIT_PARTS_PER_ROW) {
    rows.push(Array.from({ length: Math.min(ITEM_SPLIT_PARTS_PER_ROW, parts - index) }, (_, at) => index + at));
  }
  return rows;
}

/** Parts chosen now, by item reference. */
export type PartsSelection = Readonly<Record<string, readonly number[]>>;

/** What the chosen parts add up to, and what each item takes of it (amountForSelectedItems). */
export function selectedPartsAmount(
  rows: readonly SplitItemRow[],
  selection: PartsSelection,
): Result<{ amountCents: Cents; itemParts: ItemPartsPaid[] }> {
  const chosen = rows.map((row) => ({
    row,
    selectedParts: (selection[row.referenceCode] ?? []).filter((part) => !row.receivedParts.includes(part)),
  }));
  const amount: Result<SelectedItemsAmount> = amountForSelectedItems(
    chosen.map(({ row, selectedParts }) => ({
      totalCents: row.totalCents,
      parts: row.parts,
      selectedParts,
      paidCents: row.paidCents,
    })),
  );
  if (!amount.ok) return amount;
  const itemParts = chosen.flatMap(({ row, selectedParts }, index) => {
    const cents = amount.value.itemsCents[index] ?? asCents(0);
    return selectedParts.length === 0
      ? []
      : [{ referenceCode: row.referenceCode, parts: row.parts, selectedParts, cents }];
  });
  return ok({ amountCents: amount.value.amountCents, itemParts });
}

/** The items after a payment of item parts: amountPaid grows, divideInto and partialPayment record the parts. */
export function applyItemParts<T extends TOrderItem>(items: readonly T[], paid: readonly ItemPartsPaid[]): T[] {
  if (paid.length === 0) return [...items];
  return items.map((item) => {
    const own = paid.filter((entry) => entry.referenceCode === item.referenceCode);
    if (own.length === 0) return item;
    const tracked = item as T & TrackedItem;
    const parts = own[own.length - 1]!.parts;
    const statuses: PartStatus[] = Array.from({ length: parts }, (_, index) =>
      tracked.divideInto === parts && tracked.partialPayment?.[index] === 'RECEIVED' ? 'RECEIVED' : 'NOT_CHECKED',
    );
    for (const entry of own) for (const part of entry.selectedParts) statuses[part] = 'RECEIVED';
    const added = own.reduce((sum, entry) => sum + entry.cents, 0);
    return {
      ...item,
      divideInto: parts,
      amountPaid: toReais(asCents(toCents(tracked.amountPaid ?? 0) + added)),
      partialPayment: statuses,
    };
  });
}
