import { MSG } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { makeCustomer } from '../test-utils/menu-factories';
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

  describe('a delivery order keeps its address and fee (issue 31 §4)', () => {
    // Saved for Maria at another address than her registered one, with a fee of 8,50 from a fee product that
    // costs 10,00 today; the customer's own address carries another fee product.
    const savedAddress = {
      streetName: 'Rua Frei Caneca',
      streetNumber: '569',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01307-001',
      complement: 'Apto 12',
      reference: null,
    };
    const deliveryOrder = (fee: { deliveryFee: number; productDeliveryFee: unknown }) =>
      makeOrder({
        ...makeSavedOrder(),
        tipo: 'DELIVERY',
        pessoaCliente: { id: 7, nome: 'MARIA SILVA' },
        iFoodOrder: {
          ...makeSavedOrder().iFoodOrder,
          deliveryMethod: { mode: 'DELIVERY' },
          deliveryAddress: { ...savedAddress, coordinates: { latitude: -23.55, longitude: -46.65 } },
          ...fee,
        } as ReturnType<typeof makeSavedOrder>['iFoodOrder'],
      });
    const fees = [
      { id: 46, descricao: 'Taxa de entrega - Centro', valorUnitarioVenda: 10 },
      { id: 47, descricao: 'Taxa de entrega - Região distante', valorUnitarioVenda: 15 },
    ];
    const maria = makeCustomer({ servicoProduto: { id: 47, descricao: 'Taxa de entrega - Região distante' } as never });

    it('loads them into the form and sends them back unchanged after an item change', async () => {
      signIn();
      const order = deliveryOrder({ deliveryFee: 8.5, productDeliveryFee: { id: 46, valorUnitarioVenda: 8.5 } });
      const api = stubEntryApi({ orders: [order], fees, people: [maria] });
      renderWithProviders(<OrderEditorDialog orderId={order.id} onClose={vi.fn()} />);

      const saved = await screen.findByTestId('summary-saved');
      const soda = within(saved).getByTestId('summary-item-20');
      await userEvent.click(within(soda).getByTestId('summary-item-increment'));
      await waitFor(() => expect(within(soda).getByTestId('summary-item-quantity')).toHaveTextContent('3'));

      await userEvent.click(screen.getByTestId('order-entry-step-extra'));
      const own = await screen.findByTestId('order-address-order');
      expect(own).toHaveTextContent('Rua Frei Caneca, 569 (Apto 12) - Consolação - São Paulo/SP');
      expect(within(own).getByRole('radio')).toBeChecked();
      expect(within(screen.getByTestId('order-address-main')).getByRole('radio')).not.toBeChecked();
      expect(screen.getByTestId('order-delivery-fee')).toHaveTextContent('Taxa de entrega do pedido — R$ 8,50');
      // 24,90 + 3 × 7,00 + 8,50
      expect(screen.getByTestId('order-entry-dialog')).toHaveTextContent('R$ 54,40');

      await userEvent.click(screen.getByTestId('order-entry-confirm'));
      await waitFor(() => expect(savePosts(api.calls)).toHaveLength(1));
      const body = savePosts(api.calls)[0]!.body as { iFoodOrder: Record<string, unknown> };
      expect(body.iFoodOrder.deliveryAddress).toEqual(savedAddress);
      expect(body.iFoodOrder.deliveryFee).toBe(8.5);
      expect(body.iFoodOrder.productDeliveryFee).toEqual({ id: 46, valorUnitarioVenda: 8.5 });
      expect(body.iFoodOrder.items).toMatchObject([{ referenceCode: 'r-1' }, { referenceCode: 'r-2', quantity: 3 }]);
    });

    it('keeps a fee saved without a fee product, and applies another address with its fee when the user picks it', async () => {
      signIn();
      const order = deliveryOrder({ deliveryFee: 7, productDeliveryFee: null });
      const api = stubEntryApi({ orders: [order], fees, people: [maria] });
      renderWithProviders(<OrderEditorDialog orderId={order.id} onClose={vi.fn()} />);
      await userEvent.click(await screen.findByTestId('order-entry-step-extra'));
      expect(await screen.findByTestId('order-delivery-fee')).toHaveTextContent('Taxa de entrega do pedido — R$ 7,00');

      await userEvent.click(within(screen.getByTestId('order-address-main')).getByRole('radio'));
      await waitFor(() =>
        expect(screen.getByTestId('order-delivery-fee')).toHaveTextContent('Taxa de entrega - Região distante'),
      );
      await userEvent.click(screen.getByTestId('order-entry-confirm'));
      await waitFor(() => expect(savePosts(api.calls)).toHaveLength(1));
      const body = savePosts(api.calls)[0]!.body as { iFoodOrder: Record<string, unknown> };
      expect(body.iFoodOrder.deliveryAddress).toMatchObject({ streetName: 'Avenida Paulista', streetNumber: '1000' });
      expect(body.iFoodOrder).toMatchObject({
        deliveryFee: 15,
        productDeliveryFee: { id: 47, valorUnitarioVenda: 15 },
      });
    });

    it('sends a fee saved without a fee product back without one', async () => {
      signIn();
      const order = deliveryOrder({ deliveryFee: 7, productDeliveryFee: null });
      const api = stubEntryApi({ orders: [order], fees, people: [maria] });
      renderWithProviders(<OrderEditorDialog orderId={order.id} onClose={vi.fn()} />);
      await screen.findByTestId('summary-saved');
      await userEvent.click(screen.getByTestId('order-entry-confirm'));
      await waitFor(() => expect(savePosts(api.calls)).toHaveLength(1));
      const body = savePosts(api.calls)[0]!.body as { iFoodOrder: Record<string, unknown> };
      expect(body.iFoodOrder).toMatchObject({
        deliveryFee: 7,
        productDeliveryFee: null,
        deliveryAddress: savedAddress,
      });
    });
  });
});
