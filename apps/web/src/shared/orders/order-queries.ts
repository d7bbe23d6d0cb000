import { withCardNulls, type TOrder } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiFetchWithHeaders } from '../api/api-client';
import { BOARD_FETCH_LIMIT, BOARD_ORDER_TYPES, type BoardQueryParams } from './board-query';
import type { OrderListParams } from './order-list-params';

const BASE = '/api-v2/pedidoIntegracao';

/**
 * The board's orders (doc 2 §7: active delivery and counter orders) from GET /api-v2/pedidoIntegracao/quadro: the
 * list's filters, each order as a card (`resumo: true`: no logs, a body without items); the detail loads the order.
 */
export async function fetchBoardOrders(params: BoardQueryParams, signal?: AbortSignal): Promise<TOrder[]> {
  const cards = await apiFetch<TOrder[]>(`${BASE}/quadro`, {
    query: {
      ativo: true,
      tipo: BOARD_ORDER_TYPES.join(','),
      dataPedido: `${params.start},${params.end}`,
      max: BOARD_FETCH_LIMIT,
      periodKey: params.periodKey,
      importados: params.imported === 'both' ? undefined : params.imported,
      orderBy: params.orderBy,
    },
    signal,
  });
  // A card leaves out its null fields: they read as null again, as in a whole order.
  return cards.map(withCardNulls);
}

export interface OrderPage {
  orders: TOrder[];
  totalCount: number;
}

/** The same call for the 'Listagem de pedidos' dialog: one page, the total in the `totalCount` header. */
export async function fetchOrderPage(params: OrderListParams, signal?: AbortSignal): Promise<OrderPage> {
  const { data, headers } = await apiFetchWithHeaders<TOrder[]>(`${BASE}/list`, {
    query: {
      ativo: true,
      tipo: (params.types.length ? params.types : BOARD_ORDER_TYPES).join(','),
      dataPedido: `${params.start},${params.end}`,
      max: params.pageSize,
      first: params.page * params.pageSize,
      text: params.text.trim() || undefined,
      situacao: params.situations.length ? params.situations.join(',') : undefined,
      comNF: params.invoice === 'any' ? undefined : params.invoice === 'with',
      pago: params.paid === 'any' ? undefined : params.paid === 'paid',
      orderBy: params.orderBy,
    },
    signal,
  });
  const total = Number(headers.get('totalCount'));
  return { orders: data, totalCount: Number.isFinite(total) ? total : data.length };
}

/** Query keys and options of integration orders (STYLE.md §7); realtime events update exactly these. */
export const orderQueries = {
  all: () => ['orders'] as const,
  boards: () => [...orderQueries.all(), 'board'] as const,
  board: (params: BoardQueryParams) =>
    queryOptions({
      queryKey: [...orderQueries.boards(), params] as const,
      queryFn: ({ signal }) => fetchBoardOrders(params, signal),
    }),
  lists: () => [...orderQueries.all(), 'list'] as const,
  list: (params: OrderListParams) =>
    queryOptions({
      queryKey: [...orderQueries.lists(), params] as const,
      queryFn: ({ signal }) => fetchOrderPage(params, signal),
    }),
  details: () => [...orderQueries.all(), 'detail'] as const,
  /** GET /api-v2/pedidoIntegracao/{id}, with its logs. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...orderQueries.details(), id] as const,
      queryFn: ({ signal }) => apiFetch<TOrder>(`${BASE}/${id}`, { signal }),
      staleTime: 0,
    }),
};
