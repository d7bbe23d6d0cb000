import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client';

export interface Courier {
  id: number;
  nome: string;
  fone: string | null;
  ativo: boolean;
}

export const courierQueries = {
  all: () => ['couriers'] as const,
  /** GET /api-v2/pessoa/entregador; only active couriers are offered. */
  active: () =>
    queryOptions({
      queryKey: [...courierQueries.all(), 'active'] as const,
      queryFn: ({ signal }) => apiFetch<Courier[]>('/api-v2/pessoa/entregador', { signal }),
      select: (couriers: Courier[]) => couriers.filter((courier) => courier.ativo),
      staleTime: 5 * 60_000,
    }),
};
