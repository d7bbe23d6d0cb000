import type { DispatchRealtimeMessage, TDispatchResult, TOrder, TOrderRouteStop } from '@brasa/contracts';
import { MSG, canChangeStatus, orderStatusLabel, statusDateField, type OrderStatus } from '@brasa/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderEvent } from '../../events/types';
import { AppError, notFound, unprocessable } from '../../errors';
import { askStatusChangeGate } from '../orders/status/status-gate';
import { mutateOrders, type OrderPart } from '../orders/mutate-orders';
import { findOrder } from '../orders/repository';
import type { OrderRow } from '../order-data/mapper';
import { getGenericCodeValue } from '../parameters/repository';
import * as repo from './repository';

/** doc 4 §9: LIMITE_DESPACHO, default 20. */
export const DEFAULT_DISPATCH_LIMIT = 20;

/**
 * doc 4 §4 "Dispatch tab": orders already ENVIADO, CANCELADO or ENTREGUE are not added. Finishing a route moves
 * its sent orders to ENTREGUE, so a sent order only refuses a move other than to delivered.
 */
export function dispatchRefusal(current: OrderStatus, target: OrderStatus): boolean {
  if (current === 'CANCELADO' || current === 'ENTREGUE') return true;
  return current === 'ENVIADO' && target !== 'ENTREGUE';
}

/**
 * POST /api-v2/pedidoIntegracao/associar-despacho/multiple/{orderIds}/{situacao}?idDeliveryMan=&idDespacho=
 * (doc 4 §7). One transaction over the orders (locked in id order): each eligible order moves to `situacao`
 * with the courier and one dispatch group (idDespacho, or a new one); the others answer `{ id, err }` and the
 * rest are still done. The dispatch messages and the usual board messages go out after commit.
 */
export async function associateDispatch(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: number[],
  target: OrderStatus,
  query: { idDeliveryMan?: number; idDespacho?: string },
  /**
   * A planned route (issue 31 §4): its stops (position, ETA) by order id, written with the group, and a check of
   * the locked orders that refuses the whole call (throws) before anything is written.
   */
  route?: { stops: ReadonlyMap<number, TOrderRouteStop>; refuse?: (rows: ReadonlyMap<number, OrderRow>) => void },
): Promise<TDispatchResult> {
  const db = app.database.db;
  const { unidadeId } = request.session;
  const limit = Number(await getGenericCodeValue(db, unidadeId, 'LIMITE_DESPACHO')) || DEFAULT_DISPATCH_LIMIT;
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw unprocessable(MSG.DISPATCH_LIST_EMPTY);
  if (unique.length > limit) throw unprocessable(MSG.DISPATCH_LIST_FULL);
  let courier: { id: number; nome: string } | null = null;
  if (query.idDeliveryMan !== undefined) {
    const row = await repo.findCourierRow(db, unidadeId, query.idDeliveryMan);
    if (!row || !row.ativo) throw notFound(MSG.COURIER_NOT_FOUND);
    courier = { id: row.id, nome: row.nome };
  }
  // A route confirmed on the planning tab moves its orders to AGUARDANDO_RETIRADA whatever the parameter (doc 4 §4
  // 'Route planning'); COLUNA_AGUARDANDO_RETIRADA_PDV only hides the board's empty column and the detail menu's
  // choice (doc 4 §2, doc 1 §4), and the column shows while it holds cards.
  const options = { awaitingPickupEnabled: true };
  const group = query.idDespacho?.trim() || randomUUID();
  const refused = new Map<number, string>();
  const leftGroups = new Map<string, number[]>();
  // A marketplace order that this call moves is told to the marketplace first (ready, dispatch), as a status change
  // from the board is (status-sync); its refusal leaves that order as it was and comes back as its `err`.
  const marketplaceRefused = new Map<number, string>();
  for (const id of unique) {
    const found = await findOrder(db, unidadeId, id);
    if (!found?.row.ativo) continue;
    const current = found.row.situacao as OrderStatus;
    if (current === target || dispatchRefusal(current, target)) continue;
    if (!canChangeStatus({ situacao: current }, target, options).ok) continue;
    try {
      await askStatusChangeGate(app, unidadeId, id, target, {});
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      marketplaceRefused.set(id, err.message);
    }
  }

  const saved = await mutateOrders(
    app,
    request,
    unique,
    (rows, { when, username }) => {
      route?.refuse?.(rows);
      const parts: OrderPart[] = [];
      for (const id of unique) {
        const row = rows.get(id)!;
        const current = row.situacao as OrderStatus;
        const marketplaceRefusal = marketplaceRefused.get(id);
        if (marketplaceRefusal) {
          refused.set(id, marketplaceRefusal);
          continue;
        }
        if (dispatchRefusal(current, target)) {
          refused.set(id, MSG.pedidoNaoAdicionado(id, current));
          continue;
        }
        const logs: string[] = [];
        const values: OrderPart['values'] = { agrupadorDespacho: group };
        if (current !== target) {
          const check = canChangeStatus({ situacao: current }, target, options);
          if (!check.ok) {
            refused.set(id, check.message);
            continue;
          }
          const dateField = statusDateField(target);
          Object.assign(values, { situacao: target }, dateField ? { [dateField]: new Date() } : {});
          logs.push(
            `Situação alterada de ${orderStatusLabel(current)} para ${orderStatusLabel(target)} por ${username} em ${when}.`,
          );
        }
        if (courier) values.pessoaEntregadorId = courier.id;
        // A planned route stores each stop; an order that joins another group leaves its old route's stop.
        if (route) values.paradaRota = route.stops.get(id) ?? null;
        else if (row.agrupadorDespacho !== group) values.paradaRota = null;
        logs.push(`Despacho ${group}${courier ? ` com o entregador ${courier.nome}` : ''} por ${username} em ${when}.`);
        if (row.agrupadorDespacho && row.agrupadorDespacho !== group) {
          leftGroups.set(row.agrupadorDespacho, [...(leftGroups.get(row.agrupadorDespacho) ?? []), id]);
        }
        parts.push({ id, values, logs });
      }
      return parts;
    },
    {
      extraEvents: (orders, ctx) =>
        dispatchEvents(orders, ctx, { group, courier, target, isNew: !query.idDespacho, leftGroups }),
    },
  );

  const byId = new Map(saved.map((order) => [order.id, order]));
  return unique.map((id) => byId.get(id) ?? { id, err: refused.get(id) ?? MSG.ORDER_NOT_FOUND });
}

/** The dispatch messages of one call, carried by its first written order (none when nothing was written). */
export function dispatchEvents(
  orders: readonly TOrder[],
  where: { unidadeId: number; unidadeUuid: string },
  d: {
    group: string;
    courier: { id: number; nome: string } | null;
    target: OrderStatus;
    isNew: boolean;
    leftGroups: Map<string, number[]>;
  },
): OrderEvent[] {
  const first = orders[0];
  if (!first) return [];
  const messages: DispatchRealtimeMessage[] = [
    ...[...d.leftGroups].map(([agrupadorDespacho, pedidos]) => ({
      type: 'REMOVE_DISPATCH' as const,
      agrupadorDespacho,
      pessoa: null,
      pedidos,
    })),
    {
      type: d.target === 'ENTREGUE' ? 'FINISH_DISPATCH' : d.isNew ? 'ADD_DISPATCH' : 'UPDATE_DISPATCH',
      agrupadorDespacho: d.group,
      pessoa: d.courier,
      pedidos: orders.map((order) => order.id),
    },
  ];
  const base = {
    orderId: first.id,
    unidadeId: where.unidadeId,
    unidadeUuid: where.unidadeUuid,
    version: first.version,
    occurredAt: new Date().toISOString(),
    order: first,
  };
  return messages.map((message) => ({ ...base, kind: 'order.dispatch_message' as const, message }));
}
