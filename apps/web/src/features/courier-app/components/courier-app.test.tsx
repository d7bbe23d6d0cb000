import type { TOrder, TOrdersByCourier } from '@brasa/contracts';
import { MSG, ROLES, orderBarcode } from '@brasa/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { SELECTED_ROUTE_KEY, resetCourierRouteCounts } from '../hooks/use-courier-routes';
import { CourierReportPage } from './courier-report-page';
import { CourierRoutePage } from './courier-route-page';
import { CourierRoutesPage } from './courier-routes-page';

const CARLOS = { id: 8, nome: 'MOTOBOY CARLOS' };
const LIST = '/api-v2/pedidoIntegracao/listPorEntregador?';
const BY_ID = '/api-v2/pedidoIntegracao/listPorEntregadorById';
const STATUS = '/api-v2/pedidoIntegracao/situacao/multiple/';

const routeOrder = (id: number, over: Partial<TOrder> = {}) =>
  makeOrder({ id, situacao: 'AGUARDANDO_RETIRADA', agrupadorDespacho: 'g1', pessoaEntregador: CARLOS, ...over });

function signIn() {
  sessionStore.start(
    'jwt',
    makeProfile({
      roles: [ROLES.ROLE_ACESSO_APP_ENTREGADORES],
      tipo: 'entregador',
      pessoa: { id: CARLOS.id, nome: CARLOS.nome } as never,
    }),
  );
}

function render(path: string) {
  return renderRoutes(
    [
      { path: '/appentregador/rotas', element: <CourierRoutesPage /> },
      { path: '/appentregador/rota', element: <CourierRoutePage /> },
      { path: '/appentregador/relatorio', element: <CourierReportPage /> },
    ],
    path,
  );
}

/** A server of the routes: the list answers `orders` as they are now; status calls move them. */
function serve(initial: TOrder[], extra: Parameters<typeof stubFetchRoutes>[0] = {}) {
  let orders = initial;
  const stub = stubFetchRoutes({
    [LIST]: () => {
      const mine = orders.filter((o) => o.pessoaEntregador);
      const none = orders.filter((o) => !o.pessoaEntregador);
      const body: TOrdersByCourier[] = [
        ...(mine.length ? [{ pessoa: CARLOS, pedidos: mine }] : []),
        ...(none.length ? [{ pessoa: { id: -1, nome: 'SEM ENTREGADOR' }, pedidos: none }] : []),
      ];
      return jsonResponse(200, body);
    },
    [STATUS]: (url) => {
      const [ids, status] = url.slice(STATUS.length).split('/') as [string, string];
      const moved = ids.split(',').map(Number);
      orders = orders.map((o) => (moved.includes(o.id) ? { ...o, situacao: status as TOrder['situacao'] } : o));
      return jsonResponse(
        200,
        orders.filter((o) => moved.includes(o.id)),
      );
    },
    ...extra,
  });
  return {
    ...stub,
    set: (next: TOrder[]) => (orders = next),
  };
}

beforeEach(() => {
  resetCourierRouteCounts();
  signIn();
});

describe("'Rotas Pendentes' (doc 4 §2)", () => {
  it('shows the empty state', async () => {
    serve([]);
    render('/appentregador/rotas');
    expect(await screen.findByText(MSG.NO_ORDER_TO_DELIVER)).toBeInTheDocument();
    expect(screen.getByText(MSG.WAIT_FOR_DISPATCH)).toBeInTheDocument();
  });

  it('lists his routes then the unassigned ones with what to take along; a tap selects and opens the route', async () => {
    serve([
      routeOrder(11, { levarTrocoPara: 100, iFoodOrder: { ...makeOrder().iFoodOrder, levarMaquinaCartao: true } }),
      routeOrder(12, { situacao: 'ENVIADO', levarTrocoPara: 50 }),
      routeOrder(20, { agrupadorDespacho: 'g2', pessoaEntregador: null }),
    ]);
    const { router } = render('/appentregador/rotas');
    const card = await screen.findByTestId('courier-route-card-g1');
    expect(card).toHaveTextContent('Pedidos #11, #12');
    expect(card).toHaveTextContent(MSG.TAKE_CARD_MACHINE);
    expect(card).toHaveTextContent('Levar troco para R$ 100,00, R$ 50,00');
    expect(card).toHaveTextContent(MSG.ROUTE_ALREADY_STARTED);
    expect(screen.getByText(MSG.ROUTES_WITHOUT_COURIER)).toBeInTheDocument();
    expect(screen.getByTestId('courier-route-card-g2')).toHaveTextContent('Pedido #20');
    expect(screen.getByTestId('courier-route-card-g2')).not.toHaveTextContent(MSG.ROUTE_ALREADY_STARTED);
    await userEvent.click(within(card).getByRole('button'));
    expect(router.state.location.pathname).toBe('/appentregador/rota');
    expect(JSON.parse(localStorage.getItem(`brasa.${SELECTED_ROUTE_KEY}`)!)).toBe('g1');
  });

  it("toasts 'Novo despacho associado a você' when a dispatch message brings him a route, not on the first load", async () => {
    const realtime = installFakeRealtime();
    const server = serve([routeOrder(11)]);
    render('/appentregador/rotas');
    await screen.findByTestId('courier-route-card-g1');
    expect(screen.queryByText(MSG.NEW_DISPATCH_FOR_YOU)).not.toBeInTheDocument();
    server.set([routeOrder(11), routeOrder(30, { agrupadorDespacho: 'g3' })]);
    act(() => realtime.push({ type: 'ADD_DISPATCH', agrupadorDespacho: 'g3', pessoa: CARLOS, pedidos: [30] }));
    expect(await screen.findByText(MSG.NEW_DISPATCH_FOR_YOU)).toBeInTheDocument();
    expect(await screen.findByTestId('courier-route-card-g3')).toBeInTheDocument();
    expect(screen.queryByText(MSG.NEW_DISPATCH_WITHOUT_COURIER)).not.toBeInTheDocument();
  });

  it('drops a kept selection that is no longer among the routes', async () => {
    localStorage.setItem(`brasa.${SELECTED_ROUTE_KEY}`, JSON.stringify('gone'));
    serve([routeOrder(11)]);
    render('/appentregador/rotas');
    await screen.findByTestId('courier-route-card-g1');
    await waitFor(() => expect(localStorage.getItem(`brasa.${SELECTED_ROUTE_KEY}`)).toBe('null'));
  });
});

describe("'Rota em Andamento' (doc 4 §2, §4)", () => {
  const select = (key: string) => localStorage.setItem(`brasa.${SELECTED_ROUTE_KEY}`, JSON.stringify(key));

  it("shows 'Nenhum pedido selecionado' without a selection", async () => {
    serve([routeOrder(11)]);
    render('/appentregador/rota');
    expect(await screen.findByText(MSG.NO_ORDER_SELECTED)).toBeInTheDocument();
  });

  it("starts the route only after every order's code is read; an unknown code is 'Código inválido.'", async () => {
    select('g1');
    const server = serve([routeOrder(11), routeOrder(12)]);
    render('/appentregador/rota');
    await userEvent.click(await screen.findByTestId('courier-route-start'));
    expect(screen.queryByTestId('courier-route-finish')).not.toBeInTheDocument();
    expect(screen.getByText(MSG.SCAN_CONFIRMATION_TITLE)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('start-route-begin'));
    const code = screen.getByTestId('start-route-code');
    await userEvent.type(code, '99{Enter}');
    expect(screen.getByTestId('start-route-invalid')).toHaveTextContent(MSG.INVALID_CODE);
    await userEvent.type(code, `${orderBarcode(11)}{Enter}`);
    expect(screen.getByTestId('start-route-order-11-state')).toHaveTextContent(MSG.SCAN_CONFIRMED);
    expect(screen.queryByTestId('start-route-conclude')).not.toBeInTheDocument();
    await userEvent.type(screen.getByTestId('start-route-code'), '12{Enter}');
    await userEvent.click(screen.getByTestId('start-route-conclude'));
    await waitFor(() => expect(server.callsTo(STATUS)).toHaveLength(1));
    expect(server.callsTo(STATUS)[0]![0]).toBe(`${STATUS}11,12/ENVIADO`);
    // Started: 'Finalizar' and 'Entrega realizada' on the first order on its way.
    expect(await screen.findByTestId('courier-route-finish')).toBeInTheDocument();
    expect(screen.queryByTestId('courier-route-start')).not.toBeInTheDocument();
    expect(await screen.findByTestId('route-order-11-deliver')).toHaveTextContent(MSG.DELIVERY_DONE);
    expect(screen.queryByTestId('route-order-12-deliver')).not.toBeInTheDocument();
  });

  it('delivers the order on its way, shows its details, and finishing asks before delivering the rest', async () => {
    select('g1');
    const server = serve([
      routeOrder(11, { situacao: 'ENVIADO', levarTrocoPara: 50, totalPedido: 31.9 }),
      routeOrder(12, { situacao: 'ENVIADO' }),
    ]);
    const { router } = render('/appentregador/rota');
    const first = await screen.findByTestId('route-order-11');
    expect(first).toHaveTextContent('Rua Augusta, 1500 - Consolação');
    expect(first).toHaveTextContent('1,000 × X-Burger');
    expect(first).toHaveTextContent('R$ 31,90');
    expect(first).toHaveTextContent('Não pago');
    expect(within(first).getByRole('link', { name: /11987654321/ })).toHaveAttribute('href', 'tel:11987654321');
    expect(within(first).getByRole('link', { name: MSG.OPEN_IN_MAP })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.google.com/maps/dir/'),
    );
    await userEvent.click(screen.getByTestId('route-order-11-deliver'));
    await waitFor(() => expect(server.callsTo(STATUS).map(([url]) => url)).toEqual([`${STATUS}11/ENTREGUE`]));
    expect(await screen.findByTestId('route-order-12-deliver')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('courier-route-finish'));
    expect(screen.getByText(MSG.DELIVER_ALL_CONFIRM)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('courier-route-deliver-all-confirm-confirm'));
    await waitFor(() => expect(server.callsTo(STATUS).map(([url]) => url)).toContain(`${STATUS}12/ENTREGUE`));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appentregador/rotas'));
    expect(localStorage.getItem(`brasa.${SELECTED_ROUTE_KEY}`)).toBe('null');
  });

  it('EXIGIR_CODIGO_ENTREGA: the server asks for the code, the courier types the customer’s and confirms', async () => {
    select('g1');
    const CONFIRM = '/api-v2/pedidoIntegracao/confirmacaoDeEntrega/';
    let typed = '';
    serve([routeOrder(11, { situacao: 'ENVIADO', sequencial: 31 })], {
      [STATUS]: () => jsonResponse(200, [{ id: 11, err: MSG.DELIVERY_CODE_NEEDED_TO_DELIVER }]),
      [CONFIRM]: (url) => {
        typed = url.slice(CONFIRM.length);
        return typed === '11/4321'
          ? jsonResponse(200, routeOrder(11, { situacao: 'ENTREGUE' }))
          : jsonResponse(422, { errorMessage: MSG.DELIVERY_CODE_INVALID });
      },
    });
    render('/appentregador/rota');
    await userEvent.click(await screen.findByTestId('route-order-11-deliver'));
    const dialog = await screen.findByTestId('courier-delivery-code');
    expect(dialog).toHaveTextContent('Peça ao cliente o código de entrega do pedido #11.');
    // The server's ask is not shown as an error; 'Confirmar' waits for a code.
    expect(screen.queryByText(MSG.DELIVERY_CODE_NEEDED_TO_DELIVER)).toBeNull();
    expect(within(dialog).getByTestId('courier-delivery-code-confirm')).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId('courier-delivery-code-input'), '1111');
    await userEvent.click(within(dialog).getByTestId('courier-delivery-code-confirm'));
    expect(await within(dialog).findByTestId('courier-delivery-code-error')).toHaveTextContent(
      MSG.DELIVERY_CODE_INVALID,
    );
    await userEvent.clear(within(dialog).getByTestId('courier-delivery-code-input'));
    await userEvent.type(within(dialog).getByTestId('courier-delivery-code-input'), '4321');
    await userEvent.click(within(dialog).getByTestId('courier-delivery-code-confirm'));
    expect(await screen.findByText(MSG.DELIVERY_CODE_CONFIRMED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('courier-delivery-code')).toBeNull());
    expect(typed).toBe('11/4321');
  });

  it('retries a status call left without an answer with the same Idempotency-Key; the next call gets a new one', async () => {
    select('g1');
    const server = serve([routeOrder(11, { situacao: 'ENVIADO' }), routeOrder(12, { situacao: 'ENVIADO' })]);
    const answer = server.fetchMock.getMockImplementation()!;
    const keyOf = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['Idempotency-Key'];
    render('/appentregador/rota');
    // The first status call loses its answer (no connection).
    await screen.findByTestId('route-order-11-deliver');
    server.fetchMock.mockImplementationOnce(async (url: string) => {
      if (url.startsWith(STATUS)) throw new TypeError('Failed to fetch');
      return answer(url, undefined);
    });
    await userEvent.click(screen.getByTestId('route-order-11-deliver'));
    await waitFor(() => expect(server.callsTo(STATUS)).toHaveLength(1));
    await userEvent.click(await screen.findByTestId('route-order-11-deliver'));
    await waitFor(() => expect(server.callsTo(STATUS)).toHaveLength(2));
    const [lost, retry] = server.callsTo(STATUS);
    expect(keyOf(lost!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(retry!)).toBe(keyOf(lost!));
    await userEvent.click(await screen.findByTestId('route-order-12-deliver'));
    await waitFor(() => expect(server.callsTo(STATUS)).toHaveLength(3));
    expect(keyOf(server.callsTo(STATUS)[2]!)).not.toBe(keyOf(lost!));
  });

  it('shows the stops in the order the route was created with, each with its HH:mm ETA (issue 31 §4)', async () => {
    select('g1');
    const stop = (posicao: number, hh: number, mm: number) => ({
      posicao,
      partida: new Date(2026, 11, 3, 19, 0).toISOString(),
      chegada: new Date(2026, 11, 3, hh, mm).toISOString(),
      chegadaSegundos: 60,
      distanciaMetros: 100,
      otimizada: true,
    });
    serve([
      routeOrder(31, { paradaRota: stop(2, 19, 25) }),
      routeOrder(32, { paradaRota: stop(3, 19, 40) }),
      routeOrder(33, { paradaRota: stop(1, 19, 9) }),
    ]);
    render('/appentregador/rota');
    await screen.findByTestId('route-order-33');
    expect(screen.getAllByTestId(/^route-order-\d+$/).map((el) => el.dataset.testid)).toEqual([
      'route-order-33',
      'route-order-31',
      'route-order-32',
    ]);
    expect(screen.getByTestId('route-order-33-eta')).toHaveTextContent('Previsão 19:09');
    expect(screen.getByTestId('route-order-32-eta')).toHaveTextContent('Previsão 19:40');
  });

  it('shows no action on a route without a courier', async () => {
    select('g2');
    serve([routeOrder(20, { agrupadorDespacho: 'g2', pessoaEntregador: null })]);
    render('/appentregador/rota');
    expect(await screen.findByTestId('courier-route-unassigned')).toBeInTheDocument();
    expect(screen.queryByTestId('courier-route-start')).not.toBeInTheDocument();
    expect(screen.queryByTestId('courier-route-finish')).not.toBeInTheDocument();
  });
});

describe("'Relatórios' (doc 4 §2)", () => {
  it("shows 'Nenhum pedido entregue hoje' without deliveries", async () => {
    stubFetchRoutes({ [LIST]: () => jsonResponse(200, []), [BY_ID]: () => jsonResponse(200, []) });
    render('/appentregador/relatorio');
    expect(await screen.findByText(MSG.NO_ORDER_DELIVERED_TODAY)).toBeInTheDocument();
  });

  it("counts the day's deliveries and their total, and opens an order's detail", async () => {
    const delivered = [
      routeOrder(11, { situacao: 'ENTREGUE', totalPedido: 31.9 }),
      routeOrder(12, { situacao: 'ENTREGUE', totalPedido: 10.1 }),
    ];
    const { callsTo } = stubFetchRoutes({
      [LIST]: () => jsonResponse(200, []),
      [BY_ID]: () => jsonResponse(200, delivered),
    });
    render('/appentregador/relatorio');
    expect(await screen.findByText(MSG.DAILY_DELIVERY_HISTORY)).toBeInTheDocument();
    expect(await screen.findByTestId('courier-report-count')).toHaveTextContent('2');
    expect(screen.getByTestId('courier-report-total')).toHaveTextContent('R$ 42,00');
    const query = new URL(callsTo(BY_ID)[0]![0], 'http://x').searchParams;
    expect(query.get('idEntregador')).toBe(String(CARLOS.id));
    expect(query.get('situacao')).toBe('ENTREGUE');
    expect(query.get('dtInicio')).toMatch(/^\d{4}-\d{2}-\d{2} 04:00:00$/);
    await userEvent.click(screen.getByTestId('courier-report-row-12'));
    const dialog = await screen.findByTestId('courier-report-detail');
    expect(dialog).toHaveTextContent('Pedido #12');
    expect(dialog).toHaveTextContent('MARIA DA SILVA');
  });
});
