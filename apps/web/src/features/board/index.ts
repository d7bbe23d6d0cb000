export { DeliveryBoardPage } from './components/delivery-board-page';
