import { MSG } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { makeSavedOrder } from '../test-utils/order-factories';
import { stubEntryApi } from '../test-utils/entry-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { OrderEditorDialog } from './order-editor-dialog';

const savePosts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api-v2/pedidoIntegracao');

describe('editing a saved order (doc 2 §2.7)', () => {
  it('opens on the items with the saved ones under "Salvos e Confirmados" and saves id, version and the new item', async () => {
    signIn();
    const order = makeSavedOrder();
    const api = stubEntryApi({ orders: [order] });
    const onClose = vi.fn();
    renderWithProviders(<OrderEditorDialog orderId={order.id} onClose={onClose} />);

    expect(await screen.findByText('Editar pedido #42')).toBeInTheDocument();
    const saved = await screen.findByTestId('summary-saved');
    expect(within(saved).getByTestId('summary-item-10')).toBeInTheDocument();
    expect(within(saved).getByTestId('summary-item-20')).toBeInTheDocument();
    expect(screen.getByTestId('summary-saved-toggle')).toHaveTextContent('Salvos e Confirmados (2)');

    await userEvent.type(screen.getByTestId('order-entry-search'), '7894900011517{Enter}');
    // the new soda is its own line, above the saved ones
    await waitFor(() => expect(screen.getAllByTestId('summary-item-20')).toHaveLength(2));
    expect(within(saved).getAllByTestId('summary-item-20')).toHaveLength(1);

    await userEvent.click(screen.getByTestId('order-entry-confirm'));
    await waitFor(() => expect(savePosts(api.calls)).toHaveLength(1));
    expect(savePosts(api.calls)[0]!.body).toMatchObject({
      id: 500,
      version: 3,
      deletedItems: [],
      iFoodOrder: {
        items: [
          { referenceCode: 'r-1', notSaved: false },
          { referenceCode: 'r-2', notSaved: false },
          { externalCode: 20, quantity: 1, notSaved: true },
        ],
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('on a version conflict shows what the other terminal changed and re-saves ours on its version', async () => {
    signIn();
    const order = makeSavedOrder();
    const theirs = makeOrder({
      ...order,
      version: 4,
      iFoodOrder: {
        ...order.iFoodOrder,
        items: [
          { ...order.iFoodOrder.items[0]!, quantity: 3 },
          { referenceCode: 'r-9', externalCode: 30, name: 'Batata frita', quantity: 1, price: 12 },
        ],
      },
    });
    const api = stubEntryApi({
      orders: [order],
      saveAnswers: [
        { status: 409, body: { errorMessage: MSG.ORDER_CHANGED_ELSEWHERE, code: 'VERSION_CONFLICT', order: theirs } },
      ],
    });
    const onClose = vi.fn();
    renderWithProviders(<OrderEditorDialog orderId={order.id} onClose={onClose} />);
    await userEvent.type(await screen.findByTestId('order-entry-search'), '7894900011517{Enter}');
    await userEvent.click(screen.getByTestId('order-entry-confirm'));

    const dialog = await screen.findByTestId('order-conflict-dialog');
    expect(within(dialog).getByTestId('conflict-added')).toHaveTextContent('1,000 × Batata frita');
    expect(within(dialog).getByTestId('conflict-removed')).toHaveTextContent('2,000 × Refrigerante');
    expect(within(dialog).getByTestId('conflict-changed')).toHaveTextContent('Quantidade: 1,000 → 3,000');
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByTestId('conflict-keep-mine'));
    await waitFor(() => expect(savePosts(api.calls)).toHaveLength(2));
    const retry = savePosts(api.calls)[1]!.body as {
      version: number;
      iFoodOrder: { items: { referenceCode?: string; externalCode?: unknown; quantity: number; notSaved?: boolean }[] };
    };
    expect(retry.version).toBe(4);
    expect(
      retry.iFoodOrder.items.map((item) => [item.notSaved ? item.externalCode : item.referenceCode, item.quantity]),
    ).toEqual([
      [20, 1],
      ['r-1', 3],
      ['r-9', 1],
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
