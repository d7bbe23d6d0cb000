import type { TOrder } from '@brasa/contracts';
import { isIntegrationChannel, type OrderStatus, isCardTerminalPayment } from '@brasa/domain';

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

type OrderPayment = TOrder['iFoodOrder']['payments'][number];

/** doc 1 §3 Payment: a card-terminal payment (the domain's rule). */
export const isTefPayment = (payment: OrderPayment): boolean => isCardTerminalPayment(payment);

/** The order's card-terminal payments (doc 1 §4: cancelling them asks first and is audited). */
export function tefPaymentsOf(order: TOrder): OrderPayment[] {
  return (order.iFoodOrder?.payments ?? []).filter(isTefPayment);
}

/** doc 1 §4: cancelling an order that still has a card-terminal payment asks 'Existem pagamentos de TEF…' first. */
export const needsTefCancelConfirm = (order: TOrder, to: OrderStatus) =>
  needsCancelReason(to) && tefPaymentsOf(order).length > 0;
