import type { TOrderItem } from '@brasa/contracts';
import { describe, expect, it } from 'vitest';
import { groupItemsByProduct } from './order-detail-item-groups';

const item = (overrides: Partial<TOrderItem>): TOrderItem => ({
  name: 'X-Burger',
  quantity: 1,
  price: 10,
  ...overrides,
});

describe('grouped items summary (doc 1 §2 item 9)', () => {
  it('groups by externalCode and name, summing quantities and totals in first-seen order', () => {
    const groups = groupItemsByProduct([
      item({ externalCode: '10', quantity: 2 }),
      item({ name: 'Refrigerante', externalCode: 20, price: 7, quantity: 1 }),
      item({ externalCode: '10', quantity: 1.5, discount: 1 }),
      item({ name: 'Refrigerante', externalCode: '20', price: 7, quantity: 2 }),
    ]);
    expect(groups.map(({ name, externalCode, quantity, total }) => ({ name, externalCode, quantity, total }))).toEqual([
      { name: 'X-Burger', externalCode: '10', quantity: 3.5, total: 3400 },
      { name: 'Refrigerante', externalCode: '20', quantity: 3, total: 2100 },
    ]);
  });

  it('keeps apart products with the same name and another code, or the same code and another name', () => {
    const groups = groupItemsByProduct([
      item({ externalCode: '10' }),
      item({ externalCode: '11' }),
      item({ externalCode: '10', name: 'X-Salada' }),
      item({}),
    ]);
    expect(groups.map((group) => [group.externalCode, group.name])).toEqual([
      ['10', 'X-Burger'],
      ['11', 'X-Burger'],
      ['10', 'X-Salada'],
      [null, 'X-Burger'],
    ]);
  });

  it('lists the sub-items of every item of the group under it, merged by code and name', () => {
    const [pizza] = groupItemsByProduct([
      item({
        name: 'Pizza',
        price: 40,
        subItems: [
          { name: 'Calabresa', quantity: 1, price: 0 },
          { name: 'Borda recheada', externalCode: 'B1', quantity: 1, price: 8 },
        ],
      }),
      item({
        name: 'Pizza',
        price: 40,
        subItems: [{ name: 'Borda recheada', externalCode: 'B1', quantity: 1, totalPrice: 8 }],
      }),
    ]);
    expect(pizza!.quantity).toBe(2);
    expect(pizza!.total).toBe(9600);
    expect(pizza!.subItems).toEqual([
      { name: 'Calabresa', quantity: 1, total: 0 },
      { name: 'Borda recheada', quantity: 2, total: 1600 },
    ]);
  });

  it('counts 0 for items not summed in the total and rounds quantities to 3 decimals', () => {
    const [group] = groupItemsByProduct([
      item({ quantity: 0.1, sumInTotal: false }),
      item({ quantity: 0.2, sumInTotal: false }),
    ]);
    expect(group!.quantity).toBe(0.3);
    expect(group!.total).toBe(0);
  });

  it('gives nothing for no items', () => {
    expect(groupItemsByProduct([])).toEqual([]);
  });
});
