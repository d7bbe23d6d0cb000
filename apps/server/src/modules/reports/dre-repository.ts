import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/** One aggregated line: a classification, group, operation and movement (a day, or a day and an entry's text). */
export interface DreRow {
  classificacao: string;
  grupo: string;
  operacao: string;
  movimentacao: string;
  valorCents: number;
}

/** The unit's time zone for grouping by calendar day: the server process runs in the unit's zone (TZ). */
const processTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The unit's classified amounts in [start, end), aggregated in the database to one row per classification,
 * group, operation and day (so 100,000 movements answer a few hundred rows):
 * - order payments (movimento_financeiro ENTRADA, ESTORNO) in the unit's sales group (grupo_operacao.vendas,
 *   'Vendas' VB when the unit has none): one operation per payment method, reversals (cancellations, deleted
 *   payments) in 'Cancelamentos e estornos';
 * - lancamento_financeiro rows in their operation's group, when the group is classified.
 * Courier settlements (ACERTO_ENTREGADOR) are not read: their balance mixes the cash of sales already counted
 * with the courier's pay; what the unit pays couriers is an expense entry (lancamento_financeiro).
 */
export async function listDreRows(db: Db | Tx, unidadeId: number, start: Date, end: Date): Promise<DreRow[]> {
  const tz = processTimeZone();
  const { rows } = (await db.execute(sql`
    with vendas as (
      select coalesce(
        (select jsonb_build_object('descricao', g.descricao, 'classificacao', coalesce(g.classificacao, 'VB'))
           from grupo_operacao g where g.unidade_id = ${unidadeId} and g.vendas order by g.id limit 1),
        jsonb_build_object('descricao', 'Vendas', 'classificacao', 'VB')) as g
    )
    select (select g->>'classificacao' from vendas) as classificacao,
           (select g->>'descricao' from vendas) as grupo,
           case when m.tipo = 'ESTORNO' then 'Cancelamentos e estornos' else f.descricao end as operacao,
           to_char(m.created_at at time zone ${tz}, 'DD/MM/YYYY') as movimentacao,
           sum(m.valor_cents)::bigint as valor_cents
      from movimento_financeiro m
      join forma_pagamento f on f.id = m.forma_pagamento_id
     where m.unidade_id = ${unidadeId} and m.tipo in ('ENTRADA', 'ESTORNO')
       and m.created_at >= ${start.toISOString()}::timestamptz and m.created_at < ${end.toISOString()}::timestamptz
     group by 3, 4
    union all
    select g.classificacao, g.descricao, o.descricao,
           to_char(l.data at time zone ${tz}, 'DD/MM/YYYY') || ' - ' || l.descricao,
           sum(l.valor_cents)::bigint
      from lancamento_financeiro l
      join operacao_financeira o on o.id = l.operacao_id
      join grupo_operacao g on g.id = o.grupo_id
     where l.unidade_id = ${unidadeId} and g.classificacao is not null
       and l.data >= ${start.toISOString()}::timestamptz and l.data < ${end.toISOString()}::timestamptz
     group by 1, 2, 3, 4`)) as unknown as {
    rows: { classificacao: string; grupo: string; operacao: string; movimentacao: string; valor_cents: string }[];
  };
  return rows.map((r) => ({
    classificacao: r.classificacao,
    grupo: r.grupo,
    operacao: r.operacao,
    movimentacao: r.movimentacao,
    valorCents: Number(r.valor_cents),
  }));
}

export async function hasCmvGroup(db: Db | Tx, unidadeId: number): Promise<boolean> {
  const { rows } = (await db.execute(
    sql`select exists(select 1 from grupo_operacao where unidade_id = ${unidadeId} and classificacao = 'CMV') as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return rows[0]?.ok === true;
}

export async function unitName(db: Db | Tx, unidadeId: number): Promise<string> {
  const { rows } = (await db.execute(sql`select nome from unidade where id = ${unidadeId}`)) as unknown as {
    rows: { nome: string }[];
  };
  return rows[0]?.nome ?? '';
}
