import { MSG } from '@brasa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { ImportDialog } from './import-dialog';

afterEach(() => vi.unstubAllGlobals());

const NOTICE = 'A entrega deste pedido é feita pelo marketplace: confira se a taxa de entrega deve ser incluída.';

/** An iFood order as prepararIntegracao answers it: the 'Desconto iFood' payment already planned. */
function ifoodOrder() {
  const order = makeOrder({ tipoImportacao: 'IF', totalPedido: 72.29 });
  order.iFoodOrder = {
    ...order.iFoodOrder,
    items: [{ name: 'X-Burger', quantity: 2, price: 24.9 }],
    deliveryMethod: { mode: 'DELIVERY', deliveredBy: 'IFOOD' },
    deliveryFee: 7.99,
    benefits: [{ value: 0, sponsorshipValues: { IFOOD: 10 } }],
    payments: [
      { name: 'CREDIT VISA', value: 62.29 },
      { name: 'Desconto iFood', value: 10, descontoMarketplace: true },
    ],
    incluirTaxaEntregaImportacaoSelecionado: 'N',
  } as never;
  return order;
}

function open(prepared: unknown, finalize = () => jsonResponse(200, { ...ifoodOrder(), dataImportacao: 'x' })) {
  sessionStore.start('jwt', makeProfile());
  const order = ifoodOrder();
  const onImported = vi.fn();
  const onClose = vi.fn();
  const stub = stubFetchRoutes({
    '/api-v2/pedidoIntegracao/prepararIntegracao': () => jsonResponse(200, prepared),
    '/api-v2/pedidoIntegracao/finalizarIntegracao': finalize,
  });
  renderRoutes([{ path: '/', element: <ImportDialog order={order} onClose={onClose} onImported={onImported} /> }], '/');
  return { stub, order, onImported, onClose };
}

describe('ImportDialog (doc 2 §2.3, §4.4, §5.7)', () => {
  it('shows what the import adds, the reminder, and sends the delivery-fee choice on Confirmar', async () => {
    const { stub, order, onImported } = open({ ...ifoodOrder(), avisosImportacao: [NOTICE] });
    const user = userEvent.setup();
    expect(await screen.findByTestId('import-notice')).toHaveTextContent(NOTICE);
    const payments = screen.getByTestId('import-payments');
    expect(within(payments).getByTestId('import-payment-1')).toHaveTextContent('Desconto iFood');
    expect(within(payments).getByTestId('import-payment-1')).toHaveTextContent('Adicionado na importação');
    expect(within(payments).getByTestId('import-payment-1')).toHaveTextContent('R$ 10,00');
    // iFood delivers: the fee is left out first; ticking it adds the 'Taxa de entrega' item to the preview.
    const fee = screen.getByTestId('import-include-fee');
    expect(fee).not.toBeChecked();
    expect(screen.getByText('Incluir taxa de entrega (R$ 7,99)')).toBeInTheDocument();
    expect(screen.queryByText('Taxa de entrega')).toBeNull();
    await user.click(fee);
    const added = within(screen.getByTestId('import-items')).getByTestId('import-item-1');
    expect(added).toHaveTextContent('Taxa de entrega');
    expect(added).toHaveTextContent('R$ 7,99');

    await user.click(screen.getByTestId('import-confirm'));
    expect(await screen.findByText(MSG.ORDER_IMPORTED)).toBeInTheDocument();
    const [url, init] = stub.callsTo('/api-v2/pedidoIntegracao/finalizarIntegracao')[0]!;
    expect(url).toBe('/api-v2/pedidoIntegracao/finalizarIntegracao/');
    expect(JSON.parse(String(init?.body))).toEqual({
      id: order.id,
      version: order.version,
      iFoodOrder: { incluirTaxaEntregaImportacaoSelecionado: 'S' },
    });
    expect(onImported).toHaveBeenCalled();
  });

  it("shows the server's refusal (the payment difference) and stays open", async () => {
    const difference = 'Existe uma diferenca de R$ 2,29 entre o valor do pagamento e o valor total do pedido';
    const { onImported } = open({ ...ifoodOrder(), avisosImportacao: [difference] }, () =>
      jsonResponse(422, { errorMessage: 'Realize o pagamento do pedido antes de importar' }),
    );
    const user = userEvent.setup();
    expect(await screen.findByTestId('import-notice')).toHaveTextContent(difference);
    await user.click(screen.getByTestId('import-confirm'));
    expect(await screen.findByText('Realize o pagamento do pedido antes de importar')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
    expect(screen.getByTestId('import-dialog')).toBeInTheDocument();
  });
});
