import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { renderRoutes } from '../../../test/render';
import { OrdersPanel } from './orders-panel';

const orders = Array.from({ length: 300 }, (_, i) =>
  makeOrder({ id: i + 1, sequencial: i + 1, situacao: 'CONFIRMADO' }),
);

describe("OrdersPanel ('Pedidos', doc 4 §2, §9)", () => {
  it('draws only the rows in view of a long list (virtual rows), each one still selectable', async () => {
    const onToggle = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <OrdersPanel orders={orders} selected={[]} onToggle={onToggle} onSelectAll={vi.fn()} onCreate={vi.fn()} />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByTestId('routing-tab-all')).toHaveTextContent('Todos (300)');
    const drawn = screen.getAllByTestId(/^routing-order-\d+$/);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(30);
    expect(screen.queryByTestId('routing-order-300')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('routing-order-1'));
    expect(onToggle).toHaveBeenCalledWith(1);
  });
});
