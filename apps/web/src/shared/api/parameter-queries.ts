import type { TCodigoGenerico, TParametro } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** General parameters and generic codes: read by many features, so they live here (doc 4 §3, §7). */
export const parameterQueries = {
  all: () => ['parameters'] as const,
  /** GET /api-v2/parametro/tipo/{comma-separated types} */
  byTypes: (types: readonly string[]) =>
    queryOptions({
      queryKey: [...parameterQueries.all(), 'types', [...types].sort().join(',')] as const,
      queryFn: ({ signal }) =>
        apiFetch<TParametro[]>(`/api-v2/parametro/tipo/${types.map(encodeURIComponent).join(',')}`, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** GET /api-v2/codigoGenerico/chave/{comma-separated keys} */
  genericCodes: (keys: readonly string[]) =>
    queryOptions({
      queryKey: [...parameterQueries.all(), 'codes', [...keys].sort().join(',')] as const,
      queryFn: ({ signal }) =>
        apiFetch<TCodigoGenerico[]>(`/api-v2/codigoGenerico/chave/${keys.map(encodeURIComponent).join(',')}`, {
          signal,
        }),
      staleTime: 5 * 60_000,
    }),
};

/** The value of one parameter by key, or null when the unit has not set it. */
export function findParameter(parameters: readonly TParametro[] | undefined, chave: string): string | null {
  return parameters?.find((parameter) => parameter.chave === chave)?.valorString ?? null;
}

/** Flag parameters are on with 'S', '1' or 'true' (COLUNA_AGUARDANDO_RETIRADA_PDV uses 1/0, others S/N). */
export function isParameterOn(value: string | null | undefined): boolean {
  return value === 'S' || value === '1' || value === 'true';
}
