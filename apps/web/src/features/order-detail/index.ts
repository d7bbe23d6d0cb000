// The order detail dialog (doc 1 §2.1), opened by both boards through the shared order-dialog store.
export { OrderDetailDialog } from './components/order-detail-dialog';
