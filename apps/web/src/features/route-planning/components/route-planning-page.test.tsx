import type { TOrder, TRoutePlan } from '@brasa/contracts';
import { ROLES, courierBarcode } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrdersMapProps } from '../../../shared/map/orders-map';
import { sessionStore } from '../../../shared/session/session-store';
import { deferred, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { ROUTE_FILTERS_KEY } from '../model/stored-filters';
import { RoutePlanningPage } from './route-planning-page';

// Leaflet does not draw in jsdom: the map is a list of marker buttons with the same props.
vi.mock('../../../shared/map/lazy-orders-map', () => ({
  LazyOrdersMap: ({ markers, onMarkerClick }: OrdersMapProps) => (
    <div data-testid="fake-map">
      {markers.map((m) => (
        <button key={m.id} data-testid={`marker-${m.id}`} data-color={m.color} onClick={() => onMarkerClick?.(m.id)}>
          {m.label}
        </button>
      ))}
    </div>
  ),
}));

const LIST = '/api-v2/pedidoIntegracao/listPorEntregador';
const PLAN = '/api-v2/roteirizacao/planejar';
const DISPATCH = '/api-v2/pedidoIntegracao/associar-despacho/multiple/';
const ROUTES = '/api-v2/roteirizacao/rotas';
const COURIERS = [{ id: 7, nome: 'JOAO MOTO', fone: null, ativo: true }];
const address = { streetName: 'Rua Augusta', streetNumber: '10', neighborhood: 'Consolação', city: 'São Paulo' };

function order(id: number, over: Partial<TOrder> = {}): TOrder {
  const base = makeOrder({ id, sequencial: id, situacao: 'CONFIRMADO', latitude: -23.55, longitude: -46.63 });
  return {
    ...base,
    ...over,
    iFoodOrder: { ...base.iFoodOrder, customer: { name: `CLIENTE ${id}` }, deliveryAddress: address },
  } as TOrder;
}

function plan(ids: number[]): TRoutePlan {
  return {
    paradas: ids.map((pedidoId, i) => ({
      pedidoId,
      posicao: { lat: 0, lng: 0 },
      chegadaSegundos: (i + 1) * 600,
      distanciaMetros: 1000,
    })),
    distanciaMetros: 3000,
    duracaoSegundos: ids.length * 600,
    duracaoOrdemInformadaSegundos: ids.length * 900,
    geometria: [],
    semCoordenadas: [],
  };
}

function renderPage(orders: TOrder[], routes: Record<string, RouteHandler> = {}) {
  sessionStore.start('jwt', makeProfile({ roles: [ROLES.ROLE_PDV_DESPACHO_ENTREGADORES] }));
  const stub = stubFetchRoutes({
    [LIST]: () => jsonResponse(200, [{ pessoa: { id: -1, nome: '' }, pedidos: orders }]),
    '/api-v2/pessoa/entregador': () => jsonResponse(200, COURIERS),
    '/api-v2/roteirizacao/mapa': () => jsonResponse(404, { errorMessage: 'não existe' }),
    ...routes,
  });
  renderRoutes([{ path: '/r', element: <RoutePlanningPage /> }], '/r');
  return stub;
}

beforeEach(() => localStorage.clear());

describe('RoutePlanningPage (doc 4 §2, §4, §5)', () => {
  it('shows the delivery orders of the day by default, with the count and the map markers', async () => {
    renderPage([order(1), order(2), order(3, { tipo: 'BALCAO' })]);
    expect(await screen.findByText('Crie rotas e gerencie rotas - (2) pedidos')).toBeInTheDocument();
    expect(screen.getByTestId('marker-1')).toBeInTheDocument();
    expect(screen.queryByTestId('marker-3')).not.toBeInTheDocument();
    expect(screen.getByText('Nenhum despacho realizado')).toBeInTheDocument();
    // One 'Pedidos' panel, wherever the screen puts it.
    expect(screen.getAllByTestId('routing-panel')).toHaveLength(1);
  });

  it('draws no map, and asks no tile, before the map configuration says where the tiles come from', async () => {
    const config = deferred<Response>();
    renderPage([order(1)], { '/api-v2/roteirizacao/mapa': () => config.promise });
    expect(await screen.findByText('Crie rotas e gerencie rotas - (1) pedidos')).toBeInTheDocument();
    expect(screen.queryByTestId('marker-1')).not.toBeInTheDocument();
    config.resolve(
      jsonResponse(200, {
        tileUrl: '/sandbox/tiles/{z}/{x}/{y}.png',
        attribution: 'x',
        empresa: null,
        chaveAusente: false,
      }),
    );
    expect(await screen.findByTestId('marker-1')).toBeInTheDocument();
  });

  it('keeps the filters in the browser: a stored situation filter applies on load', async () => {
    localStorage.setItem(ROUTE_FILTERS_KEY, JSON.stringify({ tipo: 'DELIVERY', situacoes: ['ENVIADO'] }));
    renderPage([order(1), order(2, { situacao: 'ENVIADO' })]);
    expect(await screen.findByText('Crie rotas e gerencie rotas - (1) pedidos')).toBeInTheDocument();
    expect(screen.getByTestId('marker-2')).toBeInTheDocument();
  });

  it('refuses a sent order and an order already in a route waiting pickup, with the spec message', async () => {
    renderPage([
      order(1, { situacao: 'ENVIADO' }),
      order(2, { situacao: 'AGUARDANDO_RETIRADA', agrupadorDespacho: 'g' }),
    ]);
    await userEvent.click(await screen.findByTestId('marker-1'));
    expect(
      await screen.findByText('Não é possível criar uma nova rota para um pedido que já foi despachado.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('routing-create')).toHaveTextContent('Criar rota (0)');
  });

  it("selects on the map, 'Criar rota' plans the stops with ETAs, the courier by barcode, and 'Criar Rota' creates the route in the order shown", async () => {
    const stub = renderPage([order(1), order(2), order(3)], {
      [PLAN]: (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { pedidoIds: number[]; otimizar: boolean };
        // The optimizer answers the reverse order; by hand (otimizar false) the order given.
        return jsonResponse(200, plan(body.otimizar ? [...body.pedidoIds].reverse() : body.pedidoIds));
      },
      [ROUTES]: () => jsonResponse(200, { agrupadorDespacho: 'g1', pessoa: null, paradas: [] }),
    });
    await userEvent.click(await screen.findByTestId('marker-1'));
    await userEvent.click(screen.getByTestId('marker-3'));
    expect(screen.getByTestId('routing-tab-selected')).toHaveTextContent('Selecionados (2)');
    await userEvent.click(screen.getByTestId('routing-create'));

    const draft = await screen.findByTestId('routing-draft-1');
    expect(within(draft).getByText('Nova rota')).toBeInTheDocument();
    await waitFor(() => expect(within(draft).getByTestId('routing-eta-3')).toHaveTextContent('10 min'));
    expect(within(draft).getByTestId('routing-eta-1')).toHaveTextContent('20 min');
    expect(JSON.parse(String(stub.callsTo(PLAN)[0]![1]!.body))).toEqual({ pedidoIds: [1, 3], otimizar: true });
    const stops = within(draft)
      .getAllByTestId(/^routing-stop-/)
      .map((el) => el.dataset.testid);
    expect(stops).toEqual(['routing-stop-3', 'routing-stop-1']);

    // By hand: order 1 up → planned again as given.
    await userEvent.click(within(within(draft).getByTestId('routing-stop-1')).getByLabelText('Subir parada'));
    await waitFor(() => expect(stub.callsTo(PLAN)).toHaveLength(2));
    expect(JSON.parse(String(stub.callsTo(PLAN)[1]![1]!.body))).toEqual({ pedidoIds: [1, 3], otimizar: false });

    await userEvent.click(within(draft).getByTestId('routing-draft-confirm-1'));
    expect(
      await screen.findByText(
        'Não há nenhum entregador selecionado. Escolha um entregador para realizar essa operação.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(draft).getByTestId('routing-draft-1-barcode'), `${courierBarcode(7)}{Enter}`);
    expect(await screen.findByText('Entregador JOAO MOTO selecionado.')).toBeInTheDocument();
    await userEvent.click(within(draft).getByTestId('routing-draft-confirm-1'));
    await waitFor(() => expect(stub.callsTo(ROUTES)).toHaveLength(1));
    const [, init] = stub.callsTo(ROUTES)[0]!;
    expect(init?.method).toBe('POST');
    // Moved by hand: the route keeps the order shown (the server computes the ETAs from it), never the browser's ETAs.
    expect(JSON.parse(String(init?.body))).toEqual({ pedidoIds: [1, 3], otimizar: false, idDeliveryMan: 7 });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(stub.callsTo(DISPATCH)).toHaveLength(0);
    expect(await screen.findByText('Situações dos pedidos selecionados alteradas com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('routing-draft-1')).not.toBeInTheDocument());
  });

  it("a draft left in the optimizer's order asks the server to optimize it again on 'Criar Rota'", async () => {
    const stub = renderPage([order(1), order(2)], {
      [PLAN]: (_url, init) =>
        jsonResponse(200, plan([...(JSON.parse(String(init?.body)) as { pedidoIds: number[] }).pedidoIds].reverse())),
      [ROUTES]: () =>
        jsonResponse(422, { errorMessage: 'Não é possível criar uma nova rota para um pedido que já foi despachado.' }),
    });
    await userEvent.click(await screen.findByTestId('marker-1'));
    await userEvent.click(screen.getByTestId('marker-2'));
    await userEvent.click(screen.getByTestId('routing-create'));
    const draft = await screen.findByTestId('routing-draft-1');
    await waitFor(() => expect(within(draft).getByTestId('routing-eta-2')).toBeInTheDocument());
    await userEvent.type(within(draft).getByTestId('routing-draft-1-barcode'), `${courierBarcode(7)}{Enter}`);
    await userEvent.click(within(draft).getByTestId('routing-draft-confirm-1'));
    await waitFor(() => expect(stub.callsTo(ROUTES)).toHaveLength(1));
    expect(JSON.parse(String(stub.callsTo(ROUTES)[0]![1]!.body))).toEqual({
      pedidoIds: [2, 1],
      otimizar: true,
      idDeliveryMan: 7,
    });
    // Refused: the server's message, and the draft stays.
    expect(
      await screen.findByText('Não é possível criar uma nova rota para um pedido que já foi despachado.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('routing-draft-1')).toBeInTheDocument();
  });

  it("a route card lists its stops in the stored order with HH:mm ETAs; 'Otimizar rota' and removing a stop edit it", async () => {
    const courier = { id: 7, nome: 'JOAO MOTO' };
    const stop = (posicao: number, hh: number, mm: number) => ({
      posicao,
      partida: new Date(2026, 11, 3, 19, 0).toISOString(),
      chegada: new Date(2026, 11, 3, hh, mm).toISOString(),
      chegadaSegundos: 60,
      distanciaMetros: 100,
      otimizada: true,
    });
    const waiting = { situacao: 'AGUARDANDO_RETIRADA' as const, agrupadorDespacho: 'ga', pessoaEntregador: courier };
    const stub = renderPage(
      [
        order(1, { ...waiting, paradaRota: stop(3, 19, 41) }),
        order(2, { ...waiting, paradaRota: stop(1, 19, 8) }),
        order(3, { ...waiting, paradaRota: stop(2, 19, 22) }),
      ],
      { [`${ROUTES}/ga`]: () => jsonResponse(200, { agrupadorDespacho: 'ga', pessoa: courier, paradas: [] }) },
    );
    const card = await screen.findByTestId('routing-route-ga');
    await userEvent.click(within(card).getByTestId('routing-route-more-ga'));
    const stops = within(card).getAllByTestId(/^routing-route-stop-/);
    expect(stops.map((el) => el.dataset.testid)).toEqual([
      'routing-route-stop-2',
      'routing-route-stop-3',
      'routing-route-stop-1',
    ]);
    expect(stops[0]).toHaveTextContent(/^1\. #2 CLIENTE 2/);
    expect(within(card).getByTestId('routing-route-eta-2')).toHaveTextContent('Previsão 19:08');
    expect(within(card).getByTestId('routing-route-eta-1')).toHaveTextContent('Previsão 19:41');

    await userEvent.click(within(card).getByTestId('routing-route-optimize-ga'));
    await waitFor(() => expect(stub.callsTo(`${ROUTES}/ga`)).toHaveLength(1));
    const [, optimize] = stub.callsTo(`${ROUTES}/ga`)[0]!;
    expect(optimize?.method).toBe('PUT');
    expect(JSON.parse(String(optimize?.body))).toEqual({ pedidoIds: [2, 3, 1], otimizar: true });
    expect(await screen.findByText('Rota atualizada.')).toBeInTheDocument();

    await userEvent.click(within(card).getByTestId('routing-route-remove-3'));
    await waitFor(() => expect(stub.callsTo(`${ROUTES}/ga`)).toHaveLength(2));
    expect(JSON.parse(String(stub.callsTo(`${ROUTES}/ga`)[1]![1]!.body))).toEqual({
      pedidoIds: [2, 1],
      otimizar: false,
    });
  });

  it('without the planning service the draft keeps the picking order and shows no ETA', async () => {
    renderPage([order(1), order(2)], { [PLAN]: () => jsonResponse(500, { errorMessage: 'fora' }) });
    await userEvent.click(await screen.findByTestId('marker-2'));
    await userEvent.click(screen.getByTestId('marker-1'));
    await userEvent.click(screen.getByTestId('routing-create'));
    const draft = await screen.findByTestId('routing-draft-2');
    expect(
      within(draft)
        .getAllByTestId(/^routing-stop-/)
        .map((el) => el.dataset.testid),
    ).toEqual(['routing-stop-2', 'routing-stop-1']);
    expect(within(draft).queryByTestId(/^routing-eta-/)).not.toBeInTheDocument();
  });

  it("'Cancelar' returns the orders to the list; reopening returns them to the selection", async () => {
    renderPage([order(1), order(2)], { [PLAN]: () => jsonResponse(200, plan([1, 2])) });
    await userEvent.click(await screen.findByTestId('routing-select-all'));
    await userEvent.click(screen.getByTestId('routing-create'));
    await screen.findByTestId('routing-draft-1');
    expect(screen.getByTestId('routing-tab-all')).toHaveTextContent('Todos (0)');
    await userEvent.click(screen.getByTestId('routing-draft-reopen-1'));
    expect(screen.queryByTestId('routing-draft-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('routing-create')).toHaveTextContent('Criar rota (2)');
    await userEvent.click(screen.getByTestId('routing-create'));
    await userEvent.click(await screen.findByTestId('routing-draft-cancel-1'));
    expect(screen.getByTestId('routing-tab-all')).toHaveTextContent('Todos (2)');
    expect(screen.getByTestId('routing-create')).toHaveTextContent('Criar rota (0)');
  });

  it('blocks a route with an incomplete address, naming the count', async () => {
    const bad = order(2);
    (bad.iFoodOrder as Record<string, unknown>).deliveryAddress = { ...address, city: '' };
    renderPage([order(1), bad]);
    await userEvent.click(await screen.findByTestId('routing-select-all'));
    await userEvent.click(screen.getByTestId('routing-create'));
    expect(
      await screen.findByText(
        'Há 1 endereço(s) incorreto(s). É necessário corrigir na listagem dos pedidos para que a rota seja criada',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('routing-draft-1')).not.toBeInTheDocument();
  });

  it('geocodes the orders without a point through the server in one batch; one it cannot place blocks the route', async () => {
    const GEOCODE = '/api-v2/roteirizacao/geocodificar';
    const unplaced = { latitude: null, longitude: null } as Partial<TOrder>;
    let geocoded = false;
    const located = () => {
      const found = order(3);
      return geocoded ? found : order(3, unplaced);
    };
    const stub = renderPage([], {
      [LIST]: () =>
        jsonResponse(200, [{ pessoa: { id: -1, nome: '' }, pedidos: [order(1), order(2, unplaced), located()] }]),
      [GEOCODE]: () => {
        geocoded = true;
        return jsonResponse(200, [
          { id: 2, lat: null, lng: null, erro: 'Endereço não encontrado no mapa.' },
          { id: 3, lat: -23.55, lng: -46.63, erro: null },
        ]);
      },
    });
    // The found one gets its marker once the list refetches; the other stays without one.
    expect(await screen.findByTestId('marker-3')).toBeInTheDocument();
    expect(screen.queryByTestId('marker-2')).not.toBeInTheDocument();
    expect(stub.callsTo(GEOCODE)).toHaveLength(1);
    expect(JSON.parse(String(stub.callsTo(GEOCODE)[0]![1]!.body))).toEqual({ ids: [2, 3] });
    await userEvent.click(screen.getByTestId('routing-select-all'));
    await userEvent.click(screen.getByTestId('routing-create'));
    expect(
      await screen.findByText(
        'Há 1 endereço(s) incorreto(s). É necessário corrigir na listagem dos pedidos para que a rota seja criada',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('routing-draft-1')).not.toBeInTheDocument();
    // A refetch does not ask again for the same address.
    expect(stub.callsTo(GEOCODE)).toHaveLength(1);
  });

  it('select-all is refused when an ineligible order is listed', async () => {
    renderPage([order(1), order(2, { situacao: 'ENVIADO' })]);
    await userEvent.click(await screen.findByTestId('routing-select-all'));
    expect(
      await screen.findByText('Não é possível criar uma nova rota para um pedido que já foi despachado.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('routing-create')).toHaveTextContent('Criar rota (0)');
  });

  it("route cards: 'Despachar' on a waiting route, sent routes offer 'Marcar como entregue'; delivered ones are under 'Entregues'", async () => {
    const courier = { id: 7, nome: 'JOAO MOTO' };
    const stub = renderPage(
      [
        order(1, { situacao: 'AGUARDANDO_RETIRADA', agrupadorDespacho: 'ga', pessoaEntregador: courier }),
        order(2, { situacao: 'AGUARDANDO_RETIRADA', agrupadorDespacho: 'ga', pessoaEntregador: courier }),
        order(3, { situacao: 'ENVIADO', agrupadorDespacho: 'gb', pessoaEntregador: courier }),
        order(4, { situacao: 'ENTREGUE', agrupadorDespacho: 'gc', pessoaEntregador: courier }),
      ],
      { [DISPATCH]: () => jsonResponse(200, [order(1), order(2)]) },
    );
    const waiting = await screen.findByTestId('routing-route-ga');
    expect(within(waiting).getByText('JOAO MOTO')).toBeInTheDocument();
    expect(within(waiting).getByTestId('routing-route-chip-ga-AGUARDANDO_RETIRADA')).toHaveTextContent(
      'Aguardando retirada: 2',
    );
    expect(within(screen.getByTestId('routing-route-gb')).getByTestId('routing-route-advance-gb')).toHaveTextContent(
      'Marcar como entregue',
    );
    expect(screen.getByTestId('marker-1').dataset.color).toBe('#7b1fa2');
    // 'Despachar': the waiting orders → ENVIADO in one call, same courier and group.
    await userEvent.click(within(waiting).getByTestId('routing-route-advance-ga'));
    await waitFor(() => expect(stub.callsTo(DISPATCH)).toHaveLength(1));
    expect(stub.callsTo(DISPATCH)[0]![0]).toBe(`${DISPATCH}1,2/ENVIADO?idDeliveryMan=7&idDespacho=ga`);
    expect(screen.queryByTestId('routing-route-gc')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('routing-tab-delivered'));
    expect(await screen.findByTestId('routing-route-gc')).toBeInTheDocument();
  });
});
