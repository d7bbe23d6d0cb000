import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DRE_CLASSIFICATIONS,
  type DreEntry,
  type DreStatement,
  buildDreStatement,
  compareDreValues,
  isDreEmpty,
  previousMonthPeriod,
  validateDrePeriod,
} from './dre';
import { MSG } from './messages';
import { asCents } from './money';

const arbEntry: fc.Arbitrary<DreEntry> = fc.record({
  classificacao: fc.constantFrom(...DRE_CLASSIFICATIONS),
  grupo: fc.constantFrom('Vendas', 'Compras', 'Aluguel', 'Folha', 'Juros'),
  operacao: fc.constantFrom('Dinheiro', 'Cartão', 'Estornos', 'Mercadorias'),
  movimentacao: fc.constantFrom('01/10/2026', '02/10/2026', '03/10/2026'),
  valorCents: fc.integer({ min: -1_000_000, max: 1_000_000 }).map(asCents),
});

const sections = (s: DreStatement) => [s.receitas, s.custos, s.despesas, s.outros];

describe('buildDreStatement', () => {
  it('movements sum to operations, operations to groups, groups to sections (property)', () => {
    fc.assert(
      fc.property(fc.array(arbEntry, { maxLength: 80 }), (entries) => {
        const s = buildDreStatement(entries);
        for (const section of sections(s)) {
          expect(section.valorCents).toBe(section.grupos.reduce((a, g) => a + g.valorCents, 0));
          for (const g of section.grupos) {
            expect(g.valorCents).toBe(g.operacoes.reduce((a, o) => a + o.valorCents, 0));
            for (const o of g.operacoes) {
              expect(o.valorCents).toBe(o.movimentacoes.reduce((a, m) => a + m.valorCents, 0));
            }
          }
        }
      }),
    );
  });

  it('sections add up to the four results and nothing is lost (property)', () => {
    fc.assert(
      fc.property(fc.array(arbEntry, { maxLength: 80 }), (entries) => {
        const s = buildDreStatement(entries);
        const total = entries.reduce((a, e) => a + e.valorCents, 0);
        const of = (...cls: string[]) =>
          entries.filter((e) => cls.includes(e.classificacao)).reduce((a, e) => a + e.valorCents, 0);
        expect(s.totalReceitaLiquidaCents).toBe(of('VB'));
        expect(s.totalMargemBrutaCents).toBe(s.totalReceitaLiquidaCents + s.custos.valorCents);
        expect(s.custos.valorCents).toBe(of('CMV'));
        expect(s.totalEbitdaCents).toBe(s.totalMargemBrutaCents + s.despesas.valorCents);
        expect(s.outros.valorCents).toBe(of('RF', 'DF'));
        expect(s.totalResultadoLiquidoCents).toBe(total);
        expect(isDreEmpty(s)).toBe(entries.length === 0);
      }),
    );
  });

  it('sorts positive first, then negative, then zero, at every level (property)', () => {
    fc.assert(
      fc.property(fc.array(arbEntry, { maxLength: 60 }), (entries) => {
        const s = buildDreStatement(entries);
        const sorted = (values: number[]) => {
          const rank = (v: number) => (v > 0 ? 0 : v < 0 ? 1 : 2);
          return values.every((v, i) => i === 0 || rank(values[i - 1]!) <= rank(v));
        };
        for (const section of sections(s)) {
          expect(sorted(section.grupos.map((g) => g.valorCents))).toBe(true);
          for (const g of section.grupos) {
            expect(sorted(g.operacoes.map((o) => o.valorCents))).toBe(true);
            for (const o of g.operacoes) expect(sorted(o.movimentacoes.map((m) => m.valorCents))).toBe(true);
          }
        }
      }),
    );
  });

  it('puts RF and DF in Outros and a cancellation reduces the net revenue', () => {
    const s = buildDreStatement([
      { classificacao: 'VB', grupo: 'Vendas', operacao: 'Dinheiro', movimentacao: 'd1', valorCents: asCents(10_000) },
      { classificacao: 'VB', grupo: 'Vendas', operacao: 'Estornos', movimentacao: 'd1', valorCents: asCents(-1_000) },
      { classificacao: 'CMV', grupo: 'Compras', operacao: 'Carnes', movimentacao: 'd1', valorCents: asCents(-3_000) },
      { classificacao: 'DO', grupo: 'Aluguel', operacao: 'Aluguel', movimentacao: 'd1', valorCents: asCents(-2_000) },
      { classificacao: 'RF', grupo: 'Rendimentos', operacao: 'CDB', movimentacao: 'd1', valorCents: asCents(100) },
      { classificacao: 'DF', grupo: 'Tarifas', operacao: 'Juros', movimentacao: 'd1', valorCents: asCents(-300) },
    ]);
    expect(s.totalReceitaLiquidaCents).toBe(9_000);
    expect(s.totalMargemBrutaCents).toBe(6_000);
    expect(s.totalEbitdaCents).toBe(4_000);
    expect(s.totalResultadoLiquidoCents).toBe(3_800);
    expect(s.outros.grupos.map((g) => g.descricao)).toEqual(['Rendimentos', 'Tarifas']);
    expect(s.receitas.grupos[0]!.operacoes.map((o) => o.descricao)).toEqual(['Dinheiro', 'Estornos']);
  });

  it('compareDreValues puts zero last', () => {
    const rows = [{ valorCents: 0 }, { valorCents: -5 }, { valorCents: 3 }].sort(compareDreValues);
    expect(rows.map((r) => r.valorCents)).toEqual([3, -5, 0]);
  });
});

describe('validateDrePeriod (doc 4 §5)', () => {
  it('needs two valid dates', () => {
    expect(validateDrePeriod('', '2026-01-01')).toEqual({ ok: false, message: MSG.DRE_DATES_INVALID });
    expect(validateDrePeriod('2026-02-30 00:00:00', '2026-03-01')).toEqual({
      ok: false,
      message: MSG.DRE_DATES_INVALID,
    });
  });
  it('refuses a final date before the initial', () => {
    expect(validateDrePeriod('2026-03-02 00:00:00', '2026-03-01 00:00:00')).toEqual({
      ok: false,
      message: MSG.DRE_END_BEFORE_START,
    });
  });
  it('allows exactly 3 months and refuses one day more', () => {
    expect(validateDrePeriod('2026-01-15 00:00:00', '2026-04-15 00:00:00')).toEqual({
      ok: true,
      value: { inicio: '2026-01-15', fim: '2026-04-15' },
    });
    expect(validateDrePeriod('2026-01-15', '2026-04-16')).toEqual({ ok: false, message: MSG.DRE_INTERVAL_TOO_LONG });
    // 30 November + 3 months is the end of February.
    expect(validateDrePeriod('2026-11-30', '2027-02-28').ok).toBe(true);
    expect(validateDrePeriod('2026-11-30', '2027-03-01').ok).toBe(false);
  });
  it('never accepts a period longer than 3 months plus a day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 200 }), (startDay, length) => {
        const start = new Date(Date.UTC(2020, 0, 1 + startDay));
        const end = new Date(start.getTime() + length * 86_400_000);
        const iso = (d: Date) => d.toISOString().slice(0, 10);
        const result = validateDrePeriod(iso(start), iso(end));
        if (length <= 89) expect(result.ok).toBe(true);
        if (length > 92) expect(result.ok).toBe(false);
      }),
    );
  });
  it('defaults to the previous month', () => {
    expect(previousMonthPeriod(new Date(2026, 0, 10))).toEqual({ inicio: '2025-12-01', fim: '2025-12-31' });
    expect(previousMonthPeriod(new Date(2026, 2, 31))).toEqual({ inicio: '2026-02-01', fim: '2026-02-28' });
  });
});
