import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { jobAssincrono } from '../../db/schema';

export type JobRow = typeof jobAssincrono.$inferSelect;

/** The columns a list or a status message needs (never the file). */
const listed = {
  id: jobAssincrono.id,
  uuid: jobAssincrono.uuid,
  unidadeId: jobAssincrono.unidadeId,
  usuarioId: jobAssincrono.usuarioId,
  nome: jobAssincrono.nome,
  relatorio: jobAssincrono.relatorio,
  descricao: jobAssincrono.descricao,
  status: jobAssincrono.status,
  tipo: jobAssincrono.tipo,
  dados: jobAssincrono.dados,
  progresso: jobAssincrono.progresso,
  parametros: jobAssincrono.parametros,
  visualizado: jobAssincrono.visualizado,
  createdAt: jobAssincrono.createdAt,
};
export type ListedJob = { [K in keyof typeof listed]: JobRow[K] };

export async function insertJob(tx: Tx, values: typeof jobAssincrono.$inferInsert): Promise<ListedJob> {
  const [row] = await tx.insert(jobAssincrono).values(values).returning(listed);
  return row!;
}

export async function findJob(db: Db | Tx, id: number): Promise<ListedJob | undefined> {
  const [row] = await db.select(listed).from(jobAssincrono).where(eq(jobAssincrono.id, id));
  return row;
}

export async function listJobs(db: Db, unidadeId: number, usuarioId: number, nome: string, limit = 200) {
  return db
    .select(listed)
    .from(jobAssincrono)
    .where(
      and(eq(jobAssincrono.unidadeId, unidadeId), eq(jobAssincrono.usuarioId, usuarioId), eq(jobAssincrono.nome, nome)),
    )
    .orderBy(desc(jobAssincrono.createdAt), desc(jobAssincrono.id))
    .limit(limit);
}

/** Moves a job on, never back from a final state (a retried pg-boss delivery finds it finished). */
export async function updateJob(
  db: Db,
  id: number,
  set: Partial<Pick<JobRow, 'status' | 'progresso' | 'dados' | 'tipo' | 'arquivo' | 'arquivoNome' | 'arquivoTipo'>>,
): Promise<ListedJob | undefined> {
  const [row] = await db
    .update(jobAssincrono)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(jobAssincrono.id, id), sql`${jobAssincrono.status} not in ('FINALIZADO', 'ERRO')`))
    .returning(listed);
  return row;
}

export async function markViewed(db: Db, unidadeId: number, usuarioId: number, id: number) {
  const [row] = await db
    .update(jobAssincrono)
    .set({ visualizado: true })
    .where(
      and(eq(jobAssincrono.id, id), eq(jobAssincrono.unidadeId, unidadeId), eq(jobAssincrono.usuarioId, usuarioId)),
    )
    .returning(listed);
  return row;
}

export async function findFile(db: Db, uuid: string) {
  const [row] = await db
    .select({
      unidadeId: jobAssincrono.unidadeId,
      usuarioId: jobAssincrono.usuarioId,
      status: jobAssincrono.status,
      arquivo: jobAssincrono.arquivo,
      arquivoNome: jobAssincrono.arquivoNome,
      arquivoTipo: jobAssincrono.arquivoTipo,
    })
    .from(jobAssincrono)
    .where(eq(jobAssincrono.uuid, uuid));
  return row;
}
