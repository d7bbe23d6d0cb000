import { useEffect, useRef } from 'react';

/** Calls `refetch` whenever the browser tab becomes visible again (doc 4 §4 "Cash register"). */
export function useRefetchWhenVisible(refetch: () => unknown): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
