import { orderBodyTotals, type TOrder } from '@brasa/contracts';
import { type RoleProfile, checkPaymentPreconditions } from '@brasa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer } from 'react';
import { orderApiQueries } from '../../../shared/api/order-api';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { applyAdjustments, hasAdjustments } from '../model/order-adjustments';
import { amountFieldText, initialPaymentState, paymentDialogReducer } from '../model/payment-dialog-state';
import { checkNewLine } from '../model/payment-lines';
import { firstSelectableMethod } from '../model/payment-methods';
import { paymentTotalsView } from '../model/payment-totals';
import { currentShare } from '../model/split-bill';
import { newestOrder } from '../model/version-conflict';
import { useCustomerMoney } from './use-customer-money';
import { usePaymentContext } from './use-payment-context';

const NO_ROLES: RoleProfile = { permissoes: [], unidade: { roles: [] } };

let lineSequence = 0;
const nextLineKey = () => `line-${++lineSequence}`;

/**
 * The payment dialog's state and what it shows: the latest saved order (the newer of the dialog's copy and
 * GET /api-v2/pedidoIntegracao/{id}), the order with the dialog's adjustments, the totals, the selected
 * method, the amount field and the line it makes.
 */
export function usePaymentDialog(initialOrder: TOrder) {
  const context = usePaymentContext();
  const [state, dispatch] = useReducer(paymentDialogReducer, initialOrder, initialPaymentState);
  const orderQuery = orderApiQueries.fresh(initialOrder.id, 'payment');
  const fetched = useQuery(orderQuery);
  const queryClient = useQueryClient();
  // doc 1 §4 "Updates received": another terminal's save of this order refreshes the dialog at once; what was
  // typed stays, and a confirm against the old version would get 409 anyway.
  useRealtimeEvents((event) => {
    if (event.kind !== 'orderSaved' || event.order.id !== initialOrder.id) return;
    const known = queryClient.getQueryData(orderQuery.queryKey);
    if (!known || known.version < event.order.version) queryClient.setQueryData(orderQuery.queryKey, event.order);
  });
  const order = newestOrder(state.order, fetched.data);
  const body = useMemo(() => applyAdjustments(order.iFoodOrder, state.adjustments), [order, state.adjustments]);
  const view = useMemo(() => paymentTotalsView(body, state.lines), [body, state.lines]);
  // What the discount dialog checks against: the order without the discount being replaced.
  const beforeDiscount = useMemo(
    () => orderBodyTotals(applyAdjustments(order.iFoodOrder, { ...state.adjustments, discountCents: null })),
    [order, state.adjustments],
  );
  const method =
    context.methods.find((candidate) => candidate.id === state.methodId) ?? firstSelectableMethod(context.methods);
  const customerId = order.pessoaCliente?.id ?? null;
  const customer = useCustomerMoney(method, customerId, {
    canUsePrepaid: context.canUsePrepaid,
    validateCreditLimit: context.settings.validateCreditLimit,
  });
  const amountText = amountFieldText(state, view.pending);
  const share = currentShare(state.split);
  const precondition = checkPaymentPreconditions({
    cashOpen: context.isCashOpen,
    itemCount: body.items.length,
    profile: context.profile ?? NO_ROLES,
  });

  /** The entry form's line, checked as the server will (null when the amount field is empty). */
  const typedLine = useCallback(
    (allowEmpty: boolean) => {
      if (!allowEmpty && amountText.trim() === '') return null;
      return checkNewLine({
        key: nextLineKey(),
        method,
        amountText,
        autorizacao: state.autorizacao,
        pendingCents: view.pending,
        split: share,
        customerId,
        defaultPersonId: context.settings.defaultPersonId,
        customerMoney: customer.money,
        queued: state.lines,
      });
    },
    [amountText, method, state.autorizacao, state.lines, view.pending, share, customerId, context, customer.money],
  );

  return {
    context,
    state,
    dispatch,
    order,
    body,
    view,
    beforeDiscount,
    method,
    customer,
    amountText,
    share,
    precondition,
    typedLine,
    isAdjusted: hasAdjustments(state.adjustments),
  };
}

export type PaymentDialogModel = ReturnType<typeof usePaymentDialog>;
