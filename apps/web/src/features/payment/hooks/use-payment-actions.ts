import { usePrintServerBase } from '../../../shared/api/print-server';
import type { TIFoodOrder, TOrder } from '@brasa/contracts';
import { MSG, formatMoney } from '@brasa/domain';
import { useCallback, useState } from 'react';
import { useNotify } from '../../../shared/ui/notify';
import { canTakePayment } from '../../../shared/session/use-can-take-payment';
import { postPaymentDeletionEvent } from '../api/log-payment-deletion';
import { isPrintSuccessful, printPaidOrder } from '../api/print-order';
import { planConfirm } from '../model/payment-dialog-state';
import { type PaymentLine, firstRefusal } from '../model/payment-lines';
import { isTefMethod, methodForShortcut } from '../model/payment-methods';
import { buildPaymentDeletion, buildPaymentRequest, paymentDeletionEvent } from '../model/payment-request';
import { paymentTotalsView } from '../model/payment-totals';
import type { PaymentDialogModel } from './use-payment-dialog';
import { useSavePaymentOrder } from './use-save-payment-order';

type SavedPayment = TIFoodOrder['payments'][number];

/** Ours: the success texts of the dialog (the spec quotes none). */
export const PAYMENT_SAVED = 'Pagamento registrado com sucesso.';
export const PAYMENT_DELETED = 'Pagamento excluído com sucesso.';
export const changeToGive = (change: string) => `Troco: ${change}`;
/** Ours: asked before confirming a change larger than the order's total (still allowed, doc 1 §5). */
export const largeChangeQuestion = (change: string, total: string) =>
  `O troco será de ${change}, maior que o total do pedido (${total}). Confirmar o pagamento?`;

type PlannedLines = readonly PaymentLine[];

/** A confirm held until the cashier agrees to give a change larger than the order's total. */
export interface LargeChangeCheck {
  readonly sent: PlannedLines;
  readonly print: boolean;
  readonly message: string;
}

/** The card terminal as the dialog's keys see it: usable here or not, and how a sale starts. */
export interface TefActions {
  readonly blockedReason: string | null;
  readonly begin: () => void;
}

const NO_TEF: TefActions = { blockedReason: MSG.TEF_INTEGRATION_REQUIRED, begin: () => undefined };

/**
 * What the dialog's keys and buttons do: add a line, confirm (and print), pick a method, delete a payment.
 * `onPaid` gets the saved order once a confirm leaves it paid. With a card-terminal method, adding or confirming
 * starts the terminal's sale instead (the server records that payment).
 */
export function usePaymentActions(
  model: PaymentDialogModel,
  onPaid: (saved: TOrder) => void,
  tef: TefActions = NO_TEF,
) {
  const notify = useNotify();
  const printBase = usePrintServerBase();
  const { dispatch, order, body, view, state, precondition, typedLine, context, isAdjusted } = model;
  const onConflict = useCallback((current: TOrder) => dispatch({ type: 'orderRefreshed', order: current }), [dispatch]);
  const { save, isSaving } = useSavePaymentOrder(onConflict);

  /** Enter in the amount field: the typed payment joins the lines to confirm. */
  const addLine = useCallback(() => {
    if (model.method && isTefMethod(model.method)) return tef.begin();
    if (!precondition.ok) return notify.warning(precondition.message);
    const line = typedLine(true);
    if (!line?.ok) return notify.warning(line?.message ?? MSG.PAYMENT_AMOUNT_NOT_POSITIVE);
    dispatch({ type: 'addLine', line: line.value });
  }, [model.method, tef, precondition, typedLine, notify, dispatch]);

  /** Saves the planned lines (and adjustments); hands the order over when it is paid. */
  const submit = useCallback(
    async (sent: PlannedLines, print: boolean) => {
      const change = paymentTotalsView(body, sent).change;
      const saved = await save(buildPaymentRequest(order, body, sent));
      if (!saved) return;
      dispatch({ type: 'saved', order: saved, sent });
      const paidText = change > 0 ? `${PAYMENT_SAVED} ${changeToGive(formatMoney(change))}` : PAYMENT_SAVED;
      notify.success(sent.length > 0 ? paidText : MSG.ORDER_UPDATED);
      if (print) {
        printPaidOrder(printBase, saved.id)
          .then((results) => (isPrintSuccessful(results) ? undefined : notify.error(MSG.PRINT_ORDER_FAILED)))
          .catch(() => notify.error(MSG.PRINT_ORDER_FAILED));
      }
      if (saved.pago) onPaid(saved);
    },
    [body, order, save, dispatch, notify, onPaid, printBase],
  );

  const [largeChange, setLargeChange] = useState<LargeChangeCheck | null>(null);

  /** F10 / F9: plans the lines; a change larger than the order's total is asked first (a mistyped amount). */
  const confirm = useCallback(
    async (print: boolean) => {
      if (model.method && isTefMethod(model.method)) return tef.begin();
      if (!precondition.ok) return notify.warning(precondition.message);
      const plan = planConfirm({
        queued: state.lines,
        queuedRefusal: firstRefusal(view.lines),
        typed: typedLine(false),
        typedByUser: state.amountText !== null,
        adjusted: isAdjusted,
      });
      if (!plan.ok) return notify.warning(plan.message);
      const sent = plan.value;
      const totals = paymentTotalsView(body, sent);
      if (totals.change > totals.total) {
        const message = largeChangeQuestion(formatMoney(totals.change), formatMoney(totals.total));
        return setLargeChange({ sent, print, message });
      }
      await submit(sent, print);
    },
    [model.method, tef, precondition, state, view, typedLine, isAdjusted, body, notify, submit],
  );

  const confirmLargeChange = useCallback(() => {
    if (!largeChange) return;
    setLargeChange(null);
    void submit(largeChange.sent, largeChange.print);
  }, [largeChange, submit]);
  const cancelLargeChange = useCallback(() => setLargeChange(null), []);

  /** Ctrl+digit: the n-th method; a card-terminal one, when it cannot be used here, says why. */
  const pickMethodByDigit = useCallback(
    (digit: number) => {
      const candidate = context.methods[digit - 1];
      const method = methodForShortcut(context.methods, digit, tef.blockedReason === null);
      if (method) dispatch({ type: 'selectMethod', methodId: method.id });
      else if (candidate) notify.warning(tef.blockedReason ?? MSG.TEF_INTEGRATION_REQUIRED);
    },
    [context.methods, dispatch, notify, tef.blockedReason],
  );

  /** Saves the order without the payment, then records the reason in the audit log (its failure is only logged). */
  const deletePayment = useCallback(
    async (payment: SavedPayment, reason: string): Promise<boolean> => {
      // The permission table's rule (the server refuses it the same way).
      if (context.profile && !canTakePayment(context.profile)) {
        notify.warning(MSG.NO_PAYMENT_PERMISSION);
        return false;
      }
      const saved = await save(buildPaymentDeletion(order, payment.id ?? ''));
      if (!saved) return false;
      dispatch({ type: 'orderRefreshed', order: saved });
      notify.success(PAYMENT_DELETED);
      postPaymentDeletionEvent(paymentDeletionEvent(order.id, payment, reason)).catch((error: unknown) =>
        console.error('Falha ao registrar a exclusão do pagamento', error),
      );
      return true;
    },
    [context.profile, order, save, dispatch, notify],
  );

  return {
    addLine,
    confirm,
    pickMethodByDigit,
    deletePayment,
    isSaving,
    largeChange,
    confirmLargeChange,
    cancelLargeChange,
  };
}
