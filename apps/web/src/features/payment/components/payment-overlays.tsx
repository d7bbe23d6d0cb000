import { toCents } from '@brasa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { orderApiQueries } from '../../../shared/api/order-api';
import { useNotify } from '../../../shared/ui/notify';
import type { PaymentDialogModel } from '../hooks/use-payment-dialog';
import { checkDeliveryFeeChange } from '../model/fee-rules';
import { defaultServiceFeePercent } from '../model/payment-settings';
import type { SavedPayment } from '../model/saved-payments';
import { LazyTefDeletePaymentDialog } from '../tef';
import { DeletePaymentDialog } from './delete-payment-dialog';
import { tefIntentIdOf } from './payments-made-list';
import { DeliveryFeeDialog } from './delivery-fee-dialog';
import { OrderDiscountDialog } from './order-discount-dialog';
import { ServiceFeeDialog } from './service-fee-dialog';
import { SplitBillDialog } from './split-bill-dialog';

/** The dialogs opened over the payment dialog. */
export type PaymentOverlay =
  | { readonly kind: 'discount' }
  | { readonly kind: 'serviceFee' }
  | { readonly kind: 'deliveryFee' }
  | { readonly kind: 'split' }
  | { readonly kind: 'delete'; readonly payment: SavedPayment }
  | null;

interface Props {
  overlay: PaymentOverlay;
  model: PaymentDialogModel;
  isSaving: boolean;
  deletePayment: (payment: SavedPayment, reason: string) => Promise<boolean>;
  onClose: () => void;
}

export function PaymentOverlays({ overlay, model, isSaving, deletePayment, onClose }: Props) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { dispatch, order, body, view, beforeDiscount, context } = model;
  const refreshOrder = async () => {
    const fresh = await queryClient.fetchQuery(orderApiQueries.fresh(order.id, 'payment')).catch(() => null);
    if (fresh) dispatch({ type: 'orderRefreshed', order: fresh });
  };
  const changeDeliveryFee = (feeReais: number, apply: () => void) => {
    const check = checkDeliveryFeeChange(order.iFoodOrder, feeReais);
    if (!check.ok) return notify.warning(check.message);
    apply();
    onClose();
  };

  switch (overlay?.kind) {
    case 'discount':
      return (
        <OrderDiscountDialog
          subtotalCents={beforeDiscount.subTotal}
          pendingCents={beforeDiscount.pending}
          canDiscount={context.canDiscount}
          onConfirm={(cents) => {
            dispatch({ type: 'setDiscount', cents: cents > 0 ? cents : null });
            onClose();
          }}
          onClose={onClose}
        />
      );
    case 'serviceFee':
      return (
        <ServiceFeeDialog
          items={body.items}
          defaultPercent={defaultServiceFeePercent(context.settings, order.tipo)}
          onGrossValue={context.settings.serviceFee.gross}
          currentFeeCents={view.serviceFee}
          onApply={(percent) => {
            dispatch({ type: 'setServiceFee', choice: { percent, onGrossValue: context.settings.serviceFee.gross } });
            onClose();
          }}
          onClear={() => {
            dispatch({ type: 'setServiceFee', choice: 'CLEAR' });
            onClose();
          }}
          onClose={onClose}
        />
      );
    case 'deliveryFee':
      return (
        <DeliveryFeeDialog
          currentFeeCents={toCents(body.deliveryFee ?? 0)}
          onChoose={(product) =>
            changeDeliveryFee(product.valorUnitarioVenda, () => dispatch({ type: 'setDeliveryFee', choice: product }))
          }
          onRemove={() => changeDeliveryFee(0, () => dispatch({ type: 'setDeliveryFee', choice: 'REMOVE' }))}
          onClose={onClose}
        />
      );
    case 'split':
      return (
        <SplitBillDialog
          pendingCents={view.pending}
          items={body.items}
          onConfirm={(split) => {
            dispatch({ type: 'setSplit', split });
            onClose();
          }}
          onClose={onClose}
        />
      );
    case 'delete': {
      // A card-terminal payment is deleted through the terminal's own call (doc 1 §5), not by saving the order.
      const intentId = tefIntentIdOf(overlay.payment);
      if (intentId !== null) {
        return (
          <Suspense fallback={null}>
            <LazyTefDeletePaymentDialog intencaoVendaId={intentId} onDeleted={refreshOrder} onClose={onClose} />
          </Suspense>
        );
      }
      return (
        <DeletePaymentDialog
          payment={overlay.payment}
          isSaving={isSaving}
          onConfirm={(reason) => deletePayment(overlay.payment, reason)}
          onClose={onClose}
        />
      );
    }
    default:
      return null;
  }
}
