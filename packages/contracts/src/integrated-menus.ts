import { z } from 'zod';
import { ZDbId } from './primitives';

/**
 * Integrated menus (doc 4 §2 'Integrated menus', §3 catalog fields, §7): the marketplace's (iFood) catalog of a
 * store read and changed through the server, which holds the integration's credentials.
 */
export const INTEGRATED_MENU_PATHS = Object.freeze({
  /** GET, query `ZIfoodGetActionQuery` -> `{message}`: a JSON string of `TMenuCatalog[]` or `TMenuCategory[]`. */
  getIfoodAction: (integrationId: number, action: TIfoodGetAction) =>
    `/api-v2/pedidoIntegracao/getIfoodAction/${integrationId}/${action}`,
  /** POST `ZIfoodPostActionBody` with an Idempotency-Key -> `TIfoodPostActionResult`. */
  postIfoodAction: (action: TIfoodPostAction) => `/api-v2/pedidoIntegracao/postIfoodAction/${action}`,
});

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** CATALOGS: the store's catalogs; CATEGORIES: a catalog's categories with their items and option groups. */
export const ZIfoodGetAction = z.preprocess(
  upper,
  z.enum(['CATALOGS', 'CATEGORIES'], { error: 'Ação inválida: use CATALOGS ou CATEGORIES.' }),
);
export type TIfoodGetAction = 'CATALOGS' | 'CATEGORIES';

const merchantId = z
  .string({ error: 'Informe a loja (merchantId).' })
  .trim()
  .min(1, 'Informe a loja (merchantId).')
  .max(100, 'Loja (merchantId) inválida.');
const catalogRef = z.string().trim().min(1, 'Informe o catálogo (catalogId).').max(100, 'Catálogo inválido.');

export const ZIfoodGetActionQuery = z.object({
  /** The store; the integration's first store (IFOOD_MERCHANT_ID) when left out. */
  merchantId: merchantId.optional(),
  /** Required for CATEGORIES. */
  catalogId: catalogRef.optional(),
});

/** STATUS / SUB_STATUS: an item's / an option's availability; EXTERNALID / SUB_EXTERNALID: their external code. */
export const ZIfoodPostAction = z.preprocess(
  upper,
  z.enum(['STATUS', 'SUB_STATUS', 'EXTERNALID', 'SUB_EXTERNALID'], {
    error: 'Ação inválida: use STATUS, SUB_STATUS, EXTERNALID ou SUB_EXTERNALID.',
  }),
);
export type TIfoodPostAction = 'STATUS' | 'SUB_STATUS' | 'EXTERNALID' | 'SUB_EXTERNALID';

export const ZMenuStatus = z.enum(['AVAILABLE', 'UNAVAILABLE'], {
  error: 'Status inválido: use AVAILABLE ou UNAVAILABLE.',
});
export type TMenuStatus = z.infer<typeof ZMenuStatus>;

const marketplaceRef = (what: string) =>
  z
    .string({ error: `${what} inválido.` })
    .trim()
    .min(1, `Informe o ${what}.`)
    .max(100, `${what} inválido.`);

export const ZIfoodPostActionBody = z.object({
  integracaoId: ZDbId,
  merchantId,
  itemId: marketplaceRef('item (itemId)').optional(),
  optionId: marketplaceRef('complemento (optionId)').optional(),
  /** Free text, or one of our product ids when a product is associated; empty clears it. */
  externalCode: z
    .string({ error: 'Código externo inválido.' })
    .trim()
    .max(50, 'O código externo deve ter no máximo 50 caracteres.')
    .optional(),
  status: ZMenuStatus.optional(),
});
export type TIfoodPostActionBody = z.infer<typeof ZIfoodPostActionBody>;

export const ZIfoodPostActionResult = z.object({
  action: z.enum(['STATUS', 'SUB_STATUS', 'EXTERNALID', 'SUB_EXTERNALID']),
  itemId: z.string().nullable(),
  optionId: z.string().nullable(),
  status: ZMenuStatus.nullable(),
  externalCode: z.string().nullable(),
});
export type TIfoodPostActionResult = z.infer<typeof ZIfoodPostActionResult>;

export const ZIfoodActionMessage = z.object({ message: z.string() });

// What the `message` JSON holds (doc 4 §3 "Catalog", "Category", "Item", "Option group", "Option").
export interface TMenuCatalog {
  catalogId: string;
  context: string[];
  status: string;
}
export interface TMenuOption {
  id: string;
  name: string;
  description: string | null;
  price: { value: number };
  status: TMenuStatus;
  externalCode: string | null;
}
export interface TMenuOptionGroup {
  id: string;
  name: string;
  options: TMenuOption[];
}
export interface TMenuItem extends TMenuOption {
  optionGroups: TMenuOptionGroup[];
}
export interface TMenuCategory {
  id: string;
  name: string;
  items: TMenuItem[];
}
