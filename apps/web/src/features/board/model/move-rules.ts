import type { TOrder } from '@brasa/contracts';
import { isIntegrationChannel, type OrderStatus } from '@brasa/domain';

/**
 * doc 2 §4.1, doc 4 §4: a marketplace delivery-mode order with no courier, whose logistics status is not
 * ENVIADO, asks for the courier before moving to ENVIADO.
 */
export function needsCourierChoice(order: TOrder, to: OrderStatus): boolean {
  return (
    to === 'ENVIADO' &&
    isIntegrationChannel(order.tipoImportacao) &&
    order.iFoodOrder?.deliveryMethod?.mode === 'DELIVERY' &&
    !order.pessoaEntregador &&
    order.statusLogistica !== 'ENVIADO'
  );
}

/** Cancelling asks for the reason (the server refuses an empty one). */
export const needsCancelReason = (to: OrderStatus) => to === 'CANCELADO';
