import type { OrderStatus } from './order-status';
import { LOGISTICS_TYPES } from './order-types';

export type LogisticsType = (typeof LOGISTICS_TYPES)[number];

/** The delivery-provider kind: a single active integration of it gets the automatic send (doc 1 §4, doc 2 §4). */
export const DELIVERY_PROVIDER_TYPE: LogisticsType = 'FD';

export const isLogisticsType = (tipo: string | null | undefined): tipo is LogisticsType =>
  (LOGISTICS_TYPES as readonly (string | null | undefined)[]).includes(tipo);

/** Status of an order sent to logistics; it disables a second send (doc 1 §4). */
export const LOGISTICS_SENT = 'ENVIADO';

export type AutoLogisticsDecision = { kind: 'auto'; integrationId: number } | { kind: 'choose' } | { kind: 'none' };

/**
 * After saving a delivery order (doc 1 §4, doc 2 §4): exactly one logistics integration, of the delivery-provider
 * kind, gets an automatic send; one or more otherwise open the choice dialog; none does nothing.
 */
export function autoLogisticsDecision(
  integrations: readonly { id: number; tipoImportacao: string }[],
): AutoLogisticsDecision {
  if (integrations.length === 0) return { kind: 'none' };
  if (integrations.length === 1 && integrations[0]!.tipoImportacao === DELIVERY_PROVIDER_TYPE) {
    return { kind: 'auto', integrationId: integrations[0]!.id };
  }
  return { kind: 'choose' };
}

/** Which send options the logistics panel offers (doc 1 §2.12). */
export function logisticsOptions(integrationType: string, orderChannel: string | null | undefined) {
  return {
    /** KA: 'Com retorno do entregador'. */
    retornoEntregador: integrationType === 'KA',
    /** ID, order not from the marketplace channel IF: 'Não utilizar confirmação de entrega'. */
    naoConfirmarEntrega: integrationType === 'ID' && orderChannel !== 'IF',
    /** ID first offers 'Verificar disponibilidade', then 'Enviar'. */
    verificarDisponibilidade: integrationType === 'ID',
  };
}

/**
 * Where a courier is with the order, whatever the provider calls it (each provider client maps its own status
 * words to one of these; a word it does not know maps to null: recorded, moves nothing).
 */
export const LOGISTICS_PHASES = ['SEARCHING', 'ASSIGNED', 'PICKED_UP', 'DELIVERED', 'CANCELLED'] as const;
export type LogisticsPhase = (typeof LOGISTICS_PHASES)[number];

/** After these nothing changes any more: the delivery is no longer followed. */
export const isFinalLogisticsPhase = (phase: LogisticsPhase | null | undefined): boolean =>
  phase === 'DELIVERED' || phase === 'CANCELLED';

/** How far along the board an order is; a courier's report only moves it forward. */
const STATUS_RANK: Readonly<Record<OrderStatus, number>> = Object.freeze({
  PENDENTE: 0,
  CONFIRMADO: 1,
  AGUARDANDO_RETIRADA: 2,
  ENVIADO: 3,
  ENTREGUE: 4,
  CANCELADO: 5,
});

/**
 * The order status a courier's report moves the order to (doc 1 §4 'Logistics', issue 31): picked up -> ENVIADO,
 * delivered -> ENTREGUE; null when it moves nothing: other phases, a cancelled order, or a report that would move
 * the order back (a late "picked up" after "delivered", an order already moved on by hand). A cancelled or failed
 * delivery leaves the status as it is (the store decides: undo and send again, or its own courier).
 */
export function orderStatusForLogistics(
  phase: LogisticsPhase | null | undefined,
  situacao: OrderStatus,
): OrderStatus | null {
  const target: OrderStatus | null = phase === 'PICKED_UP' ? 'ENVIADO' : phase === 'DELIVERED' ? 'ENTREGUE' : null;
  if (!target || situacao === 'CANCELADO') return null;
  return STATUS_RANK[target] > STATUS_RANK[situacao] ? target : null;
}

/** The courier's phases in pt-BR (also the sandboxes' status words, which are the same). */
const LOGISTICS_STATUS_LABELS: Readonly<Record<string, string>> = Object.freeze({
  SEARCHING: 'procurando entregador',
  ASSIGNED: 'entregador a caminho da loja',
  PICKED_UP: 'pedido retirado pelo entregador',
  DELIVERED: 'pedido entregue',
  CANCELLED: 'entrega cancelada',
});

export const logisticsStatusLabel = (status: string): string => LOGISTICS_STATUS_LABELS[status] ?? status;
