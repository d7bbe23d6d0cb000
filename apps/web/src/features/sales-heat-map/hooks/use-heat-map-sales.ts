import type { THeatMapPedido } from '@brasa/contracts';
import { MSG, aggregateHeatMap, toCents, type HeatMapOrder, type HeatMapSummary } from '@brasa/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { fetchAllSales, type HeatMapPeriodQuery } from '../api/heat-map-api';

export interface SalesProgress {
  loaded: number;
  total: number;
}

/** The order as the domain's aggregation reads it: its customer and the sum of its items' valorTotal. */
export function toHeatMapOrder(order: THeatMapPedido): HeatMapOrder {
  const p = order.pessoa;
  return {
    id: order.id,
    valorCents: order.itens.reduce((sum, item) => sum + toCents(item.valorTotal), 0),
    pessoa: {
      id: p.id,
      nome: p.nome,
      endereco: p.endereco,
      numero: p.numero,
      bairro: p.bairro,
      municipio: p.municipio?.nome ?? null,
      estado: p.estado?.sigla ?? null,
      latitude: p.latitude,
      longitude: p.longitude,
    },
  };
}

/** Fetches a period's sales page by page (progress) and groups them by customer. */
export function useHeatMapSales() {
  const notify = useNotify();
  const [orders, setOrders] = useState<THeatMapPedido[] | null>(null);
  const [progress, setProgress] = useState<SalesProgress | null>(null);
  const [isLoading, setLoading] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const search = useCallback(
    async (period: HeatMapPeriodQuery) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setLoading(true);
      setProgress({ loaded: 0, total: 0 });
      try {
        const found = await fetchAllSales(period, {
          signal: controller.signal,
          onProgress: (loaded, total) => setProgress({ loaded, total }),
        });
        if (controller.signal.aborted) return;
        setOrders(found);
        if (found.length === 0) notify.warning(MSG.NO_ORDER_IN_PERIOD);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        notify.error(readErrorMessage(error, MSG.DATA_LOAD_FAILED));
      } finally {
        if (abort.current === controller) setLoading(false);
      }
    },
    [notify],
  );

  const summary: HeatMapSummary | null = useMemo(
    () => (orders ? aggregateHeatMap(orders.map(toHeatMapOrder)) : null),
    [orders],
  );
  return { orders, summary, progress, isLoading, search };
}
