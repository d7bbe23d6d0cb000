import { useCallback, useSyncExternalStore } from 'react';
import {
  STORAGE_PREFIX,
  readStored,
  readStoredText,
  removeStored,
  writeStored,
} from '../../../shared/storage/local-storage';
import { useProfile } from '../../../shared/session/use-session';
import {
  minimizedOrdersKey,
  removeMinimizedOrder,
  sanitizeMinimizedOrders,
  upsertMinimizedOrder,
  type MinimizedOrder,
} from '../model/minimized-orders';

const listeners = new Set<() => void>();
/** The parsed list per storage key and the text it came from: the same array until the stored text changes. */
const cache = new Map<string, { raw: string | null; list: MinimizedOrder[] }>();

function read(key: string): MinimizedOrder[] {
  const raw = readStoredText(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.list;
  const list = sanitizeMinimizedOrders(readStored<unknown>(key, []));
  cache.set(key, { raw, list });
  return list;
}

function write(key: string, list: MinimizedOrder[]) {
  if (list.length === 0) removeStored(key);
  else writeStored(key, list);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !event.key.startsWith(`${STORAGE_PREFIX}minimizedOrders.`)) return;
    for (const listener of listeners) listener();
  });
}

const EMPTY: MinimizedOrder[] = [];

/** The unit's minimized orders, shared by every component and kept in step with other tabs. */
export function useMinimizedOrders() {
  const unitUuid = useProfile()?.unidade.uuid ?? null;
  const key = unitUuid ? minimizedOrdersKey(unitUuid) : null;
  const orders = useSyncExternalStore(
    subscribe,
    () => (key ? read(key) : EMPTY),
    () => EMPTY,
  );
  const keep = useCallback((entry: MinimizedOrder) => key && write(key, upsertMinimizedOrder(read(key), entry)), [key]);
  const drop = useCallback(
    (id: string) => {
      if (key && read(key).some((entry) => entry.id === id)) write(key, removeMinimizedOrder(read(key), id));
    },
    [key],
  );
  return { orders, keep, drop };
}
