import type { TKdsEntry } from '@brasa/contracts';
import { and, asc, desc, eq, gte, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { itemKds } from '../../db/schema';
import type { KdsInsert, KdsRow } from './entry';

const CANCELLED = ['CANCELADO', 'CANCELAMENTO_ACEITO'];

export async function insertKdsEntries(tx: Db | Tx, rows: readonly KdsInsert[]): Promise<KdsRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(itemKds)
    .values([...rows])
    .returning();
}

/** doc 3 §7 listAllByDate: the unit's entries created in the period, oldest first, at most `limit`. */
export async function listKdsByDate(db: Db, unidadeId: number, from: Date, to: Date, limit: number) {
  return db
    .select()
    .from(itemKds)
    .where(and(eq(itemKds.unidadeId, unidadeId), gte(itemKds.createdAt, from), lte(itemKds.createdAt, to)))
    .orderBy(asc(itemKds.createdAt), asc(itemKds.id))
    .limit(limit);
}

/** doc 4 §7 listByIdPedidoIntegracao: one order's entries, or the unit's latest 100 ('Últimos itens KDS'). */
export async function listKdsByOrder(db: Db, unidadeId: number, pedidoId: number | undefined) {
  if (pedidoId === undefined) {
    return db.select().from(itemKds).where(eq(itemKds.unidadeId, unidadeId)).orderBy(desc(itemKds.id)).limit(100);
  }
  return db
    .select()
    .from(itemKds)
    .where(and(eq(itemKds.unidadeId, unidadeId), eq(itemKds.pedidoId, pedidoId)))
    .orderBy(asc(itemKds.id));
}

/** The unit's entries with these ids, locked in id order (two updates of the same entries wait, never deadlock). */
export async function lockKdsEntries(tx: Tx, unidadeId: number, ids: readonly number[]) {
  return tx
    .select()
    .from(itemKds)
    .where(and(eq(itemKds.unidadeId, unidadeId), inArray(itemKds.id, [...ids])))
    .orderBy(asc(itemKds.id))
    .for('update');
}

/** One entry's new status, guarded by the version read under the lock. */
export async function updateKdsStatus(tx: Tx, row: KdsRow, status: string, now: Date): Promise<KdsRow | undefined> {
  const datas = { ...(row.datasStatus as Record<string, string>), [status]: now.toISOString() };
  const [updated] = await tx
    .update(itemKds)
    .set({ status, version: row.version + 1, datasStatus: datas, updatedAt: now })
    .where(and(eq(itemKds.id, row.id), eq(itemKds.version, row.version)))
    .returning();
  return updated;
}

/**
 * Cancels the order's entries not cancelled yet (all, or those of the given item codes): CANCELADO with the reason,
 * and the order version that cancelled them when an order change did. Answers the entries it cancelled.
 */
export async function cancelKdsEntries(
  tx: Tx,
  unidadeId: number,
  pedidoId: number,
  opts: { codigos?: readonly string[]; motivo: string | null; versaoCancelamento: number | null; now: Date },
): Promise<KdsRow[]> {
  if (opts.codigos && opts.codigos.length === 0) return [];
  const at = opts.now.toISOString();
  return tx
    .update(itemKds)
    .set({
      status: 'CANCELADO',
      justificativaCancelamento: opts.motivo,
      versaoCancelamento: opts.versaoCancelamento,
      version: sql`${itemKds.version} + 1`,
      datasStatus: sql`${itemKds.datasStatus} || ${JSON.stringify({ CANCELADO: at })}::jsonb`,
      updatedAt: opts.now,
    })
    .where(
      and(
        eq(itemKds.unidadeId, unidadeId),
        eq(itemKds.pedidoId, pedidoId),
        notInArray(itemKds.status, CANCELLED),
        ...(opts.codigos ? [inArray(itemKds.codigoReferencial, [...opts.codigos])] : []),
      ),
    )
    .returning();
}

/** The entries an order change created or cancelled (its version), for the subscriber to publish. */
export async function kdsEntriesOfOrderVersion(db: Db, unidadeId: number, pedidoId: number, version: number) {
  return db
    .select()
    .from(itemKds)
    .where(
      and(
        eq(itemKds.unidadeId, unidadeId),
        eq(itemKds.pedidoId, pedidoId),
        or(eq(itemKds.versaoPedido, version), eq(itemKds.versaoCancelamento, version)),
      ),
    )
    .orderBy(asc(itemKds.id));
}

/** The unit's entries with these ids (the ones a projection rewrote), in id order. */
export async function kdsEntriesByIds(db: Db, unidadeId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(itemKds)
    .where(and(eq(itemKds.unidadeId, unidadeId), inArray(itemKds.id, [...ids])))
    .orderBy(asc(itemKds.id));
}

/**
 * The entries an order change re-projects onto the order (kds/projection.ts): those of its items that came from
 * `movedFrom` (they now belong to it) and its own whose snapshot is not the order's view any more. They take the
 * order and its snapshot and a new version; their status, dates and creation stay (the kitchen's work is kept).
 * Answers their ids.
 */
export async function projectKdsEntries(
  tx: Tx,
  unidadeId: number,
  pedidoId: number,
  snapshot: Pick<TKdsEntry, 'pedidoKds' | 'deliveryAddress'>,
  moved: { from: readonly number[]; codigos: readonly string[] },
): Promise<number[]> {
  const view = JSON.stringify({ pedidoKds: snapshot.pedidoKds, deliveryAddress: snapshot.deliveryAddress });
  const stale = and(
    eq(itemKds.pedidoId, pedidoId),
    or(
      sql`(${itemKds.dados} -> 'pedidoKds') IS DISTINCT FROM (${view}::jsonb -> 'pedidoKds')`,
      sql`(${itemKds.dados} -> 'deliveryAddress') IS DISTINCT FROM (${view}::jsonb -> 'deliveryAddress')`,
    ),
  );
  const arrived =
    moved.from.length > 0 && moved.codigos.length > 0
      ? and(inArray(itemKds.pedidoId, [...moved.from]), inArray(itemKds.codigoReferencial, [...moved.codigos]))
      : undefined;
  const rows = await tx
    .update(itemKds)
    .set({ pedidoId, dados: sql`${itemKds.dados} || ${view}::jsonb`, version: sql`${itemKds.version} + 1` })
    .where(and(eq(itemKds.unidadeId, unidadeId), arrived ? or(arrived, stale) : stale))
    .returning({ id: itemKds.id });
  return rows.map((row) => row.id);
}
