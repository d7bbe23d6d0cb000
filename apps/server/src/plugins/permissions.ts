import {
  API_PERMISSIONS,
  apiAccessDeniedMessage,
  apiAccessOf,
  isApiAccessAllowed,
  rolesOf,
  type ApiAccess,
} from '@brasa/domain';
import type { FastifyInstance, FastifyRequest, FastifySchema, onRequestHookHandler, RouteOptions } from 'fastify';
import { forbidden } from '../errors';

/** The code of the table's 403, so a service's own 403 (a block role, a waiter) stays distinguishable. */
export const FORBIDDEN_ROUTE = 'FORBIDDEN_ROUTE';

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses (403 FORBIDDEN_ROUTE) a caller the access rule does not admit; loads and caches the profile. */
    checkAccess(request: FastifyRequest, access: ApiAccess): Promise<void>;
  }
}

/** An entry of the table by key, for checks a service makes inside one call ('ACTION ...', 'SERVICE ...'). */
export function accessOf(key: string): ApiAccess {
  const access = API_PERMISSIONS[key];
  if (!access) throw new Error(`Sem permissão declarada para ${key} (packages/domain/src/api-permissions.ts).`);
  return access;
}

function describeAccess(access: ApiAccess): string {
  if (access === 'public') return 'Acesso: público (sem sessão).';
  if (access === 'session') return 'Acesso: qualquer usuário com sessão.';
  const refused = access.noneOf?.length ? ` Recusado a quem tem ${access.noneOf.join(', ')}.` : '';
  return `Acesso: qualquer um dos perfis ${access.anyOf.join(', ')}.${refused}`;
}

/**
 * Enforces the route table of `@brasa/domain` (api-permissions.ts) on every route: a route without an entry
 * makes `buildApp` reject at startup, and every non-public route gets an onRequest check of the caller's
 * profile (authenticating it), so a caller without the role is refused before its body is parsed or
 * validated. The route's OpenAPI description and `x-roles` show what it needs. Register before
 * @fastify/swagger so its route collection sees the annotations.
 */
export function registerPermissions(app: FastifyInstance) {
  app.decorate('checkAccess', async (request: FastifyRequest, access: ApiAccess) => {
    if (access === 'public') return;
    const profile = await app.getProfile(request);
    if (isApiAccessAllowed(profile, access)) return;
    // A profile kept without reading its version (auth.ts, uncheckedSessionVersion) refuses nobody: read it
    // under the current version and check again (recheckSession runs this check once more).
    if (request.uncheckedSessionVersion !== undefined) return app.recheckSession(request);
    throw forbidden(apiAccessDeniedMessage(access), FORBIDDEN_ROUTE);
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const accesses = methods.map((method) => {
      const access = apiAccessOf(method, route.url);
      if (!access) {
        throw new Error(
          `Rota sem permissão declarada: ${method} ${route.url} (packages/domain/src/api-permissions.ts).`,
        );
      }
      return access;
    });
    const access = accesses[0]!;
    if (route.schema && !route.schema.hide) {
      const described = describeAccess(access);
      // OpenAPI extensions ('x-…') are copied to the operation by @fastify/swagger.
      const annotated: FastifySchema & Record<`x-${string}`, unknown> = {
        ...route.schema,
        description: route.schema.description ? `${route.schema.description}\n\n${described}` : described,
        'x-roles': rolesOf(access),
        ...(typeof access !== 'string' && access.noneOf?.length ? { 'x-refused-roles': [...access.noneOf] } : {}),
        'x-access': typeof access === 'string' ? access : 'roles',
      };
      route.schema = annotated;
    }
    if (access === 'public') return;
    const check: onRequestHookHandler = async (request) => app.checkAccess(request, access);
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, check];
  });
}
