import type { TOrder, TTefIntent } from '@brasa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { orderApiQueries } from '../../../shared/api/order-api';
import { useNotify } from '../../../shared/ui/notify';
import { type TefSaleRequest, receiptLocation, useTefAgentResend, useTefReadiness } from '../tef';
import { isTefMethod } from '../model/payment-methods';
import { checkTefAmount } from '../model/tef-payment';
import type { PaymentDialogModel } from './use-payment-dialog';

/**
 * The payment dialog's side of the card terminal: whether its methods are usable here, the sale being run, and
 * what follows it (the order as the server recorded it; a paid order ends the dialog like a confirm).
 */
export function useTefPayment(model: PaymentDialogModel, onPaid: (saved: TOrder) => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const hasTefMethods = model.context.methods.some(isTefMethod);
  const { readiness, terminal } = useTefReadiness(hasTefMethods);
  const [sale, setSale] = useState<TefSaleRequest | null>(null);
  // The local agent's results a closed page never relayed are recorded when the payment dialog opens.
  useTefAgentResend(readiness.ok ? (readiness.value.agentUrl ?? null) : null);
  const { order, method, amountText, view, share, state, precondition, isAdjusted, dispatch } = model;

  /** Enter, Adicionar or F10 with a card-terminal method: the amount goes to the terminal. */
  const begin = useCallback(() => {
    if (!method || !isTefMethod(method)) return;
    if (!precondition.ok) return notify.warning(precondition.message);
    if (!readiness.ok) return notify.warning(readiness.message);
    const amount = checkTefAmount({
      method,
      amountText,
      pendingCents: view.pending,
      splitCents: share?.cents ?? null,
      queuedLines: state.lines.length,
      adjusted: isAdjusted,
    });
    if (!amount.ok) return notify.warning(amount.message);
    setSale({
      pedidoId: order.id,
      formaPagamentoId: method.id,
      methodName: method.descricao,
      amountCents: amount.value,
      terminalId: readiness.value.terminalId,
      kind: readiness.value.kind,
      ...(readiness.value.agentUrl ? { agentUrl: readiness.value.agentUrl } : {}),
      location: receiptLocation(terminal, null),
    });
  }, [method, precondition, readiness, amountText, view, share, state.lines, isAdjusted, order.id, terminal, notify]);

  /** The sale dialog closed: an approved payment is on the order now; a paid order ends the payment. */
  const finish = useCallback(
    async (intent: TTefIntent | null) => {
      setSale(null);
      if (!intent?.pagamentoRegistrado) return;
      const fresh = await queryClient.fetchQuery(orderApiQueries.fresh(order.id, 'payment')).catch(() => null);
      if (!fresh) return;
      dispatch({ type: 'orderRefreshed', order: fresh });
      if (fresh.pago) onPaid(fresh);
    },
    [queryClient, order.id, dispatch, onPaid],
  );

  return { blockedReason: readiness.ok ? null : readiness.message, sale, begin, finish };
}
