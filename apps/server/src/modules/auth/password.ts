import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id of what the browser sends (the SHA-256 hex of the typed password). */
export function hashPassword(clientHash: string): Promise<string> {
  return argon2.hash(clientHash.toLowerCase(), ARGON2_OPTIONS);
}

export function verifyPassword(hash: string, clientHash: string): Promise<boolean> {
  return argon2.verify(hash, clientHash.toLowerCase());
}
