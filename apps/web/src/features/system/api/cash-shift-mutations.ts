import type { TCashShift } from '@brasa/contracts';
import { toReais, type Cents } from '@brasa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { cashShiftQueries } from '../../../shared/api/cash-shift-queries';

/** POST /api-v2/aberturaTurno/abrir {valorAbertura} in decimal reais (our extension). */
export function useOpenCashShift(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (openingCents: Cents) =>
      apiFetch<TCashShift>('/api-v2/aberturaTurno/abrir', {
        method: 'POST',
        body: { valorAbertura: toReais(openingCents) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashShiftQueries.byUser(username).queryKey }),
  });
}

/** POST /api-v2/aberturaTurno/fechar (our extension). */
export function useCloseCashShift(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TCashShift>('/api-v2/aberturaTurno/fechar', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashShiftQueries.byUser(username).queryKey }),
  });
}
