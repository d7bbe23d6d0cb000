import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { largeChangeQuestion } from '../hooks/use-payment-actions';
import { declineImportPrompt } from '../test-utils/import-prompt';
import { makeCounterOrder } from '../test-utils/payment-factories';
import { stubPaymentApi } from '../test-utils/payment-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { PaymentDialog } from './payment-dialog';

const amountField = () => screen.getByTestId('payment-amount') as HTMLInputElement;

async function payCash(text: string) {
  const order = makeCounterOrder();
  const api = stubPaymentApi({ order });
  const onClose = vi.fn();
  renderWithProviders(<PaymentDialog order={order} onClose={onClose} />);
  await userEvent.click(await screen.findByTestId('payment-method-1'));
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), text);
  await userEvent.click(screen.getByTestId('payment-confirm'));
  return { api, onClose };
}

describe('payment dialog: a change larger than the total (doc 1 §5: allowed, asked first)', () => {
  it('asks with the change amount, sends nothing on Cancel and pays on Confirm', async () => {
    signIn();
    const { api, onClose } = await payCash('5000');

    const prompt = await screen.findByTestId('payment-large-change');
    expect(prompt).toHaveTextContent(largeChangeQuestion('R$ 4.943,20', 'R$ 56,80'));
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('payment-large-change')).not.toBeInTheDocument());
    expect(api.saves()).toHaveLength(0);
    expect(amountField()).toHaveValue('5000');

    await userEvent.click(screen.getByTestId('payment-confirm'));
    await userEvent.click(await screen.findByTestId('payment-large-change-confirm'));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]!.body).toMatchObject({ iFoodOrder: { payments: [{ formaPagamento: { id: 1 } }] } });
    expect(await screen.findByText('Pagamento registrado com sucesso. Troco: R$ 4.943,20')).toBeInTheDocument();
    await declineImportPrompt();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('does not ask for a change smaller than the total', async () => {
    signIn();
    const { api } = await payCash('100');
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(screen.queryByTestId('payment-large-change')).not.toBeInTheDocument();
  });
});
