import { MSG, ROLES } from '@brasa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/make-order';
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

const paidOrder = () =>
  makeCounterOrder({
    iFoodOrder: {
      ...makeCounterOrder().iFoodOrder,
      payments: [
        { id: 'p-1', code: 'PX', name: 'Pix', value: 15, changeFor: null },
        { id: 'p-2', code: 'CC', name: 'Cartão TEF', value: 5, changeFor: null, tefInfo: { terminalId: 'T1' } },
      ],
    },
  });

describe('payment dialog: methods, payments made, fees and printing (doc 1 §2.5, §2.7, §2.8, §5)', () => {
  it('lists active methods cut to 25 characters, disables card-terminal ones and picks with Ctrl+digit', async () => {
    signIn();
    await openDialog();
    const methods = screen.getByTestId('payment-methods');
    expect(within(methods).queryByText('Cheque')).not.toBeInTheDocument();
    expect(within(methods).getByText('Fiado (crediário 30 dias)')).toBeInTheDocument();
    expect(within(methods).getByText('Vale-refeição e alimenta…')).toBeInTheDocument();
    expect(screen.getByTestId('payment-method-8')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('payment-method-1')).toHaveClass('Mui-selected');

    fireEvent.keyDown(amountField(), { key: '4', code: 'Digit4', ctrlKey: true });
    expect(screen.getByTestId('payment-method-4')).toHaveClass('Mui-selected');
    fireEvent.keyDown(amountField(), { key: '8', code: 'Digit8', ctrlKey: true });
    expect(await screen.findByText(MSG.TEF_INTEGRATION_REQUIRED)).toBeInTheDocument();
    expect(screen.getByTestId('payment-method-4')).toHaveClass('Mui-selected');
  });

  it('asks a customer for credit methods when the order has none', async () => {
    signIn(makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_CREDITO_PRE_PAGO] }));
    await openDialog();
    await userEvent.click(screen.getByTestId('payment-method-6'));
    expect(screen.getByTestId('payment-customer-required')).toHaveTextContent(MSG.PAYMENT_METHOD_REQUIRES_CUSTOMER);
  });

  it('asks a customer too when the order has the default person of ID_PESSOA_PADRAO_PEDIDO_SAIDA', async () => {
    signIn(makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_CREDITO_PRE_PAGO] }));
    const order = makeCounterOrder({ pessoaCliente: { id: 3, nome: 'CLIENTE PADRÃO' } });
    await openDialog(order, stubPaymentApi({ order, parameters: { ID_PESSOA_PADRAO_PEDIDO_SAIDA: '3' } }));
    await userEvent.click(screen.getByTestId('payment-method-6'));
    expect(await screen.findByTestId('payment-customer-required')).toHaveTextContent(
      MSG.PAYMENT_METHOD_REQUIRES_CUSTOMER,
    );
  });

  it('shows the credit limit and prepaid balance of the customer, or the prepaid failure', async () => {
    signIn(makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_CREDITO_PRE_PAGO] }));
    const order = makeCounterOrder({ pessoaCliente: { id: 55, nome: 'JOÃO PEREIRA' } });
    const api = stubPaymentApi({ order, prepaid: { status: 200, body: { result: 'FAILURE', message: 'sem conta' } } });
    await openDialog(order, api);
    await userEvent.click(screen.getByTestId('payment-method-6'));
    expect(await screen.findByTestId('payment-credit-limit')).toHaveTextContent(
      'Limite de crédito: R$ 200,00 · Saldo pendente: R$ 50,00 · Disponível: R$ 150,00',
    );
    await userEvent.click(screen.getByTestId('payment-method-5'));
    expect((await screen.findAllByText(MSG.PREPAID_BALANCE_FETCH_FAILED)).length).toBeGreaterThan(0);
  });

  it('says the prepaid balance failed once, inline (no snackbar besides)', async () => {
    signIn(makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_CREDITO_PRE_PAGO] }));
    const order = makeCounterOrder({ pessoaCliente: { id: 55, nome: 'JOÃO PEREIRA' } });
    const api = stubPaymentApi({ order, prepaid: { status: 200, body: { result: 'FAILURE', message: 'sem conta' } } });
    await openDialog(order, api);
    await userEvent.click(screen.getByTestId('payment-method-5'));
    expect(await screen.findByTestId('payment-prepaid-failed')).toHaveTextContent(MSG.PREPAID_BALANCE_FETCH_FAILED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(MSG.PREPAID_BALANCE_FETCH_FAILED)).toHaveLength(1);
  });

  it('deletes a payment with a justification of 5 characters and logs the event; TEF payments stay', async () => {
    signIn();
    const order = paidOrder();
    const { api } = await openDialog(order);
    expect(screen.getByTestId('payment-delete-p-2')).toBeDisabled();
    await userEvent.click(screen.getByTestId('payment-delete-p-1'));
    const dialog = await screen.findByTestId('payment-delete-dialog');
    await userEvent.type(within(dialog).getByTestId('payment-delete-reason'), 'erro');
    await userEvent.click(within(dialog).getByTestId('payment-delete-confirm'));
    expect(within(dialog).getByText(MSG.DELETE_JUSTIFICATION_SHORT)).toBeInTheDocument();
    expect(api.saves()).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('payment-delete-reason'), ' no valor');
    await userEvent.click(within(dialog).getByTestId('payment-delete-confirm'));
    await waitFor(() => expect(api.calls.some((call) => call.url === '/api-v2/logEvento')).toBe(true));
    const save = api.saves()[0]!;
    expect(save.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(save.body).toMatchObject({ iFoodOrder: { payments: [{ id: 'p-2' }] } });
    expect(api.calls.find((call) => call.url === '/api-v2/logEvento')!.body).toMatchObject({
      tipo: 'DELETE',
      entidade: 'Payment',
      motivo: 'erro no valor',
      pedidoIntegracao: { id: 700 },
    });
    await waitFor(() => expect(screen.queryByTestId('payment-delete-dialog')).not.toBeInTheDocument());
    expect(total('paid')).toHaveTextContent('R$ 5,00');
  });

  it('applies the service fee of a counter order from the parameters', async () => {
    signIn();
    const order = makeCounterOrder();
    const api = stubPaymentApi({
      order,
      parameters: { UTILIZA_TAXA_SERVICO: 'S', PERCENTUAL_TAXA_SERVICO: '10', TAXA_SERVICO_PEDIDO_BALCAO: 'S' },
    });
    const { onClose } = await openDialog(order, api);
    await userEvent.click(screen.getByTestId('payment-fee'));
    const dialog = await screen.findByTestId('payment-service-fee-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('payment-service-fee-input')).toHaveValue('10'));
    expect(within(dialog).getByText('Taxa de serviço: R$ 5,68')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('payment-service-fee-apply'));
    expect(total('service-fee')).toHaveTextContent('R$ 5,68');
    expect(total('total')).toHaveTextContent('R$ 62,48');

    await userEvent.click(screen.getByTestId('payment-method-4'));
    await userEvent.click(screen.getByTestId('payment-confirm'));
    await declineImportPrompt();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.saves()[0]!.body).toMatchObject({
      iFoodOrder: {
        items: [{ totalServico: 4.98 }, { totalServico: 0.7 }],
        payments: [{ value: 62.48 }],
      },
    });
  });

  it('sets a delivery fee from the picker and saves it with its product', async () => {
    signIn();
    const order = makeOrder({ id: 800 });
    const fees = [{ id: 90, descricao: 'Taxa bairro', valorUnitarioVenda: 5 }];
    const api = stubPaymentApi({ order, deliveryFees: fees });
    const { onClose } = await openDialog(order, api);
    expect(total('delivery-fee')).toHaveTextContent('R$ 0,00');
    await userEvent.click(screen.getByTestId('payment-fee'));
    await userEvent.click(await screen.findByTestId('payment-delivery-fee-90'));
    expect(total('delivery-fee')).toHaveTextContent('R$ 5,00');
    expect(total('total')).toHaveTextContent('R$ 29,90');
    await userEvent.click(screen.getByTestId('payment-confirm'));
    await declineImportPrompt();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.saves()[0]!.body).toMatchObject({
      iFoodOrder: {
        deliveryFee: 5,
        productDeliveryFee: { id: 90, valorUnitarioVenda: 5 },
        payments: [{ value: 29.9 }],
      },
    });
  });

  it('keeps the delivery fee when less than the fee is pending', async () => {
    signIn();
    const order = makeOrder({ id: 800, iFoodOrder: { ...makeOrder().iFoodOrder, deliveryFee: 8 } });
    const paid = { ...order, iFoodOrder: { ...order.iFoodOrder, payments: [{ id: 'p-1', name: 'Pix', value: 30 }] } };
    const fees = [{ id: 90, descricao: 'Taxa bairro', valorUnitarioVenda: 5 }];
    await openDialog(paid, stubPaymentApi({ order: paid, deliveryFees: fees }));
    expect(total('delivery-fee')).toHaveTextContent('R$ 8,00');
    await userEvent.click(screen.getByTestId('payment-fee'));
    const dialog = await screen.findByTestId('payment-delivery-fee-dialog');
    await userEvent.click(within(dialog).getByTestId('payment-delivery-fee-remove'));
    expect(await screen.findByText(MSG.DELIVERY_FEE_REMOVAL_ABOVE_PENDING)).toBeInTheDocument();
    expect(total('delivery-fee')).toHaveTextContent('R$ 8,00');
  });

  it('Confirm and print (F9) saves, then prints at CAIXA from PAGAMENTO', async () => {
    signIn();
    const { api, onClose } = await openDialog();
    fireEvent.keyDown(amountField(), { key: 'F9' });
    await declineImportPrompt();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() =>
      expect(api.calls.map((call) => call.url)).toContain(
        '/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/700?localImpressao=CAIXA&origem=PAGAMENTO',
      ),
    );
    expect(api.saves()[0]!.body).toMatchObject({
      iFoodOrder: { payments: [{ value: 56.8, formaPagamento: { id: 1 } }] },
    });
  });

  it('toggles the items list', async () => {
    signIn();
    await openDialog();
    await userEvent.click(screen.getByTestId('payment-show-items'));
    expect(within(screen.getByTestId('payment-items')).getByText('2,000 × X-Burger')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('payment-show-items'));
    expect(screen.queryByTestId('payment-items')).not.toBeInTheDocument();
  });
});
