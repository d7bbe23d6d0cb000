import { MSG, ROLES, asCents } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closePayment, usePaymentOrder } from '../../../shared/order-dialog/order-dialog-store';
import { type UnpaidQuickSale, unpaidQuickSalesKey } from '../../../shared/quick-sale/unpaid-quick-sales';
import { QUICK_SALE_SETTLED } from '../../../shared/quick-sale/use-receive-quick-sale';
import { readStored, writeStored } from '../../../shared/storage/local-storage';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { stubEntryApi } from '../test-utils/entry-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { FastSalePage } from './fast-sale-page';

const cashier = () => makeProfile({ roles: [ROLES.ROLE_PDV_DELIVERY, ROLES.ROLE_VENDA_RAPIDA_PDV_ONLINE] });

async function chooseSetting(value: string) {
  await userEvent.click(screen.getByTestId('fast-sale-settings'));
  const dialog = await screen.findByTestId('fast-sale-settings-dialog');
  expect(dialog).toHaveTextContent(MSG.FAST_SALE_SETTINGS_TITLE);
  await userEvent.click(within(dialog).getByTestId(`fast-sale-setting-${value}`));
  await userEvent.click(within(dialog).getByTestId('fast-sale-settings-save'));
  expect(localStorage.getItem('brasa.fast_sale_settings')).toBe(JSON.stringify(value));
}

async function pickCustomer() {
  const search = await screen.findByTestId('customer-search-dialog');
  await userEvent.type(within(search).getByTestId('customer-search-input'), 'mar');
  await userEvent.click(await screen.findByTestId('customer-option-7'));
  await userEvent.click(within(search).getByTestId('customer-confirm'));
}

describe('FastSalePage (doc 4 "Fast sale")', () => {
  it('opens a quick sale locked to CAIXA_RAPIDO and saves it without asking a customer by default', async () => {
    signIn(cashier());
    const api = stubEntryApi();
    renderWithProviders(<FastSalePage />);
    expect(screen.getByTestId('page-title')).toHaveTextContent(MSG.FAST_SALE_HEADING);
    await userEvent.click(screen.getByTestId('fast-sale-open'));
    const type = await screen.findByTestId('order-type-CAIXA_RAPIDO');
    expect(type).toHaveAttribute('aria-pressed', 'true');
    expect(type).toBeDisabled();
    expect(screen.queryByTestId('order-type-BALCAO')).toBeNull();
    expect(screen.queryByTestId('customer-search-dialog')).toBeNull();
    await userEvent.click(screen.getByTestId('order-entry-next'));
    await userEvent.click(await screen.findByTestId('product-tile-10'));
    await userEvent.click(screen.getByTestId('order-entry-confirm'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ tipo: 'CAIXA_RAPIDO' });
  });

  it('EXIBIR_COMECO opens the customer dialog first, which only closes by confirming a customer', async () => {
    signIn(cashier());
    stubEntryApi();
    renderWithProviders(<FastSalePage />);
    await chooseSetting('EXIBIR_COMECO');
    await userEvent.click(screen.getByTestId('fast-sale-open'));
    const search = await screen.findByTestId('customer-search-dialog');
    expect(within(search).getByTestId('customer-confirm')).toBeDisabled();
    await userEvent.click(within(search).getByTestId('customer-cancel'));
    expect(await screen.findByText(MSG.QUICK_SALE_CUSTOMER_REQUIRED)).toBeInTheDocument();
    expect(screen.getByTestId('customer-search-dialog')).toBeInTheDocument();
    await pickCustomer();
    await waitFor(() => expect(screen.queryByTestId('customer-search-dialog')).toBeNull());
    expect(screen.getByTestId('order-customer')).toHaveTextContent('MARIA SILVA');
  });

  it('EXIBIR_FINAL asks the customer before saving, then saves with it', async () => {
    signIn(cashier());
    const api = stubEntryApi();
    renderWithProviders(<FastSalePage />);
    await chooseSetting('EXIBIR_FINAL');
    await userEvent.click(screen.getByTestId('fast-sale-open'));
    await userEvent.click(await screen.findByTestId('order-entry-next'));
    await userEvent.click(await screen.findByTestId('product-tile-10'));
    await userEvent.click(screen.getByTestId('order-entry-confirm'));
    await pickCustomer();
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      tipo: 'CAIXA_RAPIDO',
      pessoaCliente: { id: 7 },
    });
  });
});

describe('FastSalePage: unpaid quick sales (doc 1 §4 "An unpaid quick sale is kept locally")', () => {
  const kept: UnpaidQuickSale[] = [
    { id: 710, sequencial: 51, totalCents: asCents(5680), savedAt: '' },
    { id: 711, sequencial: 52, totalCents: asCents(1250), savedAt: '' },
  ].map((sale, index) => ({ ...sale, savedAt: new Date(2025, 0, 2, 14, 30 + index).toISOString() }));
  const keep = (profile: ReturnType<typeof cashier>) => writeStored(unpaidQuickSalesKey(profile.unidade.uuid), kept);
  const stored = (profile: ReturnType<typeof cashier>) =>
    readStored<UnpaidQuickSale[]>(unpaidQuickSalesKey(profile.unidade.uuid), []).map((sale) => sale.id);

  /** Stands for the layout's payment dialog, which listens to the same store. */
  function PaymentProbe() {
    return <span data-testid="payment-probe">{usePaymentOrder()?.id ?? ''}</span>;
  }

  afterEach(() => closePayment());

  it('shows nothing while no quick sale is kept', () => {
    signIn(cashier());
    stubEntryApi();
    renderWithProviders(<FastSalePage />);
    expect(screen.queryByTestId('unpaid-quick-sales')).not.toBeInTheDocument();
  });

  it("lists the unit's unpaid quick sales and 'Receber' opens the payment of the server's copy", async () => {
    const profile = signIn(cashier());
    keep(profile);
    const order = makeOrder({ id: 710, sequencial: 51, tipo: 'CAIXA_RAPIDO', totalPedido: 56.8, version: 3 });
    const api = stubEntryApi({ orders: [order] });
    renderWithProviders(
      <>
        <FastSalePage />
        <PaymentProbe />
      </>,
    );
    const list = screen.getByTestId('unpaid-quick-sales');
    expect(list).toHaveTextContent('Vendas rápidas não pagas');
    const row = within(list).getByTestId('unpaid-quick-sale-710');
    expect(row).toHaveTextContent('Venda rápida #51 • R$ 56,80');
    expect(row).toHaveTextContent('02/01/2025 14:30');
    expect(within(list).getByTestId('unpaid-quick-sale-711')).toHaveTextContent('Venda rápida #52 • R$ 12,50');

    await userEvent.click(within(row).getByRole('button', { name: 'Receber' }));
    await waitFor(() => expect(screen.getByTestId('payment-probe')).toHaveTextContent('710'));
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api-v2/pedidoIntegracao/710' }));
    // Still kept: the payment dialog forgets it once paid.
    expect(stored(profile)).toEqual([710, 711]);
  });

  it('drops a sale the server has paid, or no longer has, instead of opening its payment', async () => {
    const profile = signIn(cashier());
    keep(profile);
    const paid = makeOrder({ id: 710, sequencial: 51, tipo: 'CAIXA_RAPIDO', pago: true });
    stubEntryApi({ orders: [paid] });
    renderWithProviders(
      <>
        <FastSalePage />
        <PaymentProbe />
      </>,
    );
    await userEvent.click(screen.getByTestId('unpaid-quick-sale-receive-710'));
    await waitFor(() => expect(screen.queryByTestId('unpaid-quick-sale-710')).not.toBeInTheDocument());
    expect(await screen.findByText(QUICK_SALE_SETTLED)).toBeInTheDocument();
    expect(stored(profile)).toEqual([711]);

    // 711 answers 404
    await userEvent.click(screen.getByTestId('unpaid-quick-sale-receive-711'));
    await waitFor(() => expect(screen.queryByTestId('unpaid-quick-sales')).not.toBeInTheDocument());
    expect(stored(profile)).toEqual([]);
    expect(screen.getByTestId('payment-probe')).toHaveTextContent('');
  });
});
