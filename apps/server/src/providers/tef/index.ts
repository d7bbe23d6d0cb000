export * from './types';
export { createControlPayClient, tefTimeoutMsFromEnv } from './controlpay-client';
export { tefSandboxPlugin, TEF_SANDBOX_COMPANY, TEF_SANDBOX_PREFIX } from './sandbox';
