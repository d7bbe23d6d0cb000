/**
 * A whole-number setting from the environment: its value when it is an integer of at least `min`, else `fallback`
 * (unset, empty, a typo or too small never stops the server).
 */
export function envInt(value: string | undefined, fallback: number, min: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= min ? n : fallback;
}
