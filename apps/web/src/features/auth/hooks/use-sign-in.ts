import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../shared/session/session-store';
import { postLogin, sessionQueries, splitLoginResponse, type Credentials } from '../api/session-queries';

/** Logs in and stores the session; callers decide where to go and what to say. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => postLogin(credentials),
    onSuccess: (response) => {
      const { token, profile } = splitLoginResponse(response);
      sessionStore.start(token, profile);
      queryClient.setQueryData(sessionQueries.logged(token).queryKey, profile);
    },
  });
}
