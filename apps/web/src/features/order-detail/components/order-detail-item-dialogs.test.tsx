import { MSG } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { makeOrder } from '../../../test/make-order';
import { renderOrderDetail } from './order-detail-test-setup';

const base = makeOrder();
const PRINT = '/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/';

const burger = { name: 'X-Burger', externalCode: '10', quantity: 1, price: 24.9 };
const soda = { name: 'Refrigerante', externalCode: '20', quantity: 2, price: 7 };
const order = makeOrder({
  id: 600,
  iFoodOrder: {
    ...base.iFoodOrder,
    items: [
      {
        ...burger,
        subItems: [{ name: 'Bacon', quantity: 1, price: 3 }],
        pessoaVendedor: { id: 4, nome: 'JOÃO GARÇOM' },
        dataCriacao: new Date(2025, 0, 2, 12, 1).toISOString(),
        statusImpressao: 'IMPRESSO',
        dataImpressao: new Date(2025, 0, 2, 12, 3).toISOString(),
        logs: 'Item enviado para a cozinha',
      },
      soda,
      { ...burger, quantity: 2, subItems: [{ name: 'Bacon', quantity: 2, price: 3 }] },
    ],
  },
});

describe('item information dialog (doc 1 §2 item 13)', () => {
  it('opens from the item row with seller, dates, print status, POS code and logs', async () => {
    renderOrderDetail(order);
    await userEvent.click(await screen.findByTestId('order-detail-item-0'));
    const dialog = await screen.findByTestId('order-detail-item-dialog');
    expect(within(dialog).getByTestId('order-detail-item-info-name')).toHaveTextContent('X-Burger');
    expect(within(dialog).getByTestId('order-detail-item-info-seller')).toHaveTextContent('JOÃO GARÇOM');
    expect(within(dialog).getByTestId('order-detail-item-info-added-at')).toHaveTextContent('02/01/2025 12:01');
    expect(within(dialog).getByTestId('order-detail-item-info-print')).toHaveTextContent(
      'Impresso em 02/01/2025 12:03',
    );
    expect(within(dialog).getByTestId('order-detail-item-info-kds')).toHaveTextContent(MSG.NOT_INFORMED);
    expect(within(dialog).getByTestId('order-detail-item-info-external-code')).toHaveTextContent('10');
    expect(within(dialog).getByTestId('order-detail-item-info-logs')).toHaveTextContent('Item enviado para a cozinha');
  });

  it("says 'Não informado' for the seller and shows no logs when the item has none", async () => {
    renderOrderDetail(order);
    await screen.findByTestId('order-detail-item-1');
    screen.getByTestId('order-detail-item-1').focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByTestId('order-detail-item-dialog');
    expect(within(dialog).getByTestId('order-detail-item-info-seller')).toHaveTextContent(MSG.NOT_INFORMED);
    expect(within(dialog).queryByTestId('order-detail-item-info-logs')).not.toBeInTheDocument();
  });
});

describe('item information: print and KDS statuses from the print server (doc 1 §2 item 13)', () => {
  it("shows the item's last kitchen ticket and KDS state with their dates, matched by referenceCode", async () => {
    const withRef = makeOrder({
      id: 601,
      iFoodOrder: {
        ...base.iFoodOrder,
        items: [
          { ...burger, referenceCode: 'line-1' },
          { ...soda, referenceCode: 'line-2' },
        ],
      },
    });
    const stub = renderOrderDetail(withRef, {
      routes: {
        '/api/impressao/identificador/PEDIDO_INTEGRACAO_ID_601': () =>
          jsonResponse(200, [
            {
              _id: 'a',
              statusImpressao: 'ERRO',
              dataCriacao: new Date(2025, 0, 2, 12, 2).toISOString(),
              referenceCodes: ['line-1'],
            },
            {
              _id: 'b',
              statusImpressao: 'IMPRESSO',
              dataCriacao: new Date(2025, 0, 2, 12, 4).toISOString(),
              referenceCodes: ['line-1'],
            },
            {
              _id: 'c',
              statusImpressao: 'PENDENTE',
              dataCriacao: new Date(2025, 0, 2, 12, 9).toISOString(),
              referenceCodes: ['line-2'],
            },
          ]),
        '/api/kds/listByIdPedidoIntegracao': () =>
          jsonResponse(200, [
            {
              _id: 'k1',
              createdAt: new Date(2025, 0, 2, 12, 1).toISOString(),
              updatedAt: new Date(2025, 0, 2, 12, 7).toISOString(),
              pedidoKds: { id: 601 },
              item: { status: 'CONCLUIDO', codigoReferencial: 'line-1', descricao: 'X-Burger' },
            },
          ]),
      },
    });
    await userEvent.click(await screen.findByTestId('order-detail-item-0'));
    const dialog = await screen.findByTestId('order-detail-item-dialog');
    await waitFor(() =>
      expect(within(dialog).getByTestId('order-detail-item-info-kds')).toHaveTextContent(
        'Concluído em 02/01/2025 12:07',
      ),
    );
    expect(within(dialog).getByTestId('order-detail-item-info-print')).toHaveTextContent(
      'Impresso em 02/01/2025 12:04',
    );
    const [url] = stub.callsTo('/api/kds/listByIdPedidoIntegracao')[0]!;
    expect(url).toContain('idPedidoIntegracao=601');
  });
});

describe('grouped items summary (doc 1 §2 item 9)', () => {
  it('groups the items by product and prints the summary at CAIXA', async () => {
    const { callsTo } = renderOrderDetail(order, {
      routes: { [PRINT]: () => jsonResponse(200, [{ result: 'SUCCESS', message: 'ok' }]) },
    });
    await userEvent.click(await screen.findByTestId('order-detail-open-summary'));
    const dialog = await screen.findByTestId('order-detail-summary-dialog');
    const first = within(dialog).getByTestId('order-detail-summary-row-0');
    expect(first).toHaveTextContent('3,000X-BurgerCód. 10R$ 83,70');
    expect(dialog).toHaveTextContent('+ Bacon');
    expect(dialog).toHaveTextContent('R$ 9,00');
    expect(within(dialog).getByTestId('order-detail-summary-row-1')).toHaveTextContent(
      '2,000RefrigeranteCód. 20R$ 14,00',
    );
    expect(within(dialog).queryByTestId('order-detail-summary-row-2')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('order-detail-summary-total')).toHaveTextContent('R$ 97,70');

    await userEvent.click(within(dialog).getByTestId('order-detail-summary-print'));
    expect(await screen.findByText(MSG.pedidosEnviadosImpressao(1))).toBeInTheDocument();
    const [call] = callsTo(PRINT);
    expect(call![0]).toBe(`${PRINT}600?localImpressao=CAIXA&origem=RESUMO_ITENS`);
    expect(call![1]?.method).toBe('POST');
  });

  it('shows the print failure for a FAILURE result or a refused call', async () => {
    let answer = jsonResponse(200, [{ result: 'FAILURE', message: 'Impressora offline' }]);
    renderOrderDetail(order, { routes: { [PRINT]: () => answer } });
    await userEvent.click(await screen.findByTestId('order-detail-open-summary'));
    const print = await screen.findByTestId('order-detail-summary-print');
    await userEvent.click(print);
    expect(await screen.findByText(MSG.PRINT_ORDER_FAILED)).toBeInTheDocument();

    answer = jsonResponse(500, {});
    await userEvent.click(print);
    expect(await screen.findAllByText(MSG.PRINT_ORDER_FAILED)).toHaveLength(2);
  });
});
