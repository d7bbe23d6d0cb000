import type { THeatMapPedido } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { SalesHeatMapPage } from './sales-heat-map-page';

// Leaflet draws on canvas, which jsdom lacks: the map is replaced by the customers it would show.
vi.mock('./lazy-heat-map-view', () => ({
  LazyHeatMapView: ({ customers, mode }: { customers: { pessoa: { nome: string } }[]; mode: string }) => (
    <div data-testid="map-stub" data-mode={mode}>
      {customers.map((c) => c.pessoa.nome).join('|')}
    </div>
  ),
}));

const SHOP = { lat: -23.5614, lng: -46.6559 };

function sale(id: number, pessoa: Partial<THeatMapPedido['pessoa']> & { id: number }, valor: number): THeatMapPedido {
  return {
    id,
    sequencial: id,
    tipo: 'DELIVERY',
    dataPedido: '2026-10-10T15:00:00.000Z',
    totalPedido: valor,
    pessoa: {
      nome: `CLIENTE ${pessoa.id}`,
      endereco: 'Rua Augusta',
      numero: '10',
      bairro: 'Consolação',
      municipio: { nome: 'São Paulo' },
      estado: { sigla: 'SP' },
      latitude: SHOP.lat + 0.005,
      longitude: SHOP.lng,
      fone: null,
      ...pessoa,
    },
    itens: [{ descricao: 'X-Burger', quantidade: 1, valorTotal: valor }],
    latitude: null,
    longitude: null,
  };
}

/** 150 sales: 148 of a customer ~0.6 km from the shop, one ~11 km away, one without coordinates. */
const SALES: THeatMapPedido[] = [
  ...Array.from({ length: 148 }, (_, i) => sale(i + 1, { id: 1 }, 10)),
  sale(149, { id: 2, latitude: SHOP.lat - 0.1 }, 50),
  sale(150, { id: 3, latitude: null, longitude: null }, 20),
];

function renderPage() {
  sessionStore.start('jwt', makeProfile({ roles: ['ROLE_MAPA_DE_CALOR'] }));
  const stub = stubFetchRoutes({
    '/api-v2/roteirizacao/mapa': () =>
      jsonResponse(200, { tileUrl: 'http://t/{z}/{x}/{y}.png', attribution: '', empresa: SHOP, chaveAusente: false }),
    '/api-v2/pedido/listCountPedidos': () => jsonResponse(200, SALES.length),
    '/api-v2/pedido/listPedidos': (url) => {
      const first = Number(new URL(url, 'http://x').searchParams.get('first'));
      return jsonResponse(200, { total: SALES.length, docs: SALES.slice(first, first + 100) });
    },
  });
  renderRoutes([{ path: '/salesHeatMap', element: <SalesHeatMapPage /> }], '/salesHeatMap');
  return stub;
}

describe('SalesHeatMapPage (doc 3 §2.2)', () => {
  it('fetches the default period page by page and shows the customers and the warning', async () => {
    const stub = renderPage();
    expect(await screen.findByTestId('heat-map-summary')).toHaveTextContent('150 venda(s) de 2 cliente(s) no mapa');
    const pages = stub.callsTo('/api-v2/pedido/listPedidos').map(([url]) => new URL(url, 'http://x').searchParams);
    expect(pages.map((p) => p.get('first'))).toEqual(['0', '100']);
    expect(pages.every((p) => p.get('max') === '100' && p.get('totalCount') === '150')).toBe(true);
    expect(pages[0]!.get('dataInicial')).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(pages[0]!.get('dataFinal')).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(screen.getByTestId('people-without-coordinates')).toHaveTextContent(MSG.pessoasSemCoordenadas(1));
    expect(screen.getByTestId('map-stub')).toHaveTextContent('CLIENTE 1|CLIENTE 2');
  });

  it("counts the orders inside the 3 km circle in 'Raio de Distância'", async () => {
    renderPage();
    await screen.findByTestId('heat-map-summary');
    await userEvent.click(screen.getByRole('button', { name: 'Raio de Distância' }));
    const panel = screen.getByTestId('circle-panel');
    expect(within(panel).getByTestId('circle-radius')).toHaveTextContent('Raio: 3,00 km');
    expect(within(panel).getByTestId('circle-orders')).toHaveTextContent('Total de pedidos: 148');
    expect(within(panel).getByTestId('circle-total').textContent?.replace(/\s/g, ' ')).toBe('Valor total: R$ 1.480,00');
    expect(within(panel).getByTestId('circle-ticket').textContent?.replace(/\s/g, ' ')).toBe('Ticket médio: R$ 10,00');
  });

  it("refuses a search without a period: 'Nenhum período informado.'", async () => {
    const stub = renderPage();
    await screen.findByTestId('heat-map-summary');
    await userEvent.clear(screen.getByLabelText('De'));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MSG.NO_PERIOD)).toBeInTheDocument();
    expect(stub.callsTo('/api-v2/pedido/listCountPedidos')).toHaveLength(1);
  });

  it("lists customers and sales in 'Listagem'", async () => {
    renderPage();
    await screen.findByTestId('heat-map-summary');
    await userEvent.click(screen.getByRole('button', { name: 'Listagem' }));
    const list = await screen.findByTestId('heat-map-customers');
    expect(within(list).getByText('CLIENTE 1')).toBeInTheDocument();
    expect(within(list).getByText('148 pedido(s)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Vendas (150)' }));
    await waitFor(() => expect(screen.getByTestId('heat-map-sales')).toBeInTheDocument());
  });
});
