import { type DrePeriod, type DreStatement, MSG, formatMoney } from '@brasa/domain';
import { pdfEngine } from './pdf-engine';

export const dayBr = (day: string) => day.split('-').reverse().join('/');

const stamp = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(date).replace(',', '');

const money = (cents: number) => formatMoney(cents as never).replace(/\u00a0/g, ' ');

/**
 * The statement an accountant gets: one A4 page with the unit, the period, each section's groups and the four
 * results (operations and movements stay on screen and in the spreadsheet's detail; a page is what fits).
 */
export async function renderDrePdf(input: {
  unidade: string;
  period: DrePeriod;
  statement: DreStatement;
  geradoEm: Date;
}): Promise<Buffer> {
  const { statement: s } = input;
  const rows: unknown[][] = [];
  const header = (text: string) => [
    { text, bold: true, fillColor: '#eeeeee' },
    { text: '', fillColor: '#eeeeee' },
  ];
  const result = (label: string, cents: number) => [
    { text: label, bold: true },
    { text: money(cents), bold: true, alignment: 'right', color: cents < 0 ? '#c62828' : '#2e7d32' },
  ];
  const groups = (section: DreStatement['receitas']) => {
    for (const g of section.grupos.slice(0, 8)) {
      rows.push([{ text: `   ${g.descricao}` }, { text: money(g.valorCents), alignment: 'right' }]);
    }
    if (section.grupos.length > 8) {
      const rest = section.grupos.slice(8).reduce((a, g) => a + g.valorCents, 0);
      rows.push([
        { text: '   Outros grupos', italics: true },
        { text: money(rest), alignment: 'right' },
      ]);
    }
  };
  rows.push(header(s.receitas.descricao));
  groups(s.receitas);
  rows.push(result(MSG.DRE_NET_REVENUE, s.totalReceitaLiquidaCents));
  rows.push(header(s.custos.descricao));
  groups(s.custos);
  rows.push(result(MSG.DRE_GROSS_MARGIN, s.totalMargemBrutaCents));
  rows.push(header(s.despesas.descricao));
  groups(s.despesas);
  rows.push(result(MSG.DRE_EBITDA, s.totalEbitdaCents));
  rows.push(header(s.outros.descricao));
  groups(s.outros);
  rows.push(result(MSG.DRE_NET_RESULT, s.totalResultadoLiquidoCents));

  const pdfmake = await pdfEngine();
  return pdfmake
    .createPdf({
      pageSize: 'A4',
      pageMargins: [40, 40, 40, 40],
      defaultStyle: { font: 'Helvetica', fontSize: 9 },
      info: { title: MSG.DRE_TITLE, author: input.unidade },
      content: [
        { text: MSG.DRE_TITLE, fontSize: 15, bold: true },
        { text: input.unidade, fontSize: 11, margin: [0, 4, 0, 0] },
        {
          text: `Período: ${dayBr(input.period.inicio)} a ${dayBr(input.period.fim)}`,
          margin: [0, 2, 0, 10],
        },
        {
          table: {
            headerRows: 1,
            widths: ['*', 110],
            body: [
              [
                { text: MSG.DRE_TITLE, bold: true },
                { text: MSG.DRE_VALUE_COLUMN, bold: true, alignment: 'right' },
              ],
              ...rows,
            ],
          },
          layout: 'lightHorizontalLines',
        },
        { text: `Gerado em ${stamp(input.geradoEm)}`, fontSize: 7, color: '#666666', margin: [0, 12, 0, 0] },
      ],
    })
    .getBuffer();
}
