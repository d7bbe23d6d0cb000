import { useEffect, useState } from 'react';

/** Now, refreshed every 30 s: the age indicators count minutes (doc 3 §4.5). */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
