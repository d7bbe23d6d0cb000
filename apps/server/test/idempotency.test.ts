import { MSG } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaveIdempotencia } from '../src/db/schema';
import { AppError } from '../src/errors';
import { ABANDONED_AFTER_MS, idempotent, idempotentCall, type IdempotencyClaim } from '../src/idempotency';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let serial = 0;
const claimFor = (shape: unknown = 'a', route = 'POST /teste'): IdempotencyClaim => ({
  unidadeId: 1,
  key: `chave-teste-${++serial}`,
  route,
  fingerprint: JSON.stringify(shape),
});

const stored = async (claim: IdempotencyClaim) =>
  (
    await ctx.database.db
      .select()
      .from(chaveIdempotencia)
      .where(and(eq(chaveIdempotencia.unidadeId, claim.unidadeId), eq(chaveIdempotencia.chave, claim.key)))
  )[0];

const refusal = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { status: (err as AppError).statusCode, message: (err as AppError).message, code: (err as AppError).code };
};

describe('idempotent (work in the database, in the same transaction)', () => {
  const db = () => ctx.database.db;

  it('runs once: a retry of the same request answers the first answer without running', async () => {
    const claim = claimFor();
    let runs = 0;
    const work = () => db().transaction((tx) => idempotent(tx, claim, async () => ({ n: ++runs })));
    expect(await work()).toEqual({ n: 1 });
    expect(await work()).toEqual({ n: 1 });
    expect(runs).toBe(1);
  });

  it('refuses the key on another request, on another call, and changes nothing', async () => {
    const claim = claimFor('primeiro');
    await db().transaction((tx) => idempotent(tx, claim, async () => 'feito'));
    let ran = false;
    const other = { ...claim, fingerprint: 'outro corpo' };
    expect(await refusal(db().transaction((tx) => idempotent(tx, other, async () => (ran = true))))).toMatchObject({
      status: 409,
      message: MSG.IDEMPOTENCY_KEY_REUSED,
    });
    const otherRoute = { ...claim, route: 'POST /outra' };
    expect(await refusal(db().transaction((tx) => idempotent(tx, otherRoute, async () => (ran = true))))).toMatchObject(
      { status: 409 },
    );
    expect(ran).toBe(false);
    expect((await stored(claim))!.resposta).toBe('feito');
  });

  it('a rolled-back work leaves no claim: the same key runs again', async () => {
    const claim = claimFor();
    await expect(
      db().transaction((tx) =>
        idempotent(tx, claim, async () => {
          throw new Error('falhou');
        }),
      ),
    ).rejects.toThrow('falhou');
    expect(await stored(claim)).toBeUndefined();
    expect(await db().transaction((tx) => idempotent(tx, claim, async () => 'segunda'))).toBe('segunda');
  });

  it('without a claim it just runs, every time', async () => {
    let runs = 0;
    await db().transaction((tx) => idempotent(tx, null, async () => ++runs));
    await db().transaction((tx) => idempotent(tx, null, async () => ++runs));
    expect(runs).toBe(2);
  });
});

describe('idempotentCall (work at a provider, outside the claim transaction)', () => {
  const db = () => ctx.database.db;

  it('stores the answer after the work; a retry answers it', async () => {
    const claim = claimFor();
    let runs = 0;
    expect(await idempotentCall(db(), claim, async () => ({ id: ++runs }))).toEqual({ id: 1 });
    expect(await idempotentCall(db(), claim, async () => ({ id: ++runs }))).toEqual({ id: 1 });
    expect(runs).toBe(1);
  });

  it('a retry while the first still runs gets 409 IN_PROGRESS (refuse) or runs again (rerun)', async () => {
    const claim = claimFor();
    let release!: () => void;
    const first = idempotentCall(
      db(),
      claim,
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('primeira');
        }),
    );
    await expect.poll(() => stored(claim)).toBeDefined();
    expect(await refusal(idempotentCall(db(), claim, async () => 'segunda'))).toEqual({
      status: 409,
      message: MSG.IDEMPOTENCY_IN_PROGRESS,
      code: 'IN_PROGRESS',
    });
    expect(await idempotentCall(db(), claim, async () => 'de novo', { whileRunning: 'rerun' })).toBe('de novo');
    release();
    expect(await first).toBe('primeira');
  });

  it('a claim left without answer (a crash between the work and the store) is taken over after a while', async () => {
    const claim = claimFor();
    // The first use claimed the key and died: a row without answer.
    await db()
      .insert(chaveIdempotencia)
      .values({
        unidadeId: 1,
        chave: claim.key,
        rota: claim.route,
        impressaoDigital: claim.fingerprint,
        createdAt: new Date('2026-12-01T10:00:00Z'),
      });
    const soon = () => new Date(new Date('2026-12-01T10:00:00Z').getTime() + ABANDONED_AFTER_MS - 1000);
    const later = () => new Date(new Date('2026-12-01T10:00:00Z').getTime() + ABANDONED_AFTER_MS + 1000);
    expect(await refusal(idempotentCall(db(), claim, async () => 'cedo', { now: soon }))).toMatchObject({
      status: 409,
      code: 'IN_PROGRESS',
    });
    expect(await idempotentCall(db(), claim, async () => 'retomada', { now: later })).toBe('retomada');
    expect((await stored(claim))!.resposta).toBe('retomada');
  });

  it('a failed work releases the key: the same key tries again', async () => {
    const claim = claimFor();
    await expect(
      idempotentCall(db(), claim, async () => {
        throw new Error('iFood fora do ar');
      }),
    ).rejects.toThrow('iFood fora do ar');
    expect(await stored(claim)).toBeUndefined();
    expect(await idempotentCall(db(), claim, async () => 'ok')).toBe('ok');
  });

  it('refuses the key on another request', async () => {
    const claim = claimFor('um');
    await idempotentCall(db(), claim, async () => 'um');
    expect(await refusal(idempotentCall(db(), { ...claim, fingerprint: 'dois' }, async () => 'dois'))).toMatchObject({
      status: 409,
      message: MSG.IDEMPOTENCY_KEY_REUSED,
    });
  });
});
