import { ROLES } from '@brasa/domain';
import { screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeliveryBoardPage } from '../features/board/components/delivery-board-page';
import { sessionStore } from '../shared/session/session-store';
import { writeStored } from '../shared/storage/local-storage';
import { installFakeRealtime } from '../test/fake-realtime';
import { stubFetchRoutes } from '../test/fetch-routes';
import { makeOrder } from '../test/make-order';
import { makeProfile } from '../test/make-profile';
import { jsonResponse } from '../test/render';
import { prefetchLanding } from './boot-prefetch';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';

// The board's lean card list (the detail loads the whole order).
const LIST = '/api-v2/pedidoIntegracao/quadro';

function stubBoardCalls() {
  return stubFetchRoutes({
    [LIST]: () => jsonResponse(200, [makeOrder({ id: 7, dataPedido: new Date().toISOString() })]),
    '/api-v2/pedidoIntegracao/poolingIntegracoes': () => jsonResponse(200, []),
    '/api-v2/parametro/tipo/': () => jsonResponse(200, []),
    '/api-v2/codigoGenerico/chave/': () => jsonResponse(200, []),
  });
}

beforeEach(() => {
  installFakeRealtime();
  localStorage.clear();
  sessionStore.reload();
});

describe('prefetchLanding', () => {
  it('starts the board list before the first render, with the key the board then reads (stored filters and sort)', async () => {
    sessionStore.start('jwt', makeProfile());
    writeStored('boardFilters', { imported: 'false' });
    writeStored('settings', { orderBy: 'desc' });
    const { callsTo } = stubBoardCalls();
    const queryClient = createQueryClient();

    await prefetchLanding(queryClient, '/delivery');
    expect(callsTo(LIST)).toHaveLength(1);
    expect(callsTo(LIST)[0]![0]).toContain('importados=false');
    expect(callsTo(LIST)[0]![0]).toContain('orderBy=desc');
    expect(callsTo('/api-v2/parametro/tipo/SISTEMA_BRASA_PDV_ONLINE')).toHaveLength(1);
    expect(callsTo('/api-v2/codigoGenerico/chave/LIMITE_DESPACHO')).toHaveLength(1);

    const router = createMemoryRouter([{ path: '/delivery', element: <DeliveryBoardPage /> }], {
      initialEntries: ['/delivery'],
    });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await within(screen.getByTestId('board-column-PENDENTE')).findByTestId('order-card-7')).toBeVisible();
    // The board found its list (and parameters) in the cache: nothing asked twice.
    expect(callsTo(LIST)).toHaveLength(1);
    expect(callsTo('/api-v2/parametro/tipo/')).toHaveLength(1);
  });

  it('fetches nothing without a session, on another page, or for a user who may not see the board', async () => {
    const { fetchMock } = stubBoardCalls();
    await prefetchLanding(createQueryClient(), '/delivery');
    sessionStore.start('jwt', makeProfile());
    await prefetchLanding(createQueryClient(), '/login');
    await prefetchLanding(createQueryClient(), '/settings');
    sessionStore.start('jwt', makeProfile({ roles: [ROLES.ROLE_PDV_COMANDA_MESA] }));
    await prefetchLanding(createQueryClient(), '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
