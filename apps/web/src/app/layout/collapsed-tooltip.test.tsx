import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CollapsedTooltip } from './collapsed-tooltip';

const renderItem = (isCollapsed: boolean) =>
  render(
    <CollapsedTooltip title="Pedidos" isCollapsed={isCollapsed}>
      <button type="button">P</button>
    </CollapsedTooltip>,
  );

describe('the side drawer tooltips', () => {
  it('a collapsed drawer names its icon on hover', async () => {
    renderItem(true);
    await userEvent.hover(screen.getByRole('button'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pedidos');
  });

  it('an open drawer shows its labels: no tooltip', async () => {
    renderItem(false);
    await userEvent.hover(screen.getByRole('button'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
