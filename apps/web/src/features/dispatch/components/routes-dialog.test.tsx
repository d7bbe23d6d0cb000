import type { TOrder } from '@brasa/contracts';
import { ROLES } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { RoutesDialog } from './routes-dialog';

vi.mock('../../../shared/map/lazy-orders-map', () => ({ LazyOrdersMap: () => <div data-testid="fake-map" /> }));

const LIST = '/api-v2/pedidoIntegracao/listPorEntregador';
const MAPA = '/api-v2/roteirizacao/mapa';
const full = { streetName: 'Rua Augusta', streetNumber: '10', neighborhood: 'Consolação', city: 'São Paulo' };

function order(id: number, address: Record<string, string>, over: Partial<TOrder> = {}): TOrder {
  const base = makeOrder({ id, situacao: 'AGUARDANDO_RETIRADA', agrupadorDespacho: 'g1', totalPedido: 42.5, ...over });
  return {
    ...base,
    iFoodOrder: { ...base.iFoodOrder, customer: { name: `CLIENTE ${id}` }, deliveryAddress: address },
  } as TOrder;
}

function renderDialog(orders: TOrder[], routes: Record<string, RouteHandler> = {}) {
  sessionStore.start('jwt', makeProfile({ roles: [ROLES.ROLE_PDV_DESPACHO_ENTREGADORES] }));
  const stub = stubFetchRoutes({
    [LIST]: () => jsonResponse(200, [{ pessoa: { id: 7, nome: 'JOAO MOTO' }, pedidos: orders }]),
    [MAPA]: () =>
      jsonResponse(200, { tileUrl: 'http://t/{z}/{x}/{y}.png', attribution: '', empresa: null, chaveAusente: false }),
    ...routes,
  });
  renderRoutes([{ path: '/d', element: <RoutesDialog onClose={() => {}} /> }], '/d');
  return stub;
}

describe("RoutesDialog 'Rotas dos Pedidos' (doc 4 §2, §4, §5)", () => {
  it("'Nenhum despacho realizado' without dispatch groups", async () => {
    renderDialog([order(1, full, { agrupadorDespacho: null, situacao: 'CONFIRMADO' })]);
    expect(await screen.findByText('Nenhum despacho realizado')).toBeInTheDocument();
  });

  it('one accordion per group with courier and count; the company warning calls atualizarLocalizacao', async () => {
    const courier = { id: 7, nome: 'JOAO MOTO' };
    const located: string[] = [];
    renderDialog([order(1, full, { pessoaEntregador: courier }), order(2, full, { pessoaEntregador: courier })], {
      '/api-v2/sistema/atualizarLocalizacao/': (url) => {
        located.push(url);
        return jsonResponse(200, {});
      },
    });
    const group = await screen.findByTestId('routes-group-g1');
    expect(group).toHaveTextContent('JOAO MOTO');
    expect(group).toHaveTextContent('2 pedido(s)');
    await userEvent.click(await screen.findByTestId('routes-locate'));
    await waitFor(() => expect(located).toHaveLength(1));
    expect(located[0]).toMatch(/^\/api-v2\/sistema\/atualizarLocalizacao\/[0-9a-f-]{36}$/);
  });

  it("'Listagem de clientes e vendas' flags the incomplete address; its form requires the fields and asks before cancelling", async () => {
    const saved: unknown[] = [];
    const bad = order(2, { streetName: 'Rua Augusta', streetNumber: '', neighborhood: '', city: '' });
    renderDialog([order(1, full), bad], {
      '/api-v2/pedidoIntegracao/2': () => jsonResponse(200, bad),
      '/api-v2/pedidoIntegracao': (_url, init) => {
        saved.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, bad);
      },
      '/api-v2/municipio/list': () => jsonResponse(200, []),
    });
    await userEvent.click(
      await screen.findByTestId('routes-group-g1').then((g) => within(g).getByRole('button', { expanded: false })),
    );
    await userEvent.click(await screen.findByTestId('routes-list-g1'));
    const listing = await screen.findByTestId('customers-listing');
    expect(within(listing).getByTestId('listing-row-1')).toHaveTextContent('R$ 42,50');
    expect(within(listing).getByTestId('listing-complete-1')).toBeInTheDocument();
    await userEvent.click(within(listing).getByTestId('listing-fix-2'));
    const form = await screen.findByTestId('address-dialog');
    await userEvent.click(within(form).getByTestId('address-save'));
    expect(
      await screen.findByText('Por favor, preencha todos os campos obrigatórios para que a rota seja criada.'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await userEvent.type(within(form).getByTestId('address-streetNumber'), '99');
    await userEvent.type(within(form).getByTestId('address-neighborhood'), 'Centro');
    await userEvent.type(within(form).getByTestId('address-city'), "Santa Bárbara d'Oeste");
    await userEvent.tab();
    await userEvent.click(within(form).getByTestId('address-cancel'));
    expect(await screen.findByText('Deseja realmente cancelar a ação? A rota não será criada.')).toBeInTheDocument();
    // 'Cancelar' in the question keeps the form open with what was typed.
    await userEvent.click(
      within(screen.getByTestId('address-cancel-confirm')).getByRole('button', { name: 'Cancelar' }),
    );
    await userEvent.click(within(form).getByTestId('address-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as { iFoodOrder: { deliveryAddress: Record<string, unknown> } };
    expect(body.iFoodOrder.deliveryAddress).toMatchObject({
      streetNumber: '99',
      neighborhood: 'Centro',
      city: 'Santa Bárbara dOeste',
    });
    expect(await screen.findByText('Endereço atualizado com sucesso.')).toBeInTheDocument();
  });
});
