import { useSyncExternalStore } from 'react';

// One interval for every timer on the screen; only the timers re-render each tick, not the cards.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Now, ticking every second while some timer is on screen. */
export function useSecondClock(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
