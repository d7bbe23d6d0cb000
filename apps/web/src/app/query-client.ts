import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error';
import { sessionStore } from '../shared/session/session-store';

/** Client errors (4xx) are answers, not glitches: retrying them only repeats the refusal. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A read refused with 401 means the token expired or is invalid ('erro ao realizar login - token
    // inválido'): end the session so the guard sends the user to the login.
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401 && sessionStore.get()) sessionStore.clear();
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
