/**
 * Income statement (DRE, doc 4 §2/§3/§5/§9). Money is integer cents with its sign: money in (sales, financial
 * income) is positive, money out (costs, expenses, financial expenses, cancellations) negative. A section's value
 * is the sum of its groups, a group's the sum of its operations, an operation's the sum of its movements, and
 * the four results add the sections in order:
 *   RECEITA LÍQUIDA   = VB (gross sales minus cancellations and returns)
 *   MARGEM BRUTA      = RECEITA LÍQUIDA + CMV (CMV is negative: net revenue minus costs)
 *   EBITDA            = MARGEM BRUTA + DO (gross margin minus operating expenses)
 *   RESULTADO LÍQUIDO = EBITDA + RF + DF (financial income minus financial expenses, on top of EBITDA)
 */
import { MSG } from './messages';
import { type Cents, addCents, sumCents } from './money';
import { type Result, fail, ok } from './result';

/** The classification of an operation group (doc 4 §2). */
export const DRE_CLASSIFICATIONS = ['VB', 'CMV', 'DO', 'RF', 'DF'] as const;
export type DreClassification = (typeof DRE_CLASSIFICATIONS)[number];

export type DreSectionKey = 'receitas' | 'custos' | 'despesas' | 'outros';

/** Which section each classification feeds (doc 4 §2: Outros holds RF and DF). */
export const DRE_SECTION_OF: Readonly<Record<DreClassification, DreSectionKey>> = Object.freeze({
  VB: 'receitas',
  CMV: 'custos',
  DO: 'despesas',
  RF: 'outros',
  DF: 'outros',
});

export const DRE_SECTION_TITLES: Readonly<Record<DreSectionKey, string>> = Object.freeze({
  receitas: 'Receitas (VB)',
  custos: 'Custos (CMV)',
  despesas: 'Despesas (DO)',
  outros: 'Outros (RF, DF)',
});

/** doc 4 §2: (+) for VB and RF, (-) for CMV and DO (DF, a financial expense, is a (-) too). */
export const DRE_PREFIX: Readonly<Record<DreClassification, '(+)' | '(-)'>> = Object.freeze({
  VB: '(+)',
  CMV: '(-)',
  DO: '(-)',
  RF: '(+)',
  DF: '(-)',
});

/** One classified amount: the unit of the statement (a day's sales of one payment method, a rent bill...). */
export interface DreEntry {
  readonly classificacao: DreClassification;
  readonly grupo: string;
  readonly operacao: string;
  readonly movimentacao: string;
  readonly valorCents: Cents;
}

export interface DreMovementNode {
  readonly descricaoMovimentacao: string;
  readonly valorCents: Cents;
}
export interface DreOperationNode {
  readonly descricao: string;
  readonly valorCents: Cents;
  readonly movimentacoes: readonly DreMovementNode[];
}
export interface DreGroupNode {
  readonly descricao: string;
  readonly classificacao: DreClassification;
  readonly valorCents: Cents;
  readonly operacoes: readonly DreOperationNode[];
}
export interface DreSectionNode {
  readonly descricao: string;
  readonly valorCents: Cents;
  readonly grupos: readonly DreGroupNode[];
}
export interface DreStatement {
  readonly receitas: DreSectionNode;
  readonly custos: DreSectionNode;
  readonly despesas: DreSectionNode;
  readonly outros: DreSectionNode;
  readonly totalReceitaLiquidaCents: Cents;
  readonly totalMargemBrutaCents: Cents;
  readonly totalEbitdaCents: Cents;
  readonly totalResultadoLiquidoCents: Cents;
}

/** doc 4 §2: positive first, then negative, then zero; ties by description so the order is stable. */
export function compareDreValues(
  a: { valorCents: number; descricao?: string },
  b: { valorCents: number; descricao?: string },
) {
  const rank = (v: number) => (v > 0 ? 0 : v < 0 ? 1 : 2);
  return rank(a.valorCents) - rank(b.valorCents) || (a.descricao ?? '').localeCompare(b.descricao ?? '', 'pt-BR');
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

function buildSection(key: DreSectionKey, entries: readonly DreEntry[]): DreSectionNode {
  const grupos: DreGroupNode[] = [];
  for (const [, groupEntries] of groupBy(entries, (e) => `${e.classificacao}\u0000${e.grupo}`)) {
    const operacoes: DreOperationNode[] = [];
    for (const [descricao, opEntries] of groupBy(groupEntries, (e) => e.operacao)) {
      const movimentacoes = [...groupBy(opEntries, (e) => e.movimentacao)]
        .map(([descricaoMovimentacao, list]) => ({
          descricaoMovimentacao,
          valorCents: sumCents(list.map((e) => e.valorCents)),
        }))
        .sort((a, b) =>
          compareDreValues(
            { valorCents: a.valorCents, descricao: a.descricaoMovimentacao },
            { valorCents: b.valorCents, descricao: b.descricaoMovimentacao },
          ),
        );
      operacoes.push({ descricao, valorCents: sumCents(movimentacoes.map((m) => m.valorCents)), movimentacoes });
    }
    operacoes.sort(compareDreValues);
    const first = groupEntries[0]!;
    grupos.push({
      descricao: first.grupo,
      classificacao: first.classificacao,
      valorCents: sumCents(operacoes.map((o) => o.valorCents)),
      operacoes,
    });
  }
  grupos.sort(compareDreValues);
  return { descricao: DRE_SECTION_TITLES[key], valorCents: sumCents(grupos.map((g) => g.valorCents)), grupos };
}

/** Builds the statement from classified entries (any order). */
export function buildDreStatement(entries: readonly DreEntry[]): DreStatement {
  const bySection = groupBy(entries, (e) => DRE_SECTION_OF[e.classificacao]);
  const section = (key: DreSectionKey) => buildSection(key, bySection.get(key) ?? []);
  const receitas = section('receitas');
  const custos = section('custos');
  const despesas = section('despesas');
  const outros = section('outros');
  const totalReceitaLiquidaCents = receitas.valorCents;
  const totalMargemBrutaCents = addCents(totalReceitaLiquidaCents, custos.valorCents);
  const totalEbitdaCents = addCents(totalMargemBrutaCents, despesas.valorCents);
  const totalResultadoLiquidoCents = addCents(totalEbitdaCents, outros.valorCents);
  return {
    receitas,
    custos,
    despesas,
    outros,
    totalReceitaLiquidaCents,
    totalMargemBrutaCents,
    totalEbitdaCents,
    totalResultadoLiquidoCents,
  };
}

export function isDreEmpty(statement: DreStatement): boolean {
  return (['receitas', 'custos', 'despesas', 'outros'] as const).every((k) => statement[k].grupos.length === 0);
}

/** doc 4 §9: the DRE's maximum interval. */
export const DRE_MAX_INTERVAL_MONTHS = 3;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/** A calendar day 'yyyy-MM-dd' (the spec sends 'yyyy-MM-dd 00:00:00'); null when it is not a real date. */
export function parseDreDay(text: string | undefined | null): { y: number; m: number; d: number } | null {
  const match = DAY_PATTERN.exec((text ?? '').trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return { y, m, d };
}

export interface DrePeriod {
  /** First day, 'yyyy-MM-dd'. */
  readonly inicio: string;
  /** Last day included, 'yyyy-MM-dd'. */
  readonly fim: string;
}

const dayText = (p: { y: number; m: number; d: number }) =>
  `${String(p.y).padStart(4, '0')}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;

/**
 * doc 4 §5 DRE: both dates valid, the final not before the initial, at most 3 months apart (the final day no
 * later than the initial day plus 3 calendar months, the month's end when that day does not exist).
 */
export function validateDrePeriod(dataInicial: string | undefined, dataFinal: string | undefined): Result<DrePeriod> {
  const start = parseDreDay(dataInicial);
  const end = parseDreDay(dataFinal);
  if (!start || !end) return fail(MSG.DRE_DATES_INVALID);
  const startText = dayText(start);
  const endText = dayText(end);
  if (endText < startText) return fail(MSG.DRE_END_BEFORE_START);
  const monthIndex = start.m - 1 + DRE_MAX_INTERVAL_MONTHS;
  const limitYear = start.y + Math.floor(monthIndex / 12);
  const limitMonth = (monthIndex % 12) + 1;
  const lastDayOfLimitMonth = new Date(Date.UTC(limitYear, limitMonth, 0)).getUTCDate();
  const limit = dayText({ y: limitYear, m: limitMonth, d: Math.min(start.d, lastDayOfLimitMonth) });
  if (endText > limit) return fail(MSG.DRE_INTERVAL_TOO_LONG);
  return ok({ inicio: startText, fim: endText });
}

/** doc 4 §5: the default period is the previous month, first to last day (local calendar of `now`). */
export function previousMonthPeriod(now: Date): DrePeriod {
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  const local = (d: Date) => dayText({ y: d.getFullYear(), m: d.getMonth() + 1, d: d.getDate() });
  return { inicio: local(first), fim: local(last) };
}
