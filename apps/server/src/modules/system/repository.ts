import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aberturaTurno, solicitacaoFuncionalidade, unidade, usuario } from '../../db/schema';

export async function findUnitByUuid(db: Db, uuid: string) {
  const [row] = await db
    .select({ id: unidade.id, status: unidade.status, informacoes: unidade.informacoes })
    .from(unidade)
    .where(eq(unidade.uuid, uuid))
    .limit(1);
  return row;
}

export async function findUnitById(db: Db, id: number) {
  const [row] = await db.select().from(unidade).where(eq(unidade.id, id)).limit(1);
  return row;
}

/** A user of the given unit by username (another unit's users are not found). */
export async function findUnitUser(db: Db, unidadeId: number, username: string) {
  const [row] = await db
    .select({ id: usuario.id, username: usuario.username })
    .from(usuario)
    .where(and(eq(usuario.unidadeId, unidadeId), eq(usuario.username, username)))
    .limit(1);
  return row;
}

export async function findLatestShift(db: Db, unidadeId: number, usuarioId: number) {
  const [row] = await db
    .select()
    .from(aberturaTurno)
    .where(and(eq(aberturaTurno.unidadeId, unidadeId), eq(aberturaTurno.usuarioId, usuarioId)))
    .orderBy(desc(aberturaTurno.dataAbertura), desc(aberturaTurno.id))
    .limit(1);
  return row;
}

/** Inserts an open shift; the partial unique index refuses a second open one (returns undefined). */
export async function insertOpenShift(db: Db, unidadeId: number, usuarioId: number, valorAberturaCents: number) {
  const rows = await db
    .insert(aberturaTurno)
    .values({ unidadeId, usuarioId, valorAberturaCents })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function closeOpenShift(db: Db, unidadeId: number, usuarioId: number) {
  const rows = await db
    .update(aberturaTurno)
    .set({ dataFechamento: new Date() })
    .where(
      and(
        eq(aberturaTurno.unidadeId, unidadeId),
        eq(aberturaTurno.usuarioId, usuarioId),
        isNull(aberturaTurno.dataFechamento),
      ),
    )
    .returning();
  return rows[0];
}

export async function insertFeatureRequest(db: Db, unidadeId: number, usuarioId: number, role: string) {
  await db.insert(solicitacaoFuncionalidade).values({ unidadeId, usuarioId, role });
}
