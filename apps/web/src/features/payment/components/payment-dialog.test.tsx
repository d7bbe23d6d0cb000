import { MSG } from '@brasa/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCounterOrder } from '../test-utils/payment-factories';
import { declineImportPrompt } from '../test-utils/import-prompt';
import { stubPaymentApi } from '../test-utils/payment-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { PaymentDialog } from './payment-dialog';

const total = (key: string) => screen.getByTestId(`payment-total-${key}`);
const amountField = () => screen.getByTestId('payment-amount') as HTMLInputElement;

async function typeAmount(text: string) {
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), text);
}

const pressF10 = () => fireEvent.keyDown(amountField(), { key: 'F10' });

async function openDialog(order = makeCounterOrder(), api = stubPaymentApi({ order })) {
  const onClose = vi.fn();
  const view = renderWithProviders(<PaymentDialog order={order} onClose={onClose} />);
  await screen.findByTestId('payment-method-1');
  return { ...view, api, onClose, order };
}

describe('payment dialog (doc 1 §2.5)', () => {
  it('pays a counter order by card, then cash with change, reusing the Idempotency-Key after a network error', async () => {
    signIn();
    const order = makeCounterOrder();
    // the first save answers; the second gets no answer (the retry must carry the same key)
    const api = stubPaymentApi({ order, saveAnswers: [] });
    const { onClose, client } = await openDialog(order, api);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    expect(total('total')).toHaveTextContent('R$ 56,80');
    expect(amountField()).toHaveValue('56,80');

    await userEvent.click(screen.getByTestId('payment-method-2'));
    await typeAmount('30');
    pressF10();
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    const first = api.saves()[0]!;
    expect(first.body).toMatchObject({
      id: 700,
      version: 1,
      tipo: 'BALCAO',
      iFoodOrder: { payments: [{ value: 30, formaPagamento: { id: 2 } }] },
    });
    expect(first.headers['Idempotency-Key']).toEqual(expect.any(String));
    await waitFor(() => expect(total('pending')).toHaveTextContent('R$ 26,80'));
    expect(onClose).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
    expect(amountField()).toHaveValue('26,80');

    api.failNextSave();
    await userEvent.click(screen.getByTestId('payment-method-1'));
    await typeAmount('50');
    expect(total('change')).toHaveTextContent('R$ 23,20');
    pressF10();
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(await screen.findByText(MSG.erroSalvarPedido(MSG.TRY_AGAIN))).toBeInTheDocument();
    expect(amountField()).toHaveValue('50');

    pressF10();
    await declineImportPrompt();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, failed, retried] = api.saves();
    expect(retried!.headers['Idempotency-Key']).toBe(failed!.headers['Idempotency-Key']);
    expect(failed!.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
    expect(retried!.body).toEqual(failed!.body);
    expect(retried!.body).toMatchObject({
      version: 2,
      iFoodOrder: {
        payments: [
          { id: expect.any(String), value: 30, name: 'Cartão de crédito' },
          { value: 50, formaPagamento: { id: 1 } },
        ],
      },
    });
    expect(await screen.findByText('Pagamento registrado com sucesso. Troco: R$ 23,20')).toBeInTheDocument();
  });

  it('adds lines with Enter and confirms them in one save', async () => {
    signIn();
    const { api, onClose } = await openDialog();
    await userEvent.click(screen.getByTestId('payment-method-2'));
    await typeAmount('30{Enter}');
    expect(screen.getAllByTestId('payment-new-line')).toHaveLength(1);
    expect(total('pending')).toHaveTextContent('R$ 26,80');
    expect(amountField()).toHaveValue('26,80');
    await userEvent.click(screen.getByTestId('payment-method-1'));
    await typeAmount('50{Enter}');
    expect(total('pending')).toHaveTextContent('R$ 0,00');
    expect(total('change')).toHaveTextContent('R$ 23,20');
    await userEvent.click(screen.getByTestId('payment-confirm'));
    await declineImportPrompt();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.saves()).toHaveLength(1);
    expect(api.saves()[0]!.body).toMatchObject({
      iFoodOrder: {
        payments: [
          { value: 30, formaPagamento: { id: 2 } },
          { value: 50, formaPagamento: { id: 1 } },
        ],
      },
    });
  });

  it('refuses a card above pending before sending', async () => {
    signIn();
    const { api } = await openDialog();
    await userEvent.click(screen.getByTestId('payment-method-3'));
    await typeAmount('60{Enter}');
    expect(await screen.findByText(MSG.PAYMENT_ABOVE_PENDING)).toBeInTheDocument();
    await typeAmount('0');
    pressF10();
    expect(await screen.findByText(MSG.PAYMENT_AMOUNT_NOT_POSITIVE)).toBeInTheDocument();
    expect(api.saves()).toHaveLength(0);
  });
});
