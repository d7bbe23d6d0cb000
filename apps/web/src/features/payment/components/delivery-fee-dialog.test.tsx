import { type Cents, toCents } from '@brasa/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCounterOrder } from '../test-utils/payment-factories';
import { stubPaymentApi } from '../test-utils/payment-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { DeliveryFeeDialog } from './delivery-fee-dialog';

const fees = [
  { id: 90, descricao: 'Taxa bairro', valorUnitarioVenda: 0.3 },
  { id: 91, descricao: 'Taxa centro', valorUnitarioVenda: 5 },
];

function openFees(currentFeeCents: Cents) {
  signIn();
  stubPaymentApi({ order: makeCounterOrder(), deliveryFees: fees });
  renderWithProviders(
    <DeliveryFeeDialog currentFeeCents={currentFeeCents} onChoose={vi.fn()} onRemove={vi.fn()} onClose={vi.fn()} />,
  );
}

describe('delivery fee picker (doc 1 §2.8)', () => {
  it('marks the product of the current fee, compared in cents (0.1 + 0.2 is 0,30)', async () => {
    openFees(toCents(0.1 + 0.2));
    expect(await screen.findByTestId('payment-delivery-fee-90')).toHaveClass('Mui-selected');
    expect(screen.getByTestId('payment-delivery-fee-91')).not.toHaveClass('Mui-selected');
    expect(screen.getByTestId('payment-delivery-fee-remove')).toBeEnabled();
  });

  it('offers no removal when the order has no fee', async () => {
    openFees(0 as Cents);
    expect(await screen.findByTestId('payment-delivery-fee-91')).not.toHaveClass('Mui-selected');
    expect(screen.getByTestId('payment-delivery-fee-remove')).toBeDisabled();
  });
});
