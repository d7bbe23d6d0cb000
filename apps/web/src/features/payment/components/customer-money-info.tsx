import { MSG, formatMoney } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import type { CustomerMoneyView } from '../hooks/use-customer-money';
import { availableCreditCents } from '../model/payment-lines';

interface Props {
  customer: CustomerMoneyView;
  /** The method needs a customer (doc 1 §5) and the order has none. */
  missingCustomer: boolean;
}

/** doc 1 §5, §7: the customer's credit limit or prepaid balance for the method chosen. */
export function CustomerMoneyInfo({ customer, missingCustomer }: Props) {
  if (missingCustomer) {
    return (
      <Alert severity="warning" data-testid="payment-customer-required">
        {MSG.PAYMENT_METHOD_REQUIRES_CUSTOMER}
      </Alert>
    );
  }
  const { creditLimit, prepaidBalanceCents } = customer.money;
  if (customer.lookup === 'CREDIT_LIMIT' && creditLimit) {
    return (
      <Alert severity="info" data-testid="payment-credit-limit">
        Limite de crédito: {formatMoney(creditLimit.limitCents)} · Saldo pendente:{' '}
        {formatMoney(creditLimit.pendingBalanceCents)} · Disponível: {formatMoney(availableCreditCents(creditLimit))}
      </Alert>
    );
  }
  if (customer.lookup === 'PREPAID_BALANCE') {
    if (customer.prepaidFailed) {
      return (
        <Alert severity="error" data-testid="payment-prepaid-failed">
          {MSG.PREPAID_BALANCE_FETCH_FAILED}
        </Alert>
      );
    }
    if (prepaidBalanceCents !== null) {
      return (
        <Alert severity="info" data-testid="payment-prepaid-balance">
          Saldo pré-pago: {formatMoney(prepaidBalanceCents)}
        </Alert>
      );
    }
  }
  return null;
}
