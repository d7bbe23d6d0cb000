import {
  TABS_PATHS,
  type TCloseOrderRequest,
  type TOrder,
  type TOrderSaveRequest,
  type TTransferItemsAnswer,
  type TTransferItemsRequest,
  type TTransferTablesAnswer,
  type TTransferTablesRequest,
} from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { orderQueries } from '../../../shared/orders/order-queries';
import type { Identifier, IdentifierType } from '../model/identifier-cards';

/** doc 3 §7: the board's lists ask for unpaid, not cancelled, not imported orders. */
const OPEN = { pago: 'NAO', cancelado: 'false' } as const;

/** Keys under the order cache's root, so realtime and saves that invalidate ['orders'] refresh them too. */
export const tabsQueries = {
  all: () => [...orderQueries.all(), 'tabs'] as const,
  /** GET /api-v2/identificador/tipo/COMANDA,MESA */
  identifiers: () =>
    queryOptions({
      queryKey: ['identifiers', 'COMANDA,MESA'] as const,
      queryFn: ({ signal }) => apiFetch<Identifier[]>('/api-v2/identificador/tipo/COMANDA,MESA', { signal }),
      staleTime: 5 * 60_000,
    }),
  /** GET listByTipo: the open tab and table orders (the board). */
  open: () =>
    queryOptions({
      queryKey: [...tabsQueries.all(), 'open'] as const,
      queryFn: ({ signal }) =>
        apiFetch<TOrder[]>(TABS_PATHS.listByTipo, {
          signal,
          query: { ...OPEN, importados: 'false', tipo: 'COMANDA,MESA' },
        }),
    }),
};

/** GET listByIdentificadorPrincipal: the open orders of one number (join dialog). */
export function fetchOrdersOfIdentifier(identificadorPrincipal: string, tipo: IdentifierType): Promise<TOrder[]> {
  return apiFetch<TOrder[]>(TABS_PATHS.listByIdentificadorPrincipal, {
    query: { ...OPEN, importado: 'false', identificadorPrincipal, tipos: tipo },
  });
}

/** GET listByIdentificadorSecundario: the open orders on one table. */
export function fetchOrdersOfTable(identificadorSecundario: string): Promise<TOrder[]> {
  return apiFetch<TOrder[]>(TABS_PATHS.listByIdentificadorSecundario, {
    query: { ...OPEN, importado: 'false', identificadorSecundario },
  });
}

/**
 * GET juntarPedidoIntegracao: joins the orders into the destination (doc 3 §4.3), with the versions shown, so
 * an order changed meanwhile answers 409 instead of joining what nobody saw.
 */
export function joinOrders(orders: readonly Pick<TOrder, 'id' | 'version'>[], destinationId: number): Promise<TOrder> {
  return apiFetch<TOrder>(TABS_PATHS.juntarPedidoIntegracao, {
    query: {
      idsPedidoSepVirgula: orders.map((order) => order.id).join(','),
      idPedidoDestino: destinationId,
      versoes: orders.map((order) => `${order.id}:${order.version ?? 0}`).join(','),
    },
  });
}

/** POST transferirItens (doc 3 §4.4). */
export function transferItems(request: TTransferItemsRequest): Promise<TTransferItemsAnswer> {
  return apiFetch<TTransferItemsAnswer>(TABS_PATHS.transferirItens, { method: 'POST', body: request });
}

/** POST transferirMesa (doc 3 §5 "Transfer tables dialog"). */
export function transferTables(request: TTransferTablesRequest): Promise<TTransferTablesAnswer> {
  return apiFetch<TTransferTablesAnswer>(TABS_PATHS.transferirMesa, { method: 'POST', body: request });
}

/** POST fecharPedido/{id}: service fee, split and print are the server's (doc 3 §3). */
export function closeOrder(orderId: number, request: TCloseOrderRequest): Promise<TOrder> {
  return apiFetch<TOrder>(`${TABS_PATHS.fecharPedido}/${orderId}`, { method: 'POST', body: request });
}

/** POST /api-v2/pedidoIntegracao: one order saved whole (additional information, doc 3 §7). */
export function saveOrder(order: TOrderSaveRequest): Promise<TOrder> {
  return apiFetch<TOrder>('/api-v2/pedidoIntegracao', { method: 'POST', body: order });
}
