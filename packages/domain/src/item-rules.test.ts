import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyItemDiscount,
  canDecreaseQuantity,
  canEditItem,
  editResetsOrderDiscount,
  initialItemStatus,
  sanitizeItemEdit,
  spreadDiscount,
  validateItemChange,
  validateItemEdit,
  validateItemRemoval,
  validateQuantityDecrease,
} from './item-rules';
import { MSG } from './messages';
import { type Cents, asCents } from './money';

const SEED = 20240601;
const c = (value: number): Cents => asCents(value);
const lines = (...totals: number[]) => totals.map((totalCents) => ({ totalCents: c(totalCents) }));

describe('initialItemStatus', () => {
  it('starts NN items as NAO_NOTIFICAR and others as PENDENTE', () => {
    expect(initialItemStatus('NN')).toBe('NAO_NOTIFICAR');
    expect(initialItemStatus('IM')).toBe('PENDENTE');
    expect(initialItemStatus('KDS', { orderType: 'DELIVERY', notifyOnPayment: true })).toBe('PENDENTE');
  });

  it('treats a missing notification type as the default NN', () => {
    expect(initialItemStatus(null)).toBe('NAO_NOTIFICAR');
    expect(initialItemStatus(undefined)).toBe('NAO_NOTIFICAR');
    expect(initialItemStatus(' ')).toBe('NAO_NOTIFICAR');
  });

  it('holds items of a counter order for payment with the pay-notification parameter', () => {
    expect(initialItemStatus('IM', { notifyOnPayment: true, orderType: 'BALCAO' })).toBe('NOTIFICAR_PAGAMENTO');
    expect(initialItemStatus('IM', { notifyOnPayment: false, orderType: 'BALCAO' })).toBe('PENDENTE');
    expect(initialItemStatus('NN', { notifyOnPayment: true, orderType: 'BALCAO' })).toBe('NAO_NOTIFICAR');
  });
});

describe('applyItemDiscount', () => {
  const item = { quantity: 2, price: 10 };
  const pending = c(100000);

  it('is blocked without the discount permission, even for 0', () => {
    const blocked = { ok: false, message: 'Seu usuario nao possui permissao para conceder ou alterar descontos.' };
    expect(applyItemDiscount(item, { kind: 'VALOR', amount: 5 }, pending, false)).toEqual(blocked);
    expect(applyItemDiscount(item, { kind: 'VALOR', amount: 0 }, pending, false)).toEqual(blocked);
  });

  it('counts an empty, NaN or non-positive amount as 0', () => {
    for (const amount of [null, undefined, Number.NaN, 0, -5]) {
      expect(applyItemDiscount(item, { kind: 'VALOR', amount }, pending, true)).toEqual({ ok: true, value: 0 });
      expect(applyItemDiscount(item, { kind: 'PERCENTUAL', amount }, pending, true)).toEqual({ ok: true, value: 0 });
    }
  });

  it('takes a value discount in cents, up to the item subtotal', () => {
    expect(applyItemDiscount(item, { kind: 'VALOR', amount: 2.5 }, pending, true)).toEqual({ ok: true, value: 250 });
    expect(applyItemDiscount(item, { kind: 'VALOR', amount: 20 }, pending, true)).toEqual({ ok: true, value: 2000 });
    expect(applyItemDiscount(item, { kind: 'VALOR', amount: 20.01 }, pending, true)).toEqual({
      ok: false,
      message: 'O desconto de R$ 20,01 excede o subtotal do pedido.',
    });
  });

  it('computes a percent discount as subtotal × percent / 100 rounded to cents, up to 100%', () => {
    const food = { quantity: 1, price: 19.99 };
    expect(applyItemDiscount(food, { kind: 'PERCENTUAL', amount: 12.5 }, pending, true)).toEqual({
      ok: true,
      value: 250,
    });
    expect(applyItemDiscount(food, { kind: 'PERCENTUAL', amount: 100 }, pending, true)).toEqual({
      ok: true,
      value: 1999,
    });
    expect(applyItemDiscount(food, { kind: 'PERCENTUAL', amount: 150 }, pending, true)).toEqual({
      ok: false,
      message: 'O desconto de 150% excede o subtotal do pedido.',
    });
    expect(applyItemDiscount(food, { kind: 'PERCENTUAL', amount: 100.5 }, pending, true)).toEqual({
      ok: false,
      message: 'O desconto de 100,5% excede o subtotal do pedido.',
    });
  });

  it('uses the given subtotal (with sub-items) instead of quantity × price', () => {
    const combo = { quantity: 1, price: 10, subtotal: 25 };
    expect(applyItemDiscount(combo, { kind: 'VALOR', amount: 20 }, pending, true)).toEqual({ ok: true, value: 2000 });
    expect(applyItemDiscount(combo, { kind: 'PERCENTUAL', amount: 10 }, pending, true)).toEqual({
      ok: true,
      value: 250,
    });
  });

  it('refuses a discount above the pending amount with the doc 1 wording', () => {
    expect(applyItemDiscount(item, { kind: 'VALOR', amount: 5 }, c(400), true)).toEqual({
      ok: false,
      message: 'O desconto de R$ 5,00 excede o valor pendente: R$ 4,00',
    });
    expect(applyItemDiscount(item, { kind: 'PERCENTUAL', amount: 50 }, c(999), true)).toEqual({
      ok: false,
      message: 'O desconto de R$ 10,00 excede o valor pendente: R$ 9,99',
    });
    expect(applyItemDiscount(item, { kind: 'VALOR', amount: 4 }, c(400), true)).toEqual({ ok: true, value: 400 });
  });
});

describe('spreadDiscount', () => {
  it('spreads in proportion to the line totals, the rounding remainder on the last line', () => {
    expect(spreadDiscount(c(100), lines(1000, 2000, 3000))).toEqual([17, 33, 50]);
    expect(spreadDiscount(c(100), lines(1000, 1000, 1000))).toEqual([33, 33, 34]);
  });

  it('gives nothing to a line that does not count and everything to one line', () => {
    expect(spreadDiscount(c(500), lines(0, 1000, 0, 1000))).toEqual([0, 250, 0, 250]);
    expect(spreadDiscount(c(500), lines(2000))).toEqual([500]);
    expect(spreadDiscount(c(0), lines(100, 200))).toEqual([0, 0]);
  });

  it('walks rounding excess back to earlier lines instead of going negative or over a line', () => {
    expect(spreadDiscount(c(5), lines(1, 1, 1, 1, 1, 1, 1, 1, 1, 1))).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(spreadDiscount(c(3), lines(300, 300, 0))).toEqual([2, 1, 0]);
    expect(spreadDiscount(c(1), lines(300, 300, 300, 0))).toEqual([0, 0, 1, 0]);
  });

  it('leaves a discount above the lines on the last line, and has no parts without lines', () => {
    expect(spreadDiscount(c(500), lines(100, 100))).toEqual([100, 400]);
    expect(spreadDiscount(c(500), lines(0, 0))).toEqual([0, 500]);
    expect(spreadDiscount(c(500), [])).toEqual([]);
  });

  it('throws on a negative or fractional discount (a programming error)', () => {
    expect(() => spreadDiscount(-1 as Cents, lines(100))).toThrow(RangeError);
    expect(() => spreadDiscount(1.5 as Cents, lines(100))).toThrow(RangeError);
  });

  it('always sums to the discount; no part is negative or, within the lines, above its line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (totals, wanted) => {
          const sum = totals.reduce((a, b) => a + b, 0);
          const discount = c(sum > 0 ? wanted % (sum + 1) : 0);
          const parts = spreadDiscount(discount, lines(...totals));
          expect(parts).toHaveLength(totals.length);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(discount);
          parts.forEach((part, index) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(totals[index]!);
          });
        },
      ),
      { seed: SEED, numRuns: 5000 },
    );
    // 5,000 seeded runs take about a second on a quiet machine; the default 5 s is too tight under load.
  }, 30_000);

  it('sums to the discount and stays non-negative above the lines too', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (totals, discount) => {
          const parts = spreadDiscount(c(discount), lines(...totals));
          expect(parts.reduce((a, b) => a + b, 0)).toBe(discount);
          expect(parts.every((part) => part >= 0)).toBe(true);
        },
      ),
      { seed: SEED, numRuns: 3000 },
    );
  });
});

describe('quantity decrease', () => {
  it('is refused when the discount would exceed the new subtotal', () => {
    expect(canDecreaseQuantity(c(500), c(1000))).toBe(true);
    expect(canDecreaseQuantity(c(1000), c(1000))).toBe(true);
    expect(canDecreaseQuantity(c(1500), c(1000))).toBe(false);
    expect(validateQuantityDecrease(c(500), c(1000))).toEqual({ ok: true, value: null });
    expect(validateQuantityDecrease(c(1500), c(1000))).toEqual({
      ok: false,
      message: 'O desconto de R$ 15,00 excede o subtotal do pedido.',
    });
  });
});

describe('item edit', () => {
  it('refuses negative, non-numeric or too large values on the server', () => {
    expect(validateItemEdit({ quantity: 2, price: 0 })).toEqual({ ok: true, value: { quantity: 2, price: 0 } });
    expect(validateItemEdit({ quantity: -1, price: 5 })).toEqual({ ok: false, message: MSG.ITEM_QUANTITY_NEGATIVE });
    expect(validateItemEdit({ quantity: 1, price: -5 })).toEqual({ ok: false, message: MSG.ITEM_PRICE_NEGATIVE });
    expect(validateItemEdit({ quantity: Number.NaN, price: 5 })).toEqual({ ok: false, message: MSG.INVALID_VALUE });
    expect(validateItemEdit({ quantity: 100000, price: 5 })).toEqual({
      ok: false,
      message: MSG.quantidadeMaximaItem(99999),
    });
  });

  it('falls back to 0 for the quantity and to the old price in the dialog', () => {
    const old = { quantity: 3, price: 12.5 };
    expect(sanitizeItemEdit(old, { quantity: -2, price: -1 })).toEqual({ quantity: 0, price: 12.5 });
    expect(sanitizeItemEdit(old, { quantity: Number.NaN, price: Number.NaN })).toEqual({ quantity: 0, price: 12.5 });
    expect(sanitizeItemEdit(old, { quantity: 4, price: 0 })).toEqual({ quantity: 4, price: 0 });
    expect(sanitizeItemEdit(old, { quantity: 123456, price: 10 })).toEqual({ quantity: 99999, price: 10 });
  });

  it('refuses an item already sent to production', () => {
    expect(canEditItem({ status: 'NOTIFICADO' }, { priceLocked: false })).toEqual({
      ok: false,
      message: 'O item nao pode ser editado pois ja foi enviado para producao.',
    });
  });

  it('locks the price with the unit-price block role or sub-items, and the quantity with sub-items', () => {
    expect(canEditItem({ status: 'PENDENTE' }, { priceLocked: false })).toEqual({
      ok: true,
      value: { canEditPrice: true, canEditQuantity: true },
    });
    expect(canEditItem({ status: 'PENDENTE', subItems: [] }, { priceLocked: true })).toEqual({
      ok: true,
      value: { canEditPrice: false, canEditQuantity: true },
    });
    expect(canEditItem({ subItems: [{}] }, { priceLocked: false })).toEqual({
      ok: true,
      value: { canEditPrice: false, canEditQuantity: false },
    });
  });

  it('lets the server refuse a change to a locked field', () => {
    const old = { quantity: 1, price: 10 };
    const locked = { canEditPrice: false, canEditQuantity: false };
    const open = { canEditPrice: true, canEditQuantity: true };
    expect(validateItemChange(old, { quantity: 2, price: 10 }, locked)).toEqual({
      ok: false,
      message: MSG.ITEM_QUANTITY_LOCKED,
    });
    expect(validateItemChange(old, { quantity: 1, price: 11 }, locked)).toEqual({
      ok: false,
      message: MSG.ITEM_PRICE_LOCKED,
    });
    expect(validateItemChange(old, { quantity: 1, price: 10.001 }, locked)).toEqual({ ok: true, value: null });
    expect(validateItemChange(old, { quantity: 2, price: 11 }, open)).toEqual({ ok: true, value: null });
  });

  it('resets the order discount when quantity or price changes', () => {
    expect(editResetsOrderDiscount({ quantity: 1, price: 10 }, { quantity: 2, price: 10 })).toBe(true);
    expect(editResetsOrderDiscount({ quantity: 1, price: 10 }, { quantity: 1, price: 9.99 })).toBe(true);
    expect(editResetsOrderDiscount({ quantity: 1, price: 10 }, { quantity: 1, price: 10 })).toBe(false);
  });
});

describe('validateItemRemoval', () => {
  const saved = { saved: true, totalCents: c(1000) };
  const context = { justification: 'Cliente desistiu', canRemove: true, pendingCents: c(5000) };

  it('is blocked without the removal permission', () => {
    expect(validateItemRemoval(saved, { ...context, canRemove: false })).toEqual({
      ok: false,
      message: 'Seu usuario nao tem permissao para excluir itens do pedido',
    });
  });

  it('needs a justification for saved items only', () => {
    const required = { ok: false, message: 'Justificativa e obrigatoria' };
    expect(validateItemRemoval(saved, { ...context, justification: '' })).toEqual(required);
    expect(validateItemRemoval(saved, { ...context, justification: '   ' })).toEqual(required);
    expect(validateItemRemoval(saved, { ...context, justification: null })).toEqual(required);
    expect(validateItemRemoval({ ...saved, saved: false }, { ...context, justification: '' })).toEqual({
      ok: true,
      value: null,
    });
  });

  it('refuses an item whose total is above the pending amount', () => {
    expect(validateItemRemoval(saved, { ...context, pendingCents: c(999) })).toEqual({
      ok: false,
      message: 'O valor total deste item e maior que o valor pendente do pedido.',
    });
    expect(validateItemRemoval(saved, { ...context, pendingCents: c(1000) })).toEqual({ ok: true, value: null });
  });
});
