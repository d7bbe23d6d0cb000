import { MSG } from '@brasa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { MultiStatusDialog } from './multi-status-dialog';

const MULTIPLE = '/api-v2/pedidoIntegracao/situacao/multiple/';
const confirmed = [1, 2, 3].map((id) => makeOrder({ id, situacao: 'CONFIRMADO' }));
const others = [
  makeOrder({ id: 4, situacao: 'CONFIRMADO', tipo: 'BALCAO' }),
  makeOrder({ id: 5, situacao: 'PENDENTE' }),
];

function renderDialog(routes: Parameters<typeof stubFetchRoutes>[0] = {}, limit = 2) {
  const onClose = vi.fn();
  const stub = stubFetchRoutes({
    '/api-v2/pessoa/entregador': () => jsonResponse(200, [{ id: 8, nome: 'MOTOBOY CARLOS', fone: null, ativo: true }]),
    ...routes,
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <MultiStatusDialog
            orders={[...confirmed, ...others]}
            awaitingPickupEnabled={false}
            limit={limit}
            onClose={onClose}
          />
        ),
      },
    ],
    '/',
  );
  return { ...stub, onClose };
}

/** The row's own checkbox (the whole row toggles). */
const item = (id: number) => within(screen.getByTestId(`multi-status-item-${id}`)).getByRole('checkbox');

describe('MultiStatusDialog', () => {
  it('lists the DELIVERY orders of the source list and refuses to tick past LIMITE_DESPACHO', async () => {
    renderDialog();
    expect(screen.getByTestId('multi-status-target')).toHaveTextContent('Enviado');
    expect(screen.queryByTestId('multi-status-item-4')).not.toBeInTheDocument();
    expect(screen.queryByTestId('multi-status-item-5')).not.toBeInTheDocument();

    await userEvent.click(item(1));
    await userEvent.click(item(2));
    await userEvent.click(item(3));
    expect(await screen.findByText('Limite de 2 pedidos atingido.')).toBeInTheDocument();
    expect(screen.getByTestId('multi-status-count')).toHaveTextContent('2 de 2 selecionados');
  });

  it('says when nothing is selected', async () => {
    const { fetchMock } = renderDialog();
    await userEvent.click(screen.getByTestId('multi-status-confirm'));
    expect(await screen.findByText(MSG.MULTI_STATUS_NOTHING_SELECTED)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith(MULTIPLE))).toBe(false);
  });

  it('asks before sending without a courier and marks the orders the server refused', async () => {
    const { callsTo, onClose } = renderDialog({
      [MULTIPLE]: () =>
        jsonResponse(200, [
          { ...confirmed[0], version: 2, situacao: 'ENVIADO' },
          { id: 2, err: 'Pedido não encontrado.' },
        ]),
    });
    await userEvent.click(item(1));
    await userEvent.click(item(2));
    await userEvent.click(screen.getByTestId('multi-status-confirm'));
    const question = await screen.findByTestId('multi-status-no-courier');
    expect(question).toHaveTextContent(MSG.SEND_WITHOUT_COURIER_CONFIRM);
    await userEvent.click(within(question).getByTestId('multi-status-no-courier-confirm'));

    expect(await screen.findByTestId('multi-status-error-2')).toBeInTheDocument();
    expect(screen.getByTestId('multi-status-item-2')).toHaveTextContent('Pedido não encontrado.');
    expect(await screen.findByText(MSG.ORDERS_NOT_MOVED)).toBeInTheDocument();
    expect(callsTo(MULTIPLE)[0]![0]).toBe('/api-v2/pedidoIntegracao/situacao/multiple/1,2/ENVIADO');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the chosen courier, confirms the success and closes', async () => {
    const { callsTo, onClose } = renderDialog({
      [MULTIPLE]: () => jsonResponse(200, [{ ...confirmed[0], version: 2, situacao: 'ENVIADO' }]),
    });
    await userEvent.click(item(1));
    await userEvent.click(within(screen.getByTestId('multi-status-courier')).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'MOTOBOY CARLOS' }));
    await userEvent.click(screen.getByTestId('multi-status-confirm'));
    expect(await screen.findByText(MSG.STATUSES_CHANGED)).toBeInTheDocument();
    expect(callsTo(MULTIPLE)[0]![0]).toBe('/api-v2/pedidoIntegracao/situacao/multiple/1/ENVIADO?idDeliveryMan=8');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the fallback when the change fails without a server message', async () => {
    renderDialog({ [MULTIPLE]: () => jsonResponse(500, {}) });
    await userEvent.click(item(1));
    await userEvent.click(screen.getByTestId('multi-status-confirm'));
    await userEvent.click(await screen.findByTestId('multi-status-no-courier-confirm'));
    expect(await screen.findByText(MSG.STATUSES_CHANGE_FAILED)).toBeInTheDocument();
  });
});
