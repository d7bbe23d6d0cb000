import { ROLES } from '@brasa/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../shared/session/session-store';
import { makeProfile } from '../test/make-profile';
import { jsonResponse, renderRoutes, stubShellFetch } from '../test/render';
import { buildRoutes } from './router';

function renderAt(path: string) {
  return renderRoutes(buildRoutes(), path);
}

describe('guarded routes', () => {
  // Pages are lazy chunks: load the board's module graph once up front, and give a page more than the default
  // second to appear on a busy machine.
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 10_000 });
    await import('../features/board/components/delivery-board-page');
  }, 60_000);
  afterAll(() => configure({ asyncUtilTimeout: 1000 }));

  it('sends a visitor without a session to /login, and a courier-app visitor to its own login', async () => {
    stubShellFetch(null);
    const pdv = renderAt('/agendados');
    await waitFor(() => expect(pdv.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    pdv.unmount();

    const courier = renderAt('/appentregador/rotas');
    await waitFor(() => expect(courier.router.state.location.pathname).toBe('/appentregador/login'));
    expect(await screen.findByRole('button', { name: 'Acessar' })).toBeInTheDocument();
  });

  it('shows the board inside the layout to a cashier, with the cash-register chip', async () => {
    const profile = makeProfile();
    stubShellFetch(profile);
    sessionStore.start('jwt', profile);
    renderAt('/delivery');

    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Camila Caixa');
    expect(await screen.findByText('Caixa aberto')).toBeInTheDocument();
    expect(screen.getByText('Versão 1.2.45')).toBeInTheDocument();
  });

  it('sends a user lacking the role to the unavailable page of that role', async () => {
    const profile = makeProfile({ roles: [ROLES.ROLE_UTILIZA_KDS] });
    stubShellFetch(profile);
    sessionStore.start('jwt', profile);
    const { router } = renderAt('/delivery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/ROLE_PDV_DELIVERY'));
    expect(await screen.findByRole('heading', { name: 'Funcionalidade indisponível' })).toBeInTheDocument();
  });

  it("offers 'Novo pedido' only to who may save an order", async () => {
    const cook = makeProfile({ nome: 'Cláudia Cozinha', roles: [ROLES.ROLE_UTILIZA_KDS] });
    const kitchenFetch = stubShellFetch(cook);
    sessionStore.start('jwt', cook);
    const kitchen = renderAt('/settings');
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Cláudia Cozinha');
    expect(screen.queryByTestId('new-order-menu')).not.toBeInTheDocument();
    // The kitchen takes no money: no cash-register chip (its shift would show 'Caixa fechado'), not even asked.
    expect(screen.queryByTestId('cash-register-status')).not.toBeInTheDocument();
    expect(kitchenFetch.mock.calls.filter(([url]) => String(url).startsWith('/service'))).toEqual([]);
    kitchen.unmount();

    const cashier = makeProfile();
    stubShellFetch(cashier);
    sessionStore.start('jwt', cashier);
    renderAt('/settings');
    expect(await screen.findByTestId('new-order-menu')).toBeInTheDocument();
    expect(await screen.findByTestId('cash-register-status')).toBeInTheDocument();
  });

  it('sends a courier lacking a PDV role to the delivery-person app', async () => {
    const courier = makeProfile({ nome: 'Enzo Entregador', roles: [ROLES.ROLE_ACESSO_APP_ENTREGADORES] });
    stubShellFetch(courier);
    sessionStore.start('jwt', courier);
    const { router } = renderAt('/delivery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/appentregador/rotas'));
    expect(await screen.findByRole('heading', { name: 'Rotas Pendentes' })).toBeInTheDocument();
  });

  it('ends a session whose token the server no longer accepts', async () => {
    const profile = makeProfile();
    stubShellFetch(profile, {
      '/api-v2/usuario/logged': () => jsonResponse(401, { errorMessage: 'erro ao realizar login - token inválido' }),
    });
    sessionStore.start('expired', profile);
    const { router } = renderAt('/delivery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
  });
});
