import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { makeSavedOrder } from '../test-utils/order-factories';
import { stubEntryApi } from '../test-utils/entry-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { OrderEditorDialog } from './order-editor-dialog';

const tabOrder = () => ({ ...makeSavedOrder(), tipo: 'COMANDA' as const, identificadorPrincipal: '12' });
const withBeer = (order: ReturnType<typeof tabOrder>) => ({
  ...order,
  version: 4,
  iFoodOrder: {
    ...order.iFoodOrder,
    items: [
      ...order.iFoodOrder.items,
      { referenceCode: 'r-9', externalCode: 30, name: 'Chopp', quantity: 1, price: 12 },
    ],
  },
});

describe('the order editor and updates from other terminals (doc 1 §4)', () => {
  it('closes when another terminal saves the order being edited', async () => {
    signIn();
    const realtime = installFakeRealtime();
    const order = tabOrder();
    stubEntryApi({ orders: [order] });
    const onClose = vi.fn();
    renderWithProviders(<OrderEditorDialog orderId={order.id} onClose={onClose} />);
    await screen.findByTestId('order-entry-search');
    realtime.connect();
    realtime.push({ type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER', order: { ...order, version: 3 } });
    expect(onClose).not.toHaveBeenCalled();
    realtime.push({ type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER', order: withBeer(order) });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('with EDICAO_PEDIDO_ATUALIZAR a tab order shows what changed and keeps ours on the new version unsaved', async () => {
    signIn();
    const realtime = installFakeRealtime();
    const order = tabOrder();
    const api = stubEntryApi({ orders: [order], parameters: { EDICAO_PEDIDO_ATUALIZAR: 'S' } });
    const onClose = vi.fn();
    renderWithProviders(<OrderEditorDialog orderId={order.id} onClose={onClose} />);
    await screen.findByTestId('order-entry-search');
    realtime.connect();
    realtime.push({ type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER', order: withBeer(order) });

    const dialog = await screen.findByTestId('order-conflict-dialog');
    expect(dialog).toHaveTextContent('Chopp');
    await userEvent.click(screen.getByText('Manter minhas alterações'));
    await waitFor(() => expect(screen.queryByTestId('order-conflict-dialog')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(screen.getByTestId('summary-saved-toggle')).toHaveTextContent('Salvos e Confirmados (3)');
  });
});
