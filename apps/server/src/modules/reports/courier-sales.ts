import { MSG, toReais, type DrePeriod } from '@brasa/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dayBr } from './dre-pdf';

const BRL_FORMAT = '"R$" #,##0.00';

/**
 * Sales by courier (a report job): the unit's delivered-by-courier orders of the period that were not cancelled,
 * per courier: order count, total and average ticket (doc 4: total divided by non-cancelled orders).
 */
export async function renderCourierSalesExcel(db: Db, unidadeId: number, period: DrePeriod): Promise<Buffer> {
  const [y1, m1, d1] = period.inicio.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = period.fim.split('-').map(Number) as [number, number, number];
  const start = new Date(y1, m1 - 1, d1);
  const end = new Date(y2, m2 - 1, d2 + 1);
  const { rows } = (await db.execute(sql`
    select coalesce(p.nome, 'Sem nome') as nome, count(*)::int as pedidos, sum(o.total_pedido_cents)::bigint as total
      from pedido_integracao o join pessoa p on p.id = o.pessoa_entregador_id
     where o.unidade_id = ${unidadeId} and o.ativo and o.situacao <> 'CANCELADO'
       and o.data_pedido >= ${start.toISOString()}::timestamptz and o.data_pedido < ${end.toISOString()}::timestamptz
     group by p.id, p.nome order by 3 desc`)) as unknown as {
    rows: { nome: string; pedidos: number; total: string }[];
  };
  // Loaded on the first spreadsheet, not at start (a third of a second of every start).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Vendas por entregador');
  sheet.columns = [
    { header: 'Entregador', key: 'nome', width: 40 },
    { header: 'Pedidos', key: 'pedidos', width: 12 },
    { header: 'Total (R$)', key: 'total', width: 18, style: { numFmt: BRL_FORMAT } },
    { header: 'Ticket médio (R$)', key: 'ticket', width: 18, style: { numFmt: BRL_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const total = Number(r.total);
    sheet.addRow({
      nome: r.nome,
      pedidos: Number(r.pedidos),
      total: toReais(total as never),
      ticket: r.pedidos > 0 ? Math.round(total / Number(r.pedidos)) / 100 : 0,
    });
  }
  if (rows.length === 0) sheet.addRow({ nome: MSG.NO_DATA_FOUND });
  sheet.addRow({});
  sheet.addRow({ nome: `Período: ${dayBr(period.inicio)} a ${dayBr(period.fim)}` });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
