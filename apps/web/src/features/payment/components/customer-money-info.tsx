import { MSG, formatMoneyReais } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import type { CustomerMoneyView } from '../hooks/use-customer-money';

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
  if (customer.lookup === 'CREDIT_LIMIT' && customer.creditLimit) {
    const { limiteCredito, saldoPendente } = customer.creditLimit;
    return (
      <Alert severity="info" data-testid="payment-credit-limit">
        Limite de crédito: {formatMoneyReais(limiteCredito)} · Saldo pendente: {formatMoneyReais(saldoPendente)} ·
        Disponível: {formatMoneyReais(Math.max(0, limiteCredito - saldoPendente))}
      </Alert>
    );
  }
  if (customer.lookup === 'PREPAID_BALANCE') {
    if (customer.prepaidFailed) return <Alert severity="error">{MSG.PREPAID_BALANCE_FETCH_FAILED}</Alert>;
    if (customer.prepaidBalance !== null) {
      return (
        <Alert severity="info" data-testid="payment-prepaid-balance">
          Saldo pré-pago: {formatMoneyReais(customer.prepaidBalance)}
        </Alert>
      );
    }
  }
  return null;
}
