import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { configuracaoBalanca, grupoProduto, produto } from '../../db/schema';
import { isUsableIdentifier } from '../identifiers/repository';

type Executor = Db | Tx;
export type SettingsRow = typeof configuracaoBalanca.$inferSelect;
export type ProductRow = typeof produto.$inferSelect;

export async function findSettings(db: Executor, unidadeId: number, terminal: string) {
  const [row] = await db
    .select()
    .from(configuracaoBalanca)
    .where(and(eq(configuracaoBalanca.unidadeId, unidadeId), eq(configuracaoBalanca.terminal, terminal)));
  return row ?? null;
}

export async function upsertSettings(
  db: Executor,
  values: Omit<typeof configuracaoBalanca.$inferInsert, 'id' | 'ultimoIdentificador' | 'updatedAt'>,
) {
  const [row] = await db
    .insert(configuracaoBalanca)
    .values(values)
    .onConflictDoUpdate({
      target: [configuracaoBalanca.unidadeId, configuracaoBalanca.terminal],
      set: {
        produtosKgSelecionados: values.produtosKgSelecionados,
        atalhos: values.atalhos,
        geracaoIdentificador: values.geracaoIdentificador,
        imprimirAoCriar: values.imprimirAoCriar,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/** The terminal's settings row, created with the defaults when missing, locked for this transaction. */
export async function lockSettings(tx: Tx, unidadeId: number, terminal: string): Promise<SettingsRow> {
  await tx.insert(configuracaoBalanca).values({ unidadeId, terminal }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(configuracaoBalanca)
    .where(and(eq(configuracaoBalanca.unidadeId, unidadeId), eq(configuracaoBalanca.terminal, terminal)))
    .for('update');
  return row!;
}

export async function setLastIdentifier(tx: Tx, id: number, value: number) {
  await tx.update(configuracaoBalanca).set({ ultimoIdentificador: value }).where(eq(configuracaoBalanca.id, id));
}

/** The unit's active KG products in name order, with their group. */
export async function listKgProducts(db: Executor, unidadeId: number) {
  return db
    .select({ p: produto, grupo: { id: grupoProduto.id, descricao: grupoProduto.descricao } })
    .from(produto)
    .leftJoin(grupoProduto, eq(grupoProduto.id, produto.grupoId))
    .where(and(eq(produto.unidadeId, unidadeId), eq(produto.ativo, true), sql`upper(${produto.unidadeMedida}) = 'KG'`))
    .orderBy(asc(produto.descricao));
}

export async function findProducts(db: Executor, unidadeId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(produto)
    .where(and(eq(produto.unidadeId, unidadeId), inArray(produto.id, [...ids])));
}

/** An active, unblocked tab of the unit. */
export const tabExists = (db: Executor, unidadeId: number, number: string) =>
  isUsableIdentifier(db, unidadeId, 'COMANDA', number);
