/**
 * The POST /api-v2/pedidoIntegracao body of a payment (doc 1 §7 "Body: the whole order"): the order as the
 * server answered it, with the dialog's adjustments, the saved payments unchanged and the new ones. The
 * server records each new payment's value, change, id, name and due date.
 */
import type { TIFoodOrder, TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { toReais } from '@brasa/domain';
import type { PaymentLine } from './payment-lines';
import { applyItemParts } from './split-items';

/** A new payment as a terminal sends it (see the server's IncomingPayment). */
export type NewPayment = {
  /** The amount typed, in reais. */
  readonly value: number;
  readonly formaPagamento: { readonly id: number };
  readonly autorizacao?: string;
  /** The split share being paid, in reais. */
  readonly valorDivisao?: number;
};

export function newPaymentOf(line: PaymentLine): NewPayment {
  return {
    value: toReais(line.amountCents),
    formaPagamento: { id: line.methodId },
    ...(line.autorizacao ? { autorizacao: line.autorizacao } : {}),
    ...(line.splitCents !== null ? { valorDivisao: toReais(line.splitCents) } : {}),
  };
}

/** The order's own fields of a save request, as they came from the server. */
function orderFields(order: TOrder) {
  return {
    id: order.id,
    version: order.version,
    tipo: order.tipo,
    tipoImportacao: order.tipoImportacao,
    identificadorPrincipal: order.identificadorPrincipal,
    identificadorSecundario: order.identificadorSecundario,
    complementoIdentificador: order.complementoIdentificador,
    quantidadePessoas: order.quantidadePessoas,
    pessoaCliente: order.pessoaCliente,
    pessoaEntregador: order.pessoaEntregador,
    pedidoAgendado: order.pedidoAgendado === 'AGENDADO' ? ('AGENDADO' as const) : null,
    descricao: order.descricao,
  };
}

/**
 * `order` is the latest saved order (its id and version), `body` its iFoodOrder with the dialog's
 * adjustments; the lines are appended to the saved payments and mark the item parts they pay.
 */
export function buildPaymentRequest(
  order: TOrder,
  body: TIFoodOrder,
  lines: readonly PaymentLine[],
): TOrderSaveRequest {
  return {
    ...orderFields(order),
    iFoodOrder: {
      ...body,
      items: applyItemParts(
        body.items,
        lines.flatMap((line) => line.itemParts),
      ),
      payments: [...order.iFoodOrder.payments, ...lines.map(newPaymentOf)],
    },
  };
}

/** Deleting a saved payment is saving the order without it (the server logs it and reverses the money). */
export function buildPaymentDeletion(order: TOrder, paymentId: string | number): TOrderSaveRequest {
  return {
    ...orderFields(order),
    iFoodOrder: {
      ...order.iFoodOrder,
      payments: order.iFoodOrder.payments.filter((payment) => String(payment.id) !== String(paymentId)),
    },
  };
}

/** POST /api-v2/logEvento body for a deleted payment (doc 1 §7). */
export interface PaymentDeletionEvent {
  readonly tipo: 'DELETE';
  readonly entidade: 'Payment';
  readonly motivo: string;
  readonly json: string;
  readonly pedidoIntegracao: { readonly id: number };
}

export function paymentDeletionEvent(
  orderId: number,
  payment: TIFoodOrder['payments'][number],
  motivo: string,
): PaymentDeletionEvent {
  return {
    tipo: 'DELETE',
    entidade: 'Payment',
    motivo: motivo.trim(),
    json: JSON.stringify(payment),
    pedidoIntegracao: { id: orderId },
  };
}
