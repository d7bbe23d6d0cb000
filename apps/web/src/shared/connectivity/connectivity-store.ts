import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its server: the browser says it is online and the last reachability
 * check answered. Written by the system feature's poll, read by anything that must refuse work offline.
 */
let serverReachable = true;
let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of listeners) listener();
}

export const connectivityStore = {
  isOnline: (): boolean => browserOnline && serverReachable,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setServerReachable(reachable: boolean): void {
    if (reachable === serverReachable) return;
    serverReachable = reachable;
    publish();
  },
  setBrowserOnline(online: boolean): void {
    if (online === browserOnline) return;
    browserOnline = online;
    publish();
  },
};

export function useIsOnline(): boolean {
  return useSyncExternalStore(connectivityStore.subscribe, connectivityStore.isOnline, connectivityStore.isOnline);
}
