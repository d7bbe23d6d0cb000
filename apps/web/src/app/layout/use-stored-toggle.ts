import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../shared/storage/local-storage';

/** A boolean kept in localStorage, e.g. whether the side drawer is open (doc 4 §2 "Layout"). */
export function useStoredToggle(key: string, initial: boolean): [boolean, () => void] {
  const [value, setValue] = useState(() => readStored<boolean>(key, initial) === true);
  const toggle = useCallback(() => {
    setValue((current) => {
      writeStored(key, !current);
      return !current;
    });
  }, [key]);
  return [value, toggle];
}
