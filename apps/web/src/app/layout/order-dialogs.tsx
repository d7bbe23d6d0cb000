import { Suspense, lazy } from 'react';
import { useHasOpened } from '../../shared/hooks/use-has-opened';
import {
  closeFiscalDocument,
  closeOrderDetail,
  closeOrderEditor,
  closePayment,
  useFiscalDocumentOrder,
  useOrderDetail,
  useOrderEditorId,
  usePaymentOrder,
} from '../../shared/order-dialog/order-dialog-store';

// Each dialog is its own chunk, fetched the first time it opens (not part of the first screen's load).
const OrderDetailDialog = lazy(() =>
  import('../../features/order-detail/components/order-detail-dialog').then((m) => ({ default: m.OrderDetailDialog })),
);
const OrderEditorDialog = lazy(() =>
  import('../../features/order-entry/components/order-editor-dialog').then((m) => ({ default: m.OrderEditorDialog })),
);
const PaymentDialog = lazy(() =>
  import('../../features/payment/components/payment-dialog').then((m) => ({ default: m.PaymentDialog })),
);
const FiscalDocumentDialog = lazy(() =>
  import('../../features/fiscal/components/fiscal-document-dialog').then((m) => ({
    default: m.FiscalDocumentDialog,
  })),
);

/** The order detail, the order editor, the payment and the fiscal document over any PDV page, opened through the shared order-dialog store. */
export function OrderDialogs() {
  const detail = useOrderDetail();
  const editingId = useOrderEditorId();
  const paymentOrder = usePaymentOrder();
  const fiscalOrder = useFiscalDocumentOrder();
  const isDetailLoaded = useHasOpened(detail !== null);
  return (
    <Suspense fallback={null}>
      {isDetailLoaded ? <OrderDetailDialog order={detail} onClose={closeOrderDetail} /> : null}
      {editingId !== null ? <OrderEditorDialog key={editingId} orderId={editingId} onClose={closeOrderEditor} /> : null}
      {paymentOrder ? <PaymentDialog order={paymentOrder} onClose={closePayment} /> : null}
      {fiscalOrder ? (
        <FiscalDocumentDialog key={fiscalOrder.id} order={fiscalOrder} onClose={closeFiscalDocument} />
      ) : null}
    </Suspense>
  );
}
