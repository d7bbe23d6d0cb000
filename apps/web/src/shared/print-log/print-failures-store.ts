import { useSyncExternalStore } from 'react';

/**
 * How many prints failed (PRINT_FAILED on the unit's room) since the print log was last opened: the board's print
 * icon shows it. A module store so the layout's notifier and the board share it without importing each other.
 */
let count = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export const countPrintFailure = () => {
  count += 1;
  emit();
};

export const clearPrintFailures = () => {
  if (count === 0) return;
  count = 0;
  emit();
};

export function usePrintFailureCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => count,
  );
}
