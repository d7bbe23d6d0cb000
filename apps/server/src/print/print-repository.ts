import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { impressao, localImpressao, parametro, produto, unidade } from '../db/schema';

export type PrintRow = typeof impressao.$inferSelect;
export type PrintLocationRow = typeof localImpressao.$inferSelect;

/** The rows of the given jobs with their location's printer (none when the location or its host is missing). */
export async function loadJobs(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ row: impressao, location: localImpressao, unitName: unidade.nome, unitUuid: unidade.uuid })
    .from(impressao)
    .innerJoin(unidade, eq(unidade.id, impressao.unidadeId))
    .leftJoin(
      localImpressao,
      and(eq(localImpressao.unidadeId, impressao.unidadeId), eq(localImpressao.chave, impressao.localImpressao)),
    )
    .where(inArray(impressao.id, [...ids]));
}

export async function unitParameter(db: Db, unidadeId: number, chave: string): Promise<string | null> {
  const [row] = await db
    .select({ codigo: parametro.codigo })
    .from(parametro)
    .where(and(eq(parametro.unidadeId, unidadeId), eq(parametro.chave, chave)))
    .limit(1);
  return row?.codigo ?? null;
}

/** After an attempt: printed, still pending (retried later) or given up, with the attempt counted. */
/** The unit of measure (UN, KG) of the unit's products, by product id: a weighed line prints its kilograms. */
export async function productUnits(db: Db, unidadeId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: produto.id, unidadeMedida: produto.unidadeMedida })
    .from(produto)
    .where(and(eq(produto.unidadeId, unidadeId), inArray(produto.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.unidadeMedida]));
}

export async function markAttempt(
  db: Db,
  id: number,
  outcome: { status: 'IMPRESSO' | 'PENDENTE' | 'ERRO'; erro: string | null; texto: string | null; attempted: boolean },
) {
  await db
    .update(impressao)
    .set({
      statusImpressao: outcome.status,
      erro: outcome.erro,
      ...(outcome.texto !== null ? { textoImpresso: outcome.texto } : {}),
      ...(outcome.attempted ? { tentativas: sql`${impressao.tentativas} + 1` } : {}),
      ...(outcome.status === 'IMPRESSO' ? { dataImpressao: new Date() } : {}),
    })
    .where(eq(impressao.id, id));
}

/** The print log of a unit, newest first (doc 4 'Últimas impressões'). */
export async function listPrints(db: Db, unidadeId: number, limit: number, identificador?: string) {
  return db
    .select()
    .from(impressao)
    .where(
      and(eq(impressao.unidadeId, unidadeId), identificador ? eq(impressao.identificador, identificador) : undefined),
    )
    .orderBy(desc(impressao.dataCriacao), desc(impressao.id))
    .limit(limit);
}

export async function findPrints(db: Db, unidadeId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(impressao)
    .where(and(eq(impressao.unidadeId, unidadeId), inArray(impressao.id, [...ids])))
    .orderBy(impressao.id);
}

export async function listLocations(db: Db, unidadeId: number) {
  return db.select().from(localImpressao).where(eq(localImpressao.unidadeId, unidadeId)).orderBy(localImpressao.id);
}

export async function findUnit(db: Db, unidadeId: number) {
  const [row] = await db.select().from(unidade).where(eq(unidade.id, unidadeId)).limit(1);
  return row;
}
