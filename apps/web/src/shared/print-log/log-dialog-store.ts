import { useSyncExternalStore } from 'react';

/**
 * Which log dialog the layout shows (doc 4 §2 'Últimas impressões', 'Últimos itens KDS'): the board asks,
 * the layout mounts the print-log feature's dialogs, so no feature imports another.
 */
export type LogDialog = 'prints' | 'kds';

let open: LogDialog | null = null;
const listeners = new Set<() => void>();

function set(next: LogDialog | null) {
  open = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const openPrintLog = () => set('prints');
export const openKdsLog = () => set('kds');
export const closeLogDialog = () => set(null);

/** The log dialog open now, or null. */
export function useOpenLogDialog(): LogDialog | null {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
