import type { TCardapioEnxuto, TProduto, TStep } from '@brasa/contracts';

/** What the order dialog knows of a menu product: the lean menu's fields (a full TProduto also fits). */
export type MenuProduct = Pick<
  TProduto,
  | 'idProduto'
  | 'descricao'
  | 'valorUnitarioVenda'
  | 'codigoBarras'
  | 'unidadeMedida'
  | 'abrirPassos'
  | 'tipoNotificacao'
  | 'observacaoAutomatica'
  | 'observacoesMobile'
  | 'cobrarTaxaServico'
> & { readonly grupoProduto: { readonly id: number } | null };

/**
 * A product of the grid, the code field or the search. The lean menu carries no combo steps: a combo's
 * `complementos` are fetched when it is opened; an entry that already has them (a product found outside the
 * menu has none) uses them as they are.
 */
export interface MenuEntry {
  readonly id: number;
  readonly produto: MenuProduct;
  readonly complementos?: readonly TStep[];
}

/** The lean menu's columns (GET /api-v2/produtoCardapio/enxuto) as one entry per product, in their order. */
export function expandLeanMenu(lean: TCardapioEnxuto): MenuEntry[] {
  const combos = new Set(lean.combos);
  const withoutServiceFee = new Set(lean.semTaxaServico);
  const groups = new Map<number, { readonly id: number }>();
  const groupOf = (id: number | null | undefined) => {
    if (id == null) return null;
    const known = groups.get(id) ?? { id };
    groups.set(id, known);
    return known;
  };
  return lean.id.map((id, i) => ({
    id,
    produto: {
      idProduto: id,
      descricao: lean.descricao[i] ?? '',
      valorUnitarioVenda: lean.valorUnitarioVenda[i] ?? 0,
      codigoBarras: lean.codigoBarras[i] ?? null,
      unidadeMedida: { sigla: lean.unidadeMedida[i] ?? 'UN' },
      abrirPassos: combos.has(id),
      tipoNotificacao: lean.tipoNotificacao[i] ?? 'NN',
      observacaoAutomatica: lean.observacaoAutomatica[id] ?? null,
      observacoesMobile: lean.observacoesMobile[id] ?? null,
      cobrarTaxaServico: !withoutServiceFee.has(id),
      grupoProduto: groupOf(lean.grupo[i]),
    },
  }));
}
