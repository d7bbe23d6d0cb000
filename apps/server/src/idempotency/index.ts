import { MSG } from '@brasa/domain';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Db, Tx } from '../db/client';
import { chaveIdempotencia } from '../db/schema';
import { badRequest, conflict } from '../errors';

/**
 * The Idempotency-Key store (table chave_idempotencia): a money-moving or externally visible call sent again with
 * the same key answers what the first one answered, without doing it twice. The one place that reads and writes
 * the table; every service uses `idempotent` (work in the database) or `idempotentCall` (work at a provider).
 */

/** One use of a key: the unit, the key, the call (method and path) and a digest of who sent what. */
export interface IdempotencyClaim {
  unidadeId: number;
  key: string;
  route: string;
  fingerprint: string;
}

/** The Idempotency-Key header, when a terminal sent one (at most 200 characters). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  const key = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!key) return null;
  if (key.length > 200) throw badRequest('Idempotency-Key inválida: use no máximo 200 caracteres.');
  return key;
}

/** SHA-256 of who sent what: a retry is the same request from the same user. */
export function fingerprintOf(userId: number | string, shape: unknown): string {
  return createHash('sha256')
    .update(`${userId}:${JSON.stringify(shape)}`)
    .digest('hex');
}

/** The request's claim on `route` for the request `shape`, or null when it carries no Idempotency-Key. */
export function claimOf(request: FastifyRequest, route: string, shape: unknown): IdempotencyClaim | null {
  const key = idempotencyKeyOf(request);
  if (!key) return null;
  const { unidadeId, userId } = request.session;
  return { unidadeId, key, route, fingerprint: fingerprintOf(userId, shape) };
}

const keyOf = (claim: IdempotencyClaim) =>
  and(eq(chaveIdempotencia.unidadeId, claim.unidadeId), eq(chaveIdempotencia.chave, claim.key));

/**
 * Claims the key in `tx`. Null: the key is new (the caller does the work and `remember`s its answer in the same
 * transaction). Otherwise the earlier use: refused with 409 when it was another call or another request; its
 * answer (null while the first use has not stored one).
 */
async function claimKey(tx: Tx | Db, claim: IdempotencyClaim): Promise<{ answer: unknown } | null> {
  const inserted = await tx
    .insert(chaveIdempotencia)
    .values({ unidadeId: claim.unidadeId, chave: claim.key, rota: claim.route, impressaoDigital: claim.fingerprint })
    .onConflictDoNothing()
    .returning({ chave: chaveIdempotencia.chave });
  if (inserted.length > 0) return null;
  const [row] = await tx
    .select({
      rota: chaveIdempotencia.rota,
      impressaoDigital: chaveIdempotencia.impressaoDigital,
      resposta: chaveIdempotencia.resposta,
    })
    .from(chaveIdempotencia)
    .where(keyOf(claim));
  // A key on another call, or the same call with another body or user, answers nothing of the first.
  if (!row || row.rota !== claim.route || row.impressaoDigital !== claim.fingerprint)
    throw conflict(MSG.IDEMPOTENCY_KEY_REUSED);
  return { answer: row.resposta ?? null };
}

/** Stores the answer of the key's first use (in the transaction that did the work, when there is one). */
export async function remember(tx: Tx | Db, claim: IdempotencyClaim, answer: unknown): Promise<void> {
  await tx.update(chaveIdempotencia).set({ resposta: answer }).where(keyOf(claim));
}

/**
 * Work in the database, in the caller's transaction `tx`: without a claim it just runs; a new key runs `run` and
 * stores its answer in the same transaction (a crash leaves neither); a retry of the same request answers the
 * stored answer without running anything; the key on another request is refused (409).
 * `replay(answer)` may turn the stored answer into the call's answer (e.g. reread a row it names).
 */
export async function idempotent<T>(tx: Tx, claim: IdempotencyClaim | null, run: () => Promise<T>): Promise<T> {
  if (!claim) return run();
  const earlier = await claimKey(tx, claim);
  if (earlier) {
    // Stored with the work in one transaction: a claim without answer is never seen committed.
    if (earlier.answer === null) throw conflict(MSG.IDEMPOTENCY_KEY_REUSED);
    return earlier.answer as T;
  }
  const answer = await run();
  await remember(tx, claim, answer);
  return answer;
}

/** How long a claim without answer counts as running; older, it was cut off (a crash) and a retry takes it over. */
export const ABANDONED_AFTER_MS = 2 * 60_000;

/**
 * Work that is not (only) in the database — a provider's API, or several transactions of their own — so it cannot
 * share the claim's transaction: the key is claimed and committed first, `run` runs, and its answer is stored
 * after. A retry of the same request answers the stored answer; one that comes while the first still runs gets
 * 409 'IN_PROGRESS' (`whileRunning: 'refuse'`, the default) or runs again (`'rerun'`, for work that refuses by
 * itself what it already did, such as a status change); a claim left without answer for longer than
 * ABANDONED_AFTER_MS (the process died between the work and the store) is taken over by the retry. A run that
 * fails releases the key, so the same key can try again.
 */
export async function idempotentCall<T>(
  db: Db,
  claim: IdempotencyClaim | null,
  run: () => Promise<T>,
  options: { whileRunning?: 'refuse' | 'rerun'; now?: () => Date } = {},
): Promise<T> {
  if (!claim) return run();
  const now = options.now ?? (() => new Date());
  const earlier = await db.transaction((tx) => claimKey(tx, claim));
  if (earlier) {
    if (earlier.answer !== null) return earlier.answer as T;
    if ((options.whileRunning ?? 'refuse') === 'refuse') {
      // Cut off long ago: this retry takes the claim over (one of several retries at once wins it).
      const taken = await db
        .update(chaveIdempotencia)
        .set({ createdAt: now() })
        .where(
          and(
            keyOf(claim),
            isNull(chaveIdempotencia.resposta),
            lt(chaveIdempotencia.createdAt, new Date(now().getTime() - ABANDONED_AFTER_MS)),
          ),
        )
        .returning({ chave: chaveIdempotencia.chave });
      if (taken.length === 0) throw conflict(MSG.IDEMPOTENCY_IN_PROGRESS, 'IN_PROGRESS');
    }
  }
  let answer: T;
  try {
    answer = await run();
  } catch (err) {
    if (!earlier) await db.delete(chaveIdempotencia).where(and(keyOf(claim), isNull(chaveIdempotencia.resposta)));
    throw err;
  }
  await remember(db, claim, answer);
  return answer;
}
