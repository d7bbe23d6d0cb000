import { SCALE_POLL_MS } from '@brasa/domain';
import type { TScaleReading } from '@brasa/contracts';
import type { ScaleProvider } from '../../providers/scale';

/**
 * The current reading of the scale (doc 3 §8, §9): while someone asks for it (the kiosk and order entry poll every
 * 500 ms), the provider is read every `pollMs` and its answer, a read error included (weight 0 with its code), is
 * stored as the current reading. After `idleMs` without a request it stops reading and forgets the reading, so the
 * next request waits for a fresh one.
 */
export interface ScaleMonitor {
  current(): Promise<TScaleReading>;
  stop(): void;
}

export function createScaleMonitor(
  provider: ScaleProvider,
  opts: { pollMs?: number; idleMs?: number } = {},
): ScaleMonitor {
  const pollMs = opts.pollMs ?? SCALE_POLL_MS;
  const idleMs = opts.idleMs ?? 10_000;
  let reading: TScaleReading | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lastAsked = 0;

  const readOnce = () => {
    inFlight ??= provider
      .read()
      .then((r) => {
        reading = { ...r, lidoEm: new Date().toISOString() };
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
    reading = null;
  };
  return {
    async current() {
      lastAsked = Date.now();
      if (!timer) {
        timer = setInterval(() => {
          if (Date.now() - lastAsked > idleMs) return stop();
          void readOnce();
        }, pollMs);
        timer.unref();
      }
      if (!reading) await readOnce();
      return reading!;
    },
    stop,
  };
}
