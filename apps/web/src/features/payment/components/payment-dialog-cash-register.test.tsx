import type { TCashShift } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cashShiftQueries } from '../../../shared/api/cash-shift-queries';
import { makeCounterOrder } from '../test-utils/payment-factories';
import { declineImportPrompt } from '../test-utils/import-prompt';
import { OPEN_CASH_SHIFT, stubPaymentApi } from '../test-utils/payment-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { PaymentDialog } from './payment-dialog';

const CLOSED_CASH_SHIFT: TCashShift = { ...OPEN_CASH_SHIFT, dataFechamento: '2025-01-02T18:00:00.000Z' };
const NO_CASH_SHIFTS: TCashShift = { id: null, status: 'N', dataAbertura: null, dataFechamento: null, username: null };

async function openDialog(cashShift: TCashShift | 'pending') {
  signIn();
  const order = makeCounterOrder();
  const api = stubPaymentApi({ order, cashShift });
  const onClose = vi.fn();
  const { client } = renderWithProviders(<PaymentDialog order={order} onClose={onClose} />);
  await screen.findByTestId('payment-method-1');
  const cashShiftStatus = () => client.getQueryState(cashShiftQueries.byUser('caixa').queryKey)?.status;
  return { api, onClose, cashShiftStatus };
}

const cashShiftCalls = (api: ReturnType<typeof stubPaymentApi>) =>
  api.calls.filter((call) => call.url.includes('entity=aberturaTurno'));

describe('payment dialog: cash register (doc 1 §5 "Payment preconditions")', () => {
  it("shows 'O caixa está fechado...' before Confirm and sends no save", async () => {
    const { api } = await openDialog(CLOSED_CASH_SHIFT);
    expect(await screen.findByTestId('payment-precondition')).toHaveTextContent(MSG.CASH_CLOSED);
    expect(cashShiftCalls(api)).toEqual([expect.objectContaining({ url: expect.stringContaining('username=caixa') })]);

    await userEvent.click(screen.getByTestId('payment-method-4'));
    await userEvent.click(screen.getByTestId('payment-confirm'));
    fireEvent.keyDown(screen.getByTestId('payment-amount'), { key: 'F10' });
    await waitFor(() => expect(screen.getAllByText(MSG.CASH_CLOSED).length).toBeGreaterThan(1));
    expect(api.saves()).toHaveLength(0);
  });

  it('does not block while the cash shift is still loading: the server has the last word', async () => {
    const { api, onClose, cashShiftStatus } = await openDialog('pending');
    expect(cashShiftStatus()).toBe('pending');
    expect(screen.queryByTestId('payment-precondition')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('payment-method-4'));
    await userEvent.click(screen.getByTestId('payment-confirm'));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    await declineImportPrompt();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText(MSG.CASH_CLOSED)).not.toBeInTheDocument();
  });

  it.each([
    ['open', OPEN_CASH_SHIFT],
    ['not used by the unit', NO_CASH_SHIFTS],
  ])('takes the payment when the register is %s', async (_, shift) => {
    const { api, cashShiftStatus } = await openDialog(shift);
    await waitFor(() => expect(cashShiftStatus()).toBe('success'));
    expect(screen.queryByTestId('payment-precondition')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('payment-method-4'));
    await userEvent.click(screen.getByTestId('payment-confirm'));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
  });
});
