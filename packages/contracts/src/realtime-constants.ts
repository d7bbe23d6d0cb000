/**
 * The realtime vocabulary, in a module without schemas: the web's realtime client reads it on every page's boot and
 * should not build the order schemas (zod) to do so. orders.ts, couriers.ts and tef.ts re-export it.
 */

/** Real-time message types (doc 2 §7). */
export const REALTIME_TYPES = [
  'MOVE_CARD',
  'ADD_OR_UPDATE_BOARD_FROM_ORDER',
  'ADD_OR_UPDATE_GENERIC_FROM_ORDER',
  'UPDATE_BOARD_FROM_EVENTS',
  'REMOVE_ORDER_ON_BOARD',
  'REMOVE_ORDER_GENERIC',
  'ADD_DISPATCH',
  'FINISH_DISPATCH',
  'UPDATE_DISPATCH',
  'REMOVE_DISPATCH',
  'UPDATE_STATUS_TEF',
  'UPDATE_STATUS_JOB',
  /** A print ended in ERRO, or is still pending after its first retry: every terminal of the unit says so. */
  'PRINT_FAILED',
  /** A marketplace dispute opened, was answered or ended (`{ disputa }`): the board's negotiation dialog follows it. */
  'MARKETPLACE_DISPUTE',
] as const;
export type RealtimeType = (typeof REALTIME_TYPES)[number];

/** Real-time dispatch messages to the unit's room (doc 4 §7). */
export const DISPATCH_REALTIME_TYPES = [
  'ADD_DISPATCH',
  'UPDATE_DISPATCH',
  'REMOVE_DISPATCH',
  'FINISH_DISPATCH',
] as const;

/** A card-terminal intent's state machine; `statusTransacao` keeps the provider's number (doc 1 §4: 5, 6, 10, 15, 18–20, 25). */
export const TEF_INTENT_STATES = ['CRIADA', 'NO_TERMINAL', 'APROVADA', 'RECUSADA', 'EXPIRADA', 'CANCELADA'] as const;
