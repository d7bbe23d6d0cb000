// @module-tag no-sql
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideMerge, isSameLine, movedLine, stampLineTimes, stampLineVersions, type MergeLine } from './merge-lines';

const line = (code: string, quantity = 1, versao = 1, extra: Partial<MergeLine> = {}): MergeLine => ({
  referenceCode: code,
  name: `item ${code}`,
  price: 10,
  quantity,
  versao,
  ...extra,
});
const fresh = (code: string, quantity = 1): MergeLine => ({
  referenceCode: code,
  name: `novo ${code}`,
  price: 5,
  quantity,
  notSaved: true,
});
const side = (items: MergeLine[], removed: string[] = [], rest: unknown = { payments: [] }) => ({
  items,
  removed,
  rest,
});

describe('decideMerge (no lost items)', () => {
  it('merges a stale save that only adds lines onto the current lines', () => {
    // Base v2 had A; another terminal added B (v3); this save adds C on v2.
    const current = side([line('A', 1, 1), line('B', 1, 3)]);
    const request = side([line('A', 1, 1), fresh('C')]);
    const merged = decideMerge(2, request, current);
    expect(merged.ok && merged.items.map((l) => l.referenceCode)).toEqual(['A', 'B', 'C']);
  });

  it('takes a raised quantity on a line nobody else touched, and keeps the current kitchen status', () => {
    const current = side([line('A', 1, 1, { status: 'NOTIFICADO' }), line('B', 1, 3)]);
    const request = side([line('A', 3, 1, { status: 'PENDENTE' })]);
    const merged = decideMerge(2, request, current);
    expect(merged.ok && merged.items.map((l) => [l.referenceCode, l.quantity, l.status])).toEqual([
      ['A', 3, 'NOTIFICADO'],
      ['B', 1, undefined],
    ]);
  });

  it('refuses a real conflict', () => {
    const current = side([line('A', 2, 3), line('B', 1, 1)]);
    // Both changed A (it was written at v3, after the base v2).
    expect(decideMerge(2, side([line('A', 5, 1), line('B')]), current).ok).toBe(false);
    // This save changes B's price.
    expect(decideMerge(2, side([line('A', 2, 3), line('B', 1, 1, { price: 1 })]), current).ok).toBe(false);
    // This save lowers B.
    expect(decideMerge(2, side([line('A', 2, 3), line('B', 0.5, 1)]), current).ok).toBe(false);
    // This save drops B (a removal).
    expect(decideMerge(2, side([line('A', 2, 3)]), current).ok).toBe(false);
    // This save removes B with a justification.
    expect(decideMerge(2, side([line('A', 2, 3)], ['B']), current).ok).toBe(false);
    // The other terminal removed C, which this save still carries.
    expect(decideMerge(2, side([line('A', 2, 3), line('B'), line('C')]), side(current.items, ['C'])).ok).toBe(false);
    // Money or the order's own fields differ.
    expect(decideMerge(2, side([line('A', 2, 3), line('B')], [], { payments: [['p', 100]] }), current).ok).toBe(false);
  });

  it('property: two terminals adding lines on the same base never lose a line, in either order', () => {
    const codes = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 0, maxLength: 8 });
    fc.assert(
      fc.property(codes, codes, codes, (baseCodes, aCodes, bCodes) => {
        const used = new Set(baseCodes);
        const onlyNew = (list: string[], tag: string) => list.filter((c) => !used.has(c)).map((c) => `${tag}${c}`);
        const aNew = onlyNew(aCodes, 'a:');
        const bNew = [...new Set(onlyNew(bCodes, 'b:'))];
        const base = baseCodes.map((c) => line(c, 1, 1));
        // Terminal A saves first (version 2 -> 3): its lines are stamped 3.
        const afterA = [...base, ...aNew.map((c) => ({ ...fresh(c), notSaved: false, versao: 3 }))];
        const merged = decideMerge(2, side([...base, ...bNew.map((c) => fresh(c))]), side(afterA));
        expect(merged.ok).toBe(true);
        if (!merged.ok) return;
        const saved = merged.items.map((l) => l.referenceCode);
        for (const code of [...baseCodes, ...aNew, ...bNew]) expect(saved).toContain(code);
        expect(saved).toHaveLength(base.length + aNew.length + bNew.length);
      }),
    );
  });

  it('property: a request equal to the current lines merges to exactly them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ q: fc.integer({ min: 1, max: 50 }), v: fc.integer({ min: 0, max: 9 }) }), {
          maxLength: 10,
        }),
        fc.integer({ min: 0, max: 9 }),
        (rows, baseVersion) => {
          const items = rows.map((r, i) => line(`L${i}`, r.q, r.v));
          const merged = decideMerge(baseVersion, side(items), side(items));
          expect(merged.ok && merged.items).toEqual(items);
        },
      ),
    );
  });
});

describe('isSameLine', () => {
  it('compares lines whatever the key order or missing fields (a stored JSONB body reorders keys)', () => {
    const sent = line('A', 1, 1, { subItems: [{ name: 'Bacon', quantity: 1, price: 4, observations: null }] });
    const stored = line('A', 1, 1, { subItems: [{ price: 4, quantity: 1, name: 'Bacon' }] });
    expect(isSameLine(sent, stored)).toBe(true);
    expect(isSameLine(sent, line('A', 1, 1, { subItems: [{ name: 'Queijo', quantity: 1, price: 4 }] }))).toBe(false);
  });
});

describe('stampLineVersions', () => {
  it('stamps new and changed lines with the version written; unchanged lines keep theirs', () => {
    const stored = [line('A', 1, 2), line('B', 1, 2)];
    const items = [line('A', 1, undefined), line('B', 2, undefined), fresh('C')];
    stampLineVersions(items, stored, 5);
    expect(items.map((l) => l.versao)).toEqual([2, 5, 5]);
  });
});

describe('stampLineTimes and movedLine (doc 3 §3 item createdAt, §4.5 tab age)', () => {
  const now = new Date('2026-03-10T20:30:00.000Z');
  const earlier = '2026-03-10T19:00:00.000Z';

  it('a new line takes the time of the save; a saved line keeps its stored time whatever the terminal sends', () => {
    const stored = [line('A', 1, 1, { createdAt: earlier }), line('B')];
    const items = [
      line('A', 2, 1, { createdAt: '2020-01-01T00:00:00.000Z' }),
      line('B', 1, 1, { createdAt: '2020-01-01T00:00:00.000Z' }),
      fresh('C', 1),
    ];
    stampLineTimes(items, stored, now);
    expect(items.map((l) => l.createdAt)).toEqual([earlier, undefined, now.toISOString()]);
  });

  it('a moved line keeps its time; one without a time takes its origin’s latest order time', () => {
    const origin = {
      dataPedido: new Date('2026-03-10T18:00:00.000Z'),
      createdAt: new Date('2026-03-10T18:05:00.000Z'),
    };
    expect(movedLine(line('A', 1, 1, { createdAt: earlier }), origin).createdAt).toBe(earlier);
    expect(movedLine(line('B'), origin).createdAt).toBe('2026-03-10T18:05:00.000Z');
  });
});
