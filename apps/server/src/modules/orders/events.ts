import type { TOrder } from '@brasa/contracts';
import type { OrderEvent } from '../../events/types';
import { kdsSourceOfOrder, kdsViewKey } from '../kds/entry';
import type { OrderRow } from '../order-data/mapper';

/** The order as it was before the change (its stored row; absent for a creation). */
export type OrderBefore = Pick<
  OrderRow,
  | 'situacao'
  | 'pago'
  | 'pessoaEntregadorId'
  | 'id'
  | 'sequencial'
  | 'tipo'
  | 'tipoImportacao'
  | 'pedidoAgendado'
  | 'identificadorPrincipal'
  | 'identificadorSecundario'
  | 'complementoIdentificador'
  | 'dataPedido'
  | 'body'
  | 'pessoaClienteId'
>;

/** Whether the kitchen entries of the order would show something else now (its tab, table, address, customer). */
const kdsViewChanged = (order: TOrder, before: OrderBefore) =>
  kdsViewKey(before) !== kdsViewKey(kdsSourceOfOrder(order));

/**
 * The events of one committed change: its kind (created, updated, status_changed, deleted) and the facts it
 * implies (paid, cancelled, dispatched, courier_assigned, items_released), with what the kitchen display's
 * projection needs (items that arrived from other orders, a changed view). Recorded in the change's transaction.
 */
export function orderChangeEvents(
  where: { unidadeId: number; unidadeUuid: string },
  order: TOrder,
  before: OrderBefore | undefined,
  facts: { itemsReleased?: boolean; kdsUnchanged?: boolean; itemsMovedFrom?: readonly number[] } = {},
): OrderEvent[] {
  const moved = facts.itemsMovedFrom?.filter((id) => id !== order.id) ?? [];
  const base = {
    orderId: order.id,
    unidadeId: where.unidadeId,
    unidadeUuid: where.unidadeUuid,
    version: order.version,
    occurredAt: new Date().toISOString(),
    order,
    ...(facts.kdsUnchanged ? { kdsUnchanged: true as const } : {}),
    ...(moved.length > 0 ? { itemsMovedFrom: moved } : {}),
    ...(before && order.ativo && kdsViewChanged(order, before) ? { kdsViewChanged: true as const } : {}),
  };
  const courierId = order.pessoaEntregador?.id ?? null;
  const events: OrderEvent[] = [];
  if (!before) events.push({ ...base, kind: 'order.created' });
  else if (!order.ativo) events.push({ ...base, kind: 'order.deleted' });
  else if (order.situacao !== before.situacao) {
    events.push({ ...base, kind: 'order.status_changed', from: before.situacao, to: order.situacao });
    if (order.situacao === 'CANCELADO') events.push({ ...base, kind: 'order.cancelled', from: before.situacao });
    if (order.situacao === 'ENVIADO') events.push({ ...base, kind: 'order.dispatched', courierId });
  } else events.push({ ...base, kind: 'order.updated' });
  if (order.ativo && order.pago && !before?.pago) events.push({ ...base, kind: 'order.paid' });
  if (before && order.ativo && courierId !== before.pessoaEntregadorId) {
    events.push({ ...base, kind: 'order.courier_assigned', courierId });
  }
  if (facts.itemsReleased) events.push({ ...base, kind: 'order.items_released' });
  return events;
}
