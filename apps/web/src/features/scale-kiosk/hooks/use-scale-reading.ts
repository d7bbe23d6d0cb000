import { SCALE_POLL_MS } from '@brasa/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchScaleReading } from '../../../shared/scale/scale-api';
import { kioskKeys } from '../api/kiosk-api';

/** The scale's reading, polled every 500 ms while `enabled` (doc 3 §9). */
export function useScaleReading(enabled: boolean, pollMs = SCALE_POLL_MS) {
  return useQuery({
    queryKey: kioskKeys.reading,
    queryFn: ({ signal }) => fetchScaleReading(signal),
    enabled,
    refetchInterval: enabled ? pollMs : false,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
