import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { dayKey } from '../model/scheduled-groups';
import { ScheduledOrdersPage } from './scheduled-orders-page';

const LIST = '/api-v2/pedidoIntegracao/listAllPedidosAgendados';

function renderPage(list: RouteHandler) {
  sessionStore.start('jwt', makeProfile());
  const stub = stubFetchRoutes({
    [LIST]: list,
    '/api-v2/codigoGenerico/chave/': () =>
      jsonResponse(200, [{ chave: 'TIPO_NOTIFICACAO_PRODUTO', codigo: 'NN,CAIXA,COZINHA', valorString: '' }]),
  });
  renderRoutes([{ path: '/agendados', element: <ScheduledOrdersPage /> }], '/agendados');
  return stub;
}

describe('ScheduledOrdersPage (doc 3 §2.1)', () => {
  it("lists the period's days with 'Hoje', count and total, and asks the period in the query", async () => {
    const today = new Date();
    today.setHours(19, 30, 0, 0);
    const order = makeOrder({
      id: 77,
      sequencial: 9,
      totalPedido: 80,
      pedidoAgendado: 'AGENDADO',
      iFoodOrder: {
        items: [{ name: 'Bolo', quantity: 1, price: 80 }],
        payments: [],
        schedule: { deliveryDateTimeStart: today.toISOString() },
      },
    });
    // The page opens with the coming week searched, without a click.
    const stub = renderPage(() => jsonResponse(200, [order]));
    const day = await screen.findByTestId(`scheduled-day-${dayKey(today)}`);
    expect(day).toHaveTextContent('Hoje');
    expect(within(day).getByTestId(`scheduled-count-${dayKey(today)}`)).toHaveTextContent('1 pedido');
    expect(within(day).getByTestId(`scheduled-total-${dayKey(today)}`)).toHaveTextContent('R$ 80,00');
    expect(within(day).getByTestId('scheduled-order')).toHaveTextContent('#9');
    expect(stub.callsTo(LIST)[0]![0]).toContain(`dtInicio=${dayKey(new Date())}`);
    const empty = screen.getAllByTestId(/^scheduled-day-/).find((el) => el !== day)!;
    await userEvent.click(within(empty).getByRole('button'));
    expect(empty).toHaveTextContent('Nenhum pedido agendado nesta data.');
  });

  it("refuses a search without a period: 'Nenhum período informado.'", async () => {
    const stub = renderPage(() => jsonResponse(200, []));
    // The page opens with the coming week searched.
    await waitFor(() => expect(stub.callsTo(LIST)).toHaveLength(1));
    fireEvent.change(screen.getByTestId('scheduled-from'), { target: { value: '' } });
    await userEvent.click(screen.getByTestId('scheduled-search'));
    expect(await screen.findByText('Nenhum período informado.')).toBeInTheDocument();
    expect(stub.callsTo(LIST)).toHaveLength(1);
  });

  it("shows doc 4's failure message with the server's detail", async () => {
    renderPage(() => jsonResponse(500, { errorMessage: 'banco indisponível' }));
    await waitFor(() =>
      expect(screen.getByTestId('scheduled-error')).toHaveTextContent(
        'Não foi possível buscar os pedidos agendados. Detalhe: banco indisponível',
      ),
    );
  });
});
