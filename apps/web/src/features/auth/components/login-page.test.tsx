import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/delivery', element: <h1>quadro delivery</h1> },
  { path: '/pedidosIdentificador', element: <h1>quadro comandas</h1> },
];

describe('LoginPage', () => {
  it('shows the tagline and requires both fields without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/login');

    expect(screen.getByText('Gestão inteligente')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getAllByText('obrigatório')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in a visible alert when the login fails", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(401, { errorMessage: 'Falha ao realizar login' })));
    const { router } = renderRoutes(routes, '/login');

    await userEvent.type(screen.getByLabelText('Usuário'), 'caixa');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByTestId('login-error')).toHaveTextContent('Falha ao realizar login');
    expect(screen.getByTestId('login-error')).toHaveAttribute('role', 'alert');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends the SHA-256 of the password, keeps the session and lands on the first page', async () => {
    const profile = makeProfile();
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { ...profile, jwtToken: 'jwt-1' }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/login');

    await userEvent.type(screen.getByLabelText('Usuário'), 'caixa');
    await userEvent.type(screen.getByLabelText('Senha'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api-v2/usuario/login');
    expect(JSON.parse(init.body)).toEqual({
      username: 'caixa',
      password: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    expect(sessionStore.getToken()).toBe('jwt-1');
    expect(await screen.findByText('Logado com sucesso')).toBeInTheDocument();
  });

  it('refuses the back office to a waiter and offers to continue as the logged user', async () => {
    const waiter = makeProfile({ nome: 'Gabriel Garçom', tipo: 'garcom' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, { ...waiter, jwtToken: 'jwt-2' })));
    const { router } = renderRoutes(routes, '/login');

    await userEvent.click(screen.getByRole('button', { name: 'GERENCIAL' }));
    await userEvent.type(screen.getByLabelText('Usuário'), 'garcom');
    await userEvent.type(screen.getByLabelText('Senha'), 'garcom');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Seu usuário não tem acesso ao sistema retaguarda.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Continuar como Gabriel Garçom' })).toBeInTheDocument();
  });
});
