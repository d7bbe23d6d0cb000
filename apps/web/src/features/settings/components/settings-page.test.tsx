import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadTerminalSettings } from '../../../shared/settings/terminal-settings';
import { renderRoutes } from '../../../test/render';
import { SettingsPage } from './settings-page';

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
});
