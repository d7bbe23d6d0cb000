import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { tefIntencaoVenda } from '../../db/schema';

type Executor = Db | Tx;
export type IntentRow = typeof tefIntencaoVenda.$inferSelect;
export type IntentInsert = typeof tefIntencaoVenda.$inferInsert;

export async function insertIntent(tx: Executor, values: IntentInsert): Promise<IntentRow> {
  const [row] = await tx.insert(tefIntencaoVenda).values(values).returning();
  return row!;
}

/** The unit's intents matching `conditions`: every read by unit goes through this one scoped select. */
const intentsOfUnit = (db: Executor, unidadeId: number, ...conditions: SQL[]) =>
  db
    .select()
    .from(tefIntencaoVenda)
    .where(and(eq(tefIntencaoVenda.unidadeId, unidadeId), ...conditions));

export async function findIntent(db: Executor, unidadeId: number, id: number): Promise<IntentRow | undefined> {
  const [row] = await intentsOfUnit(db, unidadeId, eq(tefIntencaoVenda.id, id));
  return row;
}

/** The unit's intent with our reference (unique per unit), as the local agent's result names it. */
export async function findIntentByReference(
  db: Executor,
  unidadeId: number,
  referencia: string,
): Promise<IntentRow | undefined> {
  const [row] = await intentsOfUnit(db, unidadeId, eq(tefIntencaoVenda.referencia, referencia));
  return row;
}

/** The intent locked for this transaction: two polls of the same approval are serialized here. */
export async function lockIntent(tx: Tx, unidadeId: number, id: number): Promise<IntentRow | undefined> {
  const [row] = await intentsOfUnit(tx, unidadeId, eq(tefIntencaoVenda.id, id)).for('update');
  return row;
}

export async function listIntentsOfOrder(db: Executor, unidadeId: number, pedidoId: number) {
  return intentsOfUnit(db, unidadeId, eq(tefIntencaoVenda.pedidoId, pedidoId)).orderBy(desc(tefIntencaoVenda.id));
}

export async function updateIntent(tx: Executor, id: number, values: Partial<IntentInsert>) {
  const [row] = await tx
    .update(tefIntencaoVenda)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tefIntencaoVenda.id, id))
    .returning();
  return row!;
}

/** The reconciler's work: cloud intents not final, and approvals neither recorded nor reversed (every unit). */
export async function listOpenIntents(db: Executor, limit: number) {
  return db
    .select({ id: tefIntencaoVenda.id, unidadeId: tefIntencaoVenda.unidadeId })
    .from(tefIntencaoVenda)
    .where(
      and(
        eq(tefIntencaoVenda.tipo, 'TEF'),
        or(
          inArray(tefIntencaoVenda.status, ['CRIADA', 'NO_TERMINAL']),
          and(eq(tefIntencaoVenda.status, 'APROVADA'), isNull(tefIntencaoVenda.pagamentoId)),
        ),
      ),
    )
    .orderBy(tefIntencaoVenda.id)
    .limit(limit);
}

/** The order's intents whose payment is recorded and not reversed (an order cancel reverses them). */
export async function listRecordedIntents(db: Executor, unidadeId: number, pedidoId: number) {
  return intentsOfUnit(
    db,
    unidadeId,
    eq(tefIntencaoVenda.pedidoId, pedidoId),
    eq(tefIntencaoVenda.status, 'APROVADA'),
    sql`${tefIntencaoVenda.pagamentoId} is not null`,
  );
}

export async function findIntentByPayment(db: Executor, unidadeId: number, pedidoId: number, pagamentoId: string) {
  const [row] = await intentsOfUnit(
    db,
    unidadeId,
    eq(tefIntencaoVenda.pedidoId, pedidoId),
    eq(tefIntencaoVenda.pagamentoId, pagamentoId),
  );
  return row;
}

/** The unit's EL approvals the order could not take and the agent has not cancelled yet (oldest first). */
export async function listAgentReversals(db: Executor, unidadeId: number) {
  return intentsOfUnit(
    db,
    unidadeId,
    eq(tefIntencaoVenda.tipo, 'EL'),
    eq(tefIntencaoVenda.status, 'APROVADA'),
    eq(tefIntencaoVenda.estornar, true),
    isNull(tefIntencaoVenda.pagamentoId),
  )
    .orderBy(tefIntencaoVenda.id)
    .limit(50);
}
