import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { makeProduto } from '../test-utils/menu-factories';
import { applyCartAction } from './cart';
import { makeDraftItem } from './draft-item';
import { compareOrderItems, conflictOrderOf, mergeOnConflict } from './order-conflict';
import { draftFromOrder } from './saved-order';

const base = [
  { referenceCode: 'r-1', name: 'X-Burger', quantity: 1, price: 24.9 },
  { referenceCode: 'r-2', name: 'Refrigerante', quantity: 2, price: 7 },
];
const theirs = [
  { referenceCode: 'r-1', name: 'X-Burger', quantity: 3, price: 24.9 },
  { referenceCode: 'r-3', name: 'Batata', quantity: 1, price: 12 },
];
const loaded = makeOrder({ id: 7, version: 1, iFoodOrder: { items: base, payments: [] } });
const current = makeOrder({ id: 7, version: 2, iFoodOrder: { items: theirs, payments: [] } });

describe('version conflict', () => {
  it('reads the current order of a 409 VERSION_CONFLICT answer only', () => {
    expect(conflictOrderOf({ errorMessage: 'x', code: 'VERSION_CONFLICT', order: current })).toBe(current);
    expect(conflictOrderOf({ errorMessage: 'x', code: 'OTHER', order: current })).toBeNull();
    expect(conflictOrderOf('texto')).toBeNull();
  });

  it('lists what the other terminal added, removed and changed', () => {
    const changes = compareOrderItems(base, theirs);
    expect(changes.added.map((item) => item.name)).toEqual(['Batata']);
    expect(changes.removed.map((item) => item.name)).toEqual(['Refrigerante']);
    expect(changes.changed).toEqual([
      { referenceCode: 'r-1', name: 'X-Burger', details: ['Quantidade: 1,000 → 3,000'] },
    ]);
  });

  it('shows no status change for a line saved without a status that the server stored as PENDENTE', () => {
    const before = [{ referenceCode: 'r-1', name: 'X-Burger', quantity: 1, price: 24.9 }];
    const pending = [{ ...before[0]!, status: 'PENDENTE' }];
    expect(compareOrderItems(before, pending).changed).toEqual([]);
    expect(compareOrderItems(before, [{ ...before[0]!, status: 'ENVIADO' }]).changed).toEqual([
      { referenceCode: 'r-1', name: 'X-Burger', details: ['Situação: PENDENTE → ENVIADO'] },
    ]);
  });

  it('keeps our new items on top of the current saved items and version', () => {
    const draft = draftFromOrder(loaded, null);
    const added = applyCartAction(
      draft,
      { type: 'add', item: makeDraftItem(makeProduto({ idProduto: 60, descricao: 'Suco' })) },
      { canDiscount: true, canRemove: true },
    );
    if (!added.ok) throw new Error(added.message);
    const merged = mergeOnConflict(added.draft, current);
    expect(merged.items.map((item) => [item.name, item.notSaved])).toEqual([
      ['Suco', true],
      ['X-Burger', false],
      ['Batata', false],
    ]);
    expect(merged.items.find((item) => item.key === 'r-1')?.quantity).toBe(3);
    expect(merged.editing).toMatchObject({ id: 7, version: 2, baseItems: theirs });
  });

  it('keeps our removals that still apply, drops the ones the other terminal already made', () => {
    const draft = draftFromOrder(loaded, null);
    const withRemovals = {
      ...draft,
      editing: {
        ...draft.editing!,
        deletedItems: [
          { referenceCode: 'r-1', justificativaExclusao: 'erro' },
          { referenceCode: 'r-2', justificativaExclusao: 'erro' },
        ],
      },
    };
    const merged = mergeOnConflict(withRemovals, current);
    expect(merged.editing?.deletedItems).toEqual([{ referenceCode: 'r-1', justificativaExclusao: 'erro' }]);
    expect(merged.items.map((item) => item.key)).toEqual(['r-3']);
  });

  it('keeps our edit of a saved line the other terminal left alone, and takes theirs where both edited', () => {
    const draft = draftFromOrder(loaded, null);
    const edited = {
      ...draft,
      items: draft.items.map((item) =>
        item.key === 'r-1' || item.key === 'r-2' ? { ...item, quantity: item.quantity + 1 } : item,
      ),
    };
    const untouchedByThem = makeOrder({
      id: 7,
      version: 2,
      iFoodOrder: { items: [...theirs.slice(0, 1), base[1]!], payments: [] },
    });
    const merged = mergeOnConflict(edited, untouchedByThem);
    // r-1: both changed it (they 1 → 3, we 1 → 2): theirs. r-2: only we did (2 → 3): ours.
    expect(merged.items.map((item) => [item.key, item.quantity])).toEqual([
      ['r-1', 3],
      ['r-2', 3],
    ]);
  });
});
