import type { TOrder, TOrdersByCourier } from '@brasa/contracts';
import { deliveryAppDayRange, formatQueryDateTime } from '@brasa/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

const ORDERS = '/api-v2/pedidoIntegracao';

/** doc 4 §9: the delivery app's day window (the date of now − 6 h, 04:00 to 04:00), as the list queries take it. */
export function courierDayQuery(now: Date): { dtInicio: string; dtFinal: string } {
  const { start, end } = deliveryAppDayRange(now);
  return { dtInicio: formatQueryDateTime(start), dtFinal: formatQueryDateTime(end) };
}

/** Query keys of the delivery-person app (STYLE.md §7), under ['courier-app']. */
export const courierAppQueries = {
  all: () => ['courier-app'] as const,
  /**
   * GET listPorEntregador (doc 4 §7) for the day: the server answers this courier's orders and the dispatched
   * ones without a courier, which the app groups by agrupadorDespacho.
   */
  routes: (day: { dtInicio: string; dtFinal: string }) =>
    queryOptions({
      queryKey: [...courierAppQueries.all(), 'routes', day.dtInicio] as const,
      queryFn: ({ signal }) =>
        apiFetch<TOrdersByCourier[]>(`${ORDERS}/listPorEntregador`, { signal, query: { ...day, showTakeout: true } }),
    }),
  /** GET listPorEntregadorById (doc 4 §7): the courier's deliveries of the day ('Relatórios'). */
  delivered: (day: { dtInicio: string; dtFinal: string }, personId: number) =>
    queryOptions({
      queryKey: [...courierAppQueries.all(), 'delivered', day.dtInicio, personId] as const,
      queryFn: ({ signal }) =>
        apiFetch<TOrder[]>(`${ORDERS}/listPorEntregadorById`, {
          signal,
          query: { ...day, showTakeout: true, idEntregador: personId, situacao: 'ENTREGUE' },
        }),
    }),
};

/** One per-order result of a multiple status change: the order, or its id with err. */
export type StatusResult = TOrder | { id: number; err: string };

/**
 * POST situacao/multiple/{ids}/{status} (doc 1 §7, the status helper of doc 4 §7): the shop's own status call,
 * ENVIADO when the route starts and ENTREGUE on delivery. The server lets a courier move only his own orders.
 */
export function setOrdersStatus(
  ids: readonly number[],
  status: 'ENVIADO' | 'ENTREGUE',
  idempotencyKey: string,
): Promise<StatusResult[]> {
  // A phone loses its answer on a weak signal: the retry carries the same key and the server answers the first result.
  return apiFetch<StatusResult[]>(`${ORDERS}/situacao/multiple/${ids.join(',')}/${status}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The first per-order refusal of a status change, or null when every order moved. */
export function firstRefusal(results: readonly StatusResult[]): string | null {
  for (const result of results) if ('err' in result && result.err) return result.err;
  return null;
}
