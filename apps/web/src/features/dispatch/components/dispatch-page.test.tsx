import { CONFIRM_DISPATCH_BARCODE, ROLES, courierBarcode, orderBarcode } from '@brasa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DetectedCode, ScanDevices } from '../../../shared/camera-scan/scan-devices';
import { sessionStore } from '../../../shared/session/session-store';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { deferred, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { readDispatchLog } from '../model/dispatch-log';
import { DispatchPage } from './dispatch-page';

const ORDER = '/api-v2/pedidoIntegracao/';
const DISPATCH = '/api-v2/pedidoIntegracao/associar-despacho/multiple/';
const COURIERS = [
  { id: 7, nome: 'JOAO MOTO', fone: '11999990000', ativo: true },
  { id: 8, nome: 'ANA BIKE', fone: '11999990001', ativo: true },
];

/** A camera giving one queued frame per read; each read moves the fake clock by 300 ms. */
function fakeCamera() {
  const frames: DetectedCode[][] = [];
  let clock = 0;
  const stream = { getTracks: () => [{ stop: vi.fn() }] } as unknown as MediaStream;
  const detect = vi.fn(async () => {
    clock += 300;
    return frames.shift() ?? [];
  });
  const devices: ScanDevices = { openCamera: vi.fn(async () => stream), createReader: vi.fn(async () => ({ detect })) };
  return {
    devices,
    now: () => clock,
    show: (code: string) => frames.push([{ rawValue: code, format: 'ean_13' }]),
    frames,
  };
}

function renderPage(
  routes: Record<string, RouteHandler> = {},
  limit = '20',
  scan?: { devices: ScanDevices; now: () => number },
) {
  sessionStore.start('jwt', makeProfile({ roles: [ROLES.ROLE_PDV_DESPACHO_ENTREGADORES] }));
  const orders = new Map([
    [12345678, makeOrder({ id: 12345678, situacao: 'CONFIRMADO', totalPedido: 42.5 })],
    [12345679, makeOrder({ id: 12345679, situacao: 'AGUARDANDO_RETIRADA' })],
    [12345680, makeOrder({ id: 12345680, situacao: 'ENVIADO' })],
  ]);
  const stub = stubFetchRoutes({
    '/api-v2/pessoa/entregador': () => jsonResponse(200, COURIERS),
    '/api-v2/codigoGenerico/chave/': () => jsonResponse(200, [{ chave: 'LIMITE_DESPACHO', codigo: limit }]),
    [ORDER]: (url) => {
      const order = orders.get(Number(url.slice(ORDER.length)));
      return order ? jsonResponse(200, order) : jsonResponse(404, { errorMessage: 'Pedido não encontrado.' });
    },
    ...routes,
  });
  renderRoutes([{ path: '/dispatchDeliveryman', element: <DispatchPage scan={scan} /> }], '/dispatchDeliveryman');
  return stub;
}

async function scan(value: string) {
  const input = await screen.findByTestId('dispatch-input');
  await userEvent.type(input, `${value}{Enter}`);
}

describe('DispatchPage (doc 4 §2, §5, §8)', () => {
  it("starts empty: 'Nenhum pedido adicionado'", async () => {
    renderPage();
    expect(await screen.findByText('Nenhum pedido adicionado')).toBeInTheDocument();
  });

  it('adds a looked-up order with its chip, customer and #id - date - total, and removes it', async () => {
    renderPage();
    await scan('12345678');
    const item = await screen.findByTestId('dispatch-item-12345678');
    expect(item).toHaveTextContent('#12345678 - 02/01/2025 12:00 - R$ 42,50');
    expect(readDispatchLog().map((entry) => entry.step)).toEqual(['PEDIDO SELECIONADO']);
    await userEvent.click(within(item).getByTestId('dispatch-remove-12345678'));
    expect(screen.getByText('Nenhum pedido adicionado')).toBeInTheDocument();
  });

  it("reads the order's EAN-13 printed on the ticket (id padded to 12 digits + check digit)", async () => {
    const stub = renderPage();
    await scan(orderBarcode(12345679));
    expect(await screen.findByTestId('dispatch-item-12345679')).toBeInTheDocument();
    expect(stub.callsTo(`${ORDER}12345679`)).toHaveLength(1);
  });

  it('upper-cases what is typed', async () => {
    renderPage();
    const input = await screen.findByTestId('dispatch-input');
    await userEvent.type(input, 'abc');
    expect(input).toHaveValue('ABC');
  });

  it('refuses short values, duplicates and dispatched orders with doc 4 words, without a second lookup', async () => {
    const stub = renderPage();
    await scan('1234567');
    expect(
      await screen.findByText('Não foi possível encontrar um pedido com esse valor informado.'),
    ).toBeInTheDocument();
    await scan('12345678');
    await screen.findByTestId('dispatch-item-12345678');
    await scan('12345678');
    expect(await screen.findByText('Pedido já adicionado à fila de envio.')).toBeInTheDocument();
    expect(stub.callsTo(`${ORDER}12345678`)).toHaveLength(1);
    await scan('12345680');
    expect(
      await screen.findByText('Pedido ID 12345680 não adicionado. Status do pedido: ENVIADO.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('dispatch-item-12345680')).not.toBeInTheDocument();
  });

  it("shows the server's message when the lookup fails", async () => {
    renderPage();
    await scan('99999999');
    expect(await screen.findByText('Pedido não encontrado.')).toBeInTheDocument();
  });

  it('stops at LIMITE_DESPACHO', async () => {
    renderPage({}, '1');
    await scan('12345678');
    await screen.findByTestId('dispatch-item-12345678');
    await scan('12345679');
    expect(
      await screen.findByText('Não é possível adicionar mais pedidos na lista. O limite de pedidos foi alcançado.'),
    ).toBeInTheDocument();
  });

  it("selects a courier by the 99 code: 'Entregador {name} selecionado.'; an unknown code is refused", async () => {
    renderPage();
    await screen.findByText('Nenhum pedido adicionado');
    await waitFor(() => expect(screen.getByTestId('dispatch-courier')).toBeEnabled());
    await scan(courierBarcode(8));
    expect(await screen.findByText('Entregador ANA BIKE selecionado.')).toBeInTheDocument();
    expect(screen.getByTestId('dispatch-courier')).toHaveValue('ANA BIKE');
    await scan(courierBarcode(55));
    expect(
      await screen.findByText('Não foi possível encontrar um entregador com o código informado.'),
    ).toBeInTheDocument();
  });

  it('confirm needs an order, then a courier', async () => {
    renderPage();
    await userEvent.click(await screen.findByTestId('dispatch-confirm'));
    expect(
      await screen.findByText('Não há nenhum item na lista. Insira um pedido para realizar essa operação.'),
    ).toBeInTheDocument();
    await scan('12345678');
    await screen.findByTestId('dispatch-item-12345678');
    fireEvent.keyDown(window, { key: 'F10' });
    expect(
      await screen.findByText(
        'Não há nenhum entregador selecionado. Escolha um entregador para realizar essa operação.',
      ),
    ).toBeInTheDocument();
  });

  it("F10 confirms with 'Confirmando' while sending; all done clears the list with the success message", async () => {
    const answer = deferred<Response>();
    const stub = renderPage({ [DISPATCH]: () => answer.promise });
    await scan('12345678');
    await scan('12345679');
    await screen.findByTestId('dispatch-item-12345679');
    await scan(courierBarcode(7));
    await screen.findByText('Entregador JOAO MOTO selecionado.');
    fireEvent.keyDown(window, { key: 'F10' });
    expect(await screen.findByTestId('dispatch-confirm')).toHaveTextContent('Confirmando');
    const [url, init] = stub.callsTo(DISPATCH)[0]!;
    expect(url).toBe(`${DISPATCH}12345678,12345679/ENVIADO?idDeliveryMan=7`);
    expect(init?.method).toBe('POST');
    answer.resolve(jsonResponse(200, [{ id: 12345678 }, { id: 12345679 }]));
    expect(await screen.findByText('Situações dos pedidos selecionados alteradas com sucesso.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum pedido adicionado')).toBeInTheDocument();
    expect(readDispatchLog().map((entry) => entry.step)).toContain('DESPACHO FINALIZADO');
  });

  it('the 98 confirm code confirms; per-order errors keep the failed order with its badge and the red banner', async () => {
    renderPage({
      [DISPATCH]: () =>
        jsonResponse(200, [
          { id: 12345678 },
          { id: 12345679, err: 'Pedido ID 12345679 não adicionado. Status do pedido: CANCELADO.' },
        ]),
    });
    await scan('12345678');
    await scan('12345679');
    await screen.findByTestId('dispatch-item-12345679');
    await scan(courierBarcode(7));
    await scan(CONFIRM_DISPATCH_BARCODE);
    expect(await screen.findByText('Um ou mais pedidos não foram movidos. Favor verificar.')).toBeInTheDocument();
    expect(screen.queryByTestId('dispatch-item-12345678')).not.toBeInTheDocument();
    expect(screen.getByTestId('dispatch-error-12345679')).toHaveTextContent('CANCELADO');
    const banner = screen.getByTestId('dispatch-error-banner');
    expect(banner).toHaveTextContent(
      'Houve um erro ao se comunicar com o servidor da integração, 1 ou mais pedidos não foram atualizados',
    );
    expect(screen.queryByTestId('dispatch-error-list')).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByTestId('dispatch-error-toggle'));
    const list = await screen.findByTestId('dispatch-error-list');
    expect(within(list).getByText('ID 12345679').tagName).toBe('B');
    expect(within(banner).getByTestId('dispatch-error-toggle')).toHaveTextContent('Mostrar menos');
    expect(readDispatchLog().map((entry) => entry.step)).toContain('ERRO AO DESPACHAR PEDIDOS');
  });

  it("a failed call keeps the list and says 'Falha ao alterar as situações dos pedidos selecionados' (or the server's)", async () => {
    renderPage({ [DISPATCH]: () => jsonResponse(500, {}) });
    await scan('12345678');
    await scan(courierBarcode(7));
    await userEvent.click(screen.getByTestId('dispatch-confirm'));
    expect(await screen.findByText('Falha ao alterar as situações dos pedidos selecionados')).toBeInTheDocument();
    expect(screen.getByTestId('dispatch-item-12345678')).toBeInTheDocument();
  });

  it('drops an order another terminal dispatched (ADD_DISPATCH on the unit room)', async () => {
    const realtime = installFakeRealtime();
    renderPage();
    await scan('12345678');
    await scan('12345679');
    await screen.findByTestId('dispatch-item-12345679');
    realtime.connect();
    realtime.push({
      type: 'ADD_DISPATCH',
      agrupadorDespacho: 'g-1',
      pessoa: { id: 8, nome: 'ANA BIKE' },
      pedidos: [12345678],
    });
    await waitFor(() => expect(screen.queryByTestId('dispatch-item-12345678')).not.toBeInTheDocument());
    expect(screen.getByTestId('dispatch-item-12345679')).toBeInTheDocument();
    expect(
      await screen.findByText('Pedido ID 12345678 despachado em outro terminal para ANA BIKE: retirado da lista.'),
    ).toBeInTheDocument();
  });

  it('the camera reads an order once, ignoring the same code within 1 s, then a courier code', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const camera = fakeCamera();
    // Reads at 300 ms (added), 600 and 900 ms (repeats, ignored), then the courier's code.
    camera.show(orderBarcode(12345678));
    camera.show(orderBarcode(12345678));
    camera.show(orderBarcode(12345678));
    camera.show(courierBarcode(7));
    const stub = renderPage({}, '20', camera);
    await userEvent.click(await screen.findByTestId('dispatch-camera'));
    await screen.findByTestId('camera-scan-dialog');
    // Frames are read every 200 ms of real time; the reading clock is the fake one.
    await waitFor(() => expect(camera.frames).toHaveLength(0), { timeout: 10_000 });
    expect(await screen.findByTestId('dispatch-item-12345678')).toBeInTheDocument();
    expect(await screen.findByText('Entregador JOAO MOTO selecionado.')).toBeInTheDocument();
    // The repeats never reached the input: no second lookup and no duplicate warning.
    expect(stub.callsTo(`${ORDER}12345678`)).toHaveLength(1);
    expect(screen.queryByText('Pedido já adicionado à fila de envio.')).not.toBeInTheDocument();
  });

  it("'Abrir Rotas' opens 'Rotas dos Pedidos'", async () => {
    renderPage();
    await userEvent.click(await screen.findByTestId('dispatch-routes'));
    expect(await screen.findByText('Rotas dos Pedidos')).toBeInTheDocument();
  });
});
