import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useColorMode } from './color-mode';
import { ColorModeToggle } from './color-mode-toggle';
import { renderRoutes } from '../../test/render';

function ModeProbe() {
  return <span data-testid="mode">{useColorMode().mode}</span>;
}

const renderToggle = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <ColorModeToggle />
            <ModeProbe />
          </>
        ),
      },
    ],
    '/',
  );

describe('ColorModeToggle (doc 3 §2 "Layout", §9: light or dark theme is remembered)', () => {
  it('switches between light and dark, names the next mode, and remembers the choice', async () => {
    const first = renderToggle();
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    await userEvent.click(screen.getByRole('button', { name: 'Tema escuro' }));
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    expect(localStorage.getItem('brasa.theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Tema claro' })).toBeInTheDocument();
    first.unmount();

    // A new load starts dark (the same store the courier app's 'Mudar tema' uses).
    renderToggle();
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Tema claro' }));
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    expect(localStorage.getItem('brasa.theme')).toBe('light');
  });
});
