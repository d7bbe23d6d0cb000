import { useEffect } from 'react';
import { connectivityStore } from '../../../shared/connectivity/connectivity-store';
import { pingServer } from '../api/system-queries';

/** doc 4 §9: the server's reachability is checked every 60 s. */
export const REACHABILITY_INTERVAL_MS = 60_000;

/** Keeps the connectivity store current: a ping every minute plus the browser's online/offline events. */
export function useReachabilityPoll(intervalMs = REACHABILITY_INTERVAL_MS): void {
  useEffect(() => {
    let isActive = true;
    const check = async () => {
      const reachable = await pingServer();
      if (isActive) connectivityStore.setServerReachable(reachable);
    };
    const onOnline = () => {
      connectivityStore.setBrowserOnline(true);
      void check();
    };
    const onOffline = () => connectivityStore.setBrowserOnline(false);

    connectivityStore.setBrowserOnline(navigator.onLine);
    void check();
    const timer = window.setInterval(() => void check(), intervalMs);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      isActive = false;
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [intervalMs]);
}
