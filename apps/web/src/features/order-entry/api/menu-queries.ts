import type { TGrupoProduto, TProduto, TProdutoCardapio } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import type { DeliveryFeeChoice } from '../model/order-draft';

/** Which menu the terminal shows: the online PDV's or the mobile one (doc 2 §6 "Mobile point-of-sale flag"). */
export type MenuFilter = 'PDV_ONLINE' | 'MOBILE';

/** doc 2 §9: the product search dialog shows at most 20 results. */
export const PRODUCT_SEARCH_MAX = 20;

const MENU_STALE_MS = 5 * 60_000;

export const menuQueries = {
  all: () => ['menu'] as const,
  /** GET /service?action=list&entity=grupoProduto&filtroProduto= */
  groups: (filter: MenuFilter) =>
    queryOptions({
      queryKey: [...menuQueries.all(), 'groups', filter] as const,
      queryFn: ({ signal }) =>
        apiFetch<TGrupoProduto[]>('/service', {
          query: { action: 'list', entity: 'grupoProduto', filtroProduto: filter },
          signal,
        }),
      staleTime: MENU_STALE_MS,
    }),
  /** GET /service?action=list&entity=produtoCardapio&filtroProduto=: products with their steps. */
  products: (filter: MenuFilter) =>
    queryOptions({
      queryKey: [...menuQueries.all(), 'products', filter] as const,
      queryFn: ({ signal }) =>
        apiFetch<TProdutoCardapio[]>('/service', {
          query: { action: 'list', entity: 'produtoCardapio', filtroProduto: filter },
          signal,
        }),
      staleTime: MENU_STALE_MS,
    }),
  /** GET /api-v2/produto/list?q=&max=20: by name, barcode or id. */
  search: (text: string) =>
    queryOptions({
      queryKey: [...menuQueries.all(), 'search', text.trim()] as const,
      queryFn: ({ signal }) =>
        apiFetch<TProduto[]>('/api-v2/produto/list', {
          query: { q: text.trim(), ativo: true, max: PRODUCT_SEARCH_MAX },
          signal,
        }),
      staleTime: 30_000,
    }),
  /** GET /api-v2/produtoCardapio/listDeliveryFee, sorted by description. */
  deliveryFees: () =>
    queryOptions({
      queryKey: [...menuQueries.all(), 'delivery-fees'] as const,
      queryFn: async ({ signal }) => {
        const fees = await apiFetch<DeliveryFeeChoice[]>('/api-v2/produtoCardapio/listDeliveryFee', { signal });
        return [...fees].sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR'));
      },
      staleTime: MENU_STALE_MS,
    }),
};
