import { type DrePeriod, type DreSectionNode, type DreStatement, MSG, toReais } from '@brasa/domain';
import { dayBr } from './dre-pdf';

/** doc 4 §9: sheet DRE, file dre.xlsx, columns 'Demonstrativo de Resultado do Exercício' and 'Valor (R$)'. */
export const DRE_SHEET = 'DRE';
export const DRE_FILE = 'dre.xlsx';
/** BRL in pt-BR: the cell holds a number the spreadsheet sums; only its display is currency. */
const BRL_FORMAT = '"R$" #,##0.00;[Red]-"R$" #,##0.00';

/**
 * The workbook: every section, group, operation and movement (indented), with the four result rows. Money
 * cells are numbers in reais with a currency format, never text.
 */
export async function renderDreExcel(input: {
  unidade: string;
  period: DrePeriod;
  statement: DreStatement;
}): Promise<Buffer> {
  // Loaded on the first spreadsheet, not at start (a third of a second of every start).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = input.unidade;
  const sheet = workbook.addWorksheet(DRE_SHEET);
  sheet.columns = [
    { header: MSG.DRE_TITLE, key: 'descricao', width: 60 },
    { header: MSG.DRE_VALUE_COLUMN, key: 'valor', width: 20, style: { numFmt: BRL_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };
  const add = (descricao: string, cents: number, bold = false) => {
    const row = sheet.addRow({ descricao, valor: toReais(cents as never) });
    if (bold) row.font = { bold: true };
  };
  const section = (s: DreSectionNode) => {
    add(s.descricao, s.valorCents, true);
    for (const g of s.grupos) {
      add(`  ${g.descricao}`, g.valorCents);
      for (const o of g.operacoes) {
        add(`    ${o.descricao}`, o.valorCents);
        for (const m of o.movimentacoes) add(`      ${m.descricaoMovimentacao}`, m.valorCents);
      }
    }
  };
  const s = input.statement;
  section(s.receitas);
  add(MSG.DRE_NET_REVENUE, s.totalReceitaLiquidaCents, true);
  section(s.custos);
  add(MSG.DRE_GROSS_MARGIN, s.totalMargemBrutaCents, true);
  section(s.despesas);
  add(MSG.DRE_EBITDA, s.totalEbitdaCents, true);
  section(s.outros);
  add(MSG.DRE_NET_RESULT, s.totalResultadoLiquidoCents, true);
  sheet.addRow({});
  sheet.addRow({ descricao: `${input.unidade} - Período: ${dayBr(input.period.inicio)} a ${dayBr(input.period.fim)}` });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
