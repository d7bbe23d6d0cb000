import type {
  TIfoodGetAction,
  TIfoodPostAction,
  TIfoodPostActionBody,
  TIfoodPostActionResult,
  TMenuCatalog,
  TMenuCategory,
  TMenuOption,
} from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, notFound } from '../../errors';
import {
  ifoodCatalogApi,
  type IfoodCatalogCategory,
  type IfoodCatalogOption,
  type IfoodCatalogStatus,
} from '../../providers/marketplace';
import { listActiveIntegrations } from '../integrations/repository';
import { findMarketplaceIntegration, type MarketplaceIntegration } from '../marketplace/integrations';
import { claimOf, idempotentCall } from '../../idempotency';

const POST_ROUTE = 'POST postIfoodAction';

/**
 * The unit's active IF integration with that id, and the store asked for among its stores (IFOOD_MERCHANT_ID);
 * another unit's integration, an inactive one or a store it does not list is a 404.
 */
async function integrationAndStore(
  app: FastifyInstance,
  unidadeId: number,
  integrationId: number,
  merchantId: string | undefined,
): Promise<{ integration: MarketplaceIntegration; merchantId: string }> {
  const active = await listActiveIntegrations(app.database.db, unidadeId, ['IF']);
  const integration = active.some((i) => i.id === integrationId)
    ? await findMarketplaceIntegration(app, integrationId)
    : undefined;
  if (!integration || integration.unidadeId !== unidadeId) {
    throw notFound(MSG.MARKETPLACE_INTEGRATION_NOT_FOUND);
  }
  const store = merchantId ?? integration.merchantIds[0];
  if (!store || !integration.merchantIds.includes(store)) throw notFound(MSG.MARKETPLACE_STORE_NOT_FOUND);
  return { integration, merchantId: store };
}

/** The marketplace's failure in the words of doc 4 §8, keeping its status (502, 504, 429, 422). */
function marketplaceFailure(err: unknown, wording: (reason: string) => string): never {
  if (err instanceof AppError) throw new AppError(err.statusCode, wording(err.message), err.code);
  throw err;
}

const optionOf = (o: IfoodCatalogOption): TMenuOption => ({
  id: o.id,
  name: o.name,
  description: o.description ?? null,
  price: { value: Number(o.price?.value ?? 0) },
  status: o.status === 'UNAVAILABLE' ? 'UNAVAILABLE' : 'AVAILABLE',
  externalCode: o.externalCode || null,
});

/** doc 4 §3: category (id, name, items), item (id, name, description, price.value, status, externalCode). */
function categoryOf(c: IfoodCatalogCategory): TMenuCategory {
  return {
    id: c.id,
    name: c.name,
    items: (c.items ?? []).map((i) => ({
      ...optionOf(i),
      optionGroups: (i.optionGroups ?? []).map((g) => ({ id: g.id, name: g.name, options: g.options.map(optionOf) })),
    })),
  };
}

/** GET getIfoodAction/{integrationId}/{CATALOGS|CATEGORIES}: `{message}` holding the JSON (doc 4 §7). */
export async function getIfoodAction(
  app: FastifyInstance,
  unidadeId: number,
  integrationId: number,
  action: TIfoodGetAction,
  query: { merchantId?: string; catalogId?: string },
): Promise<{ message: string }> {
  if (action === 'CATEGORIES' && !query.catalogId) throw badRequest(MSG.MENU_CATALOG_REQUIRED);
  const { integration, merchantId } = await integrationAndStore(app, unidadeId, integrationId, query.merchantId);
  const api = ifoodCatalogApi(integration.client);
  try {
    if (action === 'CATALOGS') {
      const catalogs: TMenuCatalog[] = (await api.catalogs(merchantId)).map((c) => ({
        catalogId: c.catalogId,
        context: c.context ?? [],
        status: c.status,
      }));
      return { message: JSON.stringify(catalogs) };
    }
    const categories = (await api.categories(merchantId, query.catalogId!)).map(categoryOf);
    return { message: JSON.stringify(categories) };
  } catch (err) {
    marketplaceFailure(err, MSG.produtosIfoodNaoBuscados);
  }
}

/** What each action needs of the body (doc 4 §7): an item or an option, a status or an external code. */
function checkBody(action: TIfoodPostAction, body: TIfoodPostActionBody) {
  const sub = action === 'SUB_STATUS' || action === 'SUB_EXTERNALID';
  if (sub && !body.optionId) throw badRequest(MSG.MENU_OPTION_REQUIRED);
  if (!sub && !body.itemId) throw badRequest(MSG.MENU_ITEM_REQUIRED);
  const isStatus = action === 'STATUS' || action === 'SUB_STATUS';
  if (isStatus && !body.status) throw badRequest(MSG.MENU_STATUS_REQUIRED);
  if (!isStatus && body.externalCode === undefined) throw badRequest(MSG.MENU_EXTERNAL_CODE_REQUIRED);
  return { sub, isStatus };
}

/**
 * POST postIfoodAction/{STATUS|SUB_STATUS|EXTERNALID|SUB_EXTERNALID}: the change sent to the marketplace. With an
 * Idempotency-Key a retry answers the first result without calling the marketplace again; a failed call frees the
 * key (nothing changed there, or the change is idempotent: setting the same status or code twice is harmless).
 */
export async function postIfoodAction(
  app: FastifyInstance,
  request: FastifyRequest,
  action: TIfoodPostAction,
  body: TIfoodPostActionBody,
): Promise<TIfoodPostActionResult> {
  const { unidadeId } = request.session;
  const { sub, isStatus } = checkBody(action, body);
  const { integration, merchantId } = await integrationAndStore(app, unidadeId, body.integracaoId, body.merchantId);
  // Claimed without an answer (in flight or interrupted): sending the same change again is harmless.
  return idempotentCall(
    app.database.db,
    claimOf(request, POST_ROUTE, [action, body]),
    () => sendIfoodAction(request, integration, merchantId, action, body, sub, isStatus),
    { whileRunning: 'rerun' },
  );
}

async function sendIfoodAction(
  request: FastifyRequest,
  integration: Awaited<ReturnType<typeof integrationAndStore>>['integration'],
  merchantId: string,
  action: TIfoodPostAction,
  body: TIfoodPostActionBody,
  sub: boolean,
  isStatus: boolean,
): Promise<TIfoodPostActionResult> {
  const api = ifoodCatalogApi(integration.client);
  const status = (body.status ?? null) as IfoodCatalogStatus | null;
  const externalCode = body.externalCode ?? null;
  try {
    if (action === 'STATUS') await api.itemStatus(merchantId, body.itemId!, status!);
    else if (action === 'SUB_STATUS') await api.optionStatus(merchantId, body.optionId!, status!);
    else if (action === 'EXTERNALID') await api.itemExternalCode(merchantId, body.itemId!, externalCode!);
    else await api.optionExternalCode(merchantId, body.optionId!, externalCode!);
  } catch (err) {
    marketplaceFailure(err, MSG.itemIfoodNaoAtualizado);
  }

  const result: TIfoodPostActionResult = {
    action,
    itemId: sub ? null : body.itemId!,
    optionId: sub ? body.optionId! : null,
    status: isStatus ? status : null,
    externalCode: isStatus ? null : externalCode,
  };
  request.log.info({ integrationId: integration.id, merchantId, ...result }, 'cardápio integrado alterado');
  return result;
}
