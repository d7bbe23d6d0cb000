import type { FastifyInstance, FastifyRequest } from 'fastify';
import { claimOf, idempotentCall } from '../../../idempotency';

export const MULTIPLE_STATUS_ROUTE = 'POST /api-v2/pedidoIntegracao/situacao/multiple';

/**
 * A status call with an Idempotency-Key (the delivery-person app's start and delivery on a phone's flaky
 * connection): the same key and request answer the first result without changing anything again (no second
 * status log); the key on another request is refused (409). Each order's change is its own transaction, so the
 * answer is stored once all ran; an attempt cut off before that (or still running) is run again, and the status
 * machine refuses the orders it already moved (an order is never moved to the status it has), so nothing is
 * logged twice. Without the header the call runs as before.
 */
export async function runIdempotentStatusCall<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  requestShape: unknown,
  run: () => Promise<T>,
): Promise<T> {
  return idempotentCall(app.database.db, claimOf(request, MULTIPLE_STATUS_ROUTE, requestShape), run, {
    whileRunning: 'rerun',
  });
}
