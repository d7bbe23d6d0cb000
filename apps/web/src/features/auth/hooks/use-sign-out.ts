import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../shared/session/session-store';

/** 'Sair': forget the session and the cached data, back to the login of this app (PDV or courier). */
export function useSignOut(loginPath = '/login'): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    sessionStore.clear();
    queryClient.clear();
    navigate(loginPath, { replace: true });
  }, [queryClient, navigate, loginPath]);
}
