import { useEffect } from 'react';

/**
 * Keeps the phone's screen on while `active` (a route runs), where the Screen Wake Lock API exists. The browser
 * releases the lock when the page is hidden, so it is asked again when the page shows. Nothing runs in the
 * background: a web app cannot track a locked phone (FIELD-NOTES "Couriers and routes").
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      navigator.wakeLock
        .request('screen')
        .then((lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        })
        .catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') request();
    };
    request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
