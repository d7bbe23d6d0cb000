import { useSyncExternalStore } from 'react';
import { useProfile } from '../session/use-session';
import { STORAGE_PREFIX, readStored, readStoredText, removeStored, writeStored } from './local-storage';

export interface UnitListStore<T> {
  /** The list of the logged unit (empty without a session), the same array until its stored text changes. */
  useList(): { list: T[]; key: string | null };
  read(key: string): T[];
  /** Writes the list (an empty one removes the entry) and tells every subscriber, in this tab and others. */
  write(key: string, list: T[]): void;
}

/**
 * A list kept in localStorage per unit (`brasa.{name}.{unit uuid}`), shared by every component that reads it
 * and kept in step with other tabs through the storage event: the minimized orders, the unpaid quick sales.
 */
export function createUnitListStore<T>(name: string, sanitize: (stored: unknown) => T[]): UnitListStore<T> {
  const listeners = new Set<() => void>();
  const cache = new Map<string, { raw: string | null; list: T[] }>();
  const empty: T[] = [];
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key.startsWith(`${STORAGE_PREFIX}${name}.`)) notify();
    });
  }
  const read = (key: string): T[] => {
    const raw = readStoredText(key);
    const cached = cache.get(key);
    if (cached && cached.raw === raw) return cached.list;
    const list = sanitize(readStored<unknown>(key, []));
    cache.set(key, { raw, list });
    return list;
  };
  const write = (key: string, list: T[]) => {
    if (list.length === 0) removeStored(key);
    else writeStored(key, list);
    notify();
  };
  function useList() {
    const unitUuid = useProfile()?.unidade.uuid ?? null;
    const key = unitUuid ? `${name}.${unitUuid}` : null;
    const list = useSyncExternalStore(
      subscribe,
      () => (key ? read(key) : empty),
      () => empty,
    );
    return { list, key };
  }
  return { useList, read, write };
}
