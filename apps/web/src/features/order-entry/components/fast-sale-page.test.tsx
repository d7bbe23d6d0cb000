import { MSG, ROLES } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
