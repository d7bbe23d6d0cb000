import type { TProfile } from '@brasa/contracts';
import { readStored, readStoredText, removeStored, writeStored, writeStoredText } from '../storage/local-storage';

export interface Session {
  token: string;
  profile: TProfile | null;
}

const TOKEN_KEY = 'token';
const PROFILE_KEY = 'profile';

type Listener = () => void;
const listeners = new Set<Listener>();

function readSession(): Session | null {
  const token = readStoredText(TOKEN_KEY);
  if (!token) return null;
  return { token, profile: readStored<TProfile | null>(PROFILE_KEY, null) };
}

// Cached so useSyncExternalStore sees a stable snapshot between changes.
let current: Session | null = readSession();

function publish(): void {
  current = readSession();
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session | null => current,
  getToken: (): string | null => current?.token ?? null,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new login: token and profile together. */
  start(token: string, profile: TProfile): void {
    writeStoredText(TOKEN_KEY, token);
    writeStored(PROFILE_KEY, profile);
    publish();
  },
  /** /load/{jwt}: the token arrives before its profile. */
  setToken(token: string): void {
    writeStoredText(TOKEN_KEY, token);
    removeStored(PROFILE_KEY);
    publish();
  },
  /**
   * The profile read again from the server (at each boot, see useProfileRefresh). When it is the one stored,
   * nothing is published: a new but equal profile object re-rendered every screen that reads the session
   * (the whole frame and the board) right after the boot.
   */
  updateProfile(profile: TProfile): void {
    if (current?.profile && readStoredText(PROFILE_KEY) === JSON.stringify(profile)) return;
    writeStored(PROFILE_KEY, profile);
    publish();
  },
  clear(): void {
    removeStored(TOKEN_KEY);
    removeStored(PROFILE_KEY);
    publish();
  },
  /** Re-read localStorage (another tab logged in or out, or a test seeded it). */
  reload: publish,
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('brasa.')) publish();
  });
}
