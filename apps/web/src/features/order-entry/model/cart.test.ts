import { MSG, asCents, comboSteps, defaultSelection, priceCombo, toCents } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { makeComboEntry, makeProduto } from '../test-utils/menu-factories';
import { applyCartAction, itemNetCents, itemsTotalCents, type CartAction, type CartContext } from './cart';
import { toComboSteps, toDraftSubItems } from './combo-steps';
import { makeDraftItem } from './draft-item';
import { initialOrderDraft, type OrderDraft } from './order-draft';

const allowed: CartContext = { canDiscount: true, canRemove: true };
const burger = makeProduto();
const soda = makeProduto({ idProduto: 20, descricao: 'Refrigerante lata', valorUnitarioVenda: 7, codigoBarras: null });

function run(actions: CartAction[], context: CartContext = allowed, start: OrderDraft = initialOrderDraft('BALCAO')) {
  let draft = start;
  for (const action of actions) {
    const outcome = applyCartAction(draft, action, context);
    if (!outcome.ok) throw new Error(outcome.message);
    draft = outcome.draft;
  }
  return draft;
}

describe('cart reducer', () => {
  it('adds a product as an unsaved line and joins repeated units of it', () => {
    const draft = run([
      { type: 'add', item: makeDraftItem(burger) },
      { type: 'add', item: makeDraftItem(soda) },
      { type: 'add', item: makeDraftItem(burger) },
    ]);
    expect(draft.items.map((item) => [item.name, item.quantity, item.notSaved])).toEqual([
      ['X-Burger', 2, true],
      ['Refrigerante lata', 1, true],
    ]);
    expect(itemsTotalCents(draft.items)).toBe(2 * 2490 + 700);
  });

  it('keeps lines with an observation or a typed price apart', () => {
    const typed = makeDraftItem(burger, { unitPriceCents: asCents(2000) });
    const draft = run([
      { type: 'add', item: makeDraftItem(burger) },
      { type: 'add', item: typed },
    ]);
    expect(draft.items).toHaveLength(2);
    expect(draft.items[1]!.priceCents).toBe(2000);
  });

  it('increments and decrements; decrementing at 1 removes the line (doc 2 §4.3)', () => {
    const start = run([{ type: 'add', item: makeDraftItem(burger) }]);
    const key = start.items[0]!.key;
    const twice = run(
      [
        { type: 'increment', key },
        { type: 'increment', key },
      ],
      allowed,
      start,
    );
    expect(twice.items[0]!.quantity).toBe(3);
    const gone = run(
      [
        { type: 'decrement', key },
        { type: 'decrement', key },
        { type: 'decrement', key },
      ],
      allowed,
      twice,
    );
    expect(gone.items).toEqual([]);
  });

  it('refuses to remove with the block-removal permission', () => {
    const start = run([{ type: 'add', item: makeDraftItem(burger) }]);
    const outcome = applyCartAction(
      start,
      { type: 'decrement', key: start.items[0]!.key },
      { ...allowed, canRemove: false },
    );
    expect(outcome).toEqual({ ok: false, message: MSG.NO_ITEM_REMOVAL_PERMISSION });
  });

  it('asks a justification to remove a saved line', () => {
    const saved = { ...makeDraftItem(burger), notSaved: false };
    const start = { ...initialOrderDraft('BALCAO'), items: [saved] };
    expect(applyCartAction(start, { type: 'remove', key: saved.key }, allowed)).toEqual({
      ok: false,
      message: MSG.ITEM_REMOVAL_JUSTIFICATION_REQUIRED,
    });
    expect(run([{ type: 'remove', key: saved.key, justification: 'Cliente desistiu' }], allowed, start).items).toEqual(
      [],
    );
  });

  it('adds a combo with its priced sub-items, scaled by the quantity', () => {
    const entry = makeComboEntry();
    const steps = comboSteps({ descricao: entry.produto.descricao, complementos: toComboSteps(entry.complementos) });
    if (!steps.ok) throw new Error(steps.message);
    const selection = { ...defaultSelection(steps.value, true), '4': [{ produtoId: 31, quantity: 1 }] };
    const priced = priceCombo(toCents(32.9), steps.value, selection);
    if (!priced.ok) throw new Error(priced.message);
    const combo = makeDraftItem(entry.produto, { subItems: toDraftSubItems(priced.value) });
    const draft = run([{ type: 'add', item: combo }]);
    expect(draft.items[0]!.subItems.map((sub) => [sub.name, sub.level])).toEqual([
      ['X-Burger', 2],
      ['Ao ponto', 3],
      ['Refrigerante lata', 2],
      ['Onion rings', 2],
    ]);
    expect(itemNetCents(draft.items[0]!)).toBe(3290 + 300);
    // A second combo is a line of its own: combos never merge.
    expect(run([{ type: 'add', item: { ...combo, key: 'other' } }], allowed, draft).items).toHaveLength(2);
  });

  it('applies an item discount by value or percent, within the subtotal', () => {
    const start = run([{ type: 'add', item: makeDraftItem(burger, { quantity: 2 }) }]);
    const key = start.items[0]!.key;
    const byValue = run([{ type: 'itemDiscount', key, input: { kind: 'VALOR', amount: 5 } }], allowed, start);
    expect(byValue.items[0]!.discountCents).toBe(500);
    const byPercent = run([{ type: 'itemDiscount', key, input: { kind: 'PERCENTUAL', amount: 10 } }], allowed, start);
    expect(byPercent.items[0]!.discountCents).toBe(498);
    const tooMuch = applyCartAction(
      start,
      { type: 'itemDiscount', key, input: { kind: 'PERCENTUAL', amount: 150 } },
      allowed,
    );
    expect(tooMuch).toEqual({ ok: false, message: MSG.descontoExcedeSubtotal('150%') });
    const blocked = applyCartAction(
      start,
      { type: 'itemDiscount', key, input: { kind: 'VALOR', amount: 1 } },
      { ...allowed, canDiscount: false },
    );
    expect(blocked).toEqual({ ok: false, message: MSG.ITEM_NO_DISCOUNT_PERMISSION });
  });

  it('refuses a decrement that would leave the discount above the subtotal (doc 2 §5.4)', () => {
    const start = run([{ type: 'add', item: makeDraftItem(burger, { quantity: 2 }) }]);
    const key = start.items[0]!.key;
    const discounted = run([{ type: 'itemDiscount', key, input: { kind: 'VALOR', amount: 30 } }], allowed, start);
    const outcome = applyCartAction(discounted, { type: 'decrement', key }, allowed);
    expect(outcome.ok).toBe(false);
  });

  it('spreads the order discount over the lines and resets it on a quantity change', () => {
    const start = run([
      { type: 'add', item: makeDraftItem(burger) },
      { type: 'add', item: makeDraftItem(soda) },
    ]);
    const discounted = run([{ type: 'orderDiscount', input: { kind: 'VALOR', amount: 3.19 } }], allowed, start);
    expect(discounted.orderDiscountCents).toBe(319);
    expect(discounted.items.reduce((sum, item) => sum + item.discountCents, 0)).toBe(319);
    const outcome = applyCartAction(discounted, { type: 'increment', key: discounted.items[1]!.key }, allowed);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.warning).toBe(MSG.ORDER_DISCOUNT_RESET);
    expect(outcome.draft.orderDiscountCents).toBe(0);
    expect(outcome.draft.items.every((item) => item.discountCents === 0)).toBe(true);
  });

  it('removing a discounted line spreads what remains of the discounts over the others (doc 2 §5.5)', () => {
    const start = run([
      { type: 'add', item: makeDraftItem(burger) },
      { type: 'add', item: makeDraftItem(soda) },
      {
        type: 'add',
        item: makeDraftItem(makeProduto({ idProduto: 30, descricao: 'Batata', valorUnitarioVenda: 22.9 })),
      },
    ]);
    const [first, second] = start.items;
    const discounted = run(
      [
        { type: 'itemDiscount', key: first!.key, input: { kind: 'VALOR', amount: 4 } },
        { type: 'itemDiscount', key: second!.key, input: { kind: 'VALOR', amount: 2 } },
      ],
      allowed,
      start,
    );
    const after = run([{ type: 'remove', key: first!.key }], allowed, discounted);
    expect(after.items).toHaveLength(2);
    expect(after.items.reduce((sum, item) => sum + item.discountCents, 0)).toBe(200);
  });
});
