import {
  INTEGRATED_MENU_PATHS,
  type TActiveIntegration,
  type TIfoodPostAction,
  type TIfoodPostActionBody,
  type TIfoodPostActionResult,
  type TMenuCatalog,
  type TMenuCategory,
  type TProduto,
} from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** doc 4 §7 allIntegracoesAtivas?tipos=IF: the unit's marketplace integrations (`dados` a JSON string). */
export const fetchMarketplaceIntegrations = (signal?: AbortSignal) =>
  apiFetch<TActiveIntegration[]>('/api-v2/pedidoIntegracao/allIntegracoesAtivas', { query: { tipos: 'IF' }, signal });

const parseMessage = <T>(answer: { message: string }): T => JSON.parse(answer.message) as T;

export const fetchCatalogs = (integrationId: number, merchantId: string, signal?: AbortSignal) =>
  apiFetch<{ message: string }>(INTEGRATED_MENU_PATHS.getIfoodAction(integrationId, 'CATALOGS'), {
    query: { merchantId },
    signal,
  }).then(parseMessage<TMenuCatalog[]>);

export const fetchCategories = (integrationId: number, merchantId: string, catalogId: string, signal?: AbortSignal) =>
  apiFetch<{ message: string }>(INTEGRATED_MENU_PATHS.getIfoodAction(integrationId, 'CATEGORIES'), {
    query: { merchantId, catalogId },
    signal,
  }).then(parseMessage<TMenuCategory[]>);

/** doc 4 §7 postIfoodAction: externally visible, so sent with an Idempotency-Key. */
export const postMenuAction = (action: TIfoodPostAction, body: TIfoodPostActionBody, idempotencyKey: string) =>
  apiFetch<TIfoodPostActionResult>(INTEGRATED_MENU_PATHS.postIfoodAction(action), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** doc 4 §3 "House product": our products that may be associated ('S' services are left out). */
export const fetchHouseProducts = (signal?: AbortSignal) =>
  apiFetch<TProduto[]>('/api-v2/produtoCardapio/listAllProducts', { signal }).then((list) =>
    list.filter((p) => p.tipoProduto !== 'S'),
  );

export const integratedMenuQueries = {
  integrations: () =>
    queryOptions({
      queryKey: ['integrated-menus', 'integrations'],
      queryFn: ({ signal }) => fetchMarketplaceIntegrations(signal),
    }),
  catalogs: (integrationId: number, merchantId: string) =>
    queryOptions({
      queryKey: ['integrated-menus', 'catalogs', integrationId, merchantId],
      queryFn: ({ signal }) => fetchCatalogs(integrationId, merchantId, signal),
      retry: false,
    }),
  categories: (integrationId: number, merchantId: string, catalogId: string) =>
    queryOptions({
      queryKey: ['integrated-menus', 'categories', integrationId, merchantId, catalogId],
      queryFn: ({ signal }) => fetchCategories(integrationId, merchantId, catalogId, signal),
      retry: false,
    }),
  houseProducts: () =>
    queryOptions({
      queryKey: ['integrated-menus', 'house-products'],
      queryFn: ({ signal }) => fetchHouseProducts(signal),
      staleTime: 5 * 60_000,
    }),
};
