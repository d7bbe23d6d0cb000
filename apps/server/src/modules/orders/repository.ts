import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  impressao,
  logItemExcluido,
  pedidoIntegracao,
  pedidoIntegracaoLog,
  pedidoSequencia,
  pessoa,
} from '../../db/schema';
import type { OrderRow, OrderRowWithNames } from './mapper';

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

export async function insertOrder(tx: Tx, values: typeof pedidoIntegracao.$inferInsert) {
  const [row] = await tx.insert(pedidoIntegracao).values(values).returning();
  return row!;
}

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

export async function insertLog(tx: Tx, unidadeId: number, pedidoId: number, username: string, texto: string) {
  await tx.insert(pedidoIntegracaoLog).values({ unidadeId, pedidoId, username, texto });
}

export async function nextSequence(tx: Tx, unidadeId: number): Promise<number> {
  const [row] = await tx
    .insert(pedidoSequencia)
    .values({ unidadeId, valor: 1 })
    .onConflictDoUpdate({ target: pedidoSequencia.unidadeId, set: { valor: sql`${pedidoSequencia.valor} + 1` } })
    .returning();
  return row!.valor;
}

export async function getSequence(db: Db, unidadeId: number): Promise<number> {
  const [row] = await db.select().from(pedidoSequencia).where(eq(pedidoSequencia.unidadeId, unidadeId));
  return row?.valor ?? 0;
}

export async function setSequence(db: Db, unidadeId: number, valor: number) {
  await db
    .insert(pedidoSequencia)
    .values({ unidadeId, valor })
    .onConflictDoUpdate({ target: pedidoSequencia.unidadeId, set: { valor } });
}

export async function insertPrintJob(tx: Tx, values: typeof impressao.$inferInsert) {
  await tx.insert(impressao).values(values);
}

export async function findPersonOfUnit(db: Executor, unidadeId: number, id: number) {
  const [row] = await db
    .select({ id: pessoa.id, nome: pessoa.nome, cargo: pessoa.cargoFuncionario, ativo: pessoa.ativo })
    .from(pessoa)
    .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.id, id)))
    .limit(1);
  return row;
}

export async function listCouriers(db: Db, unidadeId: number) {
  return db
    .select({ id: pessoa.id, nome: pessoa.nome, fone: pessoa.fone, ativo: pessoa.ativo })
    .from(pessoa)
    .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.cargoFuncionario, 'ENTR')))
    .orderBy(asc(pessoa.nome));
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
