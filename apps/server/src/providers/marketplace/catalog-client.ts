import type { IfoodCatalog, IfoodCatalogCategory, IfoodCatalogStatus } from './catalog-types';
import type { MarketplaceClient } from './types';

/** The catalog calls of one integration's client (same token, limits and typed errors as the order calls). */
export interface IfoodCatalogApi {
  /** GET /catalog/v2.0/merchants/{merchantId}/catalogs */
  catalogs(merchantId: string): Promise<IfoodCatalog[]>;
  /** GET /catalog/v2.0/merchants/{merchantId}/catalogs/{catalogId}/categories?includeItems=true */
  categories(merchantId: string, catalogId: string): Promise<IfoodCatalogCategory[]>;
  /** PATCH /catalog/v2.0/merchants/{merchantId}/items/status `{itemId, status}` */
  itemStatus(merchantId: string, itemId: string, status: IfoodCatalogStatus): Promise<void>;
  /** PATCH /catalog/v2.0/merchants/{merchantId}/options/status `{optionId, status}` */
  optionStatus(merchantId: string, optionId: string, status: IfoodCatalogStatus): Promise<void>;
  /** PATCH /catalog/v2.0/merchants/{merchantId}/items/externalCode `{itemId, externalCode}` */
  itemExternalCode(merchantId: string, itemId: string, externalCode: string): Promise<void>;
  /** PATCH /catalog/v2.0/merchants/{merchantId}/options/externalCode `{optionId, externalCode}` */
  optionExternalCode(merchantId: string, optionId: string, externalCode: string): Promise<void>;
}

const merchantPath = (merchantId: string) => `/catalog/v2.0/merchants/${encodeURIComponent(merchantId)}`;

/** iFood's catalog v2.0 over the integration's real HTTP client (the sandbox serves the same paths). */
export function ifoodCatalogApi(client: MarketplaceClient): IfoodCatalogApi {
  return {
    async catalogs(merchantId) {
      const body = await client.request<IfoodCatalog[]>('GET', `${merchantPath(merchantId)}/catalogs`);
      return Array.isArray(body) ? body : [];
    },
    async categories(merchantId, catalogId) {
      const body = await client.request<IfoodCatalogCategory[]>(
        'GET',
        `${merchantPath(merchantId)}/catalogs/${encodeURIComponent(catalogId)}/categories?includeItems=true`,
      );
      return Array.isArray(body) ? body : [];
    },
    async itemStatus(merchantId, itemId, status) {
      await client.request('PATCH', `${merchantPath(merchantId)}/items/status`, { itemId, status });
    },
    async optionStatus(merchantId, optionId, status) {
      await client.request('PATCH', `${merchantPath(merchantId)}/options/status`, { optionId, status });
    },
    async itemExternalCode(merchantId, itemId, externalCode) {
      await client.request('PATCH', `${merchantPath(merchantId)}/items/externalCode`, { itemId, externalCode });
    },
    async optionExternalCode(merchantId, optionId, externalCode) {
      await client.request('PATCH', `${merchantPath(merchantId)}/options/externalCode`, { optionId, externalCode });
    },
  };
}
