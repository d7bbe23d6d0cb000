import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { makeProfile } from '../../../test/make-profile';
import { renderRoutes } from '../../../test/render';
import { UnifiedLoginPage } from './unified-login-page';

const routes = [
  { path: '/unified-login', element: <UnifiedLoginPage /> },
  { path: '/pedidosIdentificador', element: <h1>quadro comandas</h1> },
  { path: '/gerencial/dreReport/:jwt', element: <h1>dre</h1> },
  { path: '/salesHeatMap', element: <h1>mapa de calor</h1> },
];

describe('UnifiedLoginPage', () => {
  it('continues the session into the chooser, which applies the domain rules', async () => {
    const waiter = makeProfile({ nome: 'Gabriel Garçom', tipo: 'garcom', roles: ['ROLE_PDV_COMANDA_MESA'] });
    sessionStore.start('jwt', waiter);
    const { router } = renderRoutes(routes, '/unified-login');

    expect(screen.getByText('Acesso unificado')).toBeInTheDocument();
    expect(screen.getByText('Acessando como Gabriel Garçom, clique continuar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acessar como outro usuário' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await userEvent.click(screen.getByTestId('choose-GERENCIAL'));
    expect(screen.getAllByText('Seu usuário não tem acesso ao sistema retaguarda.').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByTestId('choose-PDV'));
    expect(router.state.location.pathname).toBe('/pedidosIdentificador');
  });

  it('lands GERENCIAL on our DRE page with the token and ANALYTICS on the heat map, after 700 ms', async () => {
    const manager = makeProfile({ nome: 'Gerente', roles: ['ROLE_PDV_DELIVERY', 'ROLE_BRASA_ANALYTICS'] });
    sessionStore.start('token.do.gerente', manager);
    const { router } = renderRoutes(routes, '/unified-login');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await userEvent.click(screen.getByTestId('choose-GERENCIAL'));
    expect(screen.getAllByText('Direcionando para o sistema gerencial').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/unified-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gerencial/dreReport/token.do.gerente'), {
      timeout: 2000,
    });

    await router.navigate('/unified-login');
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await userEvent.click(screen.getByTestId('choose-ANALYTICS'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/salesHeatMap'), { timeout: 2000 });
  });

  it('shows the login form again after choosing another user', async () => {
    sessionStore.start('jwt', makeProfile());
    renderRoutes(routes, '/unified-login');

    await userEvent.click(screen.getByRole('button', { name: 'Acessar como outro usuário' }));
    expect(screen.getByLabelText('Usuário')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });
});
