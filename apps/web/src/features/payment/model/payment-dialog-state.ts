/**
 * What the payment dialog holds between saves: the latest saved order, the adjustments and payment lines
 * typed on top of it, the split being paid and the entry form. A refreshed order (409, refetch, payment
 * deleted) replaces only the order: everything typed stays.
 */
import type { TOrder } from '@brasa/contracts';
import { type Cents, MSG, type Result, asCents, fail, formatMoneyAmount, ok } from '@brasa/domain';
import { NO_ADJUSTMENTS, type DeliveryFeeProduct, type OrderAdjustments } from './order-adjustments';
import type { PaymentLine } from './payment-lines';
import { type SplitState, currentShare, takeShare } from './split-bill';

export interface PaymentDialogState {
  readonly order: TOrder;
  readonly adjustments: OrderAdjustments;
  readonly lines: readonly PaymentLine[];
  readonly split: SplitState | null;
  readonly methodId: number | null;
  /** What the user typed in the amount field since the last line; null shows the suggested amount. */
  readonly amountText: string | null;
  readonly autorizacao: string;
  readonly showItems: boolean;
}

export type PaymentDialogAction =
  | { readonly type: 'orderRefreshed'; readonly order: TOrder }
  /** The save answered: `sent` are the lines it carried (the typed one among them takes its split share). */
  | { readonly type: 'saved'; readonly order: TOrder; readonly sent: readonly PaymentLine[] }
  | { readonly type: 'selectMethod'; readonly methodId: number }
  | { readonly type: 'typeAmount'; readonly text: string }
  | { readonly type: 'typeAuthorization'; readonly text: string }
  | { readonly type: 'addLine'; readonly line: PaymentLine }
  | { readonly type: 'removeLine'; readonly key: string }
  | { readonly type: 'setDiscount'; readonly cents: Cents | null }
  | { readonly type: 'setServiceFee'; readonly choice: OrderAdjustments['serviceFee'] }
  | { readonly type: 'setDeliveryFee'; readonly choice: DeliveryFeeProduct | 'REMOVE' }
  | { readonly type: 'setSplit'; readonly split: SplitState | null }
  | { readonly type: 'toggleItems' };

export function initialPaymentState(order: TOrder): PaymentDialogState {
  return {
    order,
    adjustments: NO_ADJUSTMENTS,
    lines: [],
    split: null,
    methodId: null,
    amountText: null,
    autorizacao: '',
    showItems: false,
  };
}

export function paymentDialogReducer(state: PaymentDialogState, action: PaymentDialogAction): PaymentDialogState {
  switch (action.type) {
    case 'orderRefreshed':
      return { ...state, order: action.order };
    case 'saved': {
      // What was typed is now in the saved order; a split keeps its next share until the order is paid.
      const queued = new Set(state.lines.map((line) => line.key));
      const typedShares = action.sent.filter((line) => !queued.has(line.key) && line.splitCents !== null).length;
      let split = state.split;
      for (let taken = 0; taken < typedShares; taken += 1) split = takeShare(split);
      return {
        ...state,
        order: action.order,
        adjustments: NO_ADJUSTMENTS,
        lines: [],
        split: action.order.pago ? null : split,
        amountText: null,
        autorizacao: '',
      };
    }
    case 'selectMethod':
      return { ...state, methodId: action.methodId };
    case 'typeAmount':
      return { ...state, amountText: action.text };
    case 'typeAuthorization':
      return { ...state, autorizacao: action.text };
    case 'addLine': {
      const split = action.line.splitCents !== null ? takeShare(state.split) : state.split;
      return { ...state, lines: [...state.lines, action.line], split, amountText: null, autorizacao: '' };
    }
    case 'removeLine':
      return { ...state, lines: state.lines.filter((line) => line.key !== action.key), amountText: null };
    case 'setDiscount':
      return { ...state, adjustments: { ...state.adjustments, discountCents: action.cents }, amountText: null };
    case 'setServiceFee':
      return { ...state, adjustments: { ...state.adjustments, serviceFee: action.choice }, amountText: null };
    case 'setDeliveryFee':
      return { ...state, adjustments: { ...state.adjustments, deliveryFee: action.choice }, amountText: null };
    case 'setSplit':
      return { ...state, split: action.split, amountText: null };
    case 'toggleItems':
      return { ...state, showItems: !state.showItems };
  }
}

/** doc 1 §2.5: the amount field starts with the split share being paid, else what is still pending. */
export function suggestedAmountCents(split: SplitState | null, pendingCents: Cents): Cents {
  return currentShare(split)?.cents ?? asCents(Math.max(0, pendingCents));
}

/** The amount field's text: what was typed, else the suggestion ('' when nothing is left to pay). */
export function amountFieldText(state: Pick<PaymentDialogState, 'amountText' | 'split'>, pendingCents: Cents): string {
  if (state.amountText !== null) return state.amountText;
  const suggested = suggestedAmountCents(state.split, pendingCents);
  return suggested > 0 ? formatMoneyAmount(suggested) : '';
}

export interface ConfirmInput {
  readonly queued: readonly PaymentLine[];
  /** The first refusal among the queued lines (they are re-checked against the current pending). */
  readonly queuedRefusal: string | null;
  /** The entry form's line, checked; null when the amount field is empty. */
  readonly typed: Result<PaymentLine> | null;
  /** Whether the user typed in the amount field since the last line (a suggestion alone is not a line). */
  readonly typedByUser: boolean;
  readonly adjusted: boolean;
}

/**
 * The payments a confirm sends. With no line typed yet, the amount field is the payment (F10 pays the
 * suggested amount); with lines, the field joins them only when the user typed in it. Adjustments alone
 * (a discount, a fee) are saved with no payment.
 */
export function planConfirm(input: ConfirmInput): Result<readonly PaymentLine[]> {
  if (input.queuedRefusal) return fail(input.queuedRefusal);
  const includeTyped = input.typed !== null && (input.queued.length === 0 || input.typedByUser);
  if (includeTyped) {
    const typed = input.typed!;
    return typed.ok ? ok([...input.queued, typed.value]) : fail(typed.message);
  }
  if (input.queued.length > 0 || input.adjusted) return ok(input.queued);
  return fail(MSG.PAYMENT_AMOUNT_NOT_POSITIVE);
}
