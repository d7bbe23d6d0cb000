import {
  ALL_SITUATIONS,
  DEFAULT_ROUTE_FILTERS,
  ORDER_STATUSES,
  ORDER_TYPES,
  clampDelay,
  type RoutePlanningFilters,
  type SituationChoice,
} from '@brasa/domain';

/** doc 4 §2/§9: the route planning filters are kept in the browser. */
export const ROUTE_FILTERS_KEY = 'brasa.roteirizacao.filtros';

const isSituation = (value: unknown): value is SituationChoice =>
  value === ALL_SITUATIONS || (ORDER_STATUSES as readonly unknown[]).includes(value);

/** The stored filters, each field checked: anything unreadable falls back to its default. */
export function readRouteFilters(storage: Pick<Storage, 'getItem'> = localStorage): RoutePlanningFilters {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ROUTE_FILTERS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // A broken value is the defaults.
  }
  const situacoes = Array.isArray(raw.situacoes) ? raw.situacoes.filter(isSituation) : [];
  return {
    tipo:
      raw.tipo === null || (ORDER_TYPES as readonly unknown[]).includes(raw.tipo)
        ? (raw.tipo as RoutePlanningFilters['tipo'])
        : DEFAULT_ROUTE_FILTERS.tipo,
    pago: raw.pago === true,
    pagoOnline: raw.pagoOnline === true,
    situacoes: situacoes.length > 0 ? situacoes : [ALL_SITUATIONS],
    atrasoMinutos: clampDelay(raw.atrasoMinutos),
  };
}

export function writeRouteFilters(filters: RoutePlanningFilters, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(ROUTE_FILTERS_KEY, JSON.stringify(filters));
}
