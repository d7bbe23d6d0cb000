import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { UnavailablePage } from './unavailable-page';

const routes = [{ path: '/unauthorized/:role', element: <UnavailablePage /> }];

describe('UnavailablePage', () => {
  it('gives a waiter the manager hint and no request button', () => {
    sessionStore.start('jwt', makeProfile({ tipo: 'garcom' }));
    renderRoutes(routes, '/unauthorized/ROLE_PDV_DELIVERY');

    expect(screen.getByRole('heading', { name: 'Funcionalidade indisponível' })).toBeInTheDocument();
    expect(screen.getByTestId('unavailable-waiter-hint')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar funcionalidade' })).not.toBeInTheDocument();
  });

  it('lets other users request the feature and confirms with a snackbar', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.start('jwt', makeProfile());
    renderRoutes(routes, '/unauthorized/ROLE_UTILIZA_KDS');

    await userEvent.click(screen.getByRole('button', { name: 'Solicitar funcionalidade' }));

    expect(
      await screen.findByText('Solicitação realizada com sucesso. Logo entraremos em contato.'),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api-v2/sistema/solicitarFuncionalidade/ROLE_UTILIZA_KDS');
    expect(init.method).toBe('POST');
  });

  it('shows the error snackbar when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(500, {})));
    sessionStore.start('jwt', makeProfile());
    renderRoutes(routes, '/unauthorized/ROLE_UTILIZA_KDS');

    await userEvent.click(screen.getByRole('button', { name: 'Solicitar funcionalidade' }));
    await waitFor(() => expect(screen.getByText('Erro ao solicitar funcionalidade')).toBeInTheDocument());
  });
});
