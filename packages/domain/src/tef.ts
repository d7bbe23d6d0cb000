/**
 * Card-terminal (TEF) rules of doc 1 §4 'Card terminal sale', §5 'Card-terminal payment deletion' and §7 (card type
 * to method id). Pure: the server's intent state machine and the web's dialog read the same mapping.
 */
import { fail, ok, type Result } from './result';
import type { Cents } from './money';

/** doc 1 §4: the provider's transaction statuses. */
export const TEF_TRANSACTION_STATUS = Object.freeze({
  PENDING: 5,
  STARTED: 6,
  APPROVED: 10,
  EXPIRED: 15,
  CANCEL_REQUESTED: 18,
  CANCEL_STARTED: 19,
  CANCELLED: 20,
  REFUSED: 25,
});

export type TefIntentState = 'CRIADA' | 'NO_TERMINAL' | 'APROVADA' | 'RECUSADA' | 'EXPIRADA' | 'CANCELADA';

/** Final states: nothing at the provider changes them any more (except a reversal of an approval, which we ask). */
export const TEF_FINAL_STATES: readonly TefIntentState[] = Object.freeze([
  'APROVADA',
  'RECUSADA',
  'EXPIRADA',
  'CANCELADA',
]);

export const isFinalTefState = (state: TefIntentState) => TEF_FINAL_STATES.includes(state);

/**
 * Our state for the provider's status (doc 1 §4). 18 and 19 are a cancellation under way: the sale is not final
 * until 20, so a cancelled-in-progress intent stays NO_TERMINAL. Unknown numbers keep the intent open (the
 * reconciler asks again) rather than guessing a result.
 */
export function tefStateOfStatus(status: number | null | undefined): TefIntentState {
  switch (status) {
    case TEF_TRANSACTION_STATUS.APPROVED:
      return 'APROVADA';
    case TEF_TRANSACTION_STATUS.EXPIRED:
      return 'EXPIRADA';
    case TEF_TRANSACTION_STATUS.REFUSED:
      return 'RECUSADA';
    case TEF_TRANSACTION_STATUS.CANCELLED:
      return 'CANCELADA';
    case null:
    case undefined:
      return 'CRIADA';
    default:
      return 'NO_TERMINAL';
  }
}

/** The dialog's look of a state (doc 1 §3 'Card terminal sale states': info (wait), success, error). */
export function tefDialogStateOf(state: TefIntentState): 'info' | 'success' | 'error' {
  if (state === 'APROVADA') return 'success';
  if (state === 'CRIADA' || state === 'NO_TERMINAL') return 'info';
  return 'error';
}

/** doc 1 §7: card type to the provider's payment method id. */
export const TEF_METHOD_ID_BY_CARD_TYPE = Object.freeze({ CC: 21, CD: 22, PX: 25, PD: 25 } as const);
export type TefCardType = keyof typeof TEF_METHOD_ID_BY_CARD_TYPE;

/** The card type of one of our payment methods by its code (CC credit, CD debit, PX pix, PD wallet), or null. */
export function tefCardTypeOfCode(code: string | null | undefined): TefCardType | null {
  const upper = (code ?? '').trim().toUpperCase();
  return upper in TEF_METHOD_ID_BY_CARD_TYPE ? (upper as TefCardType) : null;
}

/** One external payment as the terminal reports it (doc 1 §4 'several external payments'). */
export interface TefExternalPayment {
  readonly mensagem?: string | null;
  readonly resultado?: string | number | null;
}

export const TEF_OPERATION_CANCELLED = 'OPERACAO CANCELADA';

/**
 * doc 1 §4: with one external payment it is the result; with several, the last one is used unless its message is
 * OPERACAO CANCELADA, which makes the sale an error 'Operação cancelada'. A result '0' is success.
 */
export function pickExternalPayment<T extends TefExternalPayment>(payments: readonly T[]): Result<T | null> {
  if (payments.length === 0) return ok(null);
  const last = payments[payments.length - 1]!;
  if (payments.length > 1 && (last.mensagem ?? '').trim().toUpperCase() === TEF_OPERATION_CANCELLED) {
    return fail('Operação cancelada');
  }
  return ok(last);
}

/** doc 1 §4: '0' (or 0) is success. */
export const isTefSuccessResult = (resultado: string | number | null | undefined) => String(resultado ?? '') === '0';

/** Default window for deleting a card-terminal payment (the integration's `prazoExclusaoMinutos` overrides it). */
export const TEF_DELETE_WINDOW_MINUTES = 30;

/** doc 1 §5: a card-terminal payment may be deleted only inside its time window. */
export function checkTefDeleteWindow(input: {
  readonly approvedAt: Date;
  readonly now: Date;
  readonly windowMinutes: number;
}): Result<true> {
  const elapsedMs = input.now.getTime() - input.approvedAt.getTime();
  if (elapsedMs > input.windowMinutes * 60_000) return fail('O tempo para a exclusão desse pagamento expirou');
  return ok(true);
}

/**
 * What an approval means for an order: recorded when the order still owes at least the approved amount; otherwise
 * (paid another way meanwhile, cancelled) it must be reversed at the provider. The recorded amount is exactly the
 * approved one: a card payment never carries change.
 */
export function settleTefApproval(input: {
  readonly approvedCents: Cents;
  readonly pendingCents: Cents;
  readonly orderOpen: boolean;
}):
  { readonly action: 'RECORD'; readonly valueCents: Cents } | { readonly action: 'REVERSE'; readonly reason: string } {
  if (!input.orderOpen) return { action: 'REVERSE', reason: 'Pedido cancelado ou excluído antes da aprovação.' };
  if (input.approvedCents > input.pendingCents) {
    return { action: 'REVERSE', reason: 'Pedido já pago de outra forma quando a aprovação chegou.' };
  }
  return { action: 'RECORD', valueCents: input.approvedCents };
}
