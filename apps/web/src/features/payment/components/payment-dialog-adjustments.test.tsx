import { MSG, ROLES } from '@brasa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/make-profile';
import { makeCounterOrder } from '../test-utils/payment-factories';
import { declineImportPrompt } from '../test-utils/import-prompt';
import { stubPaymentApi } from '../test-utils/payment-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { PaymentDialog } from './payment-dialog';

const total = (key: string) => screen.getByTestId(`payment-total-${key}`);
const amountField = () => screen.getByTestId('payment-amount') as HTMLInputElement;

async function openDialog(order = makeCounterOrder(), api = stubPaymentApi({ order })) {
  const onClose = vi.fn();
  renderWithProviders(<PaymentDialog order={order} onClose={onClose} />);
  await screen.findByTestId('payment-method-1');
  return { api, onClose };
}

describe('payment dialog: discount, split, roles and conflicts (doc 1 §2.6, §2.11, §5, §6)', () => {
  it('spreads a 10% discount over the items and saves the item discounts', async () => {
    signIn();
    const { api, onClose } = await openDialog();
    await userEvent.click(screen.getByTestId('payment-discount'));
    const dialog = await screen.findByTestId('payment-discount-dialog');
    expect(within(dialog).getByTestId('payment-discount-subtotal')).toHaveTextContent('Subtotal: R$ 56,80');
    await userEvent.click(within(dialog).getByTestId('payment-discount-percent'));
    await userEvent.type(within(dialog).getByTestId('payment-discount-input'), '10{Enter}');
    expect(within(dialog).getByTestId('payment-discount-amount')).toHaveTextContent('Desconto: R$ 5,68');
    // Enter moved the focus to Confirmar; F10 confirms too
    expect(within(dialog).getByTestId('payment-discount-confirm')).toHaveFocus();
    fireEvent.keyDown(within(dialog).getByTestId('payment-discount-confirm'), { key: 'F10' });
    await waitFor(() => expect(screen.queryByTestId('payment-discount-dialog')).not.toBeInTheDocument());

    expect(total('discounts')).toHaveTextContent('R$ 5,68');
    expect(total('total')).toHaveTextContent('R$ 51,12');
    expect(amountField()).toHaveValue('51,12');
    await userEvent.click(screen.getByTestId('payment-method-4'));
    await userEvent.click(screen.getByTestId('payment-confirm'));
    await declineImportPrompt();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.saves()[0]!.body).toMatchObject({
      iFoodOrder: {
        items: [
          { referenceCode: 'r-1', discount: 4.98 },
          { referenceCode: 'r-2', discount: 0.7 },
        ],
        payments: [{ value: 51.12, formaPagamento: { id: 4 } }],
      },
    });
  });

  it('refuses the discount dialog to a user with the discount-block role', async () => {
    signIn(makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_DESCONTO_PEDIDO] }));
    await openDialog();
    await userEvent.click(screen.getByTestId('payment-discount'));
    expect(await screen.findByText(MSG.NO_DISCOUNT_PERMISSION)).toBeInTheDocument();
    expect(screen.queryByTestId('payment-discount-dialog')).not.toBeInTheDocument();
  });

  it('splits by 3 people: the share goes to the amount field and the payment carries valorDivisao', async () => {
    signIn();
    const { api } = await openDialog();
    await userEvent.click(screen.getByTestId('payment-split'));
    const dialog = await screen.findByTestId('payment-split-dialog');
    const people = within(dialog).getByTestId('split-people-input');
    await userEvent.clear(people);
    await userEvent.type(people, '3');
    expect(within(dialog).getByTestId('split-people-shares')).toHaveTextContent(
      'Pessoa 1R$ 18,94Pessoa 2R$ 18,93Pessoa 3R$ 18,93',
    );
    await userEvent.click(within(dialog).getByTestId('split-confirm'));

    expect(await screen.findByTestId('payment-split-banner')).toHaveTextContent('Pessoa 1 de 3: R$ 18,94');
    expect(amountField()).toHaveValue('18,94');
    await userEvent.click(screen.getByTestId('payment-confirm'));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]!.body).toMatchObject({
      iFoodOrder: { payments: [{ value: 18.94, valorDivisao: 18.94, formaPagamento: { id: 1 } }] },
    });
    await waitFor(() =>
      expect(screen.getByTestId('payment-split-banner')).toHaveTextContent('Pessoa 2 de 3: R$ 18,93'),
    );
    expect(amountField()).toHaveValue('18,93');
    expect(total('pending')).toHaveTextContent('R$ 37,86');
  });

  it('removing a queued split line gives its share back: the banner goes back to that person', async () => {
    signIn();
    const { api } = await openDialog();
    await userEvent.click(screen.getByTestId('payment-split'));
    const dialog = await screen.findByTestId('payment-split-dialog');
    const people = within(dialog).getByTestId('split-people-input');
    await userEvent.clear(people);
    await userEvent.type(people, '3');
    await userEvent.click(within(dialog).getByTestId('split-confirm'));
    expect(await screen.findByTestId('payment-split-banner')).toHaveTextContent('Pessoa 1 de 3: R$ 18,94');

    await userEvent.click(screen.getByTestId('payment-add-line'));
    expect(screen.getByTestId('payment-split-banner')).toHaveTextContent('Pessoa 2 de 3: R$ 18,93');
    await userEvent.click(within(screen.getByTestId('payment-new-line')).getByRole('button', { name: 'Remover' }));
    expect(screen.queryByTestId('payment-new-line')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-split-banner')).toHaveTextContent('Pessoa 1 de 3: R$ 18,94');
    expect(amountField()).toHaveValue('18,94');
    expect(total('pending')).toHaveTextContent('R$ 56,80');
    expect(api.saves()).toHaveLength(0);
  });

  it("splits by items: parts in rows of 5, 'Limite máximo atingido' above 30, the parts chosen make the amount", async () => {
    signIn();
    const { api } = await openDialog();
    await userEvent.click(screen.getByTestId('payment-split'));
    const dialog = await screen.findByTestId('payment-split-dialog');
    await userEvent.click(within(dialog).getByTestId('split-tab-items'));
    const burger = within(dialog).getByTestId('split-item-r-1');
    const parts = within(burger).getByTestId('split-parts-r-1');

    fireEvent.change(parts, { target: { value: '31' } });
    expect(within(burger).getByText(MSG.SPLIT_LIMIT_REACHED)).toBeInTheDocument();
    fireEvent.change(parts, { target: { value: '7' } });
    expect(within(burger).queryByText(MSG.SPLIT_LIMIT_REACHED)).not.toBeInTheDocument();
    const rows = within(burger).getAllByTestId('split-parts-row');
    expect(rows.map((row) => within(row).getAllByRole('checkbox').length)).toEqual([5, 2]);

    await userEvent.click(within(burger).getByTestId('split-part-r-1-0'));
    await userEvent.click(within(burger).getByTestId('split-part-r-1-1'));
    // 49,80 in 7 parts: 7,14 (with the remainder) + 7,11
    expect(within(dialog).getByTestId('split-items-amount')).toHaveTextContent('R$ 14,25');
    await userEvent.click(within(dialog).getByTestId('split-confirm'));
    expect(amountField()).toHaveValue('14,25');
    await userEvent.click(screen.getByTestId('payment-confirm'));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]!.body).toMatchObject({
      iFoodOrder: {
        items: [{ referenceCode: 'r-1', divideInto: 7, amountPaid: 14.25 }, { referenceCode: 'r-2' }],
        payments: [{ value: 14.25, valorDivisao: 14.25 }],
      },
    });
  });

  it('shows the payment-block role message and sends nothing', async () => {
    signIn(makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO] }));
    const { api } = await openDialog();
    expect(screen.getByTestId('payment-precondition')).toHaveTextContent(MSG.NO_PAYMENT_PERMISSION);
    fireEvent.keyDown(amountField(), { key: 'F10' });
    await waitFor(() => expect(screen.getAllByText(MSG.NO_PAYMENT_PERMISSION)).toHaveLength(2));
    expect(api.saves()).toHaveLength(0);
  });

  it('on 409 refreshes with the other terminal’s order, keeps what was typed and warns', async () => {
    signIn();
    const order = makeCounterOrder();
    const theirs = makeCounterOrder({
      version: 2,
      iFoodOrder: {
        ...order.iFoodOrder,
        payments: [{ id: 'p-9', code: 'PX', name: 'Pix', value: 10, changeFor: null }],
      },
    });
    const api = stubPaymentApi({ order });
    api.answerNextSave(409, { errorMessage: MSG.ORDER_CHANGED_ELSEWHERE, code: 'VERSION_CONFLICT', order: theirs });
    const { onClose } = await openDialog(order, api);
    await userEvent.click(screen.getByTestId('payment-method-2'));
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '20');
    fireEvent.keyDown(amountField(), { key: 'F10' });

    expect(await screen.findByText(MSG.ORDER_CHANGED_ELSEWHERE)).toBeInTheDocument();
    expect(total('paid')).toHaveTextContent('R$ 10,00');
    expect(total('pending')).toHaveTextContent('R$ 46,80');
    expect(amountField()).toHaveValue('20');
    expect(screen.getByText('Pix — R$ 10,00')).toBeInTheDocument();

    fireEvent.keyDown(amountField(), { key: 'F10' });
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(api.saves()[1]!.body).toMatchObject({
      version: 2,
      iFoodOrder: {
        payments: [
          { id: 'p-9', value: 10 },
          { value: 20, formaPagamento: { id: 2 } },
        ],
      },
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
