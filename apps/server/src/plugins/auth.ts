import { MSG, apiAccessOf, hasRole, type Role } from '@brasa/domain';
import { ZTokenClaims, type TProfile, type TTokenClaims } from '@brasa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import { keptSession, loadSession } from '../modules/auth/repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`: who calls and which unit every query is scoped to. */
    session: TTokenClaims;
    /** Loaded on demand by `requireRole` / `getProfile` (which authenticate a request not yet authenticated). */
    profileCache?: TProfile;
    /** The unit's parameters, read with the profile (`getUnitParameters`). */
    unitParametersCache?: ReadonlyMap<string, string>;
    /**
     * Set when the profile came from the process's cache without reading `sessao_versao` (a route with
     * `config.sessionCheckedByWrite`): the version it was kept under, which the route's write must check
     * (`sessao_vigente`) or have checked (`recheckSession`) before writing anything.
     */
    uncheckedSessionVersion?: number;
    /** Set by `recheckSession`: the profile is read under the current version from then on. */
    sessionRechecked?: boolean;
  }
  interface FastifyContextConfig {
    /** The route's write checks the session version itself (see `uncheckedSessionVersion`). */
    sessionCheckedByWrite?: boolean;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireRole(role: Role): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    getProfile(request: FastifyRequest): Promise<TProfile>;
    /** The parameters (key -> code) of the caller's unit, read in the same statement as the profile. */
    getUnitParameters(request: FastifyRequest): Promise<ReadonlyMap<string, string>>;
    /**
     * For a route with `config.sessionCheckedByWrite` whose write found the session moved (or that writes in a
     * way that cannot check it): reads the profile under the current version and runs the route's access check
     * again with it, as the request's own check did.
     */
    recheckSession(request: FastifyRequest): Promise<void>;
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
      const kept =
        request.routeOptions.config?.sessionCheckedByWrite && !request.sessionRechecked
          ? keptSession(app.database.db, request.session.userId)
          : undefined;
      const loaded = kept?.session ?? (await loadSession(app.database.db, request.session.userId));
      request.uncheckedSessionVersion = kept?.versao;
      // A deleted or deactivated user, or one moved to another unit, holds a dead token.
      if (!loaded || loaded.profile.unidade.id !== request.session.unidadeId) throw unauthorized(MSG.INVALID_TOKEN);
      request.profileCache = loaded.profile;
      request.unitParametersCache = loaded.parameters;
    }
    return request.profileCache;
  });
  app.decorate('recheckSession', async (request: FastifyRequest) => {
    request.sessionRechecked = true;
    request.uncheckedSessionVersion = undefined;
    request.profileCache = undefined;
    request.unitParametersCache = undefined;
    const access = apiAccessOf(request.method, request.routeOptions.url ?? '');
    if (access) await app.checkAccess(request, access);
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
