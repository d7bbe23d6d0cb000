import { MSG, asCents, toReais, type Cents, type DrePeriod } from '@brasa/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dayBr } from './dre-pdf';

const BRL_FORMAT = '"R$" #,##0.00';

/** The courier filter of the settlement tab, when it names one. */
export interface CourierSalesFilter {
  readonly entregadorId?: number;
}

export interface CourierSalesRow {
  readonly nome: string;
  readonly pedidos: number;
  readonly totalCents: Cents;
  readonly taxasCents: Cents;
}

/** 'yyyy-MM-dd' at 04:00 local, `plusDays` later: the business day's start (doc 4 §9, as the settlement tab). */
function businessDayAt(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays, 4, 0, 0, 0);
}

/**
 * The report's rows: per courier the unit's orders of the period's business days (04:00 to 04:00, as the
 * settlement tab reads the period) that were not cancelled, with their count, total and delivery fees
 * (iFoodOrder.deliveryFee, else the fee product's value, as the settlement reads them).
 */
export async function listCourierSales(
  db: Db,
  unidadeId: number,
  period: DrePeriod,
  filter: CourierSalesFilter = {},
): Promise<CourierSalesRow[]> {
  const start = businessDayAt(period.inicio);
  const end = businessDayAt(period.fim, 1);
  const courier = filter.entregadorId === undefined ? sql`` : sql`and o.pessoa_entregador_id = ${filter.entregadorId}`;
  const { rows } = (await db.execute(sql`
    select coalesce(p.nome, 'Sem nome') as nome, count(*)::int as pedidos,
           sum(o.total_pedido_cents)::bigint as total,
           sum(round(100 * case
             when jsonb_typeof(o.body->'deliveryFee') = 'number' and (o.body->>'deliveryFee')::numeric > 0
               then (o.body->>'deliveryFee')::numeric
             when jsonb_typeof(o.body->'productDeliveryFee'->'valorUnitarioVenda') = 'number'
               then greatest((o.body->'productDeliveryFee'->>'valorUnitarioVenda')::numeric, 0)
             else 0 end))::bigint as taxas
      from pedido_integracao o join pessoa p on p.id = o.pessoa_entregador_id
     where o.unidade_id = ${unidadeId} and o.ativo and o.situacao <> 'CANCELADO' ${courier}
       and o.data_pedido >= ${start.toISOString()}::timestamptz and o.data_pedido < ${end.toISOString()}::timestamptz
     group by p.id, p.nome order by 3 desc, 1`)) as unknown as {
    rows: { nome: string; pedidos: number; total: string; taxas: string }[];
  };
  return rows.map((r) => ({
    nome: r.nome,
    pedidos: Number(r.pedidos),
    totalCents: asCents(Number(r.total)),
    taxasCents: asCents(Number(r.taxas)),
  }));
}

/**
 * Sales by courier (a report job, opened from the settlement tab): the rows above in a spreadsheet, with the
 * average ticket (doc 4 §9: total divided by the non-cancelled orders) and a total line.
 */
export async function renderCourierSalesExcel(
  db: Db,
  unidadeId: number,
  period: DrePeriod,
  filter: CourierSalesFilter = {},
): Promise<Buffer> {
  const rows = await listCourierSales(db, unidadeId, period, filter);
  // Loaded on the first spreadsheet, not at start (a third of a second of every start).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Vendas por entregador');
  sheet.columns = [
    { header: 'Entregador', key: 'nome', width: 40 },
    { header: 'Pedidos', key: 'pedidos', width: 12 },
    { header: 'Total (R$)', key: 'total', width: 18, style: { numFmt: BRL_FORMAT } },
    { header: 'Ticket médio (R$)', key: 'ticket', width: 18, style: { numFmt: BRL_FORMAT } },
    { header: 'Taxas de entrega (R$)', key: 'taxas', width: 20, style: { numFmt: BRL_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };
  const line = (nome: string, pedidos: number, totalCents: number, taxasCents: number) => ({
    nome,
    pedidos,
    total: toReais(asCents(totalCents)),
    ticket: pedidos > 0 ? Math.round(totalCents / pedidos) / 100 : 0,
    taxas: toReais(asCents(taxasCents)),
  });
  for (const r of rows) sheet.addRow(line(r.nome, r.pedidos, r.totalCents, r.taxasCents));
  if (rows.length === 0) sheet.addRow({ nome: MSG.NO_DATA_FOUND });
  else {
    const sum = (pick: (r: CourierSalesRow) => number) => rows.reduce((n, r) => n + pick(r), 0);
    const total = sheet.addRow(
      line(
        'Total',
        sum((r) => r.pedidos),
        sum((r) => r.totalCents),
        sum((r) => r.taxasCents),
      ),
    );
    total.font = { bold: true };
  }
  sheet.addRow({});
  sheet.addRow({ nome: `Período: ${dayBr(period.inicio)} a ${dayBr(period.fim)}` });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
