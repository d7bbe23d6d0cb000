import type { TOrder, TSaveAllRequest } from '@brasa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { claimOf, idempotent } from '../../../idempotency';
import { prepareSave, saveOrderInTransaction } from './save-service';
import * as repo from '../repository';
import { lockOrdersInIdOrder } from '../tabs/tabs-repository';
import { transferItems } from '../tabs/tabs-service';
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
  const { unidadeId } = request.session;
  const claim = claimOf(request, SAVE_ALL_ROUTE, inputs);
  // The spec's item transfer arrives as a save of its two orders: the transfer service answers it, with its rules.
  const transfer = await transferOf(app, unidadeId, inputs);
  if (transfer) {
    const { origem, destino } = await transferItems(app, request, transfer);
    const byId = new Map([origem, destino].map((order) => [order.id, order]));
    return inputs.map((input) => byId.get(input.id!)!);
  }
  const prepared = await prepareSave(app, request, inputs);
  return app.orderEvents.transaction((tx) =>
    idempotent(tx, claim, async () => {
      const ids = inputs.map((input) => input.id).filter((id): id is number => typeof id === 'number');
      await lockOrdersInIdOrder(tx, unidadeId, [...new Set(ids)]);
      const orders: TOrder[] = [];
      for (const input of inputs) orders.push((await saveOrderInTransaction(app, request, prepared, tx, input)).order);
      return orders;
    }),
  );
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
