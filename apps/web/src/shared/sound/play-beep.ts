type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | null = null;

/**
 * A short two-tone alert made with WebAudio (stands in for the ring01 sound of doc 4 §9). Silently does
 * nothing where audio is unavailable or the browser still blocks it before a user gesture.
 */
export function playBeep(): void {
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : ((window.AudioContext ?? (window as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext) as
          AudioContextConstructor | undefined);
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    [880, 1175].forEach((frequency, index) => {
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.18;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.17);
    });
  } catch {
    // No audio device or a blocked context: the notification and the card are enough.
  }
}
