import type { TOrder } from '@brasa/contracts';
import { ROLES } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectivityStore } from '../../../shared/connectivity/connectivity-store';
import { sessionStore } from '../../../shared/session/session-store';
import { installFakeRealtime, type FakeRealtime } from '../../../test/fake-realtime';
import { stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import type { Identifier } from '../model/identifier-cards';
import { TabsBoardPage } from './tabs-board-page';

const ident = (tipo: 'COMANDA' | 'MESA', n: number, status: 'NORMAL' | 'BLOQUEADO' = 'NORMAL'): Identifier => ({
  id: n + (tipo === 'MESA' ? 100 : 0),
  tipo,
  identificador: String(n),
  status,
  ativo: true,
  pessoa: null,
});
const IDENTIFIERS = [
  ...[1, 2, 12, 13].map((n) => ident('COMANDA', n)),
  ident('COMANDA', 50, 'BLOQUEADO'),
  ...[5, 6].map((n) => ident('MESA', n)),
];
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const tab = (n: string, extra: Partial<TOrder> = {}) =>
  makeOrder({
    tipo: 'COMANDA',
    identificadorPrincipal: n,
    dataPedido: minutesAgo(25),
    createdAt: minutesAgo(25),
    totalPedido: 40,
    ...extra,
  });

let realtime: FakeRealtime;

function renderTabs(
  orders: TOrder[],
  options: { model?: string; roles?: string[]; routes?: Record<string, RouteHandler> } = {},
) {
  const profile = makeProfile(options.roles ? { roles: options.roles as never } : {});
  sessionStore.start('jwt', profile);
  const stub = stubFetchRoutes({
    '/api-v2/parametro/tipo/': () =>
      jsonResponse(200, [
        { chave: 'MODELO_IDENTIFICADOR_PRINCIPAL', valorString: options.model ?? 'COMANDA' },
        { chave: 'UTILIZA_TAXA_SERVICO', valorString: 'S' },
        { chave: 'PERCENTUAL_TAXA_SERVICO', valorString: '10' },
      ]),
    '/api-v2/identificador/tipo/': () => jsonResponse(200, IDENTIFIERS),
    '/api-v2/pedidoIntegracao/listByTipo': () => jsonResponse(200, orders),
    ...options.routes,
  });
  renderRoutes([{ path: '/pedidosIdentificador', element: <TabsBoardPage /> }], '/pedidosIdentificador');
  return stub;
}

beforeEach(() => {
  realtime = installFakeRealtime();
  connectivityStore.setBrowserOnline(true);
  connectivityStore.setServerReachable(true);
  localStorage.clear();
});

describe('TabsBoardPage (doc 3 §2.3)', () => {
  it("labels the main tab by the model, adds 'Mesas' only for COMANDA, shows BLOQUEADA, age and other open orders", async () => {
    renderTabs([tab('12'), makeOrder({ tipo: 'MESA', identificadorPrincipal: '5', dataPedido: minutesAgo(90) })]);
    const card = await screen.findByTestId('tab-card-COMANDA-12');
    await waitFor(() => expect(card).toHaveTextContent('R$ 40,00'));
    expect(screen.getByTestId('tabs-main-tab')).toHaveTextContent('Comandas');
    expect(screen.getByTestId('tabs-tables-tab')).toHaveTextContent('Mesas');
    expect(screen.getByTestId('tab-card-COMANDA-50')).toHaveTextContent('BLOQUEADA');
    expect(screen.queryByTestId('tabs-totals')).not.toBeInTheDocument();
    expect(screen.getByTestId('tab-card-age-12')).toHaveTextContent('25m');
    const other = screen.getByTestId('tabs-other');
    expect(other).toHaveTextContent('Outros pedidos abertos');
    expect(within(other).getByTestId('tab-card-age-5')).toHaveTextContent('1h');
    // sorted by number by default: 1, 2, 12, 13, 50
    const numbers = within(screen.getByTestId('tabs-grid'))
      .getAllByTestId(/^tab-card-COMANDA-\d+$/)
      .map((el) => el.getAttribute('data-testid'));
    expect(numbers).toEqual(['1', '2', '12', '13', '50'].map((n) => `tab-card-COMANDA-${n}`));
  });

  it("with model MESA shows no second tab, and 'opens' sorting is remembered", async () => {
    renderTabs([makeOrder({ tipo: 'MESA', identificadorPrincipal: '6' })], { model: 'MESA' });
    await waitFor(() => expect(screen.getByTestId('tabs-main-tab')).toHaveTextContent('Mesas'));
    expect(screen.queryByTestId('tabs-tables-tab')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('tabs-sort'));
    await userEvent.click(screen.getByTestId('tabs-sort-opens'));
    const first = within(screen.getByTestId('tabs-grid')).getAllByTestId(/^tab-card-MESA-\d+$/)[0]!;
    await waitFor(() => expect(first).toHaveAttribute('data-testid', 'tab-card-MESA-6'));
    expect(Object.entries(localStorage).some(([k, v]) => k.includes('tabsSort') && v === '"opens"')).toBe(true);
  });

  it('searches by number with the spec messages and opens the orders of a found tab', async () => {
    renderTabs([tab('12')]);
    await screen.findByTestId('tab-card-COMANDA-12');
    const search = screen.getByTestId('tabs-search');
    await userEvent.type(search, '99{Enter}');
    expect(await screen.findByText('A comanda: 99 não existe.')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '13{Enter}');
    expect(await screen.findByText('Nenhum pedido encontrado para a comanda: 13')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '12{Enter}');
    expect(await screen.findByTestId('identifier-orders-dialog')).toHaveTextContent('Comanda 12');
  });

  it('another terminal’s save shows on the card without reload, and a paid order leaves it', async () => {
    const order = tab('12', { version: 1 });
    const stub = renderTabs([order]);
    await screen.findByTestId('tab-card-total-12');
    realtime.connect();
    // the (re)connection refetches the list once; messages come after it
    await waitFor(() => expect(stub.callsTo('/api-v2/pedidoIntegracao/listByTipo')).toHaveLength(2));
    realtime.push({ type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER', order: { ...order, version: 2, totalPedido: 55 } });
    await waitFor(() => expect(screen.getByTestId('tab-card-total-12')).toHaveTextContent('R$ 55,00'));
    realtime.push({ type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER', order: tab('13', { version: 1 }) });
    expect(await screen.findByTestId('tab-card-total-13')).toBeInTheDocument();
    realtime.push({ type: 'ADD_OR_UPDATE_GENERIC_FROM_ORDER', order: { ...order, version: 3, pago: true } });
    await waitFor(() => expect(screen.queryByTestId('tab-card-total-12')).not.toBeInTheDocument());
  });

  it('offline: checkboxes off, the cached orders listed read-only, a card refuses to load', async () => {
    renderTabs([tab('12', { iFoodOrder: { items: [{ name: 'Chopp', quantity: 2, price: 10 }], payments: [] } })]);
    await screen.findByTestId('tab-card-total-12');
    expect(within(screen.getByTestId('tab-card-check-12')).getByRole('checkbox')).toBeEnabled();
    connectivityStore.setServerReachable(false);
    await waitFor(() => expect(within(screen.getByTestId('tab-card-check-12')).getByRole('checkbox')).toBeDisabled());
    expect(screen.getByTestId('tabs-join-button')).toBeDisabled();
    await userEvent.click(screen.getByTestId('tab-card-COMANDA-12').querySelector('button')!);
    expect(await screen.findByText('Não é possivel carregar a mesa sem estar conectado')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('tabs-offline-button'));
    const dialog = await screen.findByTestId('tabs-offline-dialog');
    await userEvent.click(within(dialog).getByTestId('tabs-offline-dialog-row'));
    expect(within(dialog).getByTestId('offline-detail-item')).toHaveTextContent('Chopp');
  });

  it('shows ticket average and table occupancy only under the totals role', async () => {
    renderTabs([tab('12'), makeOrder({ tipo: 'MESA', identificadorPrincipal: '5', totalPedido: 20 })], {
      roles: [ROLES.ROLE_PDV_COMANDA_MESA, ROLES.ROLE_ESCONDER_SOMATORIOS_PDV_BRASA],
    });
    await waitFor(() => expect(screen.getByTestId('tabs-totals-ticket')).toHaveTextContent('R$ 30,00'));
    // tables 5 and 6: one with orders
    expect(screen.getByTestId('tabs-totals-occupancy')).toHaveTextContent('50%');
  });
});
