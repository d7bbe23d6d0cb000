import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integracao } from '../../db/schema';

export type IntegrationRow = typeof integracao.$inferSelect;

/** The unit's active integrations of those types, oldest first (the spec reads "the first item"). */
export async function listActiveIntegrations(db: Db, unidadeId: number, tipos: readonly string[]) {
  if (tipos.length === 0) return [];
  return db
    .select()
    .from(integracao)
    .where(and(eq(integracao.unidadeId, unidadeId), eq(integracao.ativo, true), inArray(integracao.tipo, [...tipos])))
    .orderBy(asc(integracao.id));
}

/** The unit's first active integration of a type, with its secrets (server side only), or undefined. */
export async function findActiveIntegration(db: Db, unidadeId: number, tipo: string) {
  const [row] = await listActiveIntegrations(db, unidadeId, [tipo]);
  return row;
}
