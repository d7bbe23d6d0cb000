import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { loadTerminalSettings } from '../../../shared/settings/terminal-settings';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { SettingsPage } from './settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  localStorage.clear();
});

describe('SettingsPage', () => {
  it('saves the terminal settings locally and confirms', async () => {
    renderRoutes([{ path: '/settings', element: <SettingsPage /> }], '/settings');

    expect(screen.getByRole('heading', { name: 'Configurações – Opções para o terminal' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Imprimir automaticamente ao criar pedido'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Configurações salvas com sucesso')).toBeInTheDocument();
    expect(loadTerminalSettings().printAutomaticallyOnCreate).toBe('ENABLED');
  });

  it('remembers the dark theme', async () => {
    renderRoutes([{ path: '/settings', element: <SettingsPage /> }], '/settings');
    await userEvent.click(screen.getByLabelText('Tema escuro'));
    expect(localStorage.getItem('brasa.theme')).toBe('dark');
  });

  it("keeps the terminal's print location, chosen among the unit's locations", async () => {
    const profile = makeProfile();
    sessionStore.start('t.o.k', profile);
    const { callsTo } = stubFetchRoutes({
      '/api-v2/codigoGenerico/': () => jsonResponse(200, []),
      [`/api/localImpressao/list/${profile.unidade.uuid}`]: () =>
        jsonResponse(200, [
          { chave: 'CAIXA', descricao: 'Caixa' },
          { chave: 'COZINHA_2', descricao: 'Cozinha 2' },
        ]),
    });
    renderRoutes([{ path: '/settings', element: <SettingsPage /> }], '/settings');

    await userEvent.click(screen.getByRole('combobox', { name: 'Local de impressão' }));
    expect(screen.getByRole('option', { name: 'Caixa (padrão)' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Cozinha 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Configurações salvas com sucesso')).toBeInTheDocument();
    expect(loadTerminalSettings().printLocation).toBe('COZINHA_2');
    expect(callsTo('/api/localImpressao/list/')).toHaveLength(1);
  });
});
