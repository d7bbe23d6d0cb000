import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { jsonResponse } from '../../../test/render';
import { renderOrderDetail } from './order-detail-test-setup';

const STATUS = '/api-v2/pedidoIntegracao/situacao/';
const LOG_EVENT = '/api-v2/logEvento';
const DELIVERY_CODE = '/api-v2/pedidoIntegracao/confirmacaoDeEntrega/';
const base = makeOrder();

const saved = (order: TOrder, changes: Partial<TOrder>): TOrder => ({
  ...order,
  version: (order.version ?? 1) + 1,
  ...changes,
});

async function chooseStatus(status: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Alterar status' }));
  await userEvent.click(await screen.findByTestId(`order-detail-status-${status}`));
}

describe('status change from the order detail (doc 1 §4, §8)', () => {
  it("says 'Pedido #{id} alterado para {situacao}' once the server accepts", async () => {
    const order = makeOrder({ id: 700 });
    const { callsTo } = renderOrderDetail(order, {
      routes: { [STATUS]: () => jsonResponse(200, saved(order, { situacao: 'CONFIRMADO' })) },
    });
    await chooseStatus('CONFIRMADO');
    expect(await screen.findByText(MSG.pedidoAlteradoPara(700, 'CONFIRMADO'))).toBeInTheDocument();
    expect(callsTo(STATUS)[0]![0]).toBe(`${STATUS}700/CONFIRMADO`);
  });

  it("shows the server's message, else 'Falha ao alterar status da situação'", async () => {
    const order = makeOrder({ id: 701 });
    let answer = jsonResponse(500, {});
    renderOrderDetail(order, { routes: { [STATUS]: () => answer } });
    await chooseStatus('CONFIRMADO');
    expect(await screen.findByText(MSG.STATUS_CHANGE_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(MSG.ORDER_STATUS_CHANGE_FAILED)).not.toBeInTheDocument();

    answer = jsonResponse(422, { errorMessage: 'Pedido já foi enviado.' });
    await chooseStatus('ENVIADO');
    expect(await screen.findByText('Pedido já foi enviado.')).toBeInTheDocument();
  });
});

describe('cancel from the order detail (doc 1 §4, §5, §8)', () => {
  it('asks the reason: blank Enter says it is required, Enter confirms, Shift+Enter adds a line', async () => {
    const order = makeOrder({ id: 702 });
    const { callsTo } = renderOrderDetail(order, {
      routes: {
        [STATUS]: () => jsonResponse(200, saved(order, { situacao: 'CANCELADO', motivoCancelamento: 'x' })),
      },
    });
    await userEvent.click(await screen.findByTestId('order-detail-action-cancel'));
    const dialog = await screen.findByTestId('cancel-reason');
    const input = within(dialog).getByTestId('cancel-reason-input');
    await userEvent.type(input, '{Enter}');
    expect(within(dialog).getByText(MSG.CANCEL_JUSTIFICATION_REQUIRED)).toBeInTheDocument();
    expect(input).toHaveValue('');

    await userEvent.type(input, 'Cliente{Shift>}{Enter}{/Shift}desistiu{Enter}');
    expect(await screen.findByText(MSG.pedidoAlteradoPara(702, 'CANCELADO'))).toBeInTheDocument();
    expect(callsTo(STATUS)).toHaveLength(1);
    expect(callsTo(STATUS)[0]![0]).toBe(`${STATUS}702/CANCELADO?motivoCancelamento=Cliente%0Adesistiu`);
    expect(screen.queryByTestId('cancel-reason')).not.toBeInTheDocument();
    // No card-terminal payment: no question and no audit.
    expect(screen.queryByTestId('cancel-tef')).not.toBeInTheDocument();
    expect(callsTo(LOG_EVENT)).toHaveLength(0);
  });

  it("a refused cancel says 'Falha ao alterar status do situação' with the server's detail", async () => {
    let answer = jsonResponse(422, { errorMessage: 'O iFood recusou o cancelamento.' });
    renderOrderDetail(makeOrder({ id: 703 }), { routes: { [STATUS]: () => answer } });
    const cancel = async () => {
      await userEvent.click(await screen.findByTestId('order-detail-action-cancel'));
      await userEvent.type(await screen.findByTestId('cancel-reason-input'), 'Cliente desistiu{Enter}');
    };
    await cancel();
    expect(
      await screen.findByText(`${MSG.STATUS_CHANGE_FAILED_ON_CANCEL} - Detalhes: O iFood recusou o cancelamento.`),
    ).toBeInTheDocument();

    answer = jsonResponse(500, {});
    await cancel();
    expect(await screen.findByText(MSG.STATUS_CHANGE_FAILED_ON_CANCEL)).toBeInTheDocument();
  });

  it('with a card-terminal payment, confirms first and audits the cancel with the reason', async () => {
    const tefPayment = {
      id: 9,
      code: 'CC',
      name: 'Cartão de crédito',
      value: 24.9,
      formaPagamento: { descricao: 'Crédito TEF', utilizaTef: true },
    };
    const order = makeOrder({ id: 704, iFoodOrder: { ...base.iFoodOrder, payments: [tefPayment] } });
    const { callsTo } = renderOrderDetail(order, {
      routes: {
        [STATUS]: () => jsonResponse(200, saved(order, { situacao: 'CANCELADO' })),
        [LOG_EVENT]: () => jsonResponse(200, { id: 1 }),
      },
    });

    // Saying no leaves the order alone.
    await userEvent.click(await screen.findByTestId('order-detail-action-cancel'));
    const question = await screen.findByTestId('cancel-tef');
    expect(question).toHaveTextContent(MSG.TEF_PAYMENTS_CANCEL_CONFIRM);
    await userEvent.click(within(question).getByRole('button', { name: MSG.CANCEL }));
    await waitFor(() => expect(screen.queryByTestId('cancel-tef')).not.toBeInTheDocument());
    expect(screen.queryByTestId('cancel-reason')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('order-detail-action-cancel'));
    await userEvent.click(await screen.findByTestId('cancel-tef-confirm'));
    await userEvent.type(await screen.findByTestId('cancel-reason-input'), ' Cliente desistiu {Enter}');
    expect(await screen.findByText(MSG.pedidoAlteradoPara(704, 'CANCELADO'))).toBeInTheDocument();
    await waitFor(() => expect(callsTo(LOG_EVENT)).toHaveLength(1));
    const [url, init] = callsTo(LOG_EVENT)[0]!;
    expect(url).toBe(LOG_EVENT);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      tipo: 'CANCEL',
      entidade: 'PedidoIntegracao',
      motivo: 'Cliente desistiu',
      json: JSON.stringify([tefPayment]),
      pedidoIntegracao: { id: 704 },
    });
  });

  it('does not audit a cancel the server refused', async () => {
    const order = makeOrder({
      id: 705,
      iFoodOrder: { ...base.iFoodOrder, payments: [{ value: 24.9, tefInfo: { terminalId: 'T1' } }] },
    });
    const { callsTo } = renderOrderDetail(order, {
      routes: { [STATUS]: () => jsonResponse(422, { errorMessage: 'Recusado.' }) },
    });
    await userEvent.click(await screen.findByTestId('order-detail-action-cancel'));
    await userEvent.click(await screen.findByTestId('cancel-tef-confirm'));
    await userEvent.type(await screen.findByTestId('cancel-reason-input'), 'Cliente desistiu{Enter}');
    expect(await screen.findByText(`${MSG.STATUS_CHANGE_FAILED_ON_CANCEL} - Detalhes: Recusado.`)).toBeInTheDocument();
    expect(callsTo(LOG_EVENT)).toHaveLength(0);
  });
});

describe('delivery confirmation by code (doc 1 §2.3, §5)', () => {
  it('keeps Confirm disabled while the code is blank or sending, and closes once confirmed', async () => {
    const order = makeOrder({ id: 706, situacao: 'ENVIADO' });
    const answer = deferred<Response>();
    const { callsTo } = renderOrderDetail(order, { routes: { [DELIVERY_CODE]: () => answer.promise } });
    await userEvent.click(await screen.findByTestId('order-detail-action-confirmDelivery'));
    const dialog = await screen.findByTestId('order-detail-prompt-confirmDelivery');
    const input = within(dialog).getByTestId('order-detail-prompt-confirmDelivery-input');
    const confirm = within(dialog).getByTestId('order-detail-prompt-confirmDelivery-confirm');
    expect(confirm).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(confirm).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(within(dialog).getByText(MSG.DELIVERY_CODE_REQUIRED)).toBeInTheDocument();
    expect(callsTo(DELIVERY_CODE)).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '1234');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(confirm).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(callsTo(DELIVERY_CODE)).toHaveLength(1);
    expect(callsTo(DELIVERY_CODE)[0]![0]).toBe(`${DELIVERY_CODE}706/1234`);

    answer.resolve(jsonResponse(200, saved(order, { situacao: 'ENTREGUE' })));
    expect(await screen.findByText(MSG.DELIVERY_CODE_CONFIRMED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('order-detail-prompt-confirmDelivery')).not.toBeInTheDocument());
  });

  it('stays open for another try when the code is refused', async () => {
    renderOrderDetail(makeOrder({ id: 707, situacao: 'ENVIADO' }), {
      routes: { [DELIVERY_CODE]: () => jsonResponse(422, { errorMessage: MSG.DELIVERY_CODE_INVALID }) },
    });
    await userEvent.click(await screen.findByTestId('order-detail-action-confirmDelivery'));
    await userEvent.type(await screen.findByTestId('order-detail-prompt-confirmDelivery-input'), '9999{Enter}');
    expect(await screen.findByText(MSG.DELIVERY_CODE_INVALID)).toBeInTheDocument();
    expect(screen.getByTestId('order-detail-prompt-confirmDelivery')).toBeInTheDocument();
    expect(screen.getByTestId('order-detail-prompt-confirmDelivery-confirm')).toBeEnabled();
  });
});
