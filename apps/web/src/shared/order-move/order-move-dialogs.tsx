import { MSG } from '@brasa/domain';
import { useHasOpened } from '../hooks/use-has-opened';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PromptDialog } from '../ui/prompt-dialog';
import type { OrderMove } from './use-order-move';
import { BOARD_TEXTS } from './board-messages';
import { orderNumber } from '../orders/order-view';
import { CourierDialog } from './courier-dialog';
import { isMarketplaceCancel, MarketplaceCancelDialog } from './marketplace-cancel-dialog';

/** The cancellation reason is kept whole by the audit event (at most 500 characters). */
const MAX_CANCEL_REASON_LENGTH = 500;

const validateCancelReason = (value: string) => (value.trim() ? null : MSG.CANCEL_JUSTIFICATION_REQUIRED);

/**
 * The questions a move may ask (useOrderMove), for the board and the order detail alike: the card-terminal
 * payments confirm (doc 1 §4), the cancellation reason (doc 1 §5: required, Enter confirms) and the courier
 * (doc 2 §2.5).
 */
export function OrderMoveDialogs({ move }: { move: OrderMove }) {
  const { pending } = move;
  const orderLabel = pending ? orderNumber(pending.order) : '';
  const isTefConfirmMounted = useHasOpened(pending?.kind === 'tefConfirm');
  const isCourierMounted = useHasOpened(pending?.kind === 'courier');
  return (
    <>
      {isTefConfirmMounted ? (
        <ConfirmDialog
          open={pending?.kind === 'tefConfirm'}
          message={MSG.TEF_PAYMENTS_CANCEL_CONFIRM}
          onConfirm={move.confirmTefCancel}
          onClose={move.dismiss}
          testId="cancel-tef"
        />
      ) : null}
      {pending?.kind === 'cancelReason' && isMarketplaceCancel(pending.order) ? (
        <MarketplaceCancelDialog
          key={pending.order.id}
          order={pending.order}
          orderLabel={orderLabel}
          onConfirm={move.confirmCancelReason}
          onClose={move.dismiss}
        />
      ) : null}
      {pending?.kind === 'cancelReason' && !isMarketplaceCancel(pending.order) ? (
        <PromptDialog
          key={pending.order.id}
          title={`${BOARD_TEXTS.CANCEL_REASON_TITLE} ${orderLabel}`}
          label={BOARD_TEXTS.CANCEL_REASON_LABEL}
          validate={validateCancelReason}
          multiline
          maxLength={MAX_CANCEL_REASON_LENGTH}
          confirmColor="error"
          onConfirm={move.confirmCancelReason}
          onClose={move.dismiss}
          testId="cancel-reason"
        />
      ) : null}
      {isCourierMounted ? (
        <CourierDialog
          open={pending?.kind === 'courier'}
          orderLabel={orderLabel}
          isSaving={move.isSending}
          onConfirm={move.confirmCourier}
          onClose={move.dismiss}
        />
      ) : null}
    </>
  );
}
