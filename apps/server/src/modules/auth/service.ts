import { MSG } from '@brasa/domain';
import type { TLoginRequest, TLoginResponse, TTokenClaims } from '@brasa/contracts';
import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { AppError, tooManyRequests } from '../../errors';
import { findUserByUsername, loadProfile } from './repository';
import { LoginThrottle } from './throttle';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(clientHash: string): Promise<string> {
  return argon2.hash(clientHash.toLowerCase(), ARGON2_OPTIONS);
}

// A fixed hash to verify against when the user does not exist, so timing does not reveal usernames.
let dummyHash: Promise<string> | undefined;

export const loginThrottle = new LoginThrottle({ windowMs: 15 * 60_000, maxPerUserAndAddress: 5, maxPerAddress: 50 });

export async function login(app: FastifyInstance, input: TLoginRequest, address: string): Promise<TLoginResponse> {
  const waitMs = loginThrottle.retryAfterMs(input.username, address);
  if (waitMs > 0) {
    throw tooManyRequests(MSG.loginThrottled(Math.ceil(waitMs / 60_000)));
  }
  const user = await findUserByUsername(app.database.db, input.username);
  dummyHash ??= hashPassword('0'.repeat(64));
  const valid = await argon2.verify(user?.passwordHash ?? (await dummyHash), input.password.toLowerCase());
  const profile = valid && user?.ativo ? await loadProfile(app.database.db, user.id) : undefined;
  if (!user || !profile) {
    loginThrottle.recordFailure(input.username, address);
    throw new AppError(401, MSG.LOGIN_FAILED, 'LOGIN_FAILED');
  }
  loginThrottle.recordSuccess(input.username, address);
  const claims: TTokenClaims = {
    sub: String(profile.id),
    userId: profile.id,
    unidadeId: profile.unidade.id,
    unidadeUuid: profile.unidade.uuid,
    username: profile.username,
  };
  return { ...profile, jwtToken: app.jwt.sign(claims) };
}
