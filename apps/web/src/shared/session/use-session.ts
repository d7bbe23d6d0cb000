import type { TProfile } from '@brasa/contracts';
import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session-store';

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The logged profile, or null when nobody is logged in (or the profile is still loading). */
export function useProfile(): TProfile | null {
  return useSession()?.profile ?? null;
}
