import type { FastifyInstance } from 'fastify';
import type { OrderEventSubscriber } from '../events/types';
import { reverseOrderTefPayments } from '../modules/tef/payment-ops';

/**
 * An order cancelled with card-terminal payments: its recorded sales are cancelled at the provider and logged
 * (doc 1 §4; the cancel's confirm and audit stay as they were). Idempotent: a sale already cancelled is skipped,
 * so a redelivery asks the provider nothing again; a provider failure is retried by the queue.
 */
export function tefOrderCancelledSubscriber(app: FastifyInstance): OrderEventSubscriber<'order.cancelled'> {
  return {
    name: 'tef_order_cancelled',
    kinds: ['order.cancelled'],
    retryLimit: 8,
    retryDelaySeconds: 5,
    async handle(event) {
      await reverseOrderTefPayments(app, event.unidadeId, event.orderId);
    },
  };
}
