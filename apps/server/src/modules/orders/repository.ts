import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { executePreparedText } from '../../db/prepared';
import { Statement } from '../../db/statement';
import { hasSqlState } from '../../errors';
import { logItemExcluido, pedidoIntegracao, pedidoIntegracaoLog, pessoa, unidade } from '../../db/schema';
import type { OrderRow, OrderRowWithNames } from '../order-data/mapper';

export type { Tx };
type Executor = Db | Tx;

const cliente = alias(pessoa, 'cliente');
const entregador = alias(pessoa, 'entregador');

const logsText = sql<string | null>`(
  select string_agg(to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || ' ' || l.username || ': ' || l.texto, E'\n' order by l.id)
  from ${pedidoIntegracaoLog} l where l.pedido_id = ${pedidoIntegracao.id})`;

function selectOrders(db: Executor, withLogs: boolean) {
  return db
    .select({
      row: pedidoIntegracao,
      clienteNome: cliente.nome,
      entregadorNome: entregador.nome,
      logs: withLogs ? logsText : sql<null>`null`,
    })
    .from(pedidoIntegracao)
    .leftJoin(cliente, eq(cliente.id, pedidoIntegracao.pessoaClienteId))
    .leftJoin(entregador, eq(entregador.id, pedidoIntegracao.pessoaEntregadorId));
}

export async function findOrder(db: Executor, unidadeId: number, id: number): Promise<OrderRowWithNames | undefined> {
  const [row] = await selectOrders(db, true)
    .where(and(eq(pedidoIntegracao.unidadeId, unidadeId), eq(pedidoIntegracao.id, id)))
    .limit(1);
  return row;
}

/** Locks the order row for the rest of the transaction (status changes serialize per order). */
export async function lockOrder(tx: Tx, unidadeId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(pedidoIntegracao)
    .where(and(eq(pedidoIntegracao.unidadeId, unidadeId), eq(pedidoIntegracao.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function listOrders(
  db: Db,
  unidadeId: number,
  where: SQL[],
  page: { max: number; first: number; newestFirst: boolean },
) {
  const filter = and(eq(pedidoIntegracao.unidadeId, unidadeId), ...where);
  const order = page.newestFirst
    ? [desc(pedidoIntegracao.dataPedido), desc(pedidoIntegracao.id)]
    : [asc(pedidoIntegracao.dataPedido), asc(pedidoIntegracao.id)];
  const [rows, [total]] = await Promise.all([
    selectOrders(db, true)
      .where(filter)
      .orderBy(...order)
      .limit(page.max)
      .offset(page.first),
    db.select({ n: count() }).from(pedidoIntegracao).where(filter),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** pg-boss's job insert, captured (EventBus.jobsInsert): its `$1` is the jobs' JSON array. */
export interface CapturedJobInsert {
  text: string;
  values: readonly unknown[];
}

/**
 * A new order and its first log lines in one statement (a data-modifying CTE): one round trip instead of two.
 * `values` may hold SQL (the sequence's nextval for `sequencial`). Answers the row as stored and the `logs` text as
 * `findOrder` reads it. `jobs` (EventBus.jobsInsert) writes the order's event jobs in the same statement, each
 * job's data taking the inserted order's id and version: with it, a new order needs no transaction.
 * `sessionVersion`: the statement writes only while `sessao_versao` is still that (the caller's profile was taken
 * from the cache without reading it), else it fails with STALE_SESSION_CODE and writes nothing. Written as text
 * (db/statement.ts) and prepared by it (db/prepared.ts): it is the statement of every save.
 */
export async function insertOrderWithLog(
  tx: Tx | Db,
  values: PgInsertValue<typeof pedidoIntegracao>,
  log: { unidadeId: number; username: string; lines: readonly string[] },
  jobs: CapturedJobInsert | null = null,
  sessionVersion?: number,
): Promise<{ row: OrderRow; logs: string | null }> {
  const statement = Statement.on(tx).raw('with novo as (');
  statement.insertReturningAll(pedidoIntegracao, values as Record<string, unknown>);
  statement
    .raw(
      `), linhas as (
      insert into pedido_integracao_log (unidade_id, pedido_id, username, texto)
      select `,
    )
    .param(log.unidadeId)
    .raw(', novo.id, ')
    .param(log.username)
    .raw(', t.texto from novo, json_array_elements_text(')
    .param(JSON.stringify(log.lines))
    .raw(
      `::json) with ordinality as t(texto, n)
      order by t.n
      returning id, created_at, username, texto)`,
    );
  if (jobs) {
    statement.raw(', eventos as (');
    // Each job's data gets the inserted order's id and version.
    jobs.text.split(/\$(\d+)/).forEach((part, i) => {
      if (i % 2 === 0) statement.raw(part);
      else if (part !== '1') statement.param(jobs.values[Number(part) - 1] ?? null);
      else {
        statement
          .raw(
            `(select json_agg(jsonb_set(jsonb_set(j, '{data,orderId}', to_jsonb(novo.id)),
        '{data,version}', to_jsonb(novo.version))) from novo, jsonb_array_elements(`,
          )
          .param(jobs.values[0])
          .raw('::jsonb) as j)');
      }
    });
    statement.raw(')');
  }
  statement.raw(`
    select novo.*, (select string_agg(to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
        || ' ' || l.username || ': ' || l.texto, E'\\n' order by l.id) from linhas l) as brasa_logs
    from novo`);
  if (sessionVersion !== undefined) statement.raw(' where sessao_vigente(').param(sessionVersion).raw(')');
  const { rows } = await executePreparedText(tx, statement.text, statement.params);
  const raw = rows[0]!;
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(pedidoIntegracao))) {
    const value = raw[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return { row: row as OrderRow, logs: (raw.brasa_logs as string | null) ?? null };
}

/** What `sessao_vigente` raises when the session version given to insertOrderWithLog has moved (migration 0023). */
export const STALE_SESSION_CODE = 'BR001';

/** Writes only when the stored version is the expected one; bumps the version. */
export async function updateOrder(
  tx: Tx,
  unidadeId: number,
  id: number,
  expectedVersion: number,
  values: Partial<typeof pedidoIntegracao.$inferInsert>,
) {
  const [row] = await tx
    .update(pedidoIntegracao)
    .set({ ...values, version: expectedVersion + 1, updatedAt: new Date() })
    .where(
      and(
        eq(pedidoIntegracao.unidadeId, unidadeId),
        eq(pedidoIntegracao.id, id),
        eq(pedidoIntegracao.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

/** The order's log lines, in one INSERT; answers them as stored. */
export async function insertLog(
  tx: Tx,
  unidadeId: number,
  pedidoId: number,
  username: string,
  texto: string | readonly string[],
) {
  const lines = typeof texto === 'string' ? [texto] : texto;
  if (lines.length === 0) return [];
  return tx
    .insert(pedidoIntegracaoLog)
    .values(lines.map((line) => ({ unidadeId, pedidoId, username, texto: line })))
    .returning({
      createdAt: pedidoIntegracaoLog.createdAt,
      username: pedidoIntegracaoLog.username,
      texto: pedidoIntegracaoLog.texto,
    });
}

/**
 * The per-unit order number (model S) is a database sequence, `pedido_sequencia_u{unidadeId}`: `nextval` takes
 * no lock and never waits for another transaction, so order creations of a unit run side by side. A number taken
 * by a save that then fails is not given back (a gap); the screens only show the number (docs/scaling.md).
 */
const sequenceName = (unidadeId: number) => {
  if (!Number.isSafeInteger(unidadeId) || unidadeId <= 0) throw new Error(`unidade inválida: ${unidadeId}`);
  return `pedido_sequencia_u${unidadeId}`;
};

/** Units whose sequence this process has seen, per database (tests open many). */
const ensuredSequences = new WeakMap<Db, Set<number>>();

/** Creates the unit's sequence the first time this process needs it (outside any transaction). */
export async function ensureSequence(db: Db, unidadeId: number): Promise<void> {
  let seen = ensuredSequences.get(db);
  if (!seen) ensuredSequences.set(db, (seen = new Set()));
  if (seen.has(unidadeId)) return;
  const name = sql.raw(sequenceName(unidadeId));
  try {
    await db.execute(sql`create sequence if not exists ${name} as integer minvalue 0 start 1`);
  } catch (err) {
    // Two processes creating it at once: the loser sees a duplicate in the catalogue; the sequence exists.
    if (!hasSqlState(err, (state) => state === '23505' || state === '42P07')) throw err;
  }
  seen.add(unidadeId);
}

/** The value for the `sequencial` column: the next number, taken by the INSERT itself (as late as possible). */
export const nextSequenceValue = (unidadeId: number) =>
  sql<number>`nextval(${sequenceName(unidadeId)}::regclass)::integer`;

/** The last number given (0 before the first order). */
export async function getSequence(db: Db, unidadeId: number): Promise<number> {
  await ensureSequence(db, unidadeId);
  const name = sql.raw(sequenceName(unidadeId));
  const { rows } = (await db.execute(
    sql`select case when is_called then last_value else last_value - 1 end as valor from ${name}`,
  )) as unknown as { rows: { valor: number | string }[] };
  return Number(rows[0]?.valor ?? 0);
}

/** The next order takes `valor + 1`. */
export async function setSequence(db: Db, unidadeId: number, valor: number) {
  await ensureSequence(db, unidadeId);
  await db.execute(sql`select setval(${sequenceName(unidadeId)}::regclass, ${valor}, true)`);
}

export async function findPersonOfUnit(db: Executor, unidadeId: number, id: number) {
  const [row] = await db
    .select({ id: pessoa.id, nome: pessoa.nome, cargo: pessoa.cargoFuncionario, ativo: pessoa.ativo })
    .from(pessoa)
    .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.id, id)))
    .limit(1);
  return row;
}

/** Keeps the items removed from saved orders; `pedidoId` must be an order of the unit (else kept without it). */
export async function saveDeletedItems(
  db: Executor,
  session: { unidadeId: number; username: string },
  items: { pedidoId?: number | null; [key: string]: unknown }[],
) {
  if (items.length === 0) return { saved: 0 };
  const ids = [...new Set(items.map((i) => i.pedidoId).filter((id): id is number => typeof id === 'number'))];
  const own = ids.length
    ? new Set(
        (
          await db
            .select({ id: pedidoIntegracao.id })
            .from(pedidoIntegracao)
            .where(and(eq(pedidoIntegracao.unidadeId, session.unidadeId), inArray(pedidoIntegracao.id, ids)))
        ).map((r) => r.id),
      )
    : new Set<number>();
  await db.insert(logItemExcluido).values(
    items.map((dados) => ({
      unidadeId: session.unidadeId,
      pedidoId: dados.pedidoId && own.has(dados.pedidoId) ? dados.pedidoId : null,
      username: session.username,
      dados,
    })),
  );
  return { saved: items.length };
}

/** The unit's uuid (its realtime room), for events of changes no terminal's request made. */
export async function unitUuidOf(tx: Tx | Db, unidadeId: number): Promise<string> {
  const [row] = await tx.select({ uuid: unidade.uuid }).from(unidade).where(eq(unidade.id, unidadeId));
  return row!.uuid;
}
