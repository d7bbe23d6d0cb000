import { and, asc, eq, ilike, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  cardapioVersao,
  formaPagamento,
  conta,
  grupoProduto,
  produto,
  produtoPasso,
  produtoPassoItem,
  produtoSufixo,
} from '../../db/schema';

export type ProductRow = typeof produto.$inferSelect;
export type GroupRow = typeof grupoProduto.$inferSelect;

export async function listGroups(db: Db, unidadeId: number, filtro: 'MOBILE' | 'PDV_ONLINE' | undefined) {
  const where: SQL[] = [eq(grupoProduto.unidadeId, unidadeId), eq(grupoProduto.ativo, true)];
  if (filtro === 'MOBILE') where.push(eq(grupoProduto.mostrarVersaoMobile, true));
  if (filtro === 'PDV_ONLINE') where.push(eq(grupoProduto.mostrarPdvOnline, true));
  return db
    .select()
    .from(grupoProduto)
    .where(and(...where))
    .orderBy(asc(grupoProduto.descricao));
}

export interface ProductFilters {
  q?: string;
  ativo?: boolean;
  max?: number;
  menuOnly?: boolean;
  unidadeMedida?: string;
  taxaEntrega?: boolean;
  withoutSteps?: boolean;
}

export async function listProducts(db: Db, unidadeId: number, opts: ProductFilters = {}) {
  const where: SQL[] = [eq(produto.unidadeId, unidadeId)];
  if (opts.ativo !== false) where.push(eq(produto.ativo, true));
  if (opts.menuOnly) where.push(eq(produto.cardapio, true));
  if (opts.unidadeMedida) where.push(eq(produto.unidadeMedida, opts.unidadeMedida));
  if (opts.taxaEntrega !== undefined) where.push(eq(produto.taxaEntrega, opts.taxaEntrega));
  if (opts.withoutSteps) where.push(eq(produto.abrirPassos, false));
  const q = opts.q?.trim();
  if (q && opts.max) return searchProducts(db, unidadeId, where, q, opts.max);
  if (q) {
    const like = `%${escapeLike(q)}%`;
    const byText: SQL[] = [ilike(produto.descricao, like), eq(produto.codigoBarras, q)];
    if (/^\d{1,9}$/.test(q)) byText.push(eq(produto.id, Number(q)));
    where.push(or(...byText)!);
  }
  const query = selectProducts(db)
    .where(and(...where))
    .orderBy(asc(produto.descricao));
  return opts.max ? query.limit(opts.max) : query;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const selectProducts = (db: Db) =>
  db.select({ p: produto, g: grupoProduto }).from(produto).leftJoin(grupoProduto, eq(grupoProduto.id, produto.grupoId));

/** Names with a word starting with the text, or containing it, are taken from at most this many matches (any of
 * them), then sorted by name. */
const CANDIDATES = 200;
/** produto_sufixo keeps this many characters of a name from each word on. */
const SUFFIX_MAX_LENGTH = 200;
const byName = (a: { p: ProductRow }, b: { p: ProductRow }) =>
  a.p.descricao.localeCompare(b.p.descricao, 'pt-BR') || a.p.id - b.p.id;
/** pg_trgm indexes 3-character pieces: shorter text searches codes and name prefixes only. */
const CONTAINS_MIN_LENGTH = 3;

/**
 * The product search of order entry: the exact code (id) or barcode first, then names starting with the text (in
 * name order), then names with a word starting with it, then names containing it. Each step is a bounded index
 * lookup (primary key and barcode index, the name-prefix index, the name suffixes of migration 0009 (`produto_sufixo`), the trigram index
 * of migration 0003), run only while fewer than `max` were found, so a search costs about the same in 100,000
 * products as in 1,000. The last two steps take at most CANDIDATES matches (any of them) and sort them by name.
 */
async function searchProducts(db: Db, unidadeId: number, filters: SQL[], q: string, max: number) {
  const found: Awaited<ReturnType<typeof selectProducts>> = [];
  const seen = new Set<number>();
  const take = (rows: typeof found) => {
    for (const row of rows) {
      if (found.length < max && !seen.has(row.p.id)) {
        seen.add(row.p.id);
        found.push(row);
      }
    }
  };
  const byCode: SQL[] = [eq(produto.codigoBarras, q)];
  if (/^\d{1,9}$/.test(q)) byCode.push(eq(produto.id, Number(q)));
  take(
    await selectProducts(db)
      .where(and(...filters, or(...byCode)))
      .orderBy(asc(produto.descricao))
      .limit(max),
  );
  if (found.length >= max) return found;
  const lowerName = sql`(lower(${produto.descricao}) collate "C")`;
  const prefix = sql`${lowerName} like ${`${escapeLike(q.toLowerCase())}%`}`;
  take(
    await selectProducts(db)
      .where(and(...filters, prefix))
      .orderBy(lowerName, asc(produto.id))
      .limit(max),
  );
  if (found.length >= max) return found;
  if (q.length <= SUFFIX_MAX_LENGTH) {
    // The first CANDIDATES products with a word (not the first) starting with the text, read in index order.
    const withWord = db
      .select({ id: produtoSufixo.produtoId })
      .from(produtoSufixo)
      .where(and(eq(produtoSufixo.unidadeId, unidadeId), like(produtoSufixo.sufixo, `${escapeLike(q.toLowerCase())}%`)))
      .limit(CANDIDATES + found.length);
    const byWord = await selectProducts(db).where(and(...filters, inArray(produto.id, withWord)));
    take(byWord.sort(byName));
  }
  if (found.length >= max || q.length < CONTAINS_MIN_LENGTH) return found;
  // Prefix matches found above come back here too (the planner estimates this plain condition well); `take` skips them.
  const contains = await selectProducts(db)
    .where(and(...filters, ilike(produto.descricao, `%${escapeLike(q)}%`)))
    .limit(CANDIDATES + found.length);
  take(contains.sort(byName));
  return found;
}

/** Steps of the given products with their items (and each item's product), level 2 and 3. */
export async function listSteps(db: Db | Tx, unidadeId: number, produtoIds: number[]) {
  if (produtoIds.length === 0) return [];
  const steps = await db
    .select()
    .from(produtoPasso)
    .where(and(eq(produtoPasso.unidadeId, unidadeId), inArray(produtoPasso.produtoId, produtoIds)))
    .orderBy(asc(produtoPasso.nivel), asc(produtoPasso.ordem));
  if (steps.length === 0) return [];
  const items = await db
    .select({ item: produtoPassoItem, p: produto })
    .from(produtoPassoItem)
    .innerJoin(produto, eq(produto.id, produtoPassoItem.produtoId))
    .where(
      inArray(
        produtoPassoItem.passoId,
        steps.map((s) => s.id),
      ),
    )
    .orderBy(asc(produtoPassoItem.id));
  return steps.map((s) => ({ step: s, items: items.filter((i) => i.item.passoId === s.id) }));
}

export async function listPaymentMethods(db: Db, unidadeId: number) {
  return db
    .select({ f: formaPagamento, c: conta })
    .from(formaPagamento)
    .innerJoin(conta, eq(conta.id, formaPagamento.contaId))
    .where(and(eq(formaPagamento.unidadeId, unidadeId), eq(formaPagamento.ativo, true)))
    .orderBy(asc(formaPagamento.id));
}

/**
 * The columns of the lean menu (order dialog): active menu products without a group or in a group the
 * filter shows, sorted by name as the full list.
 */
export async function listLeanMenu(db: Db, unidadeId: number, filtro: 'MOBILE' | 'PDV_ONLINE' | undefined) {
  const shown: SQL[] = [eq(grupoProduto.id, produto.grupoId), eq(grupoProduto.ativo, true)];
  if (filtro === 'MOBILE') shown.push(eq(grupoProduto.mostrarVersaoMobile, true));
  if (filtro === 'PDV_ONLINE') shown.push(eq(grupoProduto.mostrarPdvOnline, true));
  return db
    .select({
      id: produto.id,
      descricao: produto.descricao,
      valorUnitarioVendaCents: produto.valorUnitarioVendaCents,
      grupoId: produto.grupoId,
      codigoBarras: produto.codigoBarras,
      unidadeMedida: produto.unidadeMedida,
      tipoNotificacao: produto.tipoNotificacao,
      abrirPassos: produto.abrirPassos,
      cobrarTaxaServico: produto.cobrarTaxaServico,
      observacaoAutomatica: produto.observacaoAutomatica,
      observacoesMobile: produto.observacoesMobile,
    })
    .from(produto)
    .leftJoin(grupoProduto, and(...shown))
    .where(
      and(
        eq(produto.unidadeId, unidadeId),
        eq(produto.ativo, true),
        eq(produto.cardapio, true),
        or(isNull(produto.grupoId), isNotNull(grupoProduto.id)),
      ),
    )
    .orderBy(asc(produto.descricao));
}
export type LeanMenuRow = Awaited<ReturnType<typeof listLeanMenu>>[number];

/** Whether product `id` belongs to the unit (any other unit's id is simply not found). */
export async function productExists(db: Db, unidadeId: number, id: number) {
  const rows = await db
    .select({ id: produto.id })
    .from(produto)
    .where(and(eq(produto.id, id), eq(produto.unidadeId, unidadeId)));
  return rows.length > 0;
}

/** The menu's version (`cardapio_versao`), raised by every statement that writes products or groups. */
export async function menuVersion(db: Db): Promise<number> {
  const [row] = await db.select({ versao: cardapioVersao.versao }).from(cardapioVersao).where(eq(cardapioVersao.id, 1));
  return row?.versao ?? 0;
}
