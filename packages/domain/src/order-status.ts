/** The order status machine (doc 1 §4, doc 2 §4.1, doc 4 §4). */
import { MSG } from './messages';
import { isIdentifierOrderType, isIntegrationChannel, type OrderType } from './order-types';
import { fail, ok, type Result } from './result';

/** Board column order (doc 2 §2.1). */
export const ORDER_STATUSES = [
  'PENDENTE',
  'CONFIRMADO',
  'AGUARDANDO_RETIRADA',
  'ENVIADO',
  'ENTREGUE',
  'CANCELADO',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = Object.freeze({
  PENDENTE: 'Pendente',
  CONFIRMADO: 'Confirmado',
  AGUARDANDO_RETIRADA: 'Aguardando retirada',
  ENVIADO: 'Enviado',
  ENTREGUE: 'Entregue',
  CANCELADO: 'Cancelado',
});

/** Whether the awaiting-pickup status is on (parameter COLUNA_AGUARDANDO_RETIRADA_PDV). */
export interface StatusOptions {
  readonly awaitingPickupEnabled: boolean;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status];
}

/**
 * The board's columns. The awaiting-pickup column shows when its parameter is on, and also while it still
 * holds cards with the parameter off (doc 4 §2: hidden when the parameter is 0 and the column is empty).
 */
export function visibleBoardColumns(options: StatusOptions & { awaitingPickupCards?: number }): OrderStatus[] {
  const showPickup = options.awaitingPickupEnabled || (options.awaitingPickupCards ?? 0) > 0;
  return ORDER_STATUSES.filter((status) => status !== 'AGUARDANDO_RETIRADA' || showPickup);
}

/**
 * doc 1 §4: any status except the current one; AGUARDANDO_RETIRADA only when its parameter is on; a
 * cancelled order refuses every change. Returns the target on success.
 */
export function canChangeStatus(
  order: { readonly situacao: OrderStatus },
  target: OrderStatus,
  options: StatusOptions,
): Result<OrderStatus> {
  if (!isOrderStatus(target)) return fail(MSG.statusInvalido(String(target)));
  if (order.situacao === 'CANCELADO') return fail(MSG.CANCELLED_ORDER_LOCKED);
  if (target === order.situacao) return fail(MSG.statusInalterado(orderStatusLabel(target)));
  if (target === 'AGUARDANDO_RETIRADA' && !options.awaitingPickupEnabled) return fail(MSG.AWAITING_PICKUP_DISABLED);
  return ok(target);
}

/** The status menu of an order: what `canChangeStatus` accepts, in board order. */
export function availableTargetStatuses(current: OrderStatus, options: StatusOptions): OrderStatus[] {
  return ORDER_STATUSES.filter((target) => canChangeStatus({ situacao: current }, target, options).ok);
}

/** PENDENTE -> CONFIRMADO runs the post-confirm routine (doc 1 §4, doc 2 §4.1). */
export function isConfirmTransition(from: OrderStatus, to: OrderStatus): boolean {
  return from === 'PENDENTE' && to === 'CONFIRMADO';
}

export type OrderStatusDateField =
  'dataConfirmacao' | 'dataAguardandoRetirada' | 'dataEnvio' | 'dataEntrega' | 'dataCancelamento';

const STATUS_DATE_FIELDS: Readonly<Record<OrderStatus, OrderStatusDateField | null>> = Object.freeze({
  PENDENTE: null,
  CONFIRMADO: 'dataConfirmacao',
  AGUARDANDO_RETIRADA: 'dataAguardandoRetirada',
  ENVIADO: 'dataEnvio',
  ENTREGUE: 'dataEntrega',
  CANCELADO: 'dataCancelamento',
});

/** The date a move to `target` stamps on the order (doc 4 §3); PENDENTE stamps none. */
export function statusDateField(target: OrderStatus): OrderStatusDateField | null {
  return STATUS_DATE_FIELDS[target];
}

export interface OrderActionInput {
  readonly situacao: OrderStatus;
  readonly tipo?: OrderType | string | null;
  readonly tipoImportacao?: string | null;
  readonly dataImportacao?: string | Date | null;
  readonly ativo?: boolean | null;
}

export interface OrderActions {
  readonly edit: boolean;
  readonly pay: boolean;
  readonly import: boolean;
  readonly cancel: boolean;
  readonly convert: boolean;
}

/** Imported once dataImportacao is set (doc 2 §4.4). */
export function isImported(order: Pick<OrderActionInput, 'dataImportacao'>): boolean {
  return order.dataImportacao !== null && order.dataImportacao !== undefined && order.dataImportacao !== '';
}

/** Whether an order may be opened for import (doc 1 §4): not cancelled and not imported yet. */
export function checkImportState(order: {
  situacao: string;
  dataImportacao: Date | string | null | undefined;
}): Result<true> {
  if (order.situacao === 'CANCELADO') return fail(MSG.CANCELLED_ORDER_IMPORT);
  if (isImported(order)) return fail(MSG.ORDER_ALREADY_IMPORTED);
  return ok(true);
}

const NO_ACTIONS: OrderActions = Object.freeze({
  edit: false,
  pay: false,
  import: false,
  cancel: false,
  convert: false,
});

/**
 * What the order's state allows (doc 1 §2, §4); roles are checked apart.
 * - Inactive (deleted) and cancelled orders allow nothing: the action panel is for active orders only.
 * - Edit and pay: not from an integration and not yet imported.
 * - Import: not yet imported (an imported one offers undo instead; payment is checked when importing).
 * - Convert: not imported, and either an integration order (made editable) or an own-online order (SO, the
 *   default origin) that is neither tab nor table (converted to a tab or table).
 */
export function allowedOrderActions(order: OrderActionInput): OrderActions {
  if (order.ativo === false || order.situacao === 'CANCELADO') return NO_ACTIONS;
  const imported = isImported(order);
  const integration = isIntegrationChannel(order.tipoImportacao);
  const ownOnline = (order.tipoImportacao ?? 'SO') === 'SO' && !isIdentifierOrderType(order.tipo);
  return {
    edit: !integration && !imported,
    pay: !integration && !imported,
    import: !imported,
    cancel: true,
    convert: !imported && (integration || ownOnline),
  };
}

// Multi-order status change (doc 2 §4.1): DELIVERY orders move from a source list to the next list.

/** The flow lists in order; AGUARDANDO_RETIRADA only when enabled. CANCELADO is not part of the flow. */
function statusFlow(options: StatusOptions): OrderStatus[] {
  return ORDER_STATUSES.filter(
    (status) => status !== 'CANCELADO' && (status !== 'AGUARDANDO_RETIRADA' || options.awaitingPickupEnabled),
  );
}

/** Lists offered as sources: not ENTREGUE, CANCELADO or PENDENTE. */
export function multiStatusSources(options: StatusOptions): OrderStatus[] {
  return statusFlow(options).filter((status) => status !== 'PENDENTE' && status !== 'ENTREGUE');
}

/** Alias under the name the brief uses. */
export const MULTI_STATUS_SOURCES = multiStatusSources;

/** The list orders of `source` move to, or null when `source` is not offered as a source. */
export function nextStatusInFlow(source: OrderStatus, options: StatusOptions): OrderStatus | null {
  if (!multiStatusSources(options).includes(source)) return null;
  const flow = statusFlow(options);
  return flow[flow.indexOf(source) + 1] ?? null;
}

/** Whether an order is moved by a multi-status change from `source`: an active DELIVERY order in that list. */
export function isMultiStatusCandidate(
  order: { readonly situacao: OrderStatus; readonly tipo?: string | null; readonly ativo?: boolean | null },
  source: OrderStatus,
): boolean {
  return order.tipo === 'DELIVERY' && order.situacao === source && order.ativo !== false;
}
