type AudioContextConstructor = new () => AudioContext;

/** doc 4 §9 "Sounds: new order ring01, new item ring02, cancelled item ring03". */
export type RingName = 'ring01' | 'ring02' | 'ring03';

// Synthesized with WebAudio (no audio files to fetch): ring01 is a two-tone alert (a new order), ring02 rises (a new
// item), ring03 falls twice (a cancel).
const TONES: Readonly<Record<RingName, { frequencies: number[]; type: OscillatorType; step: number }>> = {
  ring01: { frequencies: [880, 1175], type: 'sine', step: 0.18 },
  ring02: { frequencies: [660, 880, 1320], type: 'triangle', step: 0.14 },
  ring03: { frequencies: [740, 440, 740, 440], type: 'square', step: 0.16 },
};

let context: AudioContext | null = null;

/** Plays a ring; silently nothing where audio is unavailable or still blocked before a user gesture. */
export function playRing(name: RingName): void {
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : ((window.AudioContext ?? (window as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext) as
          AudioContextConstructor | undefined);
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const tone = TONES[name];
    const start = context.currentTime;
    tone.frequencies.forEach((frequency, index) => {
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.type = tone.type;
      oscillator.frequency.value = frequency;
      const at = start + index * tone.step;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(name === 'ring03' ? 0.15 : 0.3, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.step - 0.01);
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(at);
      oscillator.stop(at + tone.step);
    });
  } catch {
    // No audio device or a blocked context: the card on screen is enough.
  }
}
