import type { TMarketplaceDispute } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeDispute } from '../../../test/make-dispute';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { DisputeDialog } from './dispute-dialog';

const ANSWER = '/api-v2/pedidoIntegracao/negociacoes/7/responder';

const dispute = (over: Partial<TMarketplaceDispute> = {}) =>
  makeDispute({
    mensagem: 'Veio o lanche errado',
    expiraEm: new Date(Date.now() + 65_000).toISOString(),
    alternativas: [
      {
        id: 'alt-refund',
        tipo: 'REFUND',
        descricao: 'Reembolso parcial',
        valorMaximo: 32.15,
        minutos: [],
        motivos: [],
      },
    ],
    ...over,
  });

function renderDialog(d: TMarketplaceDispute = dispute()) {
  const onDone = vi.fn();
  const onHide = vi.fn();
  const stub = stubFetchRoutes({
    [ANSWER]: (_url, init) => jsonResponse(200, { ...d, status: 'RESPONDIDA', body: init?.body }),
  });
  renderRoutes(
    [
      {
        path: '/',
        element: <DisputeDialog disputes={[d]} hidden={[]} onHide={onHide} onShow={vi.fn()} onDone={onDone} />,
      },
    ],
    '/',
  );
  return { ...stub, onDone, onHide };
}

afterEach(() => vi.useRealTimers());

describe('DisputeDialog', () => {
  it('shows what the customer asks, the time left ticking down, and closes the answers once it is over', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderDialog();
    expect(screen.getByText('Negociação iFood · Pedido #12 (iFood 4321)')).toBeInTheDocument();
    expect(screen.getByText('“Veio o lanche errado”')).toBeInTheDocument();
    expect(screen.getByText('Se ninguém responder a tempo, o iFood recusa o pedido do cliente.')).toBeInTheDocument();
    expect(screen.getByTestId('dispute-time-left')).toHaveTextContent('Tempo restante: 01:05');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('dispute-time-left')).toHaveTextContent('Tempo restante: 01:00');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('dispute-time-left')).toHaveTextContent('Prazo encerrado');
    expect(screen.getByTestId('dispute-submit')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('a refund above the offered maximum is refused on the spot; a valid one goes with an Idempotency-Key', async () => {
    const { callsTo, onDone } = renderDialog();
    await userEvent.click(screen.getByLabelText('Reembolso parcial (até R$ 32,15)'));
    const amount = screen.getByTestId('dispute-amount');
    await userEvent.type(amount, '40');
    await userEvent.click(screen.getByTestId('dispute-submit'));
    expect(await screen.findByText(MSG.disputaValorMaximo('R$ 32,15'))).toBeInTheDocument();
    expect(callsTo(ANSWER)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '12,5');
    await userEvent.click(screen.getByTestId('dispute-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const init = callsTo(ANSWER)[0]![1];
    expect(JSON.parse(String(init?.body))).toEqual({
      resposta: 'ALTERNATIVA',
      alternativaId: 'alt-refund',
      valor: 12.5,
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(MSG.DISPUTE_ANSWERED)).toBeInTheDocument();
  });

  it('rejecting needs a reason, which goes to iFood', async () => {
    const { callsTo, onDone } = renderDialog();
    await userEvent.click(screen.getByLabelText('Recusar'));
    await userEvent.click(screen.getByTestId('dispute-submit'));
    expect(await screen.findByText(/Informe o motivo da recusa/)).toBeInTheDocument();
    expect(callsTo(ANSWER)).toHaveLength(0);
    await userEvent.type(screen.getByTestId('dispute-reason'), 'Pedido conferido e lacrado.');
    await userEvent.click(screen.getByTestId('dispute-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(callsTo(ANSWER)[0]![1]?.body))).toEqual({
      resposta: 'REJEITAR',
      motivo: 'Pedido conferido e lacrado.',
    });
  });

  it('the server’s refusal is shown and the dispute stays', async () => {
    const onDone = vi.fn();
    stubFetchRoutes({
      [ANSWER]: () => jsonResponse(409, { errorMessage: MSG.disputaRespondida('admin') }),
      '/api-v2/pedidoIntegracao/negociacoes': () => jsonResponse(200, []),
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <DisputeDialog disputes={[dispute()]} hidden={[]} onHide={vi.fn()} onShow={vi.fn()} onDone={onDone} />
          ),
        },
      ],
      '/',
    );
    await userEvent.click(screen.getByLabelText('Aceitar o pedido do cliente'));
    await userEvent.click(screen.getByTestId('dispute-submit'));
    expect(await screen.findByText(MSG.disputaRespondida('admin'))).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('put aside, it leaves a button on the board with the time left', async () => {
    const onShow = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <DisputeDialog disputes={[dispute()]} hidden={[7]} onHide={vi.fn()} onShow={onShow} onDone={vi.fn()} />
          ),
        },
      ],
      '/',
    );
    expect(screen.queryByTestId('dispute-dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('dispute-reopen'));
    expect(screen.getByTestId('dispute-reopen')).toHaveTextContent(/Negociação iFood \(1\) · 01:0\d/);
    expect(onShow).toHaveBeenCalled();
  });
});
