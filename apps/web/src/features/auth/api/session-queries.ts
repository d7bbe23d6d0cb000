import type { TLoginResponse, TProfile } from '@brasa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { sha256Hex } from '../../../shared/crypto/sha256';

export const sessionQueries = {
  all: () => ['session'] as const,
  /** GET /api-v2/usuario/logged: the profile behind a token (doc 4 §7). */
  logged: (token: string) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'logged', token] as const,
      queryFn: ({ signal }) => apiFetch<TProfile>('/api-v2/usuario/logged', { token, signal }),
      retry: false,
      staleTime: 5 * 60_000,
    }),
};

export interface Credentials {
  username: string;
  password: string;
}

/** POST /api-v2/usuario/login with the SHA-256 hex of the typed password (doc 4 §5). */
export async function postLogin({ username, password }: Credentials): Promise<TLoginResponse> {
  return apiFetch<TLoginResponse>('/api-v2/usuario/login', {
    method: 'POST',
    auth: false,
    body: { username: username.trim(), password: await sha256Hex(password) },
  });
}

/** The login answer is the profile plus its token. */
export function splitLoginResponse({ jwtToken, ...profile }: TLoginResponse): { token: string; profile: TProfile } {
  return { token: jwtToken, profile };
}
