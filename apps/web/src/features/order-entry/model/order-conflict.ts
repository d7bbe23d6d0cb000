/**
 * A save refused with 409 VERSION_CONFLICT (another terminal saved the order first): what that terminal
 * changed, and our changes re-applied on top of its version. Nothing is overwritten silently.
 */
import type { TOrder, TOrderItem } from '@brasa/contracts';
import { formatMoneyReais, formatQuantity } from '@brasa/domain';
import type { DraftItem, OrderDraft } from './order-draft';
import { savedItemOf } from './saved-order';

export const VERSION_CONFLICT = 'VERSION_CONFLICT';

export interface ItemChange {
  readonly referenceCode: string;
  readonly name: string;
  /** What changed, e.g. 'Quantidade: 1 → 2'. */
  readonly details: readonly string[];
}

export interface OrderChanges {
  readonly added: readonly TOrderItem[];
  readonly removed: readonly TOrderItem[];
  readonly changed: readonly ItemChange[];
}

/** The current order of a 409 answer `{ code: 'VERSION_CONFLICT', order }`, else null. */
export function conflictOrderOf(body: unknown): TOrder | null {
  if (!body || typeof body !== 'object') return null;
  const { code, order } = body as { code?: unknown; order?: unknown };
  if (code !== VERSION_CONFLICT || !order || typeof order !== 'object') return null;
  return 'iFoodOrder' in order && 'id' in order ? (order as TOrder) : null;
}

const ITEM_STATUS_WHEN_MISSING = 'PENDENTE';

const keyOf = (item: TOrderItem) => item.referenceCode ?? '';

function detailsOf(before: TOrderItem, after: TOrderItem): string[] {
  const details: string[] = [];
  if (before.quantity !== after.quantity) {
    details.push(`Quantidade: ${formatQuantity(before.quantity)} → ${formatQuantity(after.quantity)}`);
  }
  if (before.price !== after.price) {
    details.push(`Preço: ${formatMoneyReais(before.price)} → ${formatMoneyReais(after.price)}`);
  }
  if ((before.discount ?? 0) !== (after.discount ?? 0)) {
    details.push(`Desconto: ${formatMoneyReais(before.discount ?? 0)} → ${formatMoneyReais(after.discount ?? 0)}`);
  }
  if ((before.observations ?? '') !== (after.observations ?? '')) details.push('Observações alteradas');
  // A line saved without a status is PENDENTE (the server fills it in): that is no change to show.
  const statusBefore = before.status ?? ITEM_STATUS_WHEN_MISSING;
  const statusAfter = after.status ?? ITEM_STATUS_WHEN_MISSING;
  if (statusBefore !== statusAfter) details.push(`Situação: ${statusBefore} → ${statusAfter}`);
  return details;
}

/** Items the other terminal added, removed or changed, from the version we loaded to the current one. */
export function compareOrderItems(base: readonly TOrderItem[], current: readonly TOrderItem[]): OrderChanges {
  const baseKeys = new Map(base.map((item) => [keyOf(item), item]));
  const currentKeys = new Set(current.map(keyOf));
  const changed: ItemChange[] = [];
  for (const item of current) {
    const before = baseKeys.get(keyOf(item));
    const details = before ? detailsOf(before, item) : [];
    if (details.length > 0) changed.push({ referenceCode: keyOf(item), name: item.name, details });
  }
  return {
    added: current.filter((item) => !baseKeys.has(keyOf(item))),
    removed: base.filter((item) => !currentKeys.has(keyOf(item))),
    changed,
  };
}

/** The fields a terminal edits on a saved line. */
const editedFields = (item: DraftItem) =>
  JSON.stringify([
    item.quantity,
    item.priceCents,
    item.discountCents,
    item.observations,
    item.status,
    item.chargeServiceFee,
    item.seller?.id ?? null,
  ]);

/**
 * 'Manter as minhas alterações': the current order's saved items (minus the ones we removed that still
 * exist, with their justification), then our new items, on the current version. A saved line we edited
 * keeps our edit when the other terminal left it alone; when both changed it, theirs stays (the dialog
 * listed it as changed).
 */
export function mergeOnConflict(draft: OrderDraft, current: TOrder): OrderDraft {
  const items = current.iFoodOrder.items;
  const present = new Set(items.map(keyOf));
  const deletedItems = (draft.editing?.deletedItems ?? []).filter((deleted) => present.has(deleted.referenceCode));
  const removed = new Set(deletedItems.map((deleted) => deleted.referenceCode));
  const loaded = new Map((draft.editing?.baseItems ?? []).map((item) => [keyOf(item), item]));
  const ours = new Map(draft.items.filter((item) => !item.notSaved).map((item) => [item.key, item]));
  const mergedLine = (item: TOrderItem): DraftItem => {
    const theirs = savedItemOf(item);
    const before = loaded.get(keyOf(item));
    const mine = ours.get(keyOf(item));
    if (!before || !mine) return theirs;
    const weEdited = editedFields(mine) !== editedFields(savedItemOf(before));
    const theyEdited = editedFields(theirs) !== editedFields(savedItemOf(before));
    return weEdited && !theyEdited ? mine : theirs;
  };
  const saved = items.filter((item) => !removed.has(keyOf(item))).map(mergedLine);
  return {
    ...draft,
    items: [...draft.items.filter((item) => item.notSaved), ...saved],
    editing: {
      // The address and fee the order was loaded with stay the ones the form keeps (issue 31 §4).
      ...draft.editing,
      id: current.id,
      version: current.version,
      sequencial: current.sequencial,
      deletedItems,
      baseItems: items,
    },
  };
}
