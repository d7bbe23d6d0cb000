import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { SystemStatusNotifier } from './system-status-notifier';

const UNIT = '8c7f3d0e-8d4b-4a49-9f0e-0d1f3c2b1a00';
const routes = [{ path: '/', element: <SystemStatusNotifier unitUuid={UNIT} /> }];

describe('SystemStatusNotifier', () => {
  it('keeps an EXPIRADO warning on screen with Saber mais and Fechar', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(200, { status: 'EXPIRADO', informacoes: 'Plano vencido em 01/01.' }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/');

    expect(await screen.findByText('O acesso desta empresa expirou.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api-v2/sistema/status/${UNIT}`);
    await userEvent.click(screen.getByRole('button', { name: 'Saber mais' }));
    expect(await screen.findByText('Plano vencido em 01/01.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Fechar' }).length).toBeGreaterThan(0);
  });

  it('reports a failed call as a persistent error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(500, {})));
    renderRoutes(routes, '/');
    expect(await screen.findByText('Erro ao buscar status da empresa', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
