import type { TSetupCep, TSetupForm, TSetupRequest, TSetupResponse, TSetupStatus } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { sha256Hex } from '../../../shared/crypto/sha256';

export const setupQueries = {
  /** GET /api-v2/setup (no session): whether the first run already happened. */
  status: () =>
    queryOptions({
      queryKey: ['setup', 'status'] as const,
      queryFn: ({ signal }) => apiFetch<TSetupStatus>('/api-v2/setup', { auth: false, signal }),
      retry: false,
      staleTime: Infinity,
    }),
};

/** POST /api-v2/setup with the typed password hashed the way the login sends it. */
export async function postSetup(form: TSetupForm): Promise<TSetupResponse> {
  const { confirmacaoSenha: _c, senha, ...administrador } = form.administrador;
  const body: TSetupRequest = { ...form, administrador: { ...administrador, senha: await sha256Hex(senha) } };
  return apiFetch<TSetupResponse>('/api-v2/setup', { method: 'POST', auth: false, body });
}

/** GET /api-v2/setup/cep/{cep}: the address of a CEP while not configured (404 'CEP não encontrado'). */
export function fetchSetupCep(cep: string): Promise<TSetupCep> {
  return apiFetch<TSetupCep>(`/api-v2/setup/cep/${encodeURIComponent(cep)}`, { auth: false });
}
