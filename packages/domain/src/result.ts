/**
 * The outcome of a rule that can fail. A failure carries the user-facing pt-BR message; the caller decides
 * whether it becomes a 422 or a snackbar (STYLE.md §3).
 */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(message: string): Result<T> {
  return { ok: false, message };
}
