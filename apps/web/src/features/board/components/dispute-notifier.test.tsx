import type { TMarketplaceDispute } from '@brasa/contracts';
import { MSG, ROLES, type Role } from '@brasa/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { loadTerminalSettings, saveTerminalSettings } from '../../../shared/settings/terminal-settings';
import { playBeep } from '../../../shared/sound/play-beep';
import { installFakeRealtime, type FakeRealtime } from '../../../test/fake-realtime';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeDispute } from '../../../test/make-dispute';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { DisputeNotifier } from './dispute-notifier';

vi.mock('../../../shared/sound/play-beep', () => ({ playBeep: vi.fn() }));

const LIST = '/api-v2/pedidoIntegracao/negociacoes';
let realtime: FakeRealtime;

const dispute = (over: Partial<TMarketplaceDispute> = {}) =>
  makeDispute({
    id: 9,
    pedidoId: 90,
    numeroPedido: 31,
    identificador: '5555',
    titulo: 'Cancelamento do pedido por atraso na entrega',
    mensagem: 'Está demorando',
    seNaoResponder: 'o iFood aceita o pedido do cliente',
    ...over,
  });

function renderNotifier(roles: Role[] = [ROLES.ROLE_PDV_DELIVERY], open: TMarketplaceDispute[] = []) {
  sessionStore.start('jwt', makeProfile({ roles }));
  const stub = stubFetchRoutes({ [LIST]: () => jsonResponse(200, open) });
  renderRoutes([{ path: '/', element: <DisputeNotifier /> }], '/');
  return stub;
}

beforeEach(() => {
  realtime = installFakeRealtime();
  vi.mocked(playBeep).mockClear();
});

describe('DisputeNotifier', () => {
  it('a new dispute rings like a new order and opens the dialog; its settlement closes it with the outcome', async () => {
    saveTerminalSettings({ ...loadTerminalSettings(), enableRingSongNewOrder: 'ENABLED' });
    const { callsTo } = renderNotifier();
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(1));
    realtime.connect();
    realtime.push({ type: 'MARKETPLACE_DISPUTE', disputa: dispute() });
    expect(await screen.findByTestId('dispute-dialog')).toHaveTextContent('Pedido #31 (iFood 5555)');
    expect(screen.getByText(MSG.negociacaoAberta(31))).toBeInTheDocument();
    expect(playBeep).toHaveBeenCalledTimes(1);
    realtime.push({
      type: 'MARKETPLACE_DISPUTE',
      disputa: dispute({ status: 'ENCERRADA', desfecho: 'EXPIRED', desfechoDescricao: 'Expirada sem resposta' }),
    });
    await waitFor(() => expect(screen.queryByTestId('dispute-dialog')).not.toBeInTheDocument());
    expect(
      screen.getByText('Negociação do iFood do pedido #31 (iFood 5555): Expirada sem resposta.'),
    ).toBeInTheDocument();
  });

  it('opens with the disputes already waiting when the board loads', async () => {
    renderNotifier([ROLES.ROLE_PDV_DELIVERY], [dispute({ id: 4, numeroPedido: 8 })]);
    expect(await screen.findByTestId('dispute-dialog')).toHaveTextContent('Pedido #8');
  });

  it('a user who does not answer disputes (a dispatcher) neither asks for them nor hears them', async () => {
    const { fetchMock } = renderNotifier([ROLES.ROLE_PDV_DESPACHO_ENTREGADORES]);
    realtime.connect();
    realtime.push({ type: 'MARKETPLACE_DISPUTE', disputa: dispute() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith(LIST))).toHaveLength(0);
    expect(screen.queryByTestId('dispute-dialog')).not.toBeInTheDocument();
    expect(playBeep).not.toHaveBeenCalled();
  });
});
