import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { identificador, pessoa } from '../../db/schema';

export type IdentifierType = 'COMANDA' | 'MESA';

export interface IdentifierView {
  id: number;
  tipo: IdentifierType;
  identificador: string;
  status: 'NORMAL' | 'BLOQUEADO';
  ativo: boolean;
  pessoa: { id: number; nome: string } | null;
}

/** The unit's tabs and tables of the given types, numbers in natural order (2 before 10). */
export async function listIdentifiers(db: Db, unidadeId: number, types: readonly IdentifierType[]) {
  const rows = await db
    .select({ i: identificador, nome: pessoa.nome })
    .from(identificador)
    .leftJoin(pessoa, eq(pessoa.id, identificador.pessoaId))
    .where(and(eq(identificador.unidadeId, unidadeId), inArray(identificador.tipo, [...types])))
    .orderBy(
      asc(identificador.tipo),
      asc(sql`length(${identificador.identificador})`),
      asc(identificador.identificador),
    );
  return rows.map(({ i, nome }): IdentifierView => ({
    id: i.id,
    tipo: i.tipo as IdentifierType,
    identificador: i.identificador,
    status: i.status as IdentifierView['status'],
    ativo: i.ativo,
    pessoa: i.pessoaId && nome ? { id: i.pessoaId, nome } : null,
  }));
}

/** An identifier (MESA or COMANDA) the unit can use now: it exists, is active and not blocked. */
export async function isUsableIdentifier(
  db: Db | Tx,
  unidadeId: number,
  tipo: 'MESA' | 'COMANDA',
  number: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: identificador.id })
    .from(identificador)
    .where(
      and(
        eq(identificador.unidadeId, unidadeId),
        eq(identificador.tipo, tipo),
        eq(identificador.identificador, number),
        eq(identificador.ativo, true),
        eq(identificador.status, 'NORMAL'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
