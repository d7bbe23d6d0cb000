import { MSG, hasRole, type Role } from '@brasa/domain';
import { ZTokenClaims, type TProfile, type TTokenClaims } from '@brasa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import { loadSession } from '../modules/auth/repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`: who calls and which unit every query is scoped to. */
    session: TTokenClaims;
    /** Loaded on demand by `requireRole` / `getProfile` (which authenticate a request not yet authenticated). */
    profileCache?: TProfile;
    /** The unit's parameters, read with the profile (`getUnitParameters`). */
    unitParametersCache?: ReadonlyMap<string, string>;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireRole(role: Role): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    getProfile(request: FastifyRequest): Promise<TProfile>;
    /** The parameters (key -> code) of the caller's unit, read in the same statement as the profile. */
    getUnitParameters(request: FastifyRequest): Promise<ReadonlyMap<string, string>>;
  }
}

/** Verifies a bearer token and returns its claims, or throws 401 with the spec's message. */
export async function verifyToken(app: FastifyInstance, token: string | undefined): Promise<TTokenClaims> {
  if (!token) throw unauthorized(MSG.INVALID_TOKEN);
  try {
    const decoded = app.jwt.verify(token);
    const claims = ZTokenClaims.safeParse(decoded);
    if (!claims.success) throw new Error('claims');
    return claims.data;
  } catch {
    throw unauthorized(MSG.INVALID_TOKEN);
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('session', null as unknown as TTokenClaims);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.session = await verifyToken(app, bearerToken(request));
  });
  app.decorate('getProfile', async (request: FastifyRequest) => {
    if (!request.profileCache) {
      if (!request.session) request.session = await verifyToken(app, bearerToken(request));
      const loaded = await loadSession(app.database.db, request.session.userId);
      // A deleted or deactivated user, or one moved to another unit, holds a dead token.
      if (!loaded || loaded.profile.unidade.id !== request.session.unidadeId) throw unauthorized(MSG.INVALID_TOKEN);
      request.profileCache = loaded.profile;
      request.unitParametersCache = loaded.parameters;
    }
    return request.profileCache;
  });
  app.decorate('getUnitParameters', async (request: FastifyRequest) => {
    await app.getProfile(request);
    return request.unitParametersCache!;
  });
  app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
    const profile = await app.getProfile(request);
    if (!hasRole(profile, role)) throw forbidden(MSG.noRole(role));
  });
}
