import type { TProfile } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { readErrorMessage } from '../../../shared/api/api-error';
import { sessionStore } from '../../../shared/session/session-store';

/**
 * Back-office pages open with a token in the path (doc 4: /gerencial/.../{jwt}): the token is checked with
 * /usuario/logged and kept as the session (before the page renders), so API calls and the socket use it.
 */
export function useBackOfficeSession(jwt: string) {
  const query = useQuery({
    queryKey: ['back-office-session', jwt],
    queryFn: async ({ signal }) => {
      const profile = await apiFetch<TProfile>('/api-v2/usuario/logged', { token: jwt, signal });
      if (sessionStore.getToken() !== jwt) sessionStore.start(jwt, profile);
      return profile;
    },
    enabled: jwt !== '',
    retry: false,
    staleTime: Infinity,
  });
  return {
    profile: query.data,
    error: query.error ? MSG.dadosUsuarioEmpresaNaoCarregados(readErrorMessage(query.error, MSG.LOGIN_FAILED)) : null,
  };
}
