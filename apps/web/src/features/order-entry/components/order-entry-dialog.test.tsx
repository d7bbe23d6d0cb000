import { MSG, ROLES } from '@brasa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/make-profile';
import { stubEntryApi } from '../test-utils/entry-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { OrderEntryDialog } from './order-entry-dialog';

const press = (key: string, extra: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(screen.getByTestId('order-entry-panel-' + currentStep()), { key, ...extra });
const currentStep = () => [0, 1, 2].find((index) => screen.queryByTestId(`order-entry-panel-${index}`) !== null) ?? 0;

async function openDialog(origin: 'BALCAO' | 'DELIVERY' | 'COMANDA_MESA', parameters = {}) {
  const api = stubEntryApi({ parameters });
  const onClose = vi.fn();
  renderWithProviders(<OrderEntryDialog origin={origin} onClose={onClose} />);
  await screen.findByTestId('order-entry-step-type');
  return { api, onClose };
}

describe('OrderEntryDialog', () => {
  it('builds a counter order with the summary stepper and saves it with F9', async () => {
    signIn();
    const { api, onClose } = await openDialog('BALCAO');
    expect(screen.getByTestId('order-type-BALCAO')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('order-type-COMANDA')).toBeNull();

    press('F10');
    const tile = await screen.findByTestId('product-tile-10');
    await userEvent.click(tile);
    await userEvent.click(tile);
    const line = screen.getByTestId('summary-item-10');
    expect(within(line).getByTestId('summary-item-quantity')).toHaveTextContent('2');
    expect(screen.getByTestId('order-total')).toHaveTextContent('R$ 49,80');

    await userEvent.click(within(line).getByTestId('summary-item-decrement'));
    await userEvent.click(within(line).getByTestId('summary-item-decrement'));
    expect(screen.getByTestId('order-summary-empty')).toHaveTextContent(MSG.NO_PRODUCT_IN_ORDER);

    await userEvent.type(screen.getByTestId('order-entry-search'), '7894900011517{Enter}');
    expect(await screen.findByTestId('summary-item-20')).toBeInTheDocument();

    press('F9');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      tipo: 'BALCAO',
      tipoImportacao: 'SO',
      iFoodOrder: {
        deliveryMethod: { mode: 'INDOOR' },
        items: [{ externalCode: 20, quantity: 1, price: 7, notSaved: true }],
      },
    });
    expect(await screen.findByText('Pedido #12 salvo com sucesso.')).toBeInTheDocument();
  });

  it('does not save a delivery order without a customer', async () => {
    signIn();
    const { api } = await openDialog('DELIVERY');
    press('F10');
    await userEvent.click(await screen.findByTestId('product-tile-10'));
    press('F9');
    expect(await screen.findByText(MSG.CUSTOMER_REQUIRED)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a combo through its steps, with the step messages', async () => {
    signIn();
    await openDialog('BALCAO');
    press('F10');
    await userEvent.click(await screen.findByTestId('group-chip-1'));
    await userEvent.click(await screen.findByTestId('product-tile-50'));
    const combo = await screen.findByTestId('combo-dialog');
    await userEvent.click(within(combo).getByTestId('combo-next'));
    expect(await screen.findByText(MSG.quantidadeMinimaNaoAtingida('Escolha o lanche', '1'))).toBeInTheDocument();

    await userEvent.click(within(combo).getByTestId('combo-item-11'));
    expect(within(combo).getByTestId('combo-step-count')).toHaveTextContent('Selecionados: 0 (mín. 1, máx. 1)');
    await userEvent.click(within(combo).getByTestId('combo-item-21'));
    await userEvent.click(within(combo).getByTestId('combo-next'));
    expect(await within(combo).findByTestId('combo-total')).toHaveTextContent('R$ 34,90');
    await userEvent.click(within(combo).getByTestId('combo-confirm'));

    const line = await screen.findByTestId('summary-item-50');
    expect(line).toHaveTextContent('X-Salada');
    expect(line).toHaveTextContent('Suco');
    expect(within(line).getByTestId('summary-item-total')).toHaveTextContent('R$ 34,90');
  });

  it('offers the tab/table type of MODELO_IDENTIFICADOR_PRINCIPAL and asks its number', async () => {
    signIn(makeProfile({ roles: [ROLES.ROLE_PDV_COMANDA_MESA] }));
    await openDialog('COMANDA_MESA', { MODELO_IDENTIFICADOR_PRINCIPAL: 'MESA' });
    expect(screen.getByTestId('order-type-MESA')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('order-type-COMANDA')).toBeNull();
    expect(screen.queryByTestId('order-type-DELIVERY')).toBeNull();
    press('F9');
    expect(await screen.findByText(MSG.TABLE_REQUIRED)).toBeInTheDocument();
  });

  it('applies an order discount with Ctrl+D', async () => {
    signIn();
    await openDialog('BALCAO');
    press('F10');
    await userEvent.click(await screen.findByTestId('product-tile-10'));
    press('d', { ctrlKey: true });
    const dialog = await screen.findByTestId('discount-dialog');
    await userEvent.type(within(dialog).getByTestId('discount-input'), '4,90{Enter}');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('R$ 20,00'));
  });

  it('asks the waiter role to name the seller of the items, then saves (doc 2 §5.1)', async () => {
    signIn(makeProfile({ roles: [ROLES.ROLE_PDV_COMANDA_MESA, ROLES.ROLE_GARCOM_PEDIDO], tipo: 'garcom' }));
    const { api, onClose } = await openDialog('COMANDA_MESA', { PERMITE_LANCAR_ITENS_IDENTIFICADOR_SEM_PESSOA: 'S' });
    await userEvent.type(screen.getByTestId('order-tab-number'), '15');
    press('F10');
    await userEvent.click(await screen.findByTestId('product-tile-10'));
    press('F9');
    expect(await screen.findByText(MSG.ITEM_SELLER_REQUIRED)).toBeInTheDocument();
    const dialog = await screen.findByTestId('waiter-dialog');
    await userEvent.click(await within(dialog).findByTestId('waiter-1'));
    expect(within(dialog).getByTestId('waiter-confirm')).toBeDisabled();
    await userEvent.click(within(dialog).getByTestId('waiter-3'));
    await userEvent.click(within(dialog).getByTestId('waiter-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      tipo: 'COMANDA',
      identificadorPrincipal: '15',
      iFoodOrder: { items: [{ externalCode: 10, pessoaVendedor: { id: 13, nome: 'GUSTAVO GARÇOM' } }] },
    });
  });

  it('comes with the logged-in waiter selected, still saving only after the confirm (doc 2 §5.1)', async () => {
    signIn(makeProfile({ id: 3, roles: [ROLES.ROLE_PDV_COMANDA_MESA, ROLES.ROLE_GARCOM_PEDIDO], tipo: 'garcom' }));
    const { api, onClose } = await openDialog('COMANDA_MESA', { PERMITE_LANCAR_ITENS_IDENTIFICADOR_SEM_PESSOA: 'S' });
    await userEvent.type(screen.getByTestId('order-tab-number'), '15');
    press('F10');
    await userEvent.click(await screen.findByTestId('product-tile-10'));
    press('F9');
    const dialog = await screen.findByTestId('waiter-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('waiter-3')).toHaveClass('Mui-selected'));
    expect(api.calls.find((call) => call.method === 'POST')).toBeUndefined();
    await userEvent.click(within(dialog).getByTestId('waiter-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      iFoodOrder: { items: [{ externalCode: 10, pessoaVendedor: { id: 13, nome: 'GUSTAVO GARÇOM' } }] },
    });
  });

  it("shows the server's refusal in the save message and keeps the dialog open", async () => {
    signIn();
    stubEntryApi({ saveError: { status: 403, errorMessage: MSG.NO_PERMISSION_BALCAO } });
    const onClose = vi.fn();
    renderWithProviders(<OrderEntryDialog origin="BALCAO" onClose={onClose} />);
    await screen.findByTestId('order-entry-step-type');
    press('F10');
    await userEvent.click(await screen.findByTestId('product-tile-10'));
    await userEvent.click(screen.getByTestId('order-entry-confirm'));
    expect(await screen.findByText(MSG.naoFoiPossivelSalvarPedido(MSG.NO_PERMISSION_BALCAO))).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers the active couriers as 'Entregador' in step 3 of a delivery; take-out hides and clears it", async () => {
    signIn();
    await openDialog('DELIVERY');
    await userEvent.click(screen.getByTestId('order-entry-step-extra'));
    const select = within(await screen.findByTestId('order-courier')).getByRole('combobox');
    await userEvent.click(select);
    expect(screen.queryByTestId('order-courier-9')).toBeNull();
    await userEvent.click(await screen.findByTestId('order-courier-8'));
    await waitFor(() => expect(select).toHaveTextContent('MOTOBOY CARLOS'));
    await userEvent.click(screen.getByTestId('order-takeout'));
    expect(screen.queryByTestId('order-courier')).toBeNull();
    await userEvent.click(screen.getByTestId('order-takeout'));
    expect(within(screen.getByTestId('order-courier')).getByRole('combobox')).not.toHaveTextContent('MOTOBOY');
  });

  it("shows 'Taxa de serviço' in the summary of a tab with the fee parameters on", async () => {
    signIn();
    await openDialog('COMANDA_MESA', {
      UTILIZA_TAXA_SERVICO: 'S',
      PERCENTUAL_TAXA_SERVICO: '10',
      TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO: 'COMANDA,MESA',
    });
    press('F10');
    await userEvent.click(await screen.findByTestId('product-tile-10'));
    expect(screen.getByTestId('order-service-fee')).toHaveTextContent('R$ 2,49');
    expect(screen.getByTestId('order-total')).toHaveTextContent('R$ 27,39');
  });
});
