import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { playBeep } from '../../../shared/sound/play-beep';
import { installFakeRealtime, type FakeRealtime } from '../../../test/fake-realtime';
import { deferred, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { DeliveryBoardPage } from './delivery-board-page';

vi.mock('../../../shared/sound/play-beep', () => ({ playBeep: vi.fn() }));

const today = () => new Date().toISOString();
const LIST = '/api-v2/pedidoIntegracao/quadro';
const STATUS = '/api-v2/pedidoIntegracao/situacao/';
const POLL = '/api-v2/pedidoIntegracao/poolingIntegracoes';

let realtime: FakeRealtime;

function renderBoard(orders: TOrder[], routes: Record<string, RouteHandler> = {}) {
  const profile = makeProfile();
  sessionStore.start('jwt', profile);
  const stub = stubFetchRoutes({
    [LIST]: () => jsonResponse(200, orders),
    [POLL]: () => jsonResponse(200, []),
    '/api-v2/parametro/tipo/': () => jsonResponse(200, []),
    '/api-v2/codigoGenerico/chave/': () =>
      jsonResponse(200, [{ chave: 'LIMITE_DESPACHO', codigo: '20', valorString: null }]),
    '/api-v2/pessoa/entregador': () => jsonResponse(200, []),
    ...routes,
  });
  renderRoutes([{ path: '/delivery', element: <DeliveryBoardPage /> }], '/delivery');
  return stub;
}

const column = (status: string) => screen.getByTestId(`board-column-${status}`);

beforeEach(() => {
  realtime = installFakeRealtime();
  vi.mocked(playBeep).mockClear();
});

describe('DeliveryBoardPage', () => {
  it('draws the cards in their status columns, hides the empty pickup column and flags a broken card', async () => {
    const pending = makeOrder({ id: 1, dataPedido: today(), levarTrocoPara: 50 });
    const confirmed = makeOrder({ id: 2, dataPedido: today(), situacao: 'CONFIRMADO', tipo: 'BALCAO', comNF: true });
    const broken = makeOrder({ id: 3, dataPedido: today(), iFoodOrder: null as never });
    renderBoard([pending, confirmed, broken]);

    const card = await within(column('PENDENTE')).findByTestId('order-card-1');
    expect(card).toHaveTextContent('MARIA DA SILVA');
    expect(card).toHaveTextContent('Rua Augusta, 1500 - Consolação');
    expect(card).toHaveTextContent('Levar troco para R$ 50,00');
    expect(card).toHaveTextContent('R$ 24,90');
    expect(within(column('CONFIRMADO')).getByTestId('order-card-2')).toHaveTextContent('Com NF');
    expect(screen.getByTestId('board-column-count-PENDENTE')).toHaveTextContent('2');
    expect(screen.queryByTestId('board-column-AGUARDANDO_RETIRADA')).not.toBeInTheDocument();

    await userEvent.click(within(column('PENDENTE')).getByText(/Pedido com erro/));
    expect(await screen.findByText(MSG.INVALID_ORDER_CLICK)).toBeInTheDocument();
  });

  it('refetches once connected, then applies realtime messages in place until a reconnection', async () => {
    const pending = makeOrder({ id: 1, dataPedido: today() });
    const { callsTo } = renderBoard([pending]);
    await within(column('PENDENTE')).findByTestId('order-card-1');
    realtime.connect();
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
    // Messages while idle go straight to the cache (the reload button is disabled while a fetch runs).
    await waitFor(() => expect(screen.getByTestId('board-reload')).toBeEnabled());

    realtime.push({ type: 'MOVE_CARD', order: { ...pending, version: 2, situacao: 'CONFIRMADO' } });
    expect(await within(column('CONFIRMADO')).findByTestId('order-card-1')).toBeInTheDocument();
    realtime.push({ type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER', order: makeOrder({ id: 5, dataPedido: today() }) });
    expect(await within(column('PENDENTE')).findByTestId('order-card-5')).toBeInTheDocument();
    realtime.push({
      type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER',
      order: makeOrder({ id: 6, tipo: 'COMANDA', dataPedido: today() }),
    });
    realtime.push({ type: 'REMOVE_ORDER_ON_BOARD', order: { ...pending, version: 3, ativo: false } });
    await waitFor(() => expect(screen.queryByTestId('order-card-1')).not.toBeInTheDocument());
    expect(screen.queryByTestId('order-card-6')).not.toBeInTheDocument();
    expect(callsTo(LIST)).toHaveLength(2);

    realtime.drop();
    realtime.connect();
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(3));
  });

  it('the card’s invoice badge changes live when another terminal issues the order’s NFC-e (doc 2 §2.1)', async () => {
    const paid = makeOrder({ id: 1, dataPedido: today(), situacao: 'CONFIRMADO', tipo: 'BALCAO', pago: true });
    const { callsTo } = renderBoard([paid]);
    const card = await within(column('CONFIRMADO')).findByTestId('order-card-1');
    expect(within(card).getByTestId('order-card-invoice')).toHaveTextContent('Sem NF');
    realtime.connect();
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('board-reload')).toBeEnabled());
    const pedido = {
      status: 100,
      statusDescricao: 'NFC-e autorizada',
      msgStatus: 'Autorizado o uso da NF-e',
      chave: '3'.repeat(44),
      modelo: '65',
      nomeNotaFiscal: null,
      cpfCnpj: null,
      idNotaFiscal: 9,
      tipoEmissao: 1,
      situacao: 'AUTORIZADA',
    };
    realtime.push({ type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER', order: { ...paid, version: 2, comNF: true, pedido } });
    await waitFor(() =>
      expect(within(screen.getByTestId('order-card-1')).getByTestId('order-card-invoice')).toHaveTextContent(
        'NFC-e 100',
      ),
    );
  });

  it('warns every terminal with the message a realtime order carries (iFood refused a cancellation)', async () => {
    const order = makeOrder({ id: 3, dataPedido: today(), situacao: 'CONFIRMADO', tipoImportacao: 'IF' });
    renderBoard([order]);
    await within(column('CONFIRMADO')).findByTestId('order-card-3');
    realtime.connect();
    const message = MSG.marketplaceCancellationRefused(3, 'Cancelamento recusado pelo iFood.');
    realtime.push({ type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER', order: { ...order, version: 2 } });
    expect(screen.queryByText(message)).toBeNull();
    realtime.push({
      type: 'ADD_OR_UPDATE_BOARD_FROM_ORDER',
      order: { ...order, version: 3, mensagemParaUsuario: message },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(column('CONFIRMADO')).getByTestId('order-card-3')).toBeInTheDocument();
  });

  it('moves a card at once through its menu and puts it back with the server message', async () => {
    const pending = makeOrder({ id: 1, dataPedido: today() });
    const answer = deferred<Response>();
    const { callsTo } = renderBoard([pending], { [STATUS]: () => answer.promise });
    await within(column('PENDENTE')).findByTestId('order-card-1');

    await userEvent.click(screen.getByTestId('order-card-menu-1'));
    await userEvent.click(await screen.findByTestId('order-card-move-1-CONFIRMADO'));
    expect(await within(column('CONFIRMADO')).findByTestId('order-card-1')).toBeInTheDocument();
    expect(callsTo(STATUS)[0]![0]).toBe('/api-v2/pedidoIntegracao/situacao/1/CONFIRMADO');

    answer.resolve(jsonResponse(422, { errorMessage: 'Não é possível alterar o status de um pedido cancelado.' }));
    expect(await screen.findByText('Não é possível alterar o status de um pedido cancelado.')).toBeInTheDocument();
    expect(await within(column('PENDENTE')).findByTestId('order-card-1')).toBeInTheDocument();
  });

  it('asks for the reason before cancelling and shows a server message as a warning', async () => {
    const pending = makeOrder({ id: 1, dataPedido: today() });
    const cancelled = {
      ...pending,
      version: 2,
      situacao: 'CANCELADO' as const,
      motivoCancelamento: 'Cliente desistiu',
    };
    const { callsTo } = renderBoard([pending], {
      [STATUS]: () => jsonResponse(200, { ...cancelled, mensagemParaUsuario: 'Estorne o pagamento no iFood.' }),
    });
    await within(column('PENDENTE')).findByTestId('order-card-1');

    await userEvent.click(screen.getByTestId('order-card-menu-1'));
    await userEvent.click(await screen.findByTestId('order-card-move-1-CANCELADO'));
    const dialog = await screen.findByTestId('cancel-reason');
    await userEvent.click(within(dialog).getByTestId('cancel-reason-confirm'));
    expect(within(dialog).getByText(MSG.CANCEL_JUSTIFICATION_REQUIRED)).toBeInTheDocument();
    expect(callsTo(STATUS)).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('cancel-reason-input'), 'Cliente desistiu');
    await userEvent.click(within(dialog).getByTestId('cancel-reason-confirm'));
    expect(await within(column('CANCELADO')).findByText('Cliente desistiu')).toBeInTheDocument();
    expect(callsTo(STATUS)[0]![0]).toBe(
      '/api-v2/pedidoIntegracao/situacao/1/CANCELADO?motivoCancelamento=Cliente+desistiu',
    );
    expect(await screen.findByText('Estorne o pagamento no iFood.')).toBeInTheDocument();
  });

  it('cancels from the card menu with Enter, asking first about card-terminal payments, and audits it', async () => {
    const tefPayment = { id: 3, code: 'CD', value: 24.9, tefInfo: { terminalId: 'T1', intencaoVendaId: 77 } };
    const pending = makeOrder({
      id: 1,
      dataPedido: today(),
      iFoodOrder: { ...makeOrder().iFoodOrder, payments: [tefPayment] },
    });
    const { callsTo } = renderBoard([pending], {
      [STATUS]: () => jsonResponse(200, { ...pending, version: 2, situacao: 'CANCELADO' }),
      '/api-v2/logEvento': () => jsonResponse(200, { id: 1 }),
    });
    await within(column('PENDENTE')).findByTestId('order-card-1');

    await userEvent.click(screen.getByTestId('order-card-menu-1'));
    await userEvent.click(await screen.findByTestId('order-card-move-1-CANCELADO'));
    expect(await screen.findByTestId('cancel-tef')).toHaveTextContent(MSG.TEF_PAYMENTS_CANCEL_CONFIRM);
    expect(screen.queryByTestId('cancel-reason')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('cancel-tef-confirm'));
    const input = await screen.findByTestId('cancel-reason-input');
    await userEvent.type(input, '{Enter}');
    expect(screen.getByText(MSG.CANCEL_JUSTIFICATION_REQUIRED)).toBeInTheDocument();
    await userEvent.type(input, 'Cliente desistiu{Enter}');

    expect(await within(column('CANCELADO')).findByTestId('order-card-1')).toBeInTheDocument();
    expect(callsTo(STATUS)[0]![0]).toBe(
      '/api-v2/pedidoIntegracao/situacao/1/CANCELADO?motivoCancelamento=Cliente+desistiu',
    );
    await waitFor(() => expect(callsTo('/api-v2/logEvento')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api-v2/logEvento')[0]![1]?.body))).toMatchObject({
      tipo: 'CANCEL',
      entidade: 'PedidoIntegracao',
      motivo: 'Cliente desistiu',
      pedidoIntegracao: { id: 1 },
    });
    // The board stays quiet on success (the detail's 'Pedido #… alterado para …' is not shown here).
    expect(screen.queryByText(MSG.pedidoAlteradoPara(1, 'CANCELADO'))).not.toBeInTheDocument();
  });

  it("keeps the board's own fallback for a refused move without a server message", async () => {
    const pending = makeOrder({ id: 1, dataPedido: today() });
    renderBoard([pending], { [STATUS]: () => jsonResponse(500, {}) });
    await within(column('PENDENTE')).findByTestId('order-card-1');
    await userEvent.click(screen.getByTestId('order-card-menu-1'));
    await userEvent.click(await screen.findByTestId('order-card-move-1-CONFIRMADO'));
    expect(await screen.findByText(MSG.ORDER_STATUS_CHANGE_FAILED)).toBeInTheDocument();
    expect(await within(column('PENDENTE')).findByTestId('order-card-1')).toBeInTheDocument();
  });

  it('empties the board when the list fails and says so', async () => {
    renderBoard([], { [LIST]: () => jsonResponse(500, { errorMessage: 'boom' }) });
    expect(await screen.findByTestId('board-error')).toHaveTextContent(MSG.ORDERS_FETCH_FAILED);
    expect(screen.getByTestId('board-column-count-PENDENTE')).toHaveTextContent('0');
  });

  it('rings for a new pending order from the polling and shows its error events as toasts', async () => {
    const fresh = makeOrder({ id: 9, dataPedido: today() });
    const poll = deferred<Response>();
    renderBoard([], { [POLL]: () => poll.promise });
    expect(await screen.findByTestId('board-empty')).toHaveTextContent(MSG.NO_ORDER_FOUND_USE_FILTER);

    poll.resolve(jsonResponse(200, [{ pedidoIntegracao: fresh }, { mensagemErro: 'Loja iFood fechada' }]));
    expect(await screen.findByText('Loja iFood fechada')).toBeInTheDocument();
    expect(await within(column('PENDENTE')).findByTestId('order-card-9')).toBeInTheDocument();
    expect(playBeep).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('board-empty')).not.toBeInTheDocument();
  });
  it('draws only the cards in view of a long column, but counts all its orders', async () => {
    const at = today();
    renderBoard(Array.from({ length: 60 }, (_, i) => makeOrder({ id: i + 1, dataPedido: at })));
    // Newest first, ties by id: order 60 heads the column.
    await within(column('PENDENTE')).findByTestId('order-card-60');
    expect(screen.getByTestId('board-column-count-PENDENTE')).toHaveTextContent('60');
    const drawn = within(column('PENDENTE')).getAllByTestId(/^order-card-\d+$/);
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn.length).toBeLessThan(20);
    expect(screen.queryByTestId('order-card-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('board-column-show-more-PENDENTE')).toBeInTheDocument();
  });

  it('filters with the drawer (remembered in this browser) and the search field', async () => {
    const delivery = makeOrder({ id: 1, dataPedido: today() });
    const counter = makeOrder({
      id: 2,
      tipo: 'BALCAO',
      dataPedido: today(),
      iFoodOrder: { customer: { name: 'JOÃO PEREIRA' }, deliveryMethod: { mode: 'TAKEOUT' }, items: [], payments: [] },
    });
    renderBoard([delivery, counter]);
    await within(column('PENDENTE')).findByTestId('order-card-1');

    await userEvent.click(screen.getByTestId('board-filters-button'));
    await userEvent.click(await screen.findByTestId('board-filter-types-BALCAO'));
    await waitFor(() => expect(screen.queryByTestId('order-card-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('order-card-2')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('brasa.boardFilters')!)).toMatchObject({ types: ['BALCAO'] });
    await userEvent.click(screen.getByTestId('board-filters-clear'));
    await userEvent.keyboard('{Escape}');

    await userEvent.type(screen.getByTestId('board-search'), 'joao');
    await waitFor(() => expect(screen.queryByTestId('order-card-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('order-card-2')).toBeInTheDocument();
  });
});
