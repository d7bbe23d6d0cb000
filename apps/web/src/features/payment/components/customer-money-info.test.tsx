import { type Cents, MSG } from '@brasa/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerMoneyView } from '../hooks/use-customer-money';
import { CustomerMoneyInfo } from './customer-money-info';

const c = (value: number) => value as Cents;
const view = (overrides: Partial<CustomerMoneyView> = {}): CustomerMoneyView => ({
  lookup: 'CREDIT_LIMIT',
  prepaidFailed: false,
  money: { validateCreditLimit: true, creditLimit: null, prepaidBalanceCents: null },
  ...overrides,
});

describe('customer money info (doc 1 §5 "Credit limit")', () => {
  it('shows the available credit worked out in cents', () => {
    const creditLimit = { limitCents: c(15030), pendingBalanceCents: c(10010) };
    render(<CustomerMoneyInfo customer={view({ money: { ...view().money, creditLimit } })} missingCustomer={false} />);
    expect(screen.getByTestId('payment-credit-limit')).toHaveTextContent(
      'Limite de crédito: R$ 150,30 · Saldo pendente: R$ 100,10 · Disponível: R$ 50,20',
    );
  });

  it('never shows a negative available credit', () => {
    const creditLimit = { limitCents: c(5000), pendingBalanceCents: c(8000) };
    render(<CustomerMoneyInfo customer={view({ money: { ...view().money, creditLimit } })} missingCustomer={false} />);
    expect(screen.getByTestId('payment-credit-limit')).toHaveTextContent('Disponível: R$ 0,00');
  });

  it('shows the prepaid balance, or its failure', () => {
    const money = { ...view().money, prepaidBalanceCents: c(8000) };
    const { rerender } = render(
      <CustomerMoneyInfo customer={view({ lookup: 'PREPAID_BALANCE', money })} missingCustomer={false} />,
    );
    expect(screen.getByTestId('payment-prepaid-balance')).toHaveTextContent('Saldo pré-pago: R$ 80,00');
    rerender(
      <CustomerMoneyInfo customer={view({ lookup: 'PREPAID_BALANCE', prepaidFailed: true })} missingCustomer={false} />,
    );
    expect(screen.getByTestId('payment-prepaid-failed')).toHaveTextContent(MSG.PREPAID_BALANCE_FETCH_FAILED);
  });
});
