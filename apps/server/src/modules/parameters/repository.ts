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

/** Several parameters' values at once (missing keys are absent from the map). */
export async function getParameterValues(db: Db, unidadeId: number, chaves: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ chave: parametro.chave, codigo: parametro.codigo })
    .from(parametro)
    .where(and(eq(parametro.unidadeId, unidadeId), inArray(parametro.chave, chaves)));
  return new Map(rows.map((r) => [r.chave, r.codigo]));
}

export async function getGenericCodeValue(db: Db, unidadeId: number, chave: string) {
  const [row] = await db
    .select({ codigo: codigoGenerico.codigo })
    .from(codigoGenerico)
    .where(and(eq(codigoGenerico.unidadeId, unidadeId), eq(codigoGenerico.chave, chave)))
    .limit(1);
  return row?.codigo;
}

/** 'S', '1' and 'true' turn a flag parameter on. */
export const isFlagOn = (value: string | undefined) => value === 'S' || value === '1' || value === 'true';
