import { MSG } from '@brasa/domain';
import type { TLoginRequest, TLoginResponse, TTokenClaims } from '@brasa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { describeWait } from './login-delay';
import { findUserByUsername, loadProfile } from './repository';
import { hashPassword, verifyPassword } from './password';
import type { LoginThrottle } from './throttle';

// A fixed hash to verify against when the user does not exist, so timing does not reveal usernames.
let dummyHash: Promise<string> | undefined;

export type LoginOutcome =
  { ok: true; response: TLoginResponse } | { ok: false; retryAfterSeconds: number; errorMessage: string };

/**
 * Checks the throttle first (the attempt is counted before the password is verified), then the password.
 * A wrong password or an unknown user is a 401; a throttled attempt is answered without checking anything.
 */
export async function login(
  app: FastifyInstance,
  throttle: LoginThrottle,
  input: TLoginRequest,
  address: string,
): Promise<LoginOutcome> {
  const attempt = await throttle.reserve(input.username, address);
  if (!attempt.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil(attempt.retryAfterMs / 1000));
    app.log.warn({ username: input.username, address, retryAfterSeconds }, 'login limitado por tentativas');
    return { ok: false, retryAfterSeconds, errorMessage: MSG.loginThrottled(describeWait(attempt.retryAfterMs)) };
  }
  const user = await findUserByUsername(app.database.db, input.username);
  dummyHash ??= hashPassword('0'.repeat(64));
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  const profile = valid && user?.ativo ? await loadProfile(app.database.db, user.id) : undefined;
  if (!user || !profile) throw new AppError(401, MSG.LOGIN_FAILED, 'LOGIN_FAILED');
  await throttle.succeed(attempt.ticket);
  const claims: TTokenClaims = {
    sub: String(profile.id),
    userId: profile.id,
    unidadeId: profile.unidade.id,
    unidadeUuid: profile.unidade.uuid,
    username: profile.username,
  };
  return { ok: true, response: { ...profile, jwtToken: app.jwt.sign(claims) } };
}
