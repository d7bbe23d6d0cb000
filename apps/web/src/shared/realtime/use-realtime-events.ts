import { useEffect, useRef } from 'react';
import { realtimeClient } from './realtime-client';
import type { RealtimeEvent } from './realtime-events';

/** Calls `listener` for every realtime event while the component is mounted (the latest listener wins). */
export function useRealtimeEvents(listener: (event: RealtimeEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => realtimeClient.subscribe((event) => latest.current(event)), []);
}
