import type { TSystemStatus } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export const systemQueries = {
  all: () => ['system'] as const,
  /** GET /api-v2/sistema/status/{unitUuid}, no token (doc 4 §7). */
  status: (unitUuid: string) =>
    queryOptions({
      queryKey: [...systemQueries.all(), 'status', unitUuid] as const,
      queryFn: ({ signal }) =>
        apiFetch<TSystemStatus>(`/api-v2/sistema/status/${encodeURIComponent(unitUuid)}`, { auth: false, signal }),
      retry: 1,
      staleTime: Infinity,
    }),
};

/** GET /api-v2/ping with a short timeout: true when the server answered. */
export async function pingServer(timeoutMs = 10_000): Promise<boolean> {
  try {
    await apiFetch<{ ok: boolean }>('/api-v2/ping', { auth: false, signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}
