import type { TOrder } from '@brasa/contracts';
import { MSG, type OrderStatus } from '@brasa/domain';

/**
 * Who moved the order: the board (drag-and-drop, card menu: quiet on success, doc 2 §4.1) or the order
 * detail (doc 1 §8: a success message and the doc 1 fallbacks).
 */
export type StatusChangeSource = 'board' | 'detail';

/** doc 1 §8: 'Pedido #{id} alterado para {situacao}' after a change from the detail; nothing from the board. */
export function statusChangeSuccessMessage(saved: TOrder, source: StatusChangeSource): string | null {
  return source === 'detail' ? MSG.pedidoAlteradoPara(saved.id, saved.situacao) : null;
}

/**
 * The refused change's message. The board: the server's errorMessage, else 'Falha ao alterar situação do
 * pedido' (doc 4 §8). The detail (doc 1 §8): the server's errorMessage, else 'Falha ao alterar status da
 * situação'; on cancel 'Falha ao alterar status do situação', with the server's message as the detail.
 */
export function statusChangeFailureMessage(
  to: OrderStatus,
  serverMessage: string | null,
  source: StatusChangeSource,
): string {
  if (source === 'board') return serverMessage || MSG.ORDER_STATUS_CHANGE_FAILED;
  if (to === 'CANCELADO') {
    return serverMessage
      ? `${MSG.STATUS_CHANGE_FAILED_ON_CANCEL} - Detalhes: ${serverMessage}`
      : MSG.STATUS_CHANGE_FAILED_ON_CANCEL;
  }
  return serverMessage || MSG.STATUS_CHANGE_FAILED;
}

/** POST /api-v2/logEvento body auditing a cancel with card-terminal payments (doc 1 §4, §7). */
export interface TefCancelEvent {
  readonly tipo: 'CANCEL';
  readonly entidade: 'PedidoIntegracao';
  readonly motivo: string;
  readonly json: string;
  readonly pedidoIntegracao: { readonly id: number };
}

/** The audit of a cancelled order that still had card-terminal payments: the reason and those payments. */
export function tefCancelEvent(
  orderId: number,
  motivo: string,
  tefPayments: readonly TOrder['iFoodOrder']['payments'][number][],
): TefCancelEvent {
  return {
    tipo: 'CANCEL',
    entidade: 'PedidoIntegracao',
    motivo: motivo.trim(),
    json: JSON.stringify(tefPayments),
    pedidoIntegracao: { id: orderId },
  };
}
