import { MSG } from '@brasa/domain';
import type { TLoginRequest, TLoginResponse, TTokenClaims } from '@brasa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, tooManyRequests } from '../../errors';
import { findUserByUsername, loadProfile } from './repository';
import { hashPassword, verifyPassword } from './password';
import { LoginThrottle } from './throttle';

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
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
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
