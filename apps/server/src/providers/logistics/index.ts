export * from './types';
export { createIfoodShippingClient } from './ifood-shipping';
export { createCourierPlatformClient } from './courier-platform';
export {
  COURIER_PLATFORM_SANDBOX_PREFIX,
  IFOOD_SHIPPING_SANDBOX_PREFIX,
  LOGISTICS_SANDBOX_CREDENTIALS,
  courierPlatformSandbox,
  ifoodShippingSandbox,
} from './sandbox';
