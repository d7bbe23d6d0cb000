import { type Cents, MSG, sumCents } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import {
  MAX_SPLIT_PEOPLE,
  type SplitState,
  clampSplitPeople,
  currentShare,
  maxSplitPeople,
  nextPeopleText,
  splitLabel,
  splitPendingByPeople,
  takeShare,
  takeShares,
} from './split-bill';

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

  it('takes the shares paid, the taken ones first, and the free ones still add up to what is left', () => {
    const split: SplitState = { kind: 'PEOPLE', people: 3, shares: [1894, 1893, 1893] as Cents[], taken: 0 };
    expect(takeShares(split, [])).toBe(split);
    expect(takeShares(split, [1894 as Cents])).toEqual(takeShare(split));
    const second = takeShares(split, [1893 as Cents]);
    expect(second).toEqual({ ...split, shares: [1893, 1894, 1893], taken: 1 });
    expect(currentShare(second)?.cents).toBe(1894);
    expect(takeShares(second, [1894 as Cents])).toEqual({ ...split, shares: [1893, 1894, 1893], taken: 2 });
    expect(takeShares(split, [1894, 1893, 1893] as Cents[])).toBeNull();
    expect(takeShares({ kind: 'ITEMS', amountCents: 1425 as Cents, itemParts: [] }, [1425 as Cents])).toBeNull();
    expect(takeShares(null, [1 as Cents])).toBeNull();
  });

  it('splits by at most 100 people, or by as many as there are cents pending', () => {
    expect(maxSplitPeople(5680 as Cents)).toBe(MAX_SPLIT_PEOPLE);
    expect(maxSplitPeople(7 as Cents)).toBe(7);
    expect(maxSplitPeople(0 as Cents)).toBe(1);
    expect(splitPendingByPeople(5680 as Cents, 101)).toEqual({ ok: false, message: MSG.SPLIT_LIMIT_REACHED });
    expect(splitPendingByPeople(5680 as Cents, 1_000_000_000)).toEqual({ ok: false, message: MSG.SPLIT_LIMIT_REACHED });
    expect(splitPendingByPeople(7 as Cents, 8)).toEqual({ ok: false, message: MSG.SPLIT_LIMIT_REACHED });
    const hundred = splitPendingByPeople(5680 as Cents, 100);
    expect(hundred.ok && hundred.value.kind === 'PEOPLE' && hundred.value.shares).toHaveLength(100);
  });

  it('keeps the people field within 1..max, typed or stepped, and never writes NaN', () => {
    expect(clampSplitPeople(Number.NaN, 5680 as Cents)).toBe(1);
    expect(clampSplitPeople(0, 5680 as Cents)).toBe(1);
    expect(clampSplitPeople(Number.POSITIVE_INFINITY, 5680 as Cents)).toBe(100);
    expect(nextPeopleText('', 5680 as Cents, -1)).toBe('1');
    expect(nextPeopleText('', 5680 as Cents, 1)).toBe('1');
    expect(nextPeopleText('', 5680 as Cents)).toBe('');
    expect(nextPeopleText('1', 5680 as Cents, -1)).toBe('1');
    expect(nextPeopleText('3', 5680 as Cents, -1)).toBe('2');
    expect(nextPeopleText('3', 5680 as Cents, 1)).toBe('4');
    expect(nextPeopleText('100', 5680 as Cents, 1)).toBe('100');
    expect(nextPeopleText('1000000000', 5680 as Cents)).toBe('100');
    expect(nextPeopleText('9'.repeat(400), 5680 as Cents)).toBe('100');
    expect(nextPeopleText('0', 5680 as Cents)).toBe('1');
    expect(nextPeopleText('1a2', 5680 as Cents)).toBe('12');
    expect(nextPeopleText('12', 5 as Cents)).toBe('5');
  });

  it('a split by items is one payment', () => {
    const items = { kind: 'ITEMS' as const, amountCents: 1425 as Cents, itemParts: [] };
    expect(currentShare(items)?.cents).toBe(1425);
    expect(takeShare(items)).toBeNull();
    expect(currentShare(null)).toBeNull();
  });
});
