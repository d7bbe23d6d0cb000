import fastifyJwt from '@fastify/jwt';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { AppError } from './errors';
import { createEventBus, eventBusOptionsFromEnv, type EventBusOptions } from './events/bus';
import { createProviders, type Providers } from './providers';
import { registerAuth } from './plugins/auth';
import { registerServiceDispatcher } from './plugins/service-dispatcher';
import { createRealtimeHub } from './realtime/hub';
import { realtimeSubscriber } from './subscribers/realtime';
import { authRoutes } from './modules/auth/routes';
import { identifierRoutes } from './modules/identifiers/routes';
import { menuRoutes } from './modules/menu/routes';
import { orderRoutes } from './modules/orders/routes';
import { orderActionRoutes } from './modules/orders/actions-routes';
import { parameterRoutes } from './modules/parameters/routes';
import { paymentRoutes } from './modules/payments/routes';
import { peopleRoutes } from './modules/people/routes';
import { systemRoutes } from './modules/system/routes';

export interface BuildAppOptions {
  config: Pick<AppConfig, 'jwtSecret' | 'jwtExpiresIn' | 'webDist' | 'logLevel' | 'redisUrl'>;
  database: Database;
  /** External systems; sandboxes by default (tests pass their own). */
  providers?: Providers;
  /** Pino logger options; false silences logs (tests). */
  logger?: boolean | object;
  /** Order events delivery; from BRASA_EVENTS_DELIVERY / BRASA_EVENTS_POLL_MS by default. */
  events?: Partial<EventBusOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    providers: Providers;
  }
}

const API_PREFIXES = ['/api-v2', '/service', '/api/', '/api-docs', '/socket.io'];

/** Builds the Fastify app (tests call this with app.inject; main.ts listens). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: opts.config.logLevel },
    trustProxy: true,
    bodyLimit: 5 * 1024 * 1024,
    // Comma lists travel in path segments (parametro/tipo/{types}, situacao/multiple/{ids}).
    routerOptions: { maxParamLength: 2000 },
  }).withTypeProvider<ZodTypeProvider>();

  // A bodiless POST sent with Content-Type: application/json is a POST without a body, not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(400, 'Corpo da requisição inválido.', 'INVALID_JSON'), undefined);
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', opts.database);
  app.decorate('providers', opts.providers ?? createProviders());

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ ...error.extra, errorMessage: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((v) => {
          const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return path ? `${path}: ${v.message}` : v.message;
        })
        .join('; ');
      return reply.status(400).send({ errorMessage: `Dados inválidos - ${details}`, code: 'VALIDATION' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'erro inesperado');
      return reply.status(500).send({ errorMessage: 'Erro interno do servidor. Tente novamente.', code: 'INTERNAL' });
    }
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large...).
    const message =
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Tipo de conteúdo não suportado.'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Requisição grande demais.'
          : error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
            ? 'Corpo da requisição inválido.'
            : error.message;
    return reply.status(status).send({ errorMessage: message, code: error.code });
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Brasa PDV API', version: '1.2.45', description: 'API do Brasa PDV (pt-BR).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api-docs' });

  await app.register(fastifyJwt, {
    secret: opts.config.jwtSecret,
    sign: { expiresIn: opts.config.jwtExpiresIn },
  });
  registerAuth(app);
  registerServiceDispatcher(app);
  const realtime = createRealtimeHub(app, { redisUrl: opts.config.redisUrl });
  app.decorate('realtime', realtime);
  app.addHook('preClose', () => realtime.close());

  // Order events: the orders module records them in its transactions; subscribers (one file each under
  // subscribers/) run after commit. The bus stops on close, before the caller closes the database.
  const orderEvents = createEventBus(opts.database, { ...eventBusOptionsFromEnv(), ...opts.events }, app.log);
  orderEvents.subscribe(realtimeSubscriber(realtime));
  await orderEvents.start();
  app.decorate('orderEvents', orderEvents);
  app.addHook('onClose', () => orderEvents.stop());

  await app.register(authRoutes);
  await app.register(systemRoutes);
  await app.register(parameterRoutes);
  await app.register(peopleRoutes);
  await app.register(orderRoutes);
  await app.register(orderActionRoutes);
  await app.register(paymentRoutes);
  await app.register(menuRoutes);
  await app.register(identifierRoutes);

  await registerWebApp(app, opts.config.webDist);
  return app;
}

/** Serves the built SPA on the same port; unknown non-API GETs answer index.html (client routing). */
async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    // wildcard: files added by a rebuild while the server runs are served too (unknown ones fall to the SPA handler).
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (hasWeb && request.method === 'GET' && !isApi) return reply.sendFile('index.html');
    return reply.status(404).send({ errorMessage: 'Recurso não encontrado.', code: 'NOT_FOUND' });
  });
}
