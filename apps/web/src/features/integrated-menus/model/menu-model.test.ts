import type { TMenuCategory } from '@brasa/contracts';
import { describe, expect, it } from 'vitest';
import { applyResult, associatedProductId, storesOf } from './menu-model';

const shared = {
  id: 'bacon',
  name: 'Bacon',
  description: null,
  price: { value: 2 },
  status: 'AVAILABLE' as const,
  externalCode: null,
};
const item = (id: string) => ({
  ...shared,
  id,
  name: id,
  optionGroups: [{ id: 'g', name: 'Adicionais', options: [shared] }],
});
const CATEGORIES: TMenuCategory[] = [{ id: 'c', name: 'Lanches', items: [item('a'), item('b')] }];

describe('integrated menus model', () => {
  it('reads the stores of IFOOD_MERCHANT_ID (comma-separated) and none of bad dados', () => {
    const base = { id: 1, tipo: 'IF', sigla: 'IF', descricao: 'iFood' };
    expect(storesOf({ ...base, dados: JSON.stringify({ IFOOD_MERCHANT_ID: ' a, b ,' }) })).toEqual(['a', 'b']);
    expect(storesOf({ ...base, dados: '{' })).toEqual([]);
    expect(storesOf(undefined)).toEqual([]);
  });

  it('applies an accepted option change to every item sharing the group, and an item change to that item only', () => {
    const options = applyResult(CATEGORIES, {
      action: 'SUB_STATUS',
      itemId: null,
      optionId: 'bacon',
      status: 'UNAVAILABLE',
      externalCode: null,
    });
    expect(options[0]!.items.map((i) => i.optionGroups[0]!.options[0]!.status)).toEqual(['UNAVAILABLE', 'UNAVAILABLE']);
    expect(options[0]!.items.map((i) => i.status)).toEqual(['AVAILABLE', 'AVAILABLE']);
    const code = applyResult(CATEGORIES, {
      action: 'EXTERNALID',
      itemId: 'b',
      optionId: null,
      status: null,
      externalCode: '',
    });
    expect(code[0]!.items.map((i) => i.externalCode)).toEqual([null, null]);
    const set = applyResult(CATEGORIES, {
      action: 'EXTERNALID',
      itemId: 'b',
      optionId: null,
      status: null,
      externalCode: '7',
    });
    expect(set[0]!.items.map((i) => i.externalCode)).toEqual([null, '7']);
  });

  it('associates a code only when it is one of our product ids', () => {
    const ids = new Set([11, 12]);
    expect(associatedProductId('11', ids)).toBe(11);
    expect(associatedProductId('13', ids)).toBeNull();
    expect(associatedProductId('xburger', ids)).toBeNull();
    expect(associatedProductId(null, ids)).toBeNull();
  });
});
