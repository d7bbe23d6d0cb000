import { SCALE_PATHS, type TScaleReading } from '@brasa/contracts';
import { SCALE_CAPTURE_ATTEMPTS, isCapturableReading } from '@brasa/domain';
import { apiFetch } from '../api/api-client';

/** The scale's current reading (doc 3 §7: the only scale call shown; the kiosk polls it every 500 ms). */
export function fetchScaleReading(signal?: AbortSignal): Promise<TScaleReading> {
  return apiFetch<TScaleReading>(SCALE_PATHS.reading, { signal });
}

export type CaptureOutcome =
  { ok: true; peso: number; attempts: number } | { ok: false; attempts: number; last: TScaleReading | null };

/**
 * doc 2 §4.7: up to 5 attempts about a second apart; the first stable weight above zero is the captured one. A
 * failed call counts as a failed attempt. `onAttempt` tells the dialog which attempt runs.
 */
export async function captureWeight(
  read: () => Promise<TScaleReading>,
  options: { attempts?: number; delayMs?: number; onAttempt?: (n: number) => void; signal?: AbortSignal } = {},
): Promise<CaptureOutcome> {
  const { attempts = SCALE_CAPTURE_ATTEMPTS, delayMs = 1000, onAttempt, signal } = options;
  let last: TScaleReading | null = null;
  for (let n = 1; n <= attempts; n++) {
    if (signal?.aborted) break;
    onAttempt?.(n);
    try {
      last = await read();
      if (isCapturableReading(last)) return { ok: true, peso: last.peso, attempts: n };
    } catch {
      last = null;
    }
    if (n < attempts && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  return { ok: false, attempts, last };
}
