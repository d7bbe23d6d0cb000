import { MSG } from '@brasa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { approvedIntent, makeIntent } from '../../../test/make-tef-intent';
import { jsonResponse } from '../../../test/render';
import { saveTefTerminal } from '../tef/model/tef-terminal-store';
import { makeCounterOrder } from '../test-utils/payment-factories';
import { stubPaymentApi } from '../test-utils/payment-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { PaymentDialog } from './payment-dialog';

const TEF_METHOD = 'payment-method-8';

describe('payment dialog with the card terminal (doc 1 §2.5, §4, §8)', () => {
  beforeEach(() => {
    signIn();
    localStorage.clear();
  });

  it('keeps the TEF method unavailable without the unit integration, then without this browser’s terminal', async () => {
    stubPaymentApi({ order: makeCounterOrder() });
    const first = renderWithProviders(<PaymentDialog order={makeCounterOrder()} onClose={vi.fn()} />);
    await screen.findByTestId('payment-method-1');
    expect(screen.getByTestId(TEF_METHOD)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId(TEF_METHOD)).toHaveTextContent('Indisponível');
    first.unmount();

    stubPaymentApi({ order: makeCounterOrder(), tefIntegrations: [{ tipo: 'TEF' }] });
    renderWithProviders(<PaymentDialog order={makeCounterOrder()} onClose={vi.fn()} />);
    await screen.findByTestId('payment-method-1');
    await userEvent.hover(screen.getByTestId(TEF_METHOD).parentElement!);
    expect(await screen.findByText(MSG.TEF_TERMINAL_REQUIRED)).toBeInTheDocument();
    expect(screen.getByTestId(TEF_METHOD)).toHaveAttribute('aria-disabled', 'true');
  });

  it('charges part of the order on the terminal; the server records it and the dialog shows it', async () => {
    saveTefTerminal({ terminalId: 'T2', terminalNome: 'Balcão', localImpressao: 'CAIXA' });
    const realtime = installFakeRealtime();
    const order = makeCounterOrder();
    let intent = makeIntent({ valor: 20 });
    const api = stubPaymentApi({
      order,
      tefIntegrations: [{ tipo: 'TEF' }],
      extraRoutes: {
        '/api-v2/tef/intencaoVenda': () => jsonResponse(200, intent),
        '/api-v2/tef/intencaoVenda/': () => jsonResponse(200, intent),
        '/api-v2/impressaoAPI/enviarImpressaoTef/': () => jsonResponse(200, [{ result: 'SUCCESS' }]),
      },
    });
    renderWithProviders(<PaymentDialog order={order} onClose={vi.fn()} />);
    realtime.connect();
    await waitFor(() => expect(screen.getByTestId(TEF_METHOD)).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(screen.getByTestId(TEF_METHOD));
    expect(screen.queryByTestId('payment-authorization')).toBeNull();
    const amount = screen.getByTestId('payment-amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.click(screen.getByTestId('payment-add-line'));

    await screen.findByTestId('tef-transaction-status');
    const start = api.calls.find((call) => call.method === 'POST' && call.url === '/api-v2/tef/intencaoVenda')!;
    expect(start.body).toEqual({ pedidoId: order.id, formaPagamentoId: 8, valor: 20, terminalId: 'T2' });
    expect(api.saves()).toHaveLength(0);

    // the server approves and records the payment on the order (version + 1)
    const paidPart = {
      ...order,
      version: order.version + 1,
      iFoodOrder: {
        ...order.iFoodOrder,
        payments: [
          {
            id: 'tef-1',
            code: 'CD',
            name: 'Cartão de crédito (TEF)',
            value: 20,
            tefInfo: { terminalId: 'T2', intencaoVendaId: 91 },
          },
        ],
      },
    };
    api.setCurrent(paidPart);
    intent = approvedIntent({ valor: 20 });
    realtime.push({ type: 'UPDATE_STATUS_TEF', intencao: intent });
    realtime.push({ type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER', order: paidPart });
    const yes = async (receipt: string) =>
      userEvent.click(
        (await screen.findByTestId(`tef-receipt-question-${receipt}`)).querySelector(
          '[data-testid="tef-receipt-yes"]',
        )!,
      );
    await yes('CLIENTE');
    await yes('ESTABELECIMENTO');
    await userEvent.click(screen.getByTestId('tef-close'));
    await waitFor(() => expect(screen.queryByTestId('tef-sale-dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('payment-total-pending')).toHaveTextContent('R$ 36,80'));
    expect(screen.getByTestId('payment-tef-details-tef-1')).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.url.startsWith('/api-v2/impressaoAPI/enviarImpressaoTef/CAIXA')),
    ).toHaveLength(2);
    expect(api.saves()).toHaveLength(0);
  });

  it('refuses to start the terminal while typed payments wait to be confirmed', async () => {
    saveTefTerminal({ terminalId: 'T2', terminalNome: 'Balcão', localImpressao: 'CAIXA' });
    const api = stubPaymentApi({ order: makeCounterOrder(), tefIntegrations: [{ tipo: 'TEF' }] });
    renderWithProviders(<PaymentDialog order={makeCounterOrder()} onClose={vi.fn()} />);
    await screen.findByTestId('payment-method-1');
    const amount = screen.getByTestId('payment-amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '10{Enter}');
    await waitFor(() => expect(screen.getByTestId(TEF_METHOD)).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(screen.getByTestId(TEF_METHOD));
    await userEvent.click(screen.getByTestId('payment-add-line'));
    expect(
      await screen.findByText('Confirme os pagamentos e ajustes digitados antes de usar o TEF.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/api-v2/tef/intencaoVenda')).toBe(false);
  });
});
