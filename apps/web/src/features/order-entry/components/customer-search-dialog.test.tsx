import { MSG } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { makeCustomer } from '../test-utils/menu-factories';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { CustomerSearchDialog } from './customer-search-dialog';

function stubPeople() {
  const posts: unknown[] = [];
  const maria = makeCustomer();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api-v2/pessoa/list')) {
        const q = new URL(url, 'http://test').searchParams.get('q') ?? '';
        return jsonResponse(200, q.toLowerCase().startsWith('mar') ? [maria] : []);
      }
      if (url === '/api-v2/pessoa' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posts.push(body);
        if (body.cpfCnpj === '11111111111') return jsonResponse(422, { errorMessage: 'CPF/CNPJ inválido.' });
        return jsonResponse(200, makeCustomer({ ...body, id: 31, enderecos: [], contatos: [] }));
      }
      if (url.startsWith('/api-v2/produtoCardapio/listDeliveryFee')) return jsonResponse(200, []);
      return jsonResponse(404, { errorMessage: `sem resposta de teste para ${url}` });
    }),
  );
  return { posts, maria };
}

describe('CustomerSearchDialog (doc 4 "Customer dialogs")', () => {
  it('finds a customer by name, shows the card and confirms it', async () => {
    signIn();
    const { maria } = stubPeople();
    const onConfirm = vi.fn();
    renderWithProviders(<CustomerSearchDialog initial={null} onConfirm={onConfirm} onClose={() => undefined} />);
    expect(screen.getByTestId('customer-confirm')).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText(MSG.CUSTOMER_SEARCH_PLACEHOLDER), 'mar');
    await userEvent.click(await screen.findByTestId(`customer-option-${maria.id}`));
    expect(within(screen.getByTestId('customer-selected')).getByText('MARIA SILVA')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('customer-confirm'));
    expect(onConfirm).toHaveBeenCalledWith(maria);
  });

  it('adds a customer from a phone, saving digits only, and opens secondary data after saving', async () => {
    signIn();
    const { posts } = stubPeople();
    renderWithProviders(<CustomerSearchDialog initial={null} onConfirm={() => undefined} onClose={() => undefined} />);
    await userEvent.type(screen.getByTestId('customer-search-input'), '11912345678');
    const add = await screen.findByTestId('customer-option-add');
    expect(add).toHaveTextContent(MSG.adicionarCliente('11912345678'));
    await userEvent.click(add);

    const form = await screen.findByTestId('customer-form-dialog');
    expect(within(form).getByTestId('customer-fone')).toHaveValue('(11) 91234-5678');
    expect(within(form).getByTestId('secondary-needs-save')).toHaveTextContent(MSG.SAVE_BEFORE_SECONDARY_ADDRESSES);
    await userEvent.click(within(form).getByTestId('customer-form-save'));
    expect(await within(form).findByText(MSG.REQUIRED_FIELD)).toBeInTheDocument();

    await userEvent.type(within(form).getByTestId('customer-nome'), 'Pedro Souza');
    await userEvent.type(within(form).getByTestId('customer-cpfCnpj'), '11111111111');
    await userEvent.click(within(form).getByTestId('customer-form-save'));
    expect(await within(form).findByText(MSG.INVALID_DOCUMENT)).toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.clear(within(form).getByTestId('customer-cpfCnpj'));
    await userEvent.click(within(form).getByTestId('customer-form-save'));
    expect(await screen.findByText(MSG.SAVED)).toBeInTheDocument();
    expect(posts[0]).toMatchObject({ nome: 'PEDRO SOUZA', fone: '11912345678', tipo: 'F', cpfCnpj: null });
    await waitFor(() => expect(within(form).getByTestId('secondary-addresses')).toBeInTheDocument());
    expect(within(form).getByTestId('secondary-contacts')).toBeInTheDocument();
  });

  it('switches to a company with the state registration buttons', async () => {
    signIn();
    stubPeople();
    renderWithProviders(<CustomerSearchDialog initial={null} onConfirm={() => undefined} onClose={() => undefined} />);
    await userEvent.click(screen.getByTestId('customer-new'));
    const form = await screen.findByTestId('customer-form-dialog');
    await userEvent.click(within(form).getByLabelText('Jurídica'));
    await userEvent.click(within(form).getByTestId('customer-ie-non-contributor'));
    expect(within(form).getByTestId('customer-rgIc')).toHaveValue(MSG.STATE_REGISTRATION_NON_CONTRIBUTOR);
    await userEvent.type(within(form).getByTestId('customer-cpfCnpj'), '11222333000181');
    expect(within(form).getByTestId('customer-cpfCnpj')).toHaveValue('11.222.333/0001-81');
  });
});
