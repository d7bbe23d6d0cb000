import type { TActiveIntegration, TMenuCatalog, TMenuCategory } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { deferred, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { IntegratedMenusPage } from './integrated-menus-page';

const IFOOD: TActiveIntegration = {
  id: 7,
  tipo: 'IF',
  sigla: 'IF',
  descricao: 'iFood — sandbox',
  dados: JSON.stringify({ IFOOD_MERCHANT_ID: 'loja-a, loja-b' }),
};
const CATALOGS: TMenuCatalog[] = [
  { catalogId: 'cat-1', context: ['DEFAULT'], status: 'AVAILABLE' },
  { catalogId: 'cat-2', context: ['INDOOR'], status: 'AVAILABLE' },
];
const option = (id: string, name: string) => ({
  id,
  name,
  description: null,
  price: { value: 2 },
  status: 'AVAILABLE' as const,
  externalCode: null,
});
const CATEGORIES: TMenuCategory[] = [
  {
    id: 'lanches',
    name: 'Lanches',
    items: [
      {
        id: 'burger',
        name: 'X-Burger',
        description: 'Pão brioche e hambúrguer',
        price: { value: 24.9 },
        status: 'AVAILABLE',
        externalCode: 'xburger',
        optionGroups: [{ id: 'g1', name: 'Adicionais', options: [option('bacon', 'Bacon extra')] }],
      },
      {
        id: 'salada',
        name: 'X-Salada',
        description: null,
        price: { value: 1234.5 },
        status: 'UNAVAILABLE',
        externalCode: '11',
        optionGroups: [],
      },
    ],
  },
];
const PRODUCTS = [
  { idProduto: 11, descricao: 'X-Salada', tipoProduto: 'P' },
  { idProduto: 12, descricao: 'X-Bacon', tipoProduto: 'P' },
  { idProduto: 99, descricao: 'Taxa de serviço', tipoProduto: 'S' },
];

type Posted = { action: string; body: Record<string, unknown>; key: string | null };

function renderPage(
  opts: {
    integrations?: TActiveIntegration[];
    categories?: RouteHandler;
    post?: (p: Posted) => Response | Promise<Response>;
  } = {},
) {
  sessionStore.start('jwt', makeProfile());
  const posted: Posted[] = [];
  const stub = stubFetchRoutes({
    '/api-v2/pedidoIntegracao/allIntegracoesAtivas': () => jsonResponse(200, opts.integrations ?? [IFOOD]),
    '/api-v2/pedidoIntegracao/getIfoodAction/7/CATALOGS': () =>
      jsonResponse(200, { message: JSON.stringify(CATALOGS) }),
    '/api-v2/pedidoIntegracao/getIfoodAction/7/CATEGORIES':
      opts.categories ?? (() => jsonResponse(200, { message: JSON.stringify(CATEGORIES) })),
    '/api-v2/produtoCardapio/listAllProducts': () => jsonResponse(200, PRODUCTS),
    '/api-v2/pedidoIntegracao/postIfoodAction/': (url, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      const key = new Headers(init?.headers).get('Idempotency-Key');
      const p = { action: url.split('/').pop()!, body, key };
      posted.push(p);
      if (opts.post) return opts.post(p);
      const sub = p.action.startsWith('SUB_');
      const isStatus = p.action.endsWith('STATUS');
      return jsonResponse(200, {
        action: p.action,
        itemId: sub ? null : body.itemId,
        optionId: sub ? body.optionId : null,
        status: isStatus ? body.status : null,
        externalCode: isStatus ? null : body.externalCode,
      });
    },
  });
  renderRoutes([{ path: '/integrated-menus', element: <IntegratedMenusPage /> }], '/integrated-menus');
  return { stub, posted };
}

const row = async (id: string) => screen.findByTestId(`menu-item-${id}`);

describe('IntegratedMenusPage (doc 4 §2 Integrated menus)', () => {
  it('chooses the single integration, its first store and catalog, and lists the items with their prices', async () => {
    const { stub } = renderPage();
    const burger = await row('burger');
    expect(within(burger).getByText('X-Burger')).toBeInTheDocument();
    expect(within(burger).getByText('Pão brioche e hambúrguer')).toBeInTheDocument();
    expect(within(burger).getByTestId('menu-price')).toHaveTextContent('R$ 24,90');
    expect(within(await row('salada')).getByTestId('menu-price')).toHaveTextContent('R$ 1.234,50');
    expect(screen.getByRole('heading', { name: 'Lanches' })).toBeInTheDocument();
    expect(screen.getByText(/exclusiva para clientes com uma integração/)).toBeInTheDocument();
    const categories = new URL(stub.callsTo('/api-v2/pedidoIntegracao/getIfoodAction/7/CATEGORIES')[0]![0], 'http://x');
    expect(categories.searchParams.get('merchantId')).toBe('loja-a');
    expect(categories.searchParams.get('catalogId')).toBe('cat-1');
    // The stores and catalogs are named by position ('Loja n', 'Catálogo n').
    await userEvent.click(screen.getByRole('combobox', { name: 'Loja' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Loja 1', 'Loja 2']);
  });

  it('sends UNAVAILABLE with an Idempotency-Key and turns the switch off only after the server accepts', async () => {
    const answer = deferred<Response>();
    const { posted } = renderPage({ post: () => answer.promise });
    const burger = await row('burger');
    const active = within(burger).getByRole('switch', { name: 'Ativo X-Burger' });
    expect(active).toBeChecked();
    await userEvent.click(active);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      action: 'STATUS',
      body: { integracaoId: 7, merchantId: 'loja-a', itemId: 'burger', status: 'UNAVAILABLE' },
    });
    expect(posted[0]!.key).toBeTruthy();
    expect(active).toBeChecked();
    answer.resolve(
      jsonResponse(200, {
        action: 'STATUS',
        itemId: 'burger',
        optionId: null,
        status: 'UNAVAILABLE',
        externalCode: null,
      }),
    );
    await waitFor(() => expect(active).not.toBeChecked());
  });

  it("keeps the item as it was and shows the server's doc 4 §8 message when the marketplace refuses", async () => {
    const message = MSG.itemIfoodNaoAtualizado('O iFood está indisponível no momento.');
    renderPage({ post: () => jsonResponse(502, { errorMessage: message }) });
    const active = within(await row('burger')).getByRole('switch', { name: 'Ativo X-Burger' });
    await userEvent.click(active);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(active).toBeChecked();
  });

  it('saves a typed external code, or the associated product’s id', async () => {
    const { posted } = renderPage();
    const burger = await row('burger');
    const field = within(burger).getByLabelText('ID externo');
    expect(field).toHaveValue('xburger');
    await userEvent.clear(field);
    await userEvent.type(field, 'XB-01');
    await userEvent.click(within(burger).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ action: 'EXTERNALID', body: { itemId: 'burger', externalCode: 'XB-01' } });
    expect(await screen.findByText(MSG.MENU_ITEM_UPDATED)).toBeInTheDocument();

    // X-Salada's code is one of our products: it opens on the picker, and services are not offered.
    const salada = await row('salada');
    const picker = within(salada).getByLabelText('Produto associado');
    expect(picker).toHaveValue('X-Salada');
    await userEvent.click(picker);
    expect(screen.queryByRole('option', { name: 'Taxa de serviço' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'X-Bacon' }));
    await userEvent.click(within(salada).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({ action: 'EXTERNALID', body: { itemId: 'salada', externalCode: '12' } });

    // The toggle switches the burger to the picker.
    await userEvent.click(within(burger).getByRole('switch', { name: 'Associar produto a X-Burger' }));
    expect(within(burger).getByLabelText('Produto associado')).toBeInTheDocument();
  });

  it('expands the option groups with their group chip; an option switch sends SUB_STATUS', async () => {
    const { posted } = renderPage();
    const burger = await row('burger');
    await userEvent.click(within(burger).getByRole('button', { name: 'Complementos de X-Burger' }));
    const bacon = await screen.findByTestId('menu-option-bacon');
    expect(within(bacon).getByText('Adicionais')).toBeInTheDocument();
    await userEvent.click(within(bacon).getByRole('switch', { name: 'Ativo Bacon extra' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ action: 'SUB_STATUS', body: { optionId: 'bacon', status: 'UNAVAILABLE' } });
    await waitFor(() => expect(within(bacon).getByRole('switch', { name: 'Ativo Bacon extra' })).not.toBeChecked());
    expect(within(await row('salada')).getByRole('button', { name: 'Complementos de X-Salada' })).toBeDisabled();
  });

  it("says 'Nenhuma integração selecionada' when several integrations exist and none is chosen", async () => {
    renderPage({ integrations: [IFOOD, { ...IFOOD, id: 8, descricao: 'iFood — filial' }] });
    expect(await screen.findByText('Nenhuma integração selecionada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Integração' }));
    await userEvent.click(screen.getByRole('option', { name: 'iFood — sandbox' }));
    expect(await row('burger')).toBeInTheDocument();
  });

  it('shows the doc 4 §8 message when the products cannot be fetched', async () => {
    const message = MSG.produtosIfoodNaoBuscados('O iFood não respondeu a tempo.');
    renderPage({ categories: () => jsonResponse(504, { errorMessage: message }) });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
