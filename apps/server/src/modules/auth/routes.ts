import { ZErrorResponse, ZLoginRequest, ZLoginResponse, ZProfile } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { LoginThrottlePolicy } from './login-delay';
import { login } from './service';
import { createDatabaseThrottleStore, createRedisThrottleStore, LoginThrottle } from './throttle';

export interface AuthRoutesOptions {
  /** The throttle's counts live in Redis when set, else in the database. */
  redisUrl?: string;
  throttle?: LoginThrottleSettings;
}

export interface LoginThrottleSettings {
  policy?: Partial<LoginThrottlePolicy>;
  now?: () => number;
  /** Prefix of the Redis keys (tests keep theirs apart). */
  redisKeyPrefix?: string;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const store = opts.redisUrl
    ? createRedisThrottleStore(
        new Redis(opts.redisUrl, { maxRetriesPerRequest: 3 }),
        opts.throttle?.redisKeyPrefix ?? 'brasa:login:',
      )
    : createDatabaseThrottleStore(app.database.db);
  const throttle = new LoginThrottle({ store, policy: opts.throttle?.policy, now: opts.throttle?.now });
  app.addHook('onClose', () => throttle.close());

  app.post(
    '/api-v2/usuario/login',
    {
      schema: {
        tags: ['usuario'],
        summary: 'Login: a senha chega como SHA-256 hex do que foi digitado',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const outcome = await login(app, throttle, request.body, request.ip);
      if (outcome.ok) return outcome.response;
      return reply
        .status(429)
        .header('retry-after', String(outcome.retryAfterSeconds))
        .send({ errorMessage: outcome.errorMessage, code: 'TOO_MANY_REQUESTS' });
    },
  );

  app.get(
    '/api-v2/usuario/logged',
    {
      schema: {
        tags: ['usuario'],
        summary: 'Perfil do usuário do token',
        security: [{ bearer: [] }],
        response: { 200: ZProfile, 401: ZErrorResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => app.getProfile(request),
  );
};
