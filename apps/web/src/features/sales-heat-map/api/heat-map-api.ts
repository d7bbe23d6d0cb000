import {
  HEAT_MAP_PATHS,
  type THeatMapPage,
  type THeatMapPedido,
  type TPessoaCoordinatesList,
  type TPessoaGeocodeResult,
} from '@brasa/contracts';
import { HEAT_MAP, pageOffsets } from '@brasa/domain';
import { apiFetch } from '../../../shared/api/api-client';

export interface HeatMapPeriodQuery {
  /** 'yyyy-MM-dd 00:00:00' (doc 4 §7, as the DRE's). */
  dataInicial: string;
  dataFinal: string;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

/**
 * doc 3 §7: listCountPedidos, then listPedidos 100 at a time, 150 ms between pages; `onProgress` gets the
 * orders fetched so far and the total (the progress bar).
 */
export async function fetchAllSales(
  period: HeatMapPeriodQuery,
  options: { signal?: AbortSignal; onProgress?: (loaded: number, total: number) => void; delayMs?: number } = {},
): Promise<THeatMapPedido[]> {
  const { signal, onProgress, delayMs = HEAT_MAP.PAGE_DELAY_MS } = options;
  const total = await apiFetch<number>(HEAT_MAP_PATHS.count, { query: { ...period }, signal });
  onProgress?.(0, total);
  const orders: THeatMapPedido[] = [];
  const offsets = pageOffsets(total);
  for (const [index, first] of offsets.entries()) {
    if (index > 0) await wait(delayMs, signal);
    const page = await apiFetch<THeatMapPage>(HEAT_MAP_PATHS.list, {
      query: { ...period, first, max: HEAT_MAP.PAGE_SIZE, totalCount: total },
      signal,
    });
    orders.push(...page.docs);
    onProgress?.(Math.min(orders.length, total), total);
  }
  return orders;
}

/** Ours: geocodes the people's registered addresses on the server (nothing saved). */
export function geocodePeople(ids: readonly number[]): Promise<TPessoaGeocodeResult> {
  return apiFetch<TPessoaGeocodeResult>(HEAT_MAP_PATHS.geocode, { method: 'POST', body: { ids } });
}

/** doc 3 §7 pessoa/saveList: the people's new coordinates. */
export function savePeopleCoordinates(
  list: TPessoaCoordinatesList,
): Promise<{ atualizados: number; mensagem: string }> {
  return apiFetch(HEAT_MAP_PATHS.saveList, { method: 'POST', body: list });
}

/** POST /api-v2/sistema/atualizarLocalizacao/{unitUuid} (doc 4 §7): the company's point from its address. */
export function updateCompanyLocation(unitUuid: string): Promise<unknown> {
  return apiFetch<unknown>(`/api-v2/sistema/atualizarLocalizacao/${unitUuid}`, { method: 'POST' });
}
