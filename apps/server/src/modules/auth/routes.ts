import { ZErrorResponse, ZLoginRequest, ZLoginResponse, ZProfile } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { LoginThrottlePolicy } from './login-delay';
import { login } from './service';
import {
  createDatabaseThrottleStore,
  createFallbackThrottleStore,
  createRedisThrottleStore,
  LoginThrottle,
} from './throttle';

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
  const database = createDatabaseThrottleStore(app.database.db);
  let store = database;
  if (opts.redisUrl) {
    let lastWarning = 0;
    const warn = (error: unknown) => {
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      app.log.warn({ err: error }, 'login throttle: Redis unavailable, counting in the database');
    };
    // No offline queue: while Redis is away a command fails at once and the database counts instead.
    const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', warn);
    const prefix = opts.throttle?.redisKeyPrefix ?? 'brasa:login:';
    store = createFallbackThrottleStore(createRedisThrottleStore(redis, prefix), database, warn);
  }
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
