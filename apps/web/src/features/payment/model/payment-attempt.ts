/**
 * Idempotency of a money-moving POST: one Idempotency-Key per confirm attempt. When the server could not be
 * reached (status 0) the payment may or may not have been recorded, so retrying the same request reuses the
 * key and the server answers the first result instead of paying twice.
 */
export interface PaymentAttempt {
  readonly key: string;
  /** The request this key was made for. */
  readonly fingerprint: string;
}

export function fingerprintOf(request: unknown): string {
  return JSON.stringify(request);
}

/** The attempt for `request`: the unfinished one when it is the same request, else a new key. */
export function attemptFor(unfinished: PaymentAttempt | null, request: unknown, newKey: () => string): PaymentAttempt {
  const fingerprint = fingerprintOf(request);
  if (unfinished && unfinished.fingerprint === fingerprint) return unfinished;
  return { key: newKey(), fingerprint };
}

/** What to remember after the call: only an attempt with no answer (status 0) may be retried with its key. */
export function unfinishedAfter(attempt: PaymentAttempt, error: unknown): PaymentAttempt | null {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 0 ? attempt : null;
}

/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only in secure contexts (https, localhost); a terminal
 * opened over plain http on the shop's network still gets a random v4 UUID from getRandomValues.
 */
export function newIdempotencyKey(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
