import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { makeCounterOrder } from '../test-utils/payment-factories';
import { stubPaymentApi } from '../test-utils/payment-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { PaymentDialog } from './payment-dialog';

describe('payment dialog and updates from other terminals (doc 1 §4)', () => {
  it('shows the order another terminal saved, without a reload', async () => {
    signIn();
    const realtime = installFakeRealtime();
    const order = makeCounterOrder();
    stubPaymentApi({ order });
    renderWithProviders(<PaymentDialog order={order} onClose={vi.fn()} />);
    await screen.findByTestId('payment-method-1');
    expect(screen.getByTestId('payment-total-total')).toHaveTextContent('R$ 56,80');
    realtime.connect();

    const oneMoreSoda = {
      ...order,
      version: order.version + 1,
      iFoodOrder: {
        ...order.iFoodOrder,
        items: [...order.iFoodOrder.items, { referenceCode: 'r-9', name: 'Refrigerante', quantity: 1, price: 7 }],
      },
    };
    realtime.push({ type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER', order: oneMoreSoda });
    await waitFor(() => expect(screen.getByTestId('payment-total-total')).toHaveTextContent('R$ 63,80'));

    // an older version (a late message) changes nothing
    realtime.push({ type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER', order });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('payment-total-total')).toHaveTextContent('R$ 63,80');
  });
});
