import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { localImpressao, logEvento } from '../../../db/schema';
import type { Tx } from '../repository';
import { isUsableIdentifier } from '../../identifiers/repository';

type Executor = Db | Tx;

/** A table (MESA) the unit can use: active and not blocked (the same set order entry accepts). */
export const hasUsableTable = (db: Executor, unidadeId: number, table: string) =>
  isUsableIdentifier(db, unidadeId, 'MESA', table);

/** Print locations are per unit (CAIXA, COZINHA, BAR in the demo). */
export async function hasPrintLocation(db: Executor, unidadeId: number, chave: string): Promise<boolean> {
  const [row] = await db
    .select({ id: localImpressao.id })
    .from(localImpressao)
    .where(and(eq(localImpressao.unidadeId, unidadeId), eq(localImpressao.chave, chave)))
    .limit(1);
  return row !== undefined;
}

export async function insertLogEvent(db: Executor, values: typeof logEvento.$inferInsert) {
  const [row] = await db.insert(logEvento).values(values).returning();
  return row!;
}
