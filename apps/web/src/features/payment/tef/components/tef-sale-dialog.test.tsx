import type { TTefIntent } from '@brasa/contracts';
import { MSG, asCents } from '@brasa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTerminalSettings, updateTerminalSettings } from '../../../../shared/settings/terminal-settings';
import { installFakeRealtime } from '../../../../test/fake-realtime';
import { stubFetchRoutes } from '../../../../test/fetch-routes';
import { approvedIntent, makeIntent } from '../../../../test/make-tef-intent';
import { jsonResponse } from '../../../../test/render';
import { renderWithProviders, signIn } from '../../test-utils/render-with-providers';
import { type TefSaleRequest, TefSaleDialog } from './tef-sale-dialog';

const SALE: TefSaleRequest = {
  pedidoId: 700,
  formaPagamentoId: 9,
  methodName: 'Débito (TEF)',
  amountCents: asCents(2840),
  terminalId: 'T1',
  kind: 'TEF',
  location: 'CAIXA',
};

interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** The server's TEF calls: the start answers `started` (or throws), the query answers `current()`. */
function stubTef(options: { start: () => Response | Promise<Response>; current: () => TTefIntent }) {
  const calls: Call[] = [];
  const record = (url: string, init?: RequestInit) =>
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
  stubFetchRoutes({
    '/api-v2/tef/intencaoVenda/': (url, init) => {
      record(url, init);
      if (url.endsWith('/cancelar')) return jsonResponse(200, makeIntent({ status: 'CANCELADA', statusTransacao: 20 }));
      if (url.endsWith('/codigoAutorizacao')) {
        const { codigoAutorizacao } = JSON.parse(String(init?.body)) as { codigoAutorizacao: string };
        return jsonResponse(200, approvedIntent({ codigoAutorizacao }));
      }
      return jsonResponse(200, options.current());
    },
    '/api-v2/tef/intencaoVenda': (url, init) => (record(url, init), options.start()),
    '/api-v2/impressaoAPI/enviarImpressaoTef/': (url, init) => (
      record(url, init),
      jsonResponse(200, [{ result: 'SUCCESS', message: 'ok' }])
    ),
  });
  return {
    calls,
    starts: () => calls.filter((call) => call.method === 'POST' && call.url === '/api-v2/tef/intencaoVenda'),
    prints: () => calls.filter((call) => call.url.startsWith('/api-v2/impressaoAPI/enviarImpressaoTef/')),
  };
}

const status = () => screen.getByTestId('tef-status');

describe('card-terminal sale dialog (doc 1 §2.10, §4)', () => {
  beforeEach(() => {
    signIn();
    localStorage.clear();
  });

  it('starts the intent, follows UPDATE_STATUS_TEF to the approval, asks both receipts and remembers a decision', async () => {
    const realtime = installFakeRealtime();
    let current = makeIntent();
    const api = stubTef({ start: () => jsonResponse(200, current), current: () => current });
    const onClose = vi.fn();
    renderWithProviders(<TefSaleDialog sale={SALE} onClose={onClose} />);
    realtime.connect();

    await waitFor(() => expect(api.starts()).toHaveLength(1));
    expect(api.starts()[0]!.body).toEqual({ pedidoId: 700, formaPagamentoId: 9, valor: 28.4, terminalId: 'T1' });
    expect(api.starts()[0]!.headers['Idempotency-Key']).toEqual(expect.any(String));
    await waitFor(() =>
      expect(screen.getByTestId('tef-transaction-status')).toHaveTextContent('5 - Pagamento pendente'),
    );
    expect(status()).toHaveAttribute('data-severity', 'info');
    expect(screen.queryByTestId('tef-close')).toBeNull();

    current = makeIntent({ statusTransacao: 6 });
    realtime.push({ type: 'UPDATE_STATUS_TEF', intencao: current });
    await waitFor(() => expect(status()).toHaveTextContent('Pagamento iniciado'));

    current = approvedIntent();
    realtime.push({ type: 'UPDATE_STATUS_TEF', intencao: current });
    await waitFor(() => expect(status()).toHaveAttribute('data-severity', 'success'));
    expect(screen.getByTestId('tef-approval')).toHaveTextContent('Autorização: A1B2C3');

    // the customer's receipt: yes, remembered; the establishment's: no, asked again next time
    await userEvent.click(await screen.findByTestId('tef-receipt-remember'));
    await userEvent.click(within('tef-receipt-question-CLIENTE', 'tef-receipt-yes'));
    await userEvent.click(within('tef-receipt-question-ESTABELECIMENTO', 'tef-receipt-no'));
    await waitFor(() => expect(api.prints()).toHaveLength(1));
    expect(api.prints()[0]!.url).toBe('/api-v2/impressaoAPI/enviarImpressaoTef/CAIXA');
    expect(api.prints()[0]!.body).toEqual({ pedidoId: 700, intencaoVendaId: 91, comprovante: 'CLIENTE' });
    expect(loadTerminalSettings()).toMatchObject({ printTefClientReceipt: 'ALWAYS', printTefEstablishmentReceipt: '' });

    await userEvent.click(screen.getByTestId('tef-close'));
    expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ status: 'APROVADA', pagamentoRegistrado: true }));
  });

  it('prints the receipts set to always without asking, and skips the ones set to never', async () => {
    updateTerminalSettings({ printTefClientReceipt: 'NEVER', printTefEstablishmentReceipt: 'ALWAYS' });
    const approved = approvedIntent();
    const api = stubTef({ start: () => jsonResponse(200, approved), current: () => approved });
    renderWithProviders(<TefSaleDialog sale={{ ...SALE, location: 'BAR' }} onClose={vi.fn()} />);
    await waitFor(() => expect(api.prints()).toHaveLength(1));
    expect(api.prints()[0]!.url).toBe('/api-v2/impressaoAPI/enviarImpressaoTef/BAR');
    expect(api.prints()[0]!.body).toMatchObject({ comprovante: 'ESTABELECIMENTO' });
    expect(screen.queryByTestId('tef-receipt-question-CLIENTE')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('tef-close')).toBeEnabled());
  });

  it.each([
    ['refused', { status: 'RECUSADA', statusTransacao: 25 }, 'Pagamento não aprovado pela adquirente ou emissor'],
    ['expired', { status: 'EXPIRADA', statusTransacao: 15 }, 'Intenção de venda expirada'],
  ] as const)('shows a %s sale as an error, found by polling, and closes without receipts', async (_, seed, text) => {
    let current = makeIntent();
    const api = stubTef({ start: () => jsonResponse(200, current), current: () => current });
    const onClose = vi.fn();
    renderWithProviders(<TefSaleDialog sale={SALE} onClose={onClose} />);
    await waitFor(() => expect(api.starts()).toHaveLength(1));
    current = makeIntent(seed);
    // no realtime here: the poll (every 2 s) brings the result
    await waitFor(() => expect(status()).toHaveAttribute('data-severity', 'error'), { timeout: 5000 });
    expect(status()).toHaveTextContent(text);
    expect(screen.queryByTestId('tef-receipt-question-CLIENTE')).toBeNull();
    await userEvent.click(screen.getByTestId('tef-close'));
    expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ status: seed.status }));
    expect(api.prints()).toHaveLength(0);
  });

  it('cancels the sale on the terminal: "Operação cancelada"', async () => {
    const current = makeIntent();
    const api = stubTef({ start: () => jsonResponse(200, current), current: () => current });
    renderWithProviders(<TefSaleDialog sale={SALE} onClose={vi.fn()} />);
    await waitFor(() => expect(screen.getByTestId('tef-cancel')).toBeEnabled());
    await userEvent.click(screen.getByTestId('tef-cancel'));
    await waitFor(() => expect(status()).toHaveTextContent(MSG.TEF_OPERATION_CANCELLED));
    const cancel = api.calls.find((call) => call.url === '/api-v2/tef/intencaoVenda/91/cancelar')!;
    expect(cancel.method).toBe('POST');
    expect(cancel.headers['Idempotency-Key']).toEqual(expect.any(String));
  });

  it('asks the authorization code when the acquirer returned none, then the receipts', async () => {
    const approved = approvedIntent({ codigoAutorizacao: null });
    const api = stubTef({ start: () => jsonResponse(200, approved), current: () => approved });
    renderWithProviders(<TefSaleDialog sale={SALE} onClose={vi.fn()} />);
    await screen.findByTestId('tef-authorization-form');
    expect(screen.queryByTestId('tef-receipt-question-CLIENTE')).toBeNull();
    expect(screen.getByTestId('tef-close')).toBeDisabled();
    await userEvent.type(screen.getByTestId('tef-authorization-code'), '123456');
    await userEvent.click(screen.getByTestId('tef-authorization-send'));
    await screen.findByTestId('tef-receipt-question-CLIENTE');
    const sent = api.calls.find((call) => call.url.endsWith('/codigoAutorizacao'))!;
    expect(sent.body).toEqual({ codigoAutorizacao: '123456' });
    expect(screen.queryByTestId('tef-authorization-form')).toBeNull();
  });

  it('does not ask a code for pix', async () => {
    const approved = approvedIntent({ codigoAutorizacao: null, tipoCartao: 'PX' });
    stubTef({ start: () => jsonResponse(200, approved), current: () => approved });
    renderWithProviders(<TefSaleDialog sale={SALE} onClose={vi.fn()} />);
    await screen.findByTestId('tef-receipt-question-CLIENTE');
    expect(screen.queryByTestId('tef-authorization-form')).toBeNull();
  });

  it('retries a start that got no answer with the same Idempotency-Key; a refusal gets a new one', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => jsonResponse(422, { errorMessage: MSG.TEF_TERMINAL_REQUIRED, code: 'X' }),
      () => jsonResponse(200, makeIntent()),
    ];
    const api = stubTef({ start: () => answers.shift()!(), current: () => makeIntent() });
    renderWithProviders(<TefSaleDialog sale={SALE} onClose={vi.fn()} />);
    await waitFor(() => expect(status()).toHaveTextContent(MSG.TEF_SALE_INTENT_FETCH_FAILED));
    await userEvent.click(screen.getByTestId('tef-retry'));
    await waitFor(() => expect(status()).toHaveTextContent(MSG.TEF_TERMINAL_REQUIRED));
    await userEvent.click(screen.getByTestId('tef-retry'));
    await waitFor(() => expect(api.starts()).toHaveLength(3));
    const [first, second, third] = api.starts().map((call) => call.headers['Idempotency-Key']);
    expect(second).toBe(first);
    expect(third).not.toBe(second);
    await waitFor(() => expect(status()).toHaveAttribute('data-severity', 'info'));
  });
});

function within(dialogTestId: string, buttonTestId: string): HTMLElement {
  const dialog = screen.getByTestId(dialogTestId);
  return dialog.querySelector(`[data-testid="${buttonTestId}"]`)!;
}
