import { useCallback, useEffect, useState } from 'react';

/**
 * "Now" for the period presets, refreshed every minute so 'Hoje' moves on at 04:00 without a reload; kept
 * in state so rendering stays pure.
 */
export function useBoardClock(): [Date, () => void] {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const refresh = useCallback(() => setNow(new Date()), []);
  return [now, refresh];
}
