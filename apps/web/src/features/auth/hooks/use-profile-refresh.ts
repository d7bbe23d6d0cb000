import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore } from '../../../shared/session/session-store';
import { useSession } from '../../../shared/session/use-session';
import { sessionQueries } from '../api/session-queries';

/**
 * Re-reads the profile behind the stored token (roles may have changed). A 401 ends the session through
 * the query cache's error handler (app/query-client.ts).
 */
export function useProfileRefresh(): void {
  const token = useSession()?.token ?? null;
  const { data } = useQuery({ ...sessionQueries.logged(token ?? ''), enabled: token !== null });
  useEffect(() => {
    if (data) sessionStore.updateProfile(data);
  }, [data]);
}
