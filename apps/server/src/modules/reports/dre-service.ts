import {
  DRE_CLASSIFICATIONS,
  type DreClassification,
  type DrePeriod,
  type DreSectionNode,
  type DreStatement,
  asCents,
  buildDreStatement,
  toReais,
  validateDrePeriod,
} from '@brasa/domain';
import type { TDreResponse, TDreSection } from '@brasa/contracts';
import type { Db } from '../../db/client';
import { orFail } from '../../errors';
import * as repo from './dre-repository';

const isClassification = (value: string): value is DreClassification =>
  (DRE_CLASSIFICATIONS as readonly string[]).includes(value);

/** Local midnight of a 'yyyy-MM-dd' day (the server runs in the unit's zone). */
const localDay = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays);
};

/** doc 4 §5 DRE rules on the query (400 with the spec's message), the period's last day included. */
export function drePeriodOf(dataInicial: string | undefined, dataFinal: string | undefined): DrePeriod {
  return orFail(validateDrePeriod(dataInicial, dataFinal), 400);
}

export async function computeDre(db: Db, unidadeId: number, period: DrePeriod): Promise<DreStatement> {
  const rows = await repo.listDreRows(db, unidadeId, localDay(period.inicio), localDay(period.fim, 1));
  return buildDreStatement(
    rows
      .filter((r) => isClassification(r.classificacao))
      .map((r) => ({
        classificacao: r.classificacao as DreClassification,
        grupo: r.grupo,
        operacao: r.operacao,
        movimentacao: r.movimentacao,
        valorCents: asCents(r.valorCents),
      })),
  );
}

const sectionOut = (section: DreSectionNode): TDreSection => ({
  descricao: section.descricao,
  valor: toReais(section.valorCents),
  grupos: section.grupos.map((g) => ({
    descricao: g.descricao,
    classificacao: g.classificacao,
    valor: toReais(g.valorCents),
    operacoes: g.operacoes.map((o) => ({
      descricao: o.descricao,
      valor: toReais(o.valorCents),
      movimentacoes: o.movimentacoes.map((m) => ({
        descricaoMovimentacao: m.descricaoMovimentacao,
        valor: toReais(m.valorCents),
      })),
    })),
  })),
});

export function dreResponse(statement: DreStatement, possuiGrupoCmv: boolean): TDreResponse {
  return {
    receitas: sectionOut(statement.receitas),
    custos: sectionOut(statement.custos),
    despesas: sectionOut(statement.despesas),
    outros: sectionOut(statement.outros),
    totalReceitaLiquida: toReais(statement.totalReceitaLiquidaCents),
    totalMargemBruta: toReais(statement.totalMargemBrutaCents),
    totalEbitda: toReais(statement.totalEbitdaCents),
    totalResultadoLiquido: toReais(statement.totalResultadoLiquidoCents),
    possuiGrupoCmv,
  };
}

/** GET /api-v2/dreReport/gerar (doc 4 §7). */
export async function generateDre(
  db: Db,
  unidadeId: number,
  dataInicial: string | undefined,
  dataFinal: string | undefined,
): Promise<TDreResponse> {
  const period = drePeriodOf(dataInicial, dataFinal);
  const [statement, possuiGrupoCmv] = await Promise.all([
    computeDre(db, unidadeId, period),
    repo.hasCmvGroup(db, unidadeId),
  ]);
  return dreResponse(statement, possuiGrupoCmv);
}
