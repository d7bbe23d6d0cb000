import {
  DISPATCH_REALTIME_TYPES,
  REALTIME_TYPES,
  type DispatchRealtimeMessage,
  type RealtimeMessage,
  type RealtimeType,
  TEF_INTENT_STATES,
  type TOrder,
  type TTefIntent,
} from '@brasa/contracts';
import { isOrderStatus, type OrderStatus } from '@brasa/domain';
import { KDS_SOCKET_EVENTS, type KdsSocketEvent } from './socket-transport';

/**
 * What the rest of the app sees of the socket (STYLE.md §5): typed domain events, never socket.io.
 * `scope` tells the delivery/counter board's messages from the generic ones (tabs, tables, quick sales).
 */
export type OrderRealtimeEvent =
  | { kind: 'orderSaved'; scope: 'board' | 'generic'; order: TOrder }
  | { kind: 'orderMoved'; order: TOrder; from: OrderStatus | null; to: OrderStatus }
  | { kind: 'orderRemoved'; scope: 'board' | 'generic'; order: TOrder };

/**
 * A dispatch group changed (doc 4 §7 associar-despacho): ADD_DISPATCH for a new group, UPDATE_DISPATCH when
 * orders joined one, REMOVE_DISPATCH when orders left one, FINISH_DISPATCH when it was delivered. The dispatch
 * screen, the routes dialog and the delivery-person app refresh their groups and courier lists.
 */
export interface DispatchRealtimeEvent {
  kind: 'dispatch';
  type: DispatchRealtimeMessage['type'];
  agrupadorDespacho: string;
  pessoa: { id: number; nome: string } | null;
  pedidos: number[];
}

/**
 * A card-terminal sale intent changed (UPDATE_STATUS_TEF on the unit's room): the sale dialog follows it and
 * another terminal sees the status; on approval the order's own message brings the payment.
 */
export interface TefRealtimeEvent {
  kind: 'tefStatus';
  intent: TTefIntent;
}

/** Messages of other areas (jobs), passed through for the screens that will read them. */
export interface OtherRealtimeEvent {
  kind: 'other';
  type: RealtimeType;
  message: RealtimeMessage;
}

/**
 * The connection itself. 'reconnected' comes after any drop: whoever keeps server data must refetch what
 * it may have missed while offline.
 */
export type ConnectionEvent = { kind: 'connected' } | { kind: 'reconnected' } | { kind: 'disconnected' };

/**
 * A kitchen display event (doc 3 §7): `createItemKds` (new items), `updateItemStatus` (one item),
 * `updateItemsStatus` (several). `payload` is the entry or list of entries as sent; the KDS feature reads it.
 */
export interface KdsRealtimeEvent {
  kind: 'kds';
  event: KdsSocketEvent;
  payload: unknown;
}

export type RealtimeEvent =
  | OrderRealtimeEvent
  | DispatchRealtimeEvent
  | TefRealtimeEvent
  | OtherRealtimeEvent
  | KdsRealtimeEvent
  | ConnectionEvent;

export const isKdsSocketEvent = (value: unknown): value is KdsSocketEvent =>
  (KDS_SOCKET_EVENTS as readonly unknown[]).includes(value);

const isRealtimeType = (value: unknown): value is RealtimeType =>
  (REALTIME_TYPES as readonly unknown[]).includes(value);

/** The server's orders are trusted for shape; the envelope is checked so a stray message cannot crash a screen. */
function readOrder(value: unknown): TOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id } = value as { id?: unknown };
  return typeof id === 'number' && Number.isInteger(id) ? (value as TOrder) : null;
}

const isDispatchType = (value: unknown): value is DispatchRealtimeMessage['type'] =>
  (DISPATCH_REALTIME_TYPES as readonly unknown[]).includes(value);

/** A dispatch message's envelope, checked field by field; null when malformed. */
function readDispatch(message: RealtimeMessage): DispatchRealtimeEvent | null {
  const { type, agrupadorDespacho, pessoa, pedidos } = message as Partial<DispatchRealtimeMessage> & { type: unknown };
  if (!isDispatchType(type) || typeof agrupadorDespacho !== 'string') return null;
  if (!Array.isArray(pedidos) || !pedidos.every((id) => Number.isInteger(id))) return null;
  const courier =
    typeof pessoa === 'object' && pessoa !== null && Number.isInteger(pessoa.id) && typeof pessoa.nome === 'string'
      ? { id: pessoa.id, nome: pessoa.nome }
      : null;
  return { kind: 'dispatch', type, agrupadorDespacho, pessoa: courier, pedidos: [...pedidos] };
}

/**
 * The intent of an UPDATE_STATUS_TEF message, its envelope checked by hand (ids and state) so the layout's
 * chunk needs no schema library; null when malformed.
 */
function readTefIntent(message: RealtimeMessage): TefRealtimeEvent | null {
  const intent = message.intencao as Partial<TTefIntent> | null | undefined;
  if (typeof intent !== 'object' || intent === null) return null;
  const { intencaoVendaId, pedidoId, status, updatedAt } = intent;
  if (!Number.isInteger(intencaoVendaId) || !Number.isInteger(pedidoId) || typeof updatedAt !== 'string') return null;
  if (!(TEF_INTENT_STATES as readonly unknown[]).includes(status)) return null;
  return { kind: 'tefStatus', intent: intent as TTefIntent };
}

/** Translates one `reciveSocketMessage` payload (doc 2 §7 "Real time"); null when it is not one. */
export function toRealtimeEvent(
  raw: unknown,
): OrderRealtimeEvent | DispatchRealtimeEvent | TefRealtimeEvent | OtherRealtimeEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const message = raw as RealtimeMessage;
  if (!isRealtimeType(message.type)) return null;
  const order = readOrder(message.order);
  switch (message.type) {
    case 'ADD_OR_UPDATE_BOARD_FROM_ORDER':
    case 'ADD_OR_UPDATE_GENERIC_FROM_ORDER':
      if (!order) return null;
      return {
        kind: 'orderSaved',
        scope: message.type === 'ADD_OR_UPDATE_BOARD_FROM_ORDER' ? 'board' : 'generic',
        order,
      };
    case 'MOVE_CARD': {
      if (!order || !isOrderStatus(order.situacao)) return null;
      const from = message.moveOptions?.from;
      return { kind: 'orderMoved', order, from: isOrderStatus(from) ? from : null, to: order.situacao };
    }
    case 'REMOVE_ORDER_ON_BOARD':
    case 'REMOVE_ORDER_GENERIC':
      if (!order) return null;
      return { kind: 'orderRemoved', scope: message.type === 'REMOVE_ORDER_ON_BOARD' ? 'board' : 'generic', order };
    case 'ADD_DISPATCH':
    case 'UPDATE_DISPATCH':
    case 'REMOVE_DISPATCH':
    case 'FINISH_DISPATCH':
      return readDispatch(message);
    case 'UPDATE_STATUS_TEF':
      return readTefIntent(message);
    default:
      return { kind: 'other', type: message.type, message };
  }
}
