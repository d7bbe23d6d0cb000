import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { renderRoutes } from '../../../test/render';
import { OrderCardContent } from './order-card-content';

const show = (order: ReturnType<typeof makeOrder>) =>
  renderRoutes([{ path: '/', element: <OrderCardContent order={order} /> }], '/');

describe('OrderCardContent: the courier of a logistics send', () => {
  it("shows the provider's status and driver as the logistics polling wrote them", () => {
    show(
      makeOrder({
        tipo: 'DELIVERY',
        statusLogistica: 'ENVIADO',
        jsonRetornoLogistica: { id: 'd1', status: 'PICKED_UP', entregador: { nome: 'Rafael Entregador' } },
      }),
    );
    expect(screen.getByTestId('order-card-logistics')).toHaveTextContent('Logística: pedido retirado pelo entregador');
    expect(screen.getByTestId('order-card-platform-courier')).toHaveTextContent(
      'Rafael Entregador (entregador da logística)',
    );
  });

  it("shows the unit's own courier rather than the platform's when both are known", () => {
    show(
      makeOrder({
        tipo: 'DELIVERY',
        statusLogistica: 'ENVIADO',
        pessoaEntregador: { id: 3, nome: 'Carlos Moto' },
        jsonRetornoLogistica: { id: 'd1', status: 'DISPATCHED', fase: 'PICKED_UP', entregador: { nome: 'Rafael' } },
      }),
    );
    // The phase, not the provider's own word, names the status.
    expect(screen.getByTestId('order-card-logistics')).toHaveTextContent('pedido retirado pelo entregador');
    expect(screen.getByText('Carlos Moto')).toBeInTheDocument();
    expect(screen.queryByTestId('order-card-platform-courier')).toBeNull();
  });

  it('shows nothing for an order not sent to logistics', () => {
    show(makeOrder({ tipo: 'DELIVERY', statusLogistica: null, jsonRetornoLogistica: { status: 'CANCELLED' } }));
    expect(screen.queryByTestId('order-card-logistics')).toBeNull();
  });
});
