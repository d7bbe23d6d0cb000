/**
 * One Idempotency-Key per attempt of a money-moving POST (the courier settlement; the payment feature keeps
 * the same rule in its own model). When the server could not be reached (status 0) the post may or may not
 * have been recorded, so retrying the same request reuses the key and the server answers the first result;
 * any other outcome, or a different request, gets a new key.
 */
export interface IdempotentAttempt {
  readonly key: string;
  /** The request this key was made for. */
  readonly fingerprint: string;
}

/** The attempt for `request`: the unfinished one when it is the same request, else a new key. */
export function attemptFor(
  unfinished: IdempotentAttempt | null,
  request: unknown,
  newKey: () => string = newIdempotencyKey,
): IdempotentAttempt {
  const fingerprint = JSON.stringify(request);
  if (unfinished && unfinished.fingerprint === fingerprint) return unfinished;
  return { key: newKey(), fingerprint };
}

/** What to remember after the call: only an attempt with no answer (status 0) may be retried with its key. */
export function unfinishedAfter(attempt: IdempotentAttempt, error: unknown): IdempotentAttempt | null {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 0 ? attempt : null;
}

/** A random v4 UUID, also on plain http where crypto.randomUUID does not exist. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
