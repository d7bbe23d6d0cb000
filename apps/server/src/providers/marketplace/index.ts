export * from './types';
export {
  MarketplaceRateLimitedError,
  MarketplaceRefusedError,
  MarketplaceTimeoutError,
  MarketplaceUnavailableError,
  createIfoodClient,
  createIfoodClientFactory,
  marketplaceTimeoutMsFromEnv,
} from './ifood-client';
export { AUTO_CANCEL_MS, MARKETPLACE_SANDBOX_PREFIX, SANDBOX_MERCHANT_ID, marketplaceSandboxPlugin } from './sandbox';
export * from './catalog-types';
export { ifoodCatalogApi, type IfoodCatalogApi } from './catalog-client';
