import { MSG } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { deferred } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/render';
import { renderOrderDetail } from './order-detail-test-setup';

const base = makeOrder();
const PRINT = '/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/';

describe('OrderDetailDialog header (doc 1 §2.1)', () => {
  it('shows the type, sequence, marketplace reference, date and creation plus preparation time', async () => {
    const order = makeOrder({
      id: 501,
      sequencial: 12,
      tipoImportacao: 'IF',
      iFoodOrder: {
        ...base.iFoodOrder,
        shortReference: '7788',
        createdAt: new Date(2025, 0, 2, 18, 10).toISOString(),
        preparationTimeInSeconds: 1800,
      },
    });
    renderOrderDetail(order);
    const header = await screen.findByTestId('order-detail-header');
    expect(within(header).getByTestId('order-detail-type-DELIVERY')).toBeInTheDocument();
    expect(within(header).getByTestId('order-detail-sequence')).toHaveTextContent('Seq. 12');
    expect(header).toHaveTextContent('Pedido 501');
    expect(within(header).getByTestId('order-detail-reference')).toHaveTextContent('7788');
    expect(within(header).getByTestId('order-detail-created-at')).toHaveTextContent('02/01/2025 18:10');
    expect(within(header).getByTestId('order-detail-delivery-time')).toHaveTextContent(
      'Previsão de entrega: 02/01/2025 18:40',
    );
  });

  it('falls back to the id and 3600 s, and shows Seq, order and date in the small-screen dialog', async () => {
    renderOrderDetail(makeOrder({ id: 502, sequencial: 3 }));
    expect(await screen.findByTestId('order-detail-reference')).toHaveTextContent('502');
    expect(screen.getByTestId('order-detail-delivery-time')).toHaveTextContent('02/01/2025 13:00');

    await userEvent.click(screen.getByTestId('order-detail-header-info'));
    const info = await screen.findByTestId('order-detail-header-info-dialog');
    expect(info).toHaveTextContent('Seq3');
    expect(info).toHaveTextContent('Pedido502 (Ref. 502)');
    expect(info).toHaveTextContent('Data02/01/2025 12:00');
  });
});

describe('OrderDetailDialog left column (doc 1 §2.1)', () => {
  it('shows the customer with phone and document', async () => {
    const order = makeOrder({
      iFoodOrder: {
        ...base.iFoodOrder,
        customer: { name: 'MARIA DA SILVA', phone: '11987654321', taxPayerIdentificationNumber: '52998224725' },
      },
    });
    renderOrderDetail(order);
    const customer = await screen.findByTestId('order-detail-customer');
    expect(customer).toHaveTextContent('MARIA DA SILVA');
    expect(customer).toHaveTextContent('(11) 98765-4321');
    expect(customer).toHaveTextContent('529.982.247-25');
  });

  it("opens the route from the unit's coordinates to the delivery address in a new window", async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const profile = makeProfile();
    profile.unidade = { ...profile.unidade, latitude: -23.55, longitude: -46.63 };
    const order = makeOrder({
      iFoodOrder: {
        ...base.iFoodOrder,
        deliveryAddress: { streetName: 'Rua Augusta', streetNumber: '1500', city: 'São Paulo', state: 'SP' },
      },
    });
    renderOrderDetail(order, { profile });
    await userEvent.click(await screen.findByTestId('order-detail-route'));
    expect(open).toHaveBeenCalledWith(
      'https://www.google.com/maps/dir/?api=1&origin=-23.55%2C-46.63&destination=Rua+Augusta%2C+1500%2C+S%C3%A3o+Paulo%2FSP',
      '_blank',
      'noopener',
    );
  });

  it('warns when the unit has no person', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderOrderDetail(makeOrder());
    await userEvent.click(await screen.findByTestId('order-detail-route'));
    expect(await screen.findByText(MSG.COMPANY_PERSON_NOT_FOUND)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('has no address block nor route for a counter order', async () => {
    renderOrderDetail(
      makeOrder({ tipo: 'BALCAO', iFoodOrder: { ...base.iFoodOrder, deliveryMethod: { mode: 'TAKEOUT' } } }),
    );
    await screen.findByTestId('order-detail-customer');
    expect(screen.queryByTestId('order-detail-route')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-detail-type-BALCAO')).toBeInTheDocument();
  });
});

describe('OrderDetailDialog courier (doc 1 §4 logistics)', () => {
  it("shows the logistics platform's courier of a sent delivery order beside the unit's courier select", async () => {
    renderOrderDetail(
      makeOrder({
        id: 504,
        tipo: 'DELIVERY',
        situacao: 'ENVIADO',
        statusLogistica: 'ENVIADO',
        jsonRetornoLogistica: {
          id: 'd-9',
          status: 'PICKED_UP',
          entregador: { nome: 'Rafael Entregador', telefone: '11991234567', veiculo: 'MOTORCYCLE' },
        },
      }),
    );
    expect(await screen.findByTestId('order-detail-platform-courier')).toHaveTextContent(
      'Entregador da logística: Rafael Entregador · (11) 99123-4567',
    );
  });
});

describe('OrderDetailDialog support info and print (doc 1 §2 items 2, 16)', () => {
  it("opens 'Informações' with the ids, dates, statuses and the logs", async () => {
    const order = makeOrder({
      id: 503,
      statusNotificacao: 'NAO_NOTIFICADO',
      statusLogistica: 'ENVIADO',
      dataConfirmacao: new Date(2025, 0, 2, 12, 5).toISOString(),
      // as the server sends them: the UTC instant, the user, the text (local time inside some texts)
      logs: `${new Date(2025, 0, 2, 12, 0).toISOString()} caixa: Pedido criado por caixa em 02/01/2025 12:00.\n${new Date(2025, 0, 2, 12, 5).toISOString()} caixa: Pedido confirmado`,
    });
    renderOrderDetail(order);
    expect(screen.queryByTestId('order-detail-logs')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('order-detail-open-info'));
    const info = await screen.findByTestId('order-detail-info-dialog');
    expect(within(info).getByTestId('order-detail-info-id')).toHaveTextContent('503');
    expect(within(info).getByTestId('order-detail-info-dataConfirmacao')).toHaveTextContent('02/01/2025 12:05');
    expect(within(info).getByTestId('order-detail-info-statusNotificacao')).toHaveTextContent('Não notificado');
    expect(within(info).getByTestId('order-detail-info-statusLogistica')).toHaveTextContent('Enviado');
    const logs = within(info).getByTestId('order-detail-logs');
    expect(logs).toHaveTextContent('caixa: Pedido criado por caixa em 02/01/2025 12:00.');
    expect(logs).toHaveTextContent('02/01/2025 12:05 caixa: Pedido confirmado');
    expect(logs).not.toHaveTextContent('2025-01-02T');
  });

  it("'Imprimir' sends the order to the print API, not to a page that is not served", async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const print = deferred<Response>();
    const { callsTo } = renderOrderDetail(makeOrder({ id: 504 }), { routes: { [PRINT]: () => print.promise } });
    const button = await screen.findByTestId('order-detail-print');
    await userEvent.click(button);
    expect(button).toBeDisabled();
    print.resolve(jsonResponse(200, [{ result: 'SUCCESS', message: 'ok' }]));
    expect(await screen.findByText(MSG.pedidosEnviadosImpressao(1))).toBeInTheDocument();
    expect(callsTo(PRINT)).toHaveLength(1);
    expect(callsTo(PRINT)[0]![0]).toBe(`${PRINT}504?localImpressao=CAIXA&origem=DETALHE_PEDIDO`);
    expect(callsTo(PRINT)[0]![1]?.method).toBe('POST');
    expect(open).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });

  it("'Imprimir' on a terminal whose printApplication is WEB opens the online print page instead of the print API", async () => {
    localStorage.setItem('brasa.settings', JSON.stringify({ printApplication: 'WEB' }));
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { callsTo } = renderOrderDetail(makeOrder({ id: 507 }), {
      routes: { [PRINT]: () => jsonResponse(200, [{ result: 'SUCCESS' }]) },
    });
    await userEvent.click(await screen.findByTestId('order-detail-print'));
    await waitFor(() =>
      expect(open.mock.calls.some(([url]) => String(url).includes('/impressao-online.html?ids=507'))).toBe(true),
    );
    expect(callsTo(PRINT)).toHaveLength(0);
    localStorage.removeItem('brasa.settings');
  });

  it("'Imprimir' shows the print failure for a FAILURE result, the server message for a refused call", async () => {
    let answer = jsonResponse(200, [{ result: 'FAILURE', message: 'Impressora offline' }]);
    renderOrderDetail(makeOrder({ id: 505 }), { routes: { [PRINT]: () => answer } });
    const button = await screen.findByTestId('order-detail-print');
    await userEvent.click(button);
    expect(await screen.findByText(MSG.PRINT_ORDER_FAILED)).toBeInTheDocument();

    answer = jsonResponse(422, { errorMessage: 'Local de impressão não encontrado.' });
    await userEvent.click(button);
    expect(await screen.findByText('Local de impressão não encontrado.')).toBeInTheDocument();
  });
});

describe('OrderDetailDialog opened from a board card', () => {
  it('shows the card header at once and waits for the whole order before the items and the actions', async () => {
    const full = makeOrder({ id: 506 });
    const card = { ...full, resumo: true, logs: '', iFoodOrder: { ...full.iFoodOrder, items: [], payments: [] } };
    const answer = deferred<Response>();
    renderOrderDetail(card, { routes: { '/api-v2/pedidoIntegracao/506': () => answer.promise } });
    expect(await screen.findByTestId('order-detail-header')).toHaveTextContent('Pedido 506');
    expect(screen.getByTestId('order-detail-loading')).toHaveTextContent(MSG.LOADING);
    expect(screen.queryByTestId('order-detail-items')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-detail-actions')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-detail-copy')).toBeDisabled();

    answer.resolve(jsonResponse(200, full));
    expect(await screen.findByTestId('order-detail-item-0')).toBeInTheDocument();
    expect(screen.getByTestId('order-detail-actions')).toBeInTheDocument();
    expect(screen.queryByTestId('order-detail-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-detail-copy')).toBeEnabled();
  });
});

describe('OrderDetailDialog items (doc 1 §9)', () => {
  it('shows sub-item totals in cents as the totals count them, so the rows add up to the item', async () => {
    const order = makeOrder({
      iFoodOrder: {
        ...base.iFoodOrder,
        items: [
          {
            name: 'X-Burger',
            quantity: 1,
            price: 10,
            subItems: [
              // 1.005 × 3 is 3.0149999… in floating reais (shown R$ 3,02); the totals count 101 × 3 cents.
              { name: 'Bacon', quantity: 3, price: 1.005 },
              { name: 'Queijo', quantity: 2, price: 0.1, totalPrice: 0.3 },
              { name: 'Brinde', quantity: 1, price: 5, sumInTotal: false },
            ],
          },
        ],
      },
    });
    renderOrderDetail(order);
    expect(await screen.findByTestId('order-detail-item-0')).toHaveTextContent('R$ 13,33');
    expect(screen.getByTestId('order-detail-item-0-sub-0')).toHaveTextContent('R$ 3,03');
    expect(screen.getByTestId('order-detail-item-0-sub-1')).toHaveTextContent('R$ 0,30');
    expect(screen.getByTestId('order-detail-item-0-sub-2')).toHaveTextContent('R$ 0,00');
    expect(screen.getByTestId('order-detail-subtotal')).toHaveTextContent('R$ 13,33');
  });

  it('a marketplace payment due on delivery is listed as such and pays nothing yet', async () => {
    const order = makeOrder({
      iFoodOrder: {
        ...base.iFoodOrder,
        items: [{ name: 'X-Burger', quantity: 1, price: 50 }],
        payments: [{ code: 'CASH', name: 'CASH', value: 50, prepaid: false, changeFor: 100 }],
      },
    });
    renderOrderDetail(order);
    expect(await screen.findByText('CASH (a receber na entrega)')).toBeInTheDocument();
    expect(screen.getByTestId('order-detail-total')).toHaveTextContent('R$ 50,00');
    expect(screen.getByTestId('order-detail-paid')).toHaveTextContent('R$ 0,00');
  });
});
