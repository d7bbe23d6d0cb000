import { OrderDetailDialog } from '../../features/board';
import { OrderEditorDialog } from '../../features/order-entry';
import { PaymentDialog } from '../../features/payment';
import {
  closeOrderDetail,
  closeOrderEditor,
  closePayment,
  useOrderDetail,
  useOrderEditorId,
  usePaymentOrder,
} from '../../shared/order-dialog/order-dialog-store';

/** The order detail, the order editor and the payment over any PDV page, opened through the shared order-dialog store. */
export function OrderDialogs() {
  const detail = useOrderDetail();
  const editingId = useOrderEditorId();
  return (
    <>
      <OrderDetailDialog order={detail} onClose={closeOrderDetail} />
      {editingId !== null ? <OrderEditorDialog key={editingId} orderId={editingId} onClose={closeOrderEditor} /> : null}
      <PaymentDialog order={usePaymentOrder()} onClose={closePayment} />
    </>
  );
}
