/**
 * iFood's catalog v2.0 as this product reads it (`/catalog/v2.0/merchants/{merchantId}/...`): the catalogs of a
 * store, its categories with their items, an item's option groups and options. Fields we do not read are left
 * untyped.
 */
export type IfoodCatalogStatus = 'AVAILABLE' | 'UNAVAILABLE';

export interface IfoodCatalog {
  catalogId: string;
  /** Sales channels of the catalog (DEFAULT is delivery; INDOOR, DIGITAL_MENU...). */
  context: string[];
  status: IfoodCatalogStatus | string;
  /** Seconds since epoch, as iFood sends it. */
  modifiedAt?: number;
  groupId?: string;
}

export interface IfoodCatalogPrice {
  value: number;
  originalValue?: number | null;
}

export interface IfoodCatalogOption {
  id: string;
  name: string;
  description?: string | null;
  externalCode?: string | null;
  status: IfoodCatalogStatus;
  index?: number;
  productId?: string;
  price: IfoodCatalogPrice;
}

export interface IfoodCatalogOptionGroup {
  id: string;
  name: string;
  status?: IfoodCatalogStatus;
  index?: number;
  min?: number;
  max?: number;
  optionGroupType?: string;
  options: IfoodCatalogOption[];
}

export interface IfoodCatalogItem {
  id: string;
  name: string;
  description?: string | null;
  externalCode?: string | null;
  status: IfoodCatalogStatus;
  index?: number;
  productId?: string;
  imagePath?: string | null;
  price: IfoodCatalogPrice;
  optionGroups?: IfoodCatalogOptionGroup[];
}

export interface IfoodCatalogCategory {
  id: string;
  name: string;
  status?: IfoodCatalogStatus;
  template?: string;
  index?: number;
  items?: IfoodCatalogItem[];
}
