import { MSG } from '@brasa/domain';
import type { TOrder, TSaveAllRequest } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { OrderEvent } from '../../events/types';
import { conflict } from '../../errors';
import { idempotencyKeyOf } from '../payments/record-payments';
import { claimIdempotencyKey, storeIdempotentResponse } from '../payments/repository';
import { prepareSave, saveOrderInTransaction } from './save-service';
import * as repo from './repository';
import { lockOrdersInIdOrder } from './tabs-repository';
import { transferItems } from './tabs-service';
import { detectItemTransfer } from './transfer-detection';

const SAVE_ALL_ROUTE = 'POST /api-v2/pedidoIntegracao/saveAll';

/**
 * POST /api-v2/pedidoIntegracao/saveAll (doc 3 §7): the orders saved in ONE transaction, each with the rules of
 * the single save (version check and additive merge, permissions, payments, entry rules); one refused order
 * refuses them all. The stored ones are locked first, in id order, so two batches over the same orders wait
 * for each other instead of deadlocking. Answers the saved orders in the order sent, inactive ones included
 * (the board removes them). An Idempotency-Key covers the whole batch.
 */
export async function saveAllOrders(
  app: FastifyInstance,
  request: FastifyRequest,
  inputs: TSaveAllRequest,
): Promise<TOrder[]> {
  const { unidadeId, userId } = request.session;
  const idempotencyKey = idempotencyKeyOf(request);
  // The spec's item transfer arrives as a save of its two orders: the transfer service answers it, with its rules.
  const transfer = await transferOf(app, unidadeId, inputs);
  if (transfer) {
    const { origem, destino } = await transferItems(app, request, transfer);
    const byId = new Map([origem, destino].map((order) => [order.id, order]));
    return inputs.map((input) => byId.get(input.id!)!);
  }
  const prepared = await prepareSave(app, request, inputs);
  const outcome = await app.database.db.transaction(async (tx) => {
    if (idempotencyKey) {
      const fingerprint = createHash('sha256')
        .update(`${userId}:${JSON.stringify(inputs)}`)
        .digest('hex');
      const earlier = await claimIdempotencyKey(tx, unidadeId, idempotencyKey, SAVE_ALL_ROUTE, fingerprint);
      if (earlier) {
        const sameRequest = earlier.rota === SAVE_ALL_ROUTE && earlier.impressaoDigital === fingerprint;
        if (!sameRequest || !earlier.resposta) throw conflict(MSG.IDEMPOTENCY_KEY_REUSED);
        return { orders: earlier.resposta as TOrder[], events: [] as OrderEvent[] };
      }
    }
    const ids = inputs.map((input) => input.id).filter((id): id is number => typeof id === 'number');
    await lockOrdersInIdOrder(tx, unidadeId, [...new Set(ids)]);
    const orders: TOrder[] = [];
    const events: OrderEvent[] = [];
    for (const input of inputs) {
      const saved = await saveOrderInTransaction(app, request, prepared, tx, input);
      orders.push(saved.order);
      events.push(...saved.events);
    }
    if (idempotencyKey) await storeIdempotentResponse(tx, unidadeId, idempotencyKey, orders);
    return { orders, events };
  });
  if (outcome.events.length > 0) app.orderEvents.committed(outcome.events);
  return outcome.orders;
}

async function transferOf(app: FastifyInstance, unidadeId: number, inputs: TSaveAllRequest) {
  if (inputs.length !== 2 || !inputs.every((input) => input.id)) return null;
  const stored = new Map<number, { items?: { referenceCode?: string | null }[] }>();
  for (const input of inputs) {
    const found = await repo.findOrder(app.database.db, unidadeId, input.id!);
    if (found) stored.set(input.id!, found.row.body as { items?: { referenceCode?: string | null }[] });
  }
  return detectItemTransfer(inputs, stored);
}
