import { type Cents, MSG, sumCents } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { currentShare, splitLabel, splitPendingByPeople, takeShare } from './split-bill';

describe('split by people (doc 1 §5 "Split")', () => {
  it('splits what is pending, the remainder on the first person, and walks the shares one by one', () => {
    const split = splitPendingByPeople(5680 as Cents, 3);
    expect(split).toEqual({ ok: true, value: { kind: 'PEOPLE', people: 3, shares: [1894, 1893, 1893], taken: 0 } });
    if (!split.ok) return;
    expect(currentShare(split.value)).toEqual({ cents: 1894, itemParts: [] });
    expect(splitLabel(split.value)).toBe('Pessoa 1 de 3');
    const second = takeShare(split.value);
    expect(currentShare(second)?.cents).toBe(1893);
    expect(second && splitLabel(second)).toBe('Pessoa 2 de 3');
    expect(takeShare(takeShare(second))).toBeNull();
  });

  it('the shares always add up to the pending amount', () => {
    for (const pending of [1, 99, 100, 5680, 123457]) {
      for (let people = 1; people <= 12; people += 1) {
        const split = splitPendingByPeople(pending as Cents, people);
        if (split.ok && split.value.kind === 'PEOPLE') expect(sumCents(split.value.shares)).toBe(pending);
      }
    }
  });

  it('needs at least one person', () => {
    expect(splitPendingByPeople(5680 as Cents, 0)).toEqual({ ok: false, message: MSG.SPLIT_MIN_REACHED });
    expect(splitPendingByPeople(5680 as Cents, Number.NaN)).toEqual({ ok: false, message: MSG.INVALID_VALUE });
  });

  it('a split by items is one payment', () => {
    const items = { kind: 'ITEMS' as const, amountCents: 1425 as Cents, itemParts: [] };
    expect(currentShare(items)?.cents).toBe(1425);
    expect(takeShare(items)).toBeNull();
    expect(currentShare(null)).toBeNull();
  });
});
