export { DeliveryBoardPage } from './components/delivery-board-page';
export { OrderDetailDialog } from './components/order-detail-dialog';
