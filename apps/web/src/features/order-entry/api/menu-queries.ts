import type { TCardapioEnxuto, TGrupoProduto, TProduto, TStep } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { expandLeanMenu } from '../model/menu-entry';
import type { DeliveryFeeChoice } from '../model/order-draft';

/** Which menu the terminal shows: the online PDV's or the mobile one (doc 2 §6 "Mobile point-of-sale flag"). */
export type MenuFilter = 'PDV_ONLINE' | 'MOBILE';

/** doc 2 §9: the product search dialog shows at most 20 results. */
export const PRODUCT_SEARCH_MAX = 20;

/** After 5 minutes the menu is revalidated in the background (the server answers 304 while unchanged). */
const MENU_STALE_MS = 5 * 60_000;
/** Kept between two order dialogs, so a dialog opened later still shows the menu at once. */
const MENU_KEPT_MS = 60 * 60_000;

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
      gcTime: MENU_KEPT_MS,
    }),
  /**
   * GET /api-v2/produtoCardapio/enxuto?filtroProduto=: the lean menu (what the grid and a new line need, no
   * combo steps), one entry per product.
   */
  products: (filter: MenuFilter) =>
    queryOptions({
      queryKey: [...menuQueries.all(), 'products', filter] as const,
      queryFn: async ({ signal }) =>
        expandLeanMenu(
          await apiFetch<TCardapioEnxuto>('/api-v2/produtoCardapio/enxuto', {
            query: { filtroProduto: filter },
            signal,
          }),
        ),
      staleTime: MENU_STALE_MS,
      gcTime: MENU_KEPT_MS,
    }),
  /** GET /api-v2/produtoCardapio/{id}/complementos: a combo's level 2 and 3 steps, when it is opened. */
  comboSteps: (productId: number) =>
    queryOptions({
      queryKey: [...menuQueries.all(), 'combo-steps', productId] as const,
      queryFn: ({ signal }) => apiFetch<TStep[]>(`/api-v2/produtoCardapio/${productId}/complementos`, { signal }),
      staleTime: MENU_STALE_MS,
      gcTime: MENU_KEPT_MS,
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
