import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api-v2/sistema/solicitarFuncionalidade/{role} (doc 3 §7). */
export function useRequestFeature() {
  return useMutation({
    mutationFn: (role: string) =>
      apiFetch<{ message: string }>(`/api-v2/sistema/solicitarFuncionalidade/${encodeURIComponent(role)}`, {
        method: 'POST',
      }),
  });
}
