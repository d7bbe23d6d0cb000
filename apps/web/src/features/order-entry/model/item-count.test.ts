import { describe, expect, it } from 'vitest';
import { itemCountLabel, orderItemCount } from './item-count';

describe('mobile bar item count', () => {
  it('adds whole quantities and counts a weighed line once', () => {
    expect(orderItemCount([])).toBe(0);
    expect(orderItemCount([{ quantity: 2 }, { quantity: 0.125 }, { quantity: 1 }])).toBe(4);
  });

  it('labels in pt-BR', () => {
    expect(itemCountLabel(0)).toBe('0 itens');
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(4)).toBe('4 itens');
  });
});
