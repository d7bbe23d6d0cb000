/**
 * What the payment dialog holds between saves: the latest saved order, the adjustments and payment lines
 * typed on top of it, the split being paid and the entry form. A refreshed order (409, refetch, payment
 * deleted) replaces only the order: everything typed stays.
 */
import type { TOrder } from '@brasa/contracts';
import { type Cents, MSG, type Result, asCents, fail, formatMoneyAmount, ok } from '@brasa/domain';
import { NO_ADJUSTMENTS, type DeliveryFeeProduct, type OrderAdjustments } from './order-adjustments';
import type { PaymentLine } from './payment-lines';
import { type SplitState, currentShare, takeShares } from './split-bill';

export interface PaymentDialogState {
  readonly order: TOrder;
  readonly adjustments: OrderAdjustments;
  readonly lines: readonly PaymentLine[];
  /**
   * The split being paid as the saved payments left it (its counter moves only on a save), with the keys of
   * the queued lines that took one of its shares since. Lines queued before the split was chosen took none.
   */
  readonly splitBase: SplitBase | null;
  /** What the entry form pays next: splitBase less the shares its queued lines took (derived by `withSplit`). */
  readonly split: SplitState | null;
  readonly methodId: number | null;
  /** What the user typed in the amount field since the last line; null shows the suggested amount. */
  readonly amountText: string | null;
  readonly autorizacao: string;
  readonly showItems: boolean;
}

export interface SplitBase {
  readonly split: SplitState;
  readonly lineKeys: readonly string[];
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
    splitBase: null,
    split: null,
    methodId: null,
    amountText: null,
    autorizacao: '',
    showItems: false,
  };
}

/** The queued lines' shares taken from the split's base: what the entry form pays next. */
function splitAfterQueued(base: SplitBase | null, lines: readonly PaymentLine[]): SplitState | null {
  if (!base) return null;
  const keys = new Set(base.lineKeys);
  const taken = lines.flatMap((line) => (keys.has(line.key) && line.splitCents !== null ? [line.splitCents] : []));
  return takeShares(base.split, taken);
}

/** The state with `split` derived again from its base and the queued lines (the only place it is set). */
function withSplit(state: Omit<PaymentDialogState, 'split'>): PaymentDialogState {
  return { ...state, split: splitAfterQueued(state.splitBase, state.lines) };
}

/** A base for a split just chosen, or one a save advanced (null once every share is paid). */
const splitBaseOf = (split: SplitState | null): SplitBase | null => (split ? { split, lineKeys: [] } : null);

export function paymentDialogReducer(state: PaymentDialogState, action: PaymentDialogAction): PaymentDialogState {
  switch (action.type) {
    case 'orderRefreshed':
      return { ...state, order: action.order };
    case 'saved': {
      // What was sent is now in the saved order: the shares its lines took (queued ones of this split, and the
      // typed one, which paid the share shown) advance the base. A split keeps its next share until paid.
      const queued = new Set(state.lines.map((line) => line.key));
      const ofSplit = new Set(state.splitBase?.lineKeys ?? []);
      const taken = action.sent.flatMap((line) =>
        line.splitCents !== null && (ofSplit.has(line.key) || !queued.has(line.key)) ? [line.splitCents] : [],
      );
      const split = action.order.pago ? null : takeShares(state.splitBase?.split ?? null, taken);
      return withSplit({
        ...state,
        order: action.order,
        adjustments: NO_ADJUSTMENTS,
        lines: [],
        splitBase: splitBaseOf(split),
        amountText: null,
        autorizacao: '',
      });
    }
    case 'selectMethod':
      return { ...state, methodId: action.methodId };
    case 'typeAmount':
      return { ...state, amountText: action.text };
    case 'typeAuthorization':
      return { ...state, autorizacao: action.text };
    case 'addLine': {
      const base = state.splitBase;
      const takesShare = base !== null && state.split !== null && action.line.splitCents !== null;
      return withSplit({
        ...state,
        lines: [...state.lines, action.line],
        splitBase: takesShare ? { ...base, lineKeys: [...base.lineKeys, action.line.key] } : base,
        amountText: null,
        autorizacao: '',
      });
    }
    case 'removeLine': {
      // A queued line gives its share back: the split is derived from its base and the lines still queued.
      const base = state.splitBase;
      return withSplit({
        ...state,
        lines: state.lines.filter((line) => line.key !== action.key),
        splitBase: base ? { ...base, lineKeys: base.lineKeys.filter((key) => key !== action.key) } : null,
        amountText: null,
      });
    }
    case 'setDiscount':
      return { ...state, adjustments: { ...state.adjustments, discountCents: action.cents }, amountText: null };
    case 'setServiceFee':
      return { ...state, adjustments: { ...state.adjustments, serviceFee: action.choice }, amountText: null };
    case 'setDeliveryFee':
      return { ...state, adjustments: { ...state.adjustments, deliveryFee: action.choice }, amountText: null };
    case 'setSplit':
      return withSplit({ ...state, splitBase: splitBaseOf(action.split), amountText: null });
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
