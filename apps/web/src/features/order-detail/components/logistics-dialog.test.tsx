import { MSG } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { LogisticsDialog } from './logistics-dialog';

afterEach(() => vi.unstubAllGlobals());

const ID = { id: 5, descricao: 'iFood Entregas', tipoImportacao: 'ID', logo: null };
const KA = { id: 6, descricao: 'Plataforma KA', tipoImportacao: 'KA', logo: null };
const QUOTE = {
  quoteId: 'q-1',
  valorCotacao: 12.5,
  valorBruto: 12.5,
  distanciaMetros: 3000,
  tempoEntrega: { min: 20, max: 30 },
  paymentMethods: [
    { method: 'CREDIT', brand: 'VISA' },
    { method: 'CASH', brand: null },
  ],
  cliente: 'MARIA',
};

function open(order = makeOrder({ tipo: 'DELIVERY' }), integrations: unknown[] = [ID, KA]) {
  sessionStore.start('jwt', makeProfile());
  const sent = makeOrder({
    ...order,
    version: order.version + 1,
    statusLogistica: 'ENVIADO',
    idConfiguracaoIntegracaoLogistica: ID.id,
    jsonRetornoLogistica: { id: 'd-1', trackingUrl: 'https://rastreio.exemplo/d-1' },
  });
  const stub = stubFetchRoutes({
    '/api-v2/integracaoLogistica/list': () => jsonResponse(200, integrations),
    [`/api-v2/integracaoLogistica/availability/${order.id}/${ID.id}`]: () => jsonResponse(200, QUOTE),
    [`/api-v2/integracaoLogistica/${order.id}/`]: () => jsonResponse(200, sent),
    [`/api-v2/integracaoLogistica/desfazerLogistica/${order.id}/${ID.id}`]: () =>
      jsonResponse(200, { ...sent, version: sent.version + 1, statusLogistica: null, jsonRetornoLogistica: null }),
  });
  renderRoutes([{ path: '/', element: <LogisticsDialog order={order} onClose={() => undefined} /> }], '/');
  return stub;
}

describe('LogisticsDialog (doc 1 §2.12)', () => {
  it('says so when the unit has no logistics integration', async () => {
    open(makeOrder({ tipo: 'DELIVERY' }), []);
    expect(await screen.findByTestId('logistics-empty')).toHaveTextContent(MSG.NO_LOGISTICS_INTEGRATION);
  });

  it('shows the options per type: KA courier return, ID skip confirmation only outside IF', async () => {
    open(makeOrder({ tipo: 'DELIVERY', tipoImportacao: 'SO' }));
    const ka = await screen.findByTestId('logistics-6');
    expect(within(ka).getByLabelText(MSG.LOGISTICS_WITH_COURIER_RETURN)).toBeInTheDocument();
    expect(within(ka).queryByLabelText(MSG.LOGISTICS_SKIP_DELIVERY_CONFIRMATION)).toBeNull();
    const id = screen.getByTestId('logistics-5');
    expect(within(id).getByLabelText(MSG.LOGISTICS_SKIP_DELIVERY_CONFIRMATION)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('hides the skip-confirmation option for an IF order', async () => {
    open(makeOrder({ tipo: 'DELIVERY', tipoImportacao: 'IF' }));
    const id = await screen.findByTestId('logistics-5');
    expect(within(id).queryByLabelText(MSG.LOGISTICS_SKIP_DELIVERY_CONFIRMATION)).toBeNull();
  });

  it('checks availability first for ID, shows the quote, sends with an Idempotency-Key and the options, then shows Já enviado, the tracking link and the undo', async () => {
    const order = makeOrder({ tipo: 'DELIVERY' });
    const stub = open(order);
    const user = userEvent.setup();
    const id = await screen.findByTestId('logistics-5');
    expect(within(id).queryByTestId('logistics-5-send')).toBeNull();
    await user.click(within(id).getByTestId('logistics-5-check'));
    expect(await screen.findByText(MSG.disponibilidadeConfirmada('MARIA', 'R$ 12,50'))).toBeInTheDocument();
    expect(within(id).getByTestId('logistics-5-quote')).toHaveTextContent('Valor da cotação: R$ 12,50');
    await user.click(within(id).getByLabelText(MSG.LOGISTICS_SKIP_DELIVERY_CONFIRMATION));
    await user.click(within(id).getByTestId('logistics-5-send'));

    expect(await screen.findByText(MSG.LOGISTICS_SENT_IFOOD)).toBeInTheDocument();
    const [url, init] = stub.callsTo(`/api-v2/integracaoLogistica/${order.id}/5`)[0]!;
    expect(url).toContain('naoConfirmarEntrega=true');
    expect(url).toContain('tipoCartao=CREDIT');
    expect(url).toContain('bandeiraCartao=VISA');
    expect(url).toContain('quoteId=q-1');
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();

    expect(within(id).getByTestId('logistics-5-sent')).toHaveTextContent('Já enviado');
    expect(within(id).getByTestId('logistics-5-send')).toBeDisabled();
    expect(within(screen.getByTestId('logistics-6')).getByTestId('logistics-6-send')).toBeDisabled();
    expect(screen.getByTestId('logistics-tracking')).toHaveAttribute('href', 'https://rastreio.exemplo/d-1');

    await user.click(screen.getByTestId('logistics-undo'));
    expect(await screen.findByText(MSG.LOGISTICS_UNDONE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('logistics-tracking')).toBeNull());
  });

  it('shows the server message when the courier refuses', async () => {
    const order = makeOrder({ tipo: 'DELIVERY' });
    sessionStore.start('jwt', makeProfile());
    stubFetchRoutes({
      '/api-v2/integracaoLogistica/list': () => jsonResponse(200, [KA]),
      [`/api-v2/integracaoLogistica/${order.id}/`]: () =>
        jsonResponse(422, { errorMessage: MSG.logisticaNaoEnviada('Endereço fora da área de entrega') }),
    });
    renderRoutes([{ path: '/', element: <LogisticsDialog order={order} onClose={() => undefined} /> }], '/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('logistics-6-send'));
    expect(await screen.findByText(MSG.logisticaNaoEnviada('Endereço fora da área de entrega'))).toBeInTheDocument();
  });
});
