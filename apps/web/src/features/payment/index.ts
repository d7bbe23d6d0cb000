// Payment feature (doc 1 §2.5–§2.8, §2.11): the payment dialog with split bill, fees and discount.
export { PaymentDialog } from './components/payment-dialog';
