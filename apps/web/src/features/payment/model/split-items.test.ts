import type { TOrderItem } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import {
  applyItemParts,
  checkPartsCount,
  partAmounts,
  partGrid,
  selectedPartsAmount,
  splitItemRows,
} from './split-items';

const items: TOrderItem[] = [
  { referenceCode: 'r-1', name: 'X-Burger', quantity: 2, price: 24.9 },
  {
    referenceCode: 'r-2',
    name: 'Refrigerante',
    quantity: 1,
    price: 7,
    divideInto: 2,
    amountPaid: 3.5,
    partialPayment: ['RECEIVED', 'NOT_CHECKED'],
  },
  { referenceCode: 'r-3', name: 'Brinde', quantity: 1, price: 0 },
  { referenceCode: 'r-4', name: 'Cortesia', quantity: 1, price: 5, sumInTotal: false },
];

describe("split by items (doc 1 §2.6 'Selecionar itens', §5, §9)", () => {
  it('lists the items that count and are not paid, with their parts and what was received', () => {
    expect(splitItemRows(items)).toEqual([
      { referenceCode: 'r-1', name: 'X-Burger', totalCents: 4980, paidCents: 0, parts: 1, receivedParts: [] },
      { referenceCode: 'r-2', name: 'Refrigerante', totalCents: 700, paidCents: 350, parts: 2, receivedParts: [0] },
    ]);
  });

  it("takes 1 to 30 parts ('Limite máximo atingido' above)", () => {
    const row = { totalCents: 4980 as never };
    expect(checkPartsCount(row, 30)).toEqual({ ok: true, value: 30 });
    expect(checkPartsCount(row, 31)).toEqual({ ok: false, message: MSG.SPLIT_LIMIT_REACHED });
    expect(checkPartsCount(row, 0)).toEqual({ ok: false, message: MSG.SPLIT_MIN_REACHED });
  });

  it('lays the part checkboxes out in rows of 5', () => {
    expect(partGrid(7)).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6],
    ]);
    expect(partGrid(30)).toHaveLength(6);
    expect(partAmounts({ totalCents: 4980 as never, parts: 7 })).toEqual([714, 711, 711, 711, 711, 711, 711]);
  });

  it('adds the chosen parts, skips received ones and snaps a remainder below 0,10 into the payment', () => {
    const rows = splitItemRows(items).map((row) => (row.referenceCode === 'r-1' ? { ...row, parts: 7 } : row));
    const chosen = selectedPartsAmount(rows, { 'r-1': [0, 1], 'r-2': [0, 1] });
    expect(chosen).toEqual({
      ok: true,
      value: {
        amountCents: 1425 + 350,
        itemParts: [
          { referenceCode: 'r-1', parts: 7, selectedParts: [0, 1], cents: 1425 },
          { referenceCode: 'r-2', parts: 2, selectedParts: [1], cents: 350 },
        ],
      },
    });
  });

  it('records the parts paid on the items: amountPaid, divideInto and partialPayment', () => {
    const paid = applyItemParts(items, [
      { referenceCode: 'r-1', parts: 7, selectedParts: [0, 1], cents: 1425 as never },
      { referenceCode: 'r-2', parts: 2, selectedParts: [1], cents: 350 as never },
    ]);
    expect(paid[0]).toMatchObject({
      divideInto: 7,
      amountPaid: 14.25,
      partialPayment: [
        'RECEIVED',
        'RECEIVED',
        'NOT_CHECKED',
        'NOT_CHECKED',
        'NOT_CHECKED',
        'NOT_CHECKED',
        'NOT_CHECKED',
      ],
    });
    expect(paid[1]).toMatchObject({ divideInto: 2, amountPaid: 7, partialPayment: ['RECEIVED', 'RECEIVED'] });
    expect(paid[2]).toBe(items[2]);
  });
});
