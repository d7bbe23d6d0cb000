import { type RefObject, useEffect, useEffectEvent, useState } from 'react';
import {
  EMPTY_SCAN_GATE,
  SCAN_FORMATS,
  SCAN_INTERVAL_MS,
  type ScanFeedback,
  type ScanGate,
  admitScan,
  cameraErrorMessage,
  codesOfFrame,
  feedbackRemainingMs,
} from './camera-scan';
import { type ScanDevices, stopStream } from './scan-devices';

export type CameraStatus =
  { readonly kind: 'starting' } | { readonly kind: 'scanning' } | { readonly kind: 'error'; readonly message: string };

export interface CameraScanOptions {
  readonly videoRef: RefObject<HTMLVideoElement | null>;
  readonly devices: ScanDevices;
  /** A new reading: resolves true when it added a product (the typed-code path, doc 2 §5.6). */
  readonly onCode: (code: string) => Promise<boolean>;
  /** While true frames are not read (e.g. the weight or combo dialog the last code opened). */
  readonly paused: boolean;
  readonly now: () => number;
}

/**
 * Opens the camera while mounted, reads a frame every SCAN_INTERVAL_MS, passes each new code on (repeats
 * within 1000 ms ignored) and keeps the last result for 5 s. The camera's tracks stop on unmount.
 */
export function useCameraScan({ videoRef, devices, onCode, paused, now }: CameraScanOptions) {
  const [status, setStatus] = useState<CameraStatus>({ kind: 'starting' });
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);

  const isPaused = useEffectEvent(() => paused);
  const readCode = useEffectEvent(async (code: string) => {
    let added = false;
    try {
      added = await onCode(code);
    } catch {
      added = false;
    }
    setFeedback({ code, added, shownAt: now() });
  });
  const clock = useEffectEvent(() => now());

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gate: ScanGate = EMPTY_SCAN_GATE;
    const video = videoRef.current;

    const start = async () => {
      try {
        stream = await devices.openCamera();
        if (stopped) return stopStream(stream);
        if (video) {
          video.srcObject = stream;
          // Autoplay may refuse; the muted inline video usually plays, and frames are read only once it does.
          await Promise.resolve(video.play()).catch(() => undefined);
        }
        const reader = await devices.createReader(SCAN_FORMATS);
        if (stopped) return;
        setStatus({ kind: 'scanning' });
        const tick = async () => {
          if (stopped) return;
          if (video && !isPaused()) {
            let codes: string[] = [];
            try {
              codes = codesOfFrame(await reader.detect(video));
            } catch {
              // A frame the reader could not use: the next one is read as usual.
            }
            for (const code of codes) {
              if (stopped) return;
              const outcome = admitScan(gate, code, clock());
              gate = outcome.gate;
              if (outcome.accepted) void readCode(code);
            }
          }
          if (!stopped) timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        void tick();
      } catch (error) {
        // No reader: the camera is of no use, turn it off at once.
        stopStream(stream);
        if (!stopped) setStatus({ kind: 'error', message: cameraErrorMessage(error) });
      }
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopStream(stream);
      if (video) video.srcObject = null;
    };
  }, [devices, videoRef]);

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(
      () => setFeedback((current) => (current === feedback ? null : current)),
      feedbackRemainingMs(feedback, clock()),
    );
    return () => clearTimeout(timer);
  }, [feedback]);

  return { status, feedback };
}
