import type { OrderStatus } from '@brasa/domain';
import type { FastifyInstance } from 'fastify';

/**
 * A port of the orders module: before a status change is written, the party that owns the order outside the shop
 * (a marketplace: iFood may refuse a confirmation or answer a cancellation as a request) is asked. The orders module
 * defines it and calls it; the marketplace module implements it (marketplace/status-sync.ts) and app.ts plugs it in,
 * so neither module imports the other for it. A refusal throws (our status stays); 'CANCELLATION_REQUESTED' tells the
 * change not to cancel yet.
 */
export type StatusChangeGate = (
  app: FastifyInstance,
  unidadeId: number,
  orderId: number,
  target: OrderStatus,
  input: { motivoCancelamento?: string; cancellationCode?: string },
) => Promise<'CANCELLATION_REQUESTED' | void>;

/**
 * The same party checks the customer's delivery code of its orders (iFood's own code): true or false when the order
 * is theirs, null when it is one of our own channels (the order's own code is checked then).
 */
export type DeliveryCodeCheck = (
  app: FastifyInstance,
  unidadeId: number,
  orderId: number,
  code: string,
) => Promise<boolean | null>;

declare module 'fastify' {
  interface FastifyInstance {
    statusChangeGate?: StatusChangeGate;
    deliveryCodeCheck?: DeliveryCodeCheck;
  }
}

/** At start-up (app.ts, on the root instance: the route plugins' instances inherit it): the app's gate. */
export function plugStatusChangeGate(app: FastifyInstance, gate: StatusChangeGate): void {
  app.decorate('statusChangeGate', gate);
}

/** Asks the app's gate, if one is plugged in (none: every change goes through). */
export function askStatusChangeGate(...args: Parameters<StatusChangeGate>): ReturnType<StatusChangeGate> {
  const gate = args[0].statusChangeGate;
  return gate ? gate(...args) : Promise.resolve();
}

/** At start-up (app.ts): who checks the delivery code of the orders of a marketplace. */
export function plugDeliveryCodeCheck(app: FastifyInstance, check: DeliveryCodeCheck): void {
  app.decorate('deliveryCodeCheck', check);
}

/** The marketplace's verdict on a delivery code, or null (our own order, or nothing plugged in). */
export function askDeliveryCodeCheck(...args: Parameters<DeliveryCodeCheck>): ReturnType<DeliveryCodeCheck> {
  const check = args[0].deliveryCodeCheck;
  return check ? check(...args) : Promise.resolve(null);
}
