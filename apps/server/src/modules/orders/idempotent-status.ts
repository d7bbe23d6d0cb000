import { MSG } from '@brasa/domain';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict } from '../../errors';
import { claimIdempotencyKey, storeIdempotentResponse } from '../payments/repository';
import { idempotencyKeyOf } from '../payments/record-payments';

export const MULTIPLE_STATUS_ROUTE = 'POST /api-v2/pedidoIntegracao/situacao/multiple';

/**
 * A status call with an Idempotency-Key (the delivery-person app's start and delivery on a phone's flaky
 * connection): the same key and request answer the first result without changing anything again (no second
 * status log); the key on another request is refused (409). Each order's change is its own transaction, so the
 * answer is stored once all ran; an attempt cut off before that is run again, and the status machine refuses
 * the orders it already moved (an order is never moved to the status it has), so nothing is logged twice.
 * Without the header the call runs as before.
 */
export async function runIdempotentStatusCall<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  requestShape: unknown,
  run: () => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (!key) return run();
  const { unidadeId, userId } = request.session;
  const fingerprint = createHash('sha256')
    .update(`${userId}:${JSON.stringify(requestShape)}`)
    .digest('hex');
  const db = app.database.db;
  const earlier = await db.transaction((tx) =>
    claimIdempotencyKey(tx, unidadeId, key, MULTIPLE_STATUS_ROUTE, fingerprint),
  );
  if (earlier) {
    if (earlier.rota !== MULTIPLE_STATUS_ROUTE || earlier.impressaoDigital !== fingerprint) {
      throw conflict(MSG.IDEMPOTENCY_KEY_REUSED);
    }
    if (earlier.resposta !== null && earlier.resposta !== undefined) return earlier.resposta as T;
  }
  const answer = await run();
  await db.transaction((tx) => storeIdempotentResponse(tx, unidadeId, key, answer));
  return answer;
}
