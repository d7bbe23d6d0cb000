import { useCallback, useState } from 'react';
import { readStored, writeStored } from './local-storage';

/**
 * A value kept in localStorage (filters, search options). `sanitize` turns whatever is stored — maybe from
 * an older version, maybe junk — into a well-formed value.
 */
export function useStoredState<T>(key: string, sanitize: (stored: unknown) => T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => sanitize(readStored<unknown>(key, null)));
  const update = useCallback(
    (next: T) => {
      writeStored(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, update];
}
