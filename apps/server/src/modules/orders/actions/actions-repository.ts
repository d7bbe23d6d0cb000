import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { identificador, localImpressao, logEvento } from '../../../db/schema';
import type { Tx } from '../repository';

type Executor = Db | Tx;

/** A table (MESA) the unit can use: active and not blocked (the same set order entry accepts). */
export async function hasUsableTable(db: Executor, unidadeId: number, table: string): Promise<boolean> {
  const [row] = await db
    .select({ id: identificador.id })
    .from(identificador)
    .where(
      and(
        eq(identificador.unidadeId, unidadeId),
        eq(identificador.tipo, 'MESA'),
        eq(identificador.identificador, table),
        eq(identificador.ativo, true),
        eq(identificador.status, 'NORMAL'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

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
