import type { RealtimeType, TOrder } from '@brasa/contracts';
import type { FastifyInstance } from 'fastify';

const BOARD_TYPES = new Set(['DELIVERY', 'BALCAO']);

/**
 * After a committed change the server (never a browser) tells the unit's terminals.
 * Board types (delivery, counter) get the board messages; tabs, tables and quick sales the generic ones.
 */
export function publishOrder(
  app: FastifyInstance,
  unidadeUuid: string,
  kind: 'MOVE_CARD' | 'UPSERT' | 'REMOVE',
  order: TOrder,
  moveOptions?: { from: string; to: string },
) {
  const board = BOARD_TYPES.has(order.tipo);
  // MOVE_CARD is a board message; a tab or table that changes status is an update for the other screens.
  const type: RealtimeType =
    kind === 'MOVE_CARD'
      ? board
        ? 'MOVE_CARD'
        : 'ADD_OR_UPDATE_GENERIC_FROM_ORDER'
      : kind === 'UPSERT'
        ? board
          ? 'ADD_OR_UPDATE_BOARD_FROM_ORDER'
          : 'ADD_OR_UPDATE_GENERIC_FROM_ORDER'
        : board
          ? 'REMOVE_ORDER_ON_BOARD'
          : 'REMOVE_ORDER_GENERIC';
  app.realtime.publish(unidadeUuid, { type, order, ...(moveOptions ? { moveOptions } : {}) });
}
