import { MSG } from '@brasa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { jsonResponse } from '../../../test/render';
import { makeCustomer } from '../test-utils/menu-factories';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { CustomerSection } from './customer-section';

function renderSection(answers: { pending: () => Response; history: () => Response }) {
  signIn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api-v2/pedidoIntegracao/contasPendentes/7')) return answers.pending();
      if (url.startsWith('/api-v2/pedidoIntegracao/listByPessoa/7')) return answers.history();
      return jsonResponse(404, { errorMessage: `sem resposta de teste para ${url}` });
    }),
  );
  renderWithProviders(
    <CustomerSection customer={makeCustomer()} required={false} onSearch={() => undefined} onClear={() => undefined} />,
  );
}

describe('customer pending amounts and history (doc 2 §2.7)', () => {
  it('lists the pending amounts with due date and balance, and the earlier orders', async () => {
    renderSection({
      pending: () =>
        jsonResponse(200, [{ descricao: 'Pedido #3 - Crediário', dataVencimento: '2026-12-10', saldo: 42.5 }]),
      history: () =>
        jsonResponse(200, [
          makeOrder({ id: 40, sequencial: 7, tipo: 'BALCAO', situacao: 'CONFIRMADO', totalPedido: 19.9 }),
        ]),
    });
    await userEvent.click(screen.getByTestId('order-customer-pending'));
    const pending = await screen.findByTestId('customer-pending-dialog');
    const row = await within(pending).findByTestId('customer-pending-row');
    expect(row).toHaveTextContent('Pedido #3 - Crediário');
    expect(row).toHaveTextContent('10/12/2026');
    expect(row).toHaveTextContent('R$ 42,50');
    await userEvent.click(within(pending).getByTestId('customer-pending-close'));

    await userEvent.click(screen.getByTestId('order-customer-history'));
    const history = await screen.findByTestId('customer-history-dialog');
    const line = await within(history).findByTestId('customer-history-row-40');
    expect(line).toHaveTextContent('#7 (40)');
    expect(line).toHaveTextContent('Balcão');
    expect(line).toHaveTextContent('Confirmado');
    expect(line).toHaveTextContent('R$ 19,90');
  });

  it('shows the empty states', async () => {
    renderSection({ pending: () => jsonResponse(200, []), history: () => jsonResponse(200, []) });
    await userEvent.click(screen.getByTestId('order-customer-pending'));
    expect(await screen.findByTestId('customer-pending-empty')).toHaveTextContent(MSG.NO_PENDING_ACCOUNT_FOUND);
    await userEvent.click(screen.getByTestId('customer-pending-close'));
    await userEvent.click(screen.getByTestId('order-customer-history'));
    expect(await screen.findByTestId('customer-history-empty')).toHaveTextContent(MSG.NO_ORDER_FOR_PERSON);
  });

  it('shows the permission message on 403 and the fetch error otherwise', async () => {
    let status = 403;
    renderSection({
      pending: () => jsonResponse(status, { errorMessage: MSG.NO_PENDING_VALUES_PERMISSION }),
      history: () => jsonResponse(200, []),
    });
    await userEvent.click(screen.getByTestId('order-customer-pending'));
    expect(await screen.findByTestId('customer-pending-error')).toHaveTextContent(MSG.NO_PENDING_VALUES_PERMISSION);
    await userEvent.click(screen.getByTestId('customer-pending-close'));
    status = 500;
    await userEvent.click(screen.getByTestId('order-customer-pending'));
    expect(await screen.findByTestId('customer-pending-error')).toHaveTextContent(MSG.PENDING_ACCOUNTS_FETCH_FAILED);
  });
});
