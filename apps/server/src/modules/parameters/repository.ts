import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codigoGenerico, parametro } from '../../db/schema';

export async function listParametersByTypes(db: Db, unidadeId: number, tipos: string[]) {
  return db
    .select({
      chave: parametro.chave,
      codigo: parametro.codigo,
      valorString: parametro.valorString,
      tipo: parametro.tipo,
      descricao: parametro.descricao,
    })
    .from(parametro)
    .where(and(eq(parametro.unidadeId, unidadeId), inArray(parametro.tipo, tipos)))
    .orderBy(asc(parametro.chave));
}

export async function listGenericCodesByKeys(db: Db, unidadeId: number, chaves: string[]) {
  return db
    .select({ chave: codigoGenerico.chave, codigo: codigoGenerico.codigo, valorString: codigoGenerico.valorString })
    .from(codigoGenerico)
    .where(and(eq(codigoGenerico.unidadeId, unidadeId), inArray(codigoGenerico.chave, chaves)))
    .orderBy(asc(codigoGenerico.chave));
}

/** One parameter's value for server-side rules (undefined when the unit lacks it). */
export async function getParameterValue(db: Db, unidadeId: number, chave: string) {
  const [row] = await db
    .select({ codigo: parametro.codigo })
    .from(parametro)
    .where(and(eq(parametro.unidadeId, unidadeId), eq(parametro.chave, chave)))
    .limit(1);
  return row?.codigo;
}
