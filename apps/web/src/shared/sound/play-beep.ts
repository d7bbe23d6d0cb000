import { playRing } from './play-ring';

/** The new-order alert (ring01 of doc 4 §9); silently nothing where audio is unavailable or still blocked. */
export function playBeep(): void {
  playRing('ring01');
}
