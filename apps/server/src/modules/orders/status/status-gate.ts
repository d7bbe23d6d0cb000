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

declare module 'fastify' {
  interface FastifyInstance {
    statusChangeGate?: StatusChangeGate;
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
