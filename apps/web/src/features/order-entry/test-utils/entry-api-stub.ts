import type { TOrder, TParametro, TPessoaDetalhe, TProdutoCardapio } from '@brasa/contracts';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { makeComboEntry, makeCustomer, makeGroup, makeMenuEntry, toLeanMenu } from './menu-factories';

/** The demo-like menu of the order-entry tests: burger, soda, a KG product and the combo. */
export function makeTestMenu(): TProdutoCardapio[] {
  const drinks = makeGroup({ id: 2, descricao: 'Bebidas', cor: '#2196F3' });
  const scale = makeGroup({ id: 3, descricao: 'Balança', cor: null });
  return [
    makeMenuEntry(),
    makeMenuEntry({
      idProduto: 20,
      descricao: 'Refrigerante lata 350ml',
      valorUnitarioVenda: 7,
      codigoBarras: '7894900011517',
      grupoProduto: drinks,
    }),
    makeMenuEntry({
      idProduto: 60,
      descricao: 'Comida por quilo',
      valorUnitarioVenda: 69.9,
      codigoBarras: '00010',
      unidadeMedida: { sigla: 'KG' },
      grupoProduto: scale,
    }),
    makeComboEntry(),
  ];
}

export interface RecordedCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** A fetch stub for order entry: parameters, menu, fees, product search, order save; records every call. */
export function stubEntryApi(
  options: {
    parameters?: Partial<Record<string, string>>;
    menu?: TProdutoCardapio[];
    /** Answers the order save with this status and errorMessage. */
    saveError?: { status: number; errorMessage: string };
    /** Saved orders answered by GET /api-v2/pedidoIntegracao/{id}. */
    orders?: readonly TOrder[];
    /** The delivery-fee products (GET listDeliveryFee); none by default. */
    fees?: readonly { id: number; descricao: string; valorUnitarioVenda: number }[];
    /** People answered by GET /api-v2/pessoa/{id}. */
    people?: readonly TPessoaDetalhe[];
    /** Answers of the next order saves, in order (then the default answer). */
    saveAnswers?: { status: number; body: unknown }[];
  } = {},
) {
  const menu = options.menu ?? makeTestMenu();
  const calls: RecordedCall[] = [];
  const parameters: TParametro[] = Object.entries(options.parameters ?? {}).map(([chave, valorString]) => ({
    chave,
    valorString: valorString ?? null,
    codigo: '',
    tipo: 'SISTEMA_BRASA_PDV_ONLINE',
    descricao: null,
  }));
  const groups = [
    ...new Map(menu.map((entry) => [entry.produto.grupoProduto!.id, entry.produto.grupoProduto!])).values(),
  ];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, url, body });
    if (url.startsWith('/api-v2/parametro/tipo/')) return jsonResponse(200, parameters);
    if (url.includes('entity=grupoProduto')) return jsonResponse(200, groups);
    if (url.startsWith('/api-v2/produtoCardapio/enxuto')) return jsonResponse(200, toLeanMenu(menu));
    const steps = /^\/api-v2\/produtoCardapio\/(\d+)\/complementos$/.exec(url);
    if (steps) {
      const combo = menu.find((candidate) => candidate.id === Number(steps[1]));
      return combo
        ? jsonResponse(200, combo.complementos)
        : jsonResponse(404, { errorMessage: 'Produto não encontrado.' });
    }
    if (url.startsWith('/api-v2/produtoCardapio/listDeliveryFee')) return jsonResponse(200, options.fees ?? []);
    const person = /^\/api-v2\/pessoa\/(\d+)$/.exec(url);
    const known = person ? options.people?.find((candidate) => candidate.id === Number(person[1])) : undefined;
    if (known && method === 'GET') return jsonResponse(200, known);
    if (url.startsWith('/api-v2/produto/list')) {
      const q = new URL(url, 'http://test').searchParams.get('q') ?? '';
      const found = menu
        .map((entry) => entry.produto)
        .filter((p) => p.descricao.toLowerCase().includes(q.toLowerCase()));
      return jsonResponse(200, found);
    }
    if (url.startsWith('/api-v2/pessoa/list')) return jsonResponse(200, [makeCustomer()]);
    if (url === '/api-v2/pessoa/entregador') {
      return jsonResponse(200, [
        { id: 8, nome: 'MOTOBOY CARLOS', fone: '11999990000', ativo: true },
        { id: 9, nome: 'ENTREGADOR INATIVO', fone: null, ativo: false },
      ]);
    }
    if (url.startsWith('/api-v2/usuario/listUsuarios')) {
      return jsonResponse(200, [
        { id: 1, nome: 'admin', idPessoa: null, pessoa: null },
        { id: 3, nome: 'garcom', idPessoa: 13, pessoa: { nome: 'GUSTAVO GARÇOM' } },
      ]);
    }
    const saved = /^\/api-v2\/pedidoIntegracao\/(\d+)$/.exec(url);
    const order = saved ? options.orders?.find((candidate) => candidate.id === Number(saved[1])) : undefined;
    if (order && method === 'GET') return jsonResponse(200, order);
    const next = url === '/api-v2/pedidoIntegracao' && method === 'POST' ? options.saveAnswers?.shift() : undefined;
    if (next) return jsonResponse(next.status, next.body);
    if (url === '/api-v2/pedidoIntegracao' && method === 'POST' && options.saveError) {
      return jsonResponse(options.saveError.status, { errorMessage: options.saveError.errorMessage });
    }
    if (url === '/api-v2/pedidoIntegracao' && method === 'POST')
      return jsonResponse(200, { ...body, id: 99, sequencial: 12 });
    return jsonResponse(404, { errorMessage: `sem resposta de teste para ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, menu };
}
