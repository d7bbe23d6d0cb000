import { cashRegisterState, type TCashShift } from '@brasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** The logged user's cash shift: the top bar and settings show it, the payment dialog checks it (doc 4 §4). */
export const cashShiftQueries = {
  // Under ['system'], where the cash shift has always been cached, so existing invalidations still reach it.
  all: () => ['system', 'cashShift'] as const,
  /** GET /service?entity=aberturaTurno&action=get&formato=json&username= (doc 4 §4 "Cash register"). */
  byUser: (username: string) =>
    queryOptions({
      queryKey: [...cashShiftQueries.all(), username] as const,
      queryFn: ({ signal }) =>
        apiFetch<TCashShift>('/service', {
          query: { entity: 'aberturaTurno', action: 'get', formato: 'json', username },
          signal,
        }),
      retry: 1,
    }),
};

/**
 * Whether the cash register lets `username` take a payment (doc 1 §5 "Payment preconditions"): false only
 * when the shift is known to be closed. While it loads or when it cannot be read it counts as open (the
 * server refuses a payment on a closed register anyway), as does a unit without cash shifts (DISABLED).
 */
export function useIsCashOpen(username: string | null | undefined): boolean {
  const { data } = useQuery({ ...cashShiftQueries.byUser(username ?? ''), enabled: Boolean(username) });
  return !data || cashRegisterState(data) !== 'CLOSE';
}
