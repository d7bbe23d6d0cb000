import { ROLES } from '@brasa/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { playRing } from '../../../shared/sound/play-ring';
import { installFakeRealtime, type FakeRealtime } from '../../../test/fake-realtime';
import { stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import type { KdsEntry } from '../model/kds-entry';
import { makeKdsEntry } from '../test-utils/make-kds-entry';
import { KdsPage } from './kds-page';

vi.mock('../../../shared/sound/play-ring', () => ({ playRing: vi.fn() }));

const UNIT = '8c7f3d0e-8d4b-4a49-9f0e-0d1f3c2b1a00';
let realtime: FakeRealtime;

function renderKds(entries: KdsEntry[], routes: Record<string, RouteHandler> = {}, printServer = '') {
  sessionStore.start('jwt', makeProfile({ roles: [ROLES.ROLE_UTILIZA_KDS] }));
  const stub = stubFetchRoutes({
    '/api-v2/codigoGenerico/chave/': (url) =>
      jsonResponse(
        200,
        url.includes('URL_SERVIDOR_IMPRESSAO')
          ? [{ chave: 'URL_SERVIDOR_IMPRESSAO', codigo: printServer, valorString: 'Endereço do servidor de impressão' }]
          : [{ chave: 'TIPO_NOTIFICACAO_PRODUTO', codigo: 'NN,COZINHA,BAR', valorString: '' }],
      ),
    [`${printServer}/api/kds/listAllByDate`]: () => jsonResponse(200, entries),
    [`${printServer}/api/localImpressao/list/`]: () => jsonResponse(200, [{ chave: 'COZINHA', descricao: 'Cozinha' }]),
    [`${printServer}/api/kds/updateItemStatus`]: (_url, init) => jsonResponse(200, JSON.parse(String(init?.body))),
    ...routes,
  });
  renderRoutes([{ path: '/kds', element: <KdsPage /> }], '/kds');
  return stub;
}

beforeEach(() => {
  realtime = installFakeRealtime();
  localStorage.clear();
  vi.mocked(playRing).mockClear();
});

describe('KdsPage (doc 3 §2.5, §3, §4.1)', () => {
  it("shows 'Nenhum pedido encontrado' and 'Só aguardar!' with no entries", async () => {
    renderKds([]);
    const empty = await screen.findByTestId('kds-empty');
    expect(empty).toHaveTextContent('Nenhum pedido encontrado');
    expect(empty).toHaveTextContent('Só aguardar!');
  });

  it('asks the print server at URL_SERVIDOR_IMPRESSAO with the token, the unit and the window headers', async () => {
    const stub = renderKds([makeKdsEntry()], {}, 'http://impressao.local:9000');
    await screen.findByTestId('kds-card-pedido-100');
    const [url, init] = stub.callsTo('http://impressao.local:9000/api/kds/listAllByDate')[0]!;
    expect(url).toContain('limit=1000');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer jwt');
    expect(headers.unidadeuuid).toBe(UNIT);
    expect(headers.datainicio).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('draws the card: number, type, customer, complement, observation, delivery address, items, sub-items, waiter', async () => {
    renderKds([
      makeKdsEntry({
        pedidoKds: {
          id: 5,
          sequencia: 42,
          tipoPedido: 'DELIVERY',
          operacao: 'TAKEOUT',
          agendado: true,
          pessoaCliente: { nome: 'Joana Silva' },
          complementoIdentificador: 'Mesa da janela',
          observacao: 'Cliente alérgico',
        },
        deliveryAddress: { neighborhood: 'Pinheiros', formatedAdress: 'Rua dos Pinheiros, 100' },
        item: {
          descricao: 'Feijoada',
          quantidade: 2,
          observacao: 'sem torresmo',
          pessoaVendedor: { nome: 'Gabriel Garçom' },
          subItemKDS: [{ quantidade: 1, descricao: 'Farofa', observacao: null }],
        },
      }),
    ]);
    const card = await screen.findByTestId('kds-card-pedido-5');
    for (const text of [
      '#42',
      'Delivery',
      'Retirada',
      'AGENDADO',
      'Joana Silva',
      'Mesa da janela',
      'Pinheiros',
      'Rua dos Pinheiros, 100',
      'Obs. Cliente alérgico',
      '2× Feijoada',
      '+ 1× Farofa',
      'Obs. sem torresmo',
      'Garçom: Gabriel Garçom',
    ])
      expect(card).toHaveTextContent(text);
  });

  it('moves an item forward and back, disables the last step, and shows a cancelled item struck through with its reason', async () => {
    const pending = makeKdsEntry({ id: 1001 });
    const dispatched = makeKdsEntry({ id: 1002, item: { status: 'DESPACHADO' } });
    const cancelled = makeKdsEntry({
      id: 1003,
      item: { status: 'CANCELADO', justificativaCancelamento: 'Cliente desistiu' },
    });
    localStorage.setItem(
      'brasa.kds.settings.' + UNIT,
      JSON.stringify({ exibir: ['PENDENTE', 'INICIADO', 'DESPACHADO', 'CANCELADO'] }),
    );
    const stub = renderKds([pending, dispatched, cancelled]);
    await screen.findByTestId('kds-item-1001');
    expect(screen.getByTestId('kds-item-forward-1002')).toBeDisabled();
    expect(screen.getByTestId('kds-item-name-1003')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByTestId('kds-item-reason-1003')).toHaveTextContent('Cancelado: Cliente desistiu');

    await userEvent.click(screen.getByTestId('kds-item-forward-1001'));
    await waitFor(() => expect(screen.getByTestId('kds-item-1001')).toHaveAttribute('data-status', 'INICIADO'));
    const body = JSON.parse(String(stub.callsTo('/api/kds/updateItemStatus')[0]![1]!.body)) as KdsEntry[];
    expect(body.map((entry) => [entry.id, entry.item.status])).toEqual([[1001, 'INICIADO']]);

    await userEvent.click(screen.getByTestId('kds-item-back-1001'));
    await waitFor(() => expect(screen.getByTestId('kds-item-1001')).toHaveAttribute('data-status', 'PENDENTE'));

    await userEvent.click(screen.getByTestId('kds-item-forward-1003'));
    await waitFor(() => expect(screen.queryByTestId('kds-item-1003')).not.toBeInTheDocument()); // CANCELAMENTO_ACEITO is not shown
  });

  it("enables 'Iniciar todos' with a PENDENTE item and 'Todos prontos' when all are INICIADO", async () => {
    const a = makeKdsEntry({ id: 1004, item: { status: 'PENDENTE' } });
    const b = makeKdsEntry({ id: 1005, item: { status: 'INICIADO' } });
    const stub = renderKds([a, b]);
    const startAll = await screen.findByTestId('kds-start-all-pedido-100');
    const finishAll = screen.getByTestId('kds-finish-all-pedido-100');
    expect(startAll).toBeEnabled();
    expect(finishAll).toBeDisabled();
    await userEvent.click(startAll);
    await waitFor(() => expect(finishAll).toBeEnabled());
    expect(startAll).toBeDisabled();
    const [startUrl, startInit] = stub.callsTo('/api/kds/updateItemStatus')[0]!;
    expect(startUrl).toContain('acao=INICIAR_TODOS');
    const started = JSON.parse(String(startInit!.body)) as KdsEntry[];
    expect(started.map((entry) => [entry.id, entry.item.status])).toEqual([
      [1004, 'INICIADO'],
      [1005, 'INICIADO'],
    ]);
    await userEvent.click(finishAll);
    await waitFor(() => expect(screen.getByTestId('kds-item-1004')).toHaveAttribute('data-status', 'CONCLUIDO'));
    expect(screen.getByTestId('kds-item-1005')).toHaveAttribute('data-status', 'CONCLUIDO');
  });

  it('keeps the settings per terminal and unit in localStorage', async () => {
    renderKds([makeKdsEntry({ id: 1006 }), makeKdsEntry({ id: 1007, pedidoKds: { id: 101 } })]);
    await screen.findByTestId('kds-card-pedido-100');
    await userEvent.click(screen.getByTestId('kds-settings-button'));
    const panel = await screen.findByTestId('kds-settings');
    await userEvent.click(within(panel).getByRole('button', { name: 'Individual' }));
    await userEvent.click(within(panel).getByTestId('kds-settings-sound'));
    const stored = JSON.parse(localStorage.getItem('brasa.kds.settings.' + UNIT)!) as Record<string, unknown>;
    expect(stored).toMatchObject({ agrupamento: 'INDIVIDUAL', avisoSonoro: false });
    expect(screen.getByTestId('kds-card-1006')).toBeInTheDocument();
    expect(screen.queryByTestId('kds-start-all-1006')).not.toBeInTheDocument();
  });

  it("asks for a print location when printing is ATIVO without one ('Configure um local de impressão …')", async () => {
    const item = makeKdsEntry({ id: 1008, item: { status: 'INICIADO', codigoReferencial: 'ref-A' } });
    localStorage.setItem('brasa.kds.settings.' + UNIT, JSON.stringify({ impressao: 'ATIVO' }));
    const print = vi.fn(() => jsonResponse(200, [{ result: 'SUCCESS' }]));
    renderKds([item], { '/api-v2/impressaoAPI/enviarImpressaoKds': print });
    await userEvent.click(await screen.findByTestId('kds-item-forward-1008'));
    expect(
      await screen.findByText('Configure um local de impressão clicando no canto superior direito'),
    ).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });

  it('sends the finished item to its print location when printing is ATIVO, once (dispatching prints nothing)', async () => {
    const item = makeKdsEntry({ id: 1009, item: { status: 'INICIADO', codigoReferencial: 'ref-B' } });
    localStorage.setItem(
      'brasa.kds.settings.' + UNIT,
      JSON.stringify({ impressao: 'ATIVO', localDeImpressao: 'COZINHA' }),
    );
    const stub = renderKds([item], {
      '/api-v2/impressaoAPI/enviarImpressaoKds': () => jsonResponse(200, [{ result: 'SUCCESS' }]),
    });
    await userEvent.click(await screen.findByTestId('kds-item-forward-1009'));
    await waitFor(() => expect(stub.callsTo('/api-v2/impressaoAPI/enviarImpressaoKds')).toHaveLength(1));
    const [url, init] = stub.callsTo('/api-v2/impressaoAPI/enviarImpressaoKds')[0]!;
    expect(url).toContain('localImpressao=COZINHA');
    expect(JSON.parse(String(init!.body))).toEqual({ id: 100, items: [{ referenceCode: 'ref-B' }] });
    // Dispatching the finished item prints nothing more.
    await userEvent.click(screen.getByTestId('kds-item-forward-1009'));
    await waitFor(() => expect(stub.callsTo('/api/kds/updateItemStatus')).toHaveLength(2));
    expect(stub.callsTo('/api-v2/impressaoAPI/enviarImpressaoKds')).toHaveLength(1);
  });

  it('a 409 refetches the list and says so', async () => {
    let round = 0;
    const entry = makeKdsEntry({ id: 1010 });
    const stub = renderKds([], {
      '/api/kds/listAllByDate': () =>
        jsonResponse(
          200,
          round++ === 0 ? [entry] : [{ ...entry, version: 5, item: { ...entry.item, status: 'CONCLUIDO' } }],
        ),
      '/api/kds/updateItemStatus': () =>
        jsonResponse(409, { errorMessage: 'Versão desatualizada', code: 'VERSION_CONFLICT' }),
    });
    await userEvent.click(await screen.findByTestId('kds-item-forward-1010'));
    expect(
      await screen.findByText('Este item foi alterado em outra tela. A lista foi atualizada.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('kds-item-1010')).toHaveAttribute('data-status', 'CONCLUIDO'));
    expect(stub.callsTo('/api/kds/listAllByDate')).toHaveLength(2);
  });

  it('a 409 with the current entries puts them in place without a refetch', async () => {
    const entry = makeKdsEntry({ id: 1020 });
    const current = { ...entry, version: 4, item: { ...entry.item, status: 'INICIADO' as const } };
    const stub = renderKds([entry], {
      '/api/kds/updateItemStatus': () =>
        jsonResponse(409, {
          errorMessage: 'O item foi alterado em outro terminal. Atualize e tente novamente.',
          code: 'KDS_VERSION_CONFLICT',
          entry: current,
          entries: [current],
        }),
    });
    await userEvent.click(await screen.findByTestId('kds-item-forward-1020'));
    expect(
      await screen.findByText('Este item foi alterado em outra tela. A lista foi atualizada.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('kds-item-1020')).toHaveAttribute('data-status', 'INICIADO'));
    expect(stub.callsTo('/api/kds/listAllByDate')).toHaveLength(1);
  });

  it('adds and updates entries from the socket, rings ring02 / ring03 per avisoSonoro, and refetches after a reconnection', async () => {
    const first = makeKdsEntry({ id: 1011 });
    const stub = renderKds([first]);
    await screen.findByTestId('kds-item-1011');
    act(() => realtime.connect());

    const added = makeKdsEntry({ id: 1012, pedidoKds: { id: 300 }, item: { descricao: 'Pão de queijo' } });
    act(() => realtime.pushKds('createItemKds', [added]));
    expect(await screen.findByTestId('kds-item-1012')).toHaveTextContent('Pão de queijo');
    expect(playRing).toHaveBeenLastCalledWith('ring02');

    act(() =>
      realtime.pushKds('updateItemStatus', { ...first, version: 2, item: { ...first.item, status: 'CANCELADO' } }),
    );
    await waitFor(() => expect(screen.getByTestId('kds-item-1011')).toHaveAttribute('data-status', 'CANCELADO'));
    expect(playRing).toHaveBeenLastCalledWith('ring03');

    act(() => {
      realtime.drop();
      realtime.connect();
    });
    await waitFor(() => expect(stub.callsTo('/api/kds/listAllByDate')).toHaveLength(2));
  });

  it("does not ring for an item of another place (a bar item on the kitchen's screen)", async () => {
    localStorage.setItem('brasa.kds.settings.' + UNIT, JSON.stringify({ locais: ['COZINHA'] }));
    renderKds([]);
    await screen.findByTestId('kds-empty');
    act(() => realtime.pushKds('createItemKds', makeKdsEntry({ id: 1013, item: { localNotificacao: 'BAR' } })));
    act(() =>
      realtime.pushKds(
        'createItemKds',
        makeKdsEntry({ id: 1014, item: { localNotificacao: 'BAR', status: 'CANCELADO' } }),
      ),
    );
    expect(playRing).not.toHaveBeenCalled();
    expect(screen.queryByTestId('kds-item-1013')).not.toBeInTheDocument();
    act(() => realtime.pushKds('createItemKds', makeKdsEntry({ id: 1015 })));
    await screen.findByTestId('kds-item-1015');
    expect(playRing).toHaveBeenCalledWith('ring02');
  });

  it('stays quiet when avisoSonoro is off', async () => {
    localStorage.setItem('brasa.kds.settings.' + UNIT, JSON.stringify({ avisoSonoro: false }));
    renderKds([]);
    await screen.findByTestId('kds-empty');
    act(() => realtime.pushKds('createItemKds', makeKdsEntry({ id: 1016 })));
    await screen.findByTestId('kds-item-1016');
    expect(playRing).not.toHaveBeenCalled();
  });

  it('filters by name', async () => {
    renderKds([
      makeKdsEntry({ id: 1017, item: { descricao: 'Caipirinha' }, pedidoKds: { id: 1 } }),
      makeKdsEntry({ id: 1018, item: { descricao: 'Feijão' }, pedidoKds: { id: 2 } }),
    ]);
    await screen.findByTestId('kds-item-1017');
    await userEvent.type(screen.getByTestId('kds-search'), 'feijao');
    await waitFor(() => expect(screen.queryByTestId('kds-item-1017')).not.toBeInTheDocument());
    expect(screen.getByTestId('kds-item-1018')).toBeInTheDocument();
  });
});
