import fastifyJwt from '@fastify/jwt';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import { toFastifyTrustProxy, type AppConfig } from './config';
import type { Database } from './db/client';
import { AppError } from './errors';
import { DEFAULT_BODY_LIMIT, bodyLimitFor } from './edge/body-limits';
import { errorAnswer } from './edge/error-answer';
import { INPUT_PROBLEM_MESSAGES, findInputProblem } from './edge/input-guard';
import { createEventBus, eventBusOptionsFromEnv, type EventBusOptions } from './events/bus';
import { createProviders, type Providers } from './providers';
import type { VirtualPrinter } from './providers/printer';
import { createPrintQueue, printQueueOptionsFromEnv, type PrintQueueOptions } from './print/print-queue';
import { onlinePrintRoutes, printServerRoutes } from './print/routes';
import { printerSandboxRoutes } from './print/sandbox-routes';
import { registerAuth } from './plugins/auth';
import { registerPermissions } from './plugins/permissions';
import { registerRequestLog } from './plugins/request-log';
import { registerServiceDispatcher } from './plugins/service-dispatcher';
import { createRealtimeHub } from './realtime/hub';
import { authRoutes, type LoginThrottleSettings } from './modules/auth/routes';
import { realtimeSubscriber } from './subscribers/realtime';
import { kdsSubscriber } from './subscribers/kds';
import { kdsProjection } from './modules/kds/projection';
import { kdsRoutes } from './modules/kds/routes';
import { dispatchRealtimeSubscriber } from './subscribers/dispatch-realtime';
import { courierRoutes } from './modules/couriers/routes';
import { identifierRoutes } from './modules/identifiers/routes';
import { integrationRoutes } from './modules/integrations/routes';
import { menuRoutes } from './modules/menu/routes';
import { orderRoutes } from './modules/orders/routes';
import { findOrder } from './modules/orders/repository';
import { toOrder } from './modules/order-data/mapper';
import { tabsRoutes } from './modules/orders/tabs/tabs-routes';
import { orderActionRoutes } from './modules/orders/actions/actions-routes';
import { parameterRoutes } from './modules/parameters/routes';
import { paymentRoutes } from './modules/payments/routes';
import { peopleRoutes } from './modules/people/routes';
import { routingRoutes } from './modules/routing/routes';
import { heatMapRoutes } from './modules/heat-map/routes';
import { scaleRoutes } from './modules/scale/routes';
import { systemRoutes } from './modules/system/routes';
import { setupRoutes } from './modules/setup/routes';
import {
  createMarketplacePoller,
  marketplacePollerOptionsFromEnv,
  type MarketplacePollerOptions,
} from './modules/marketplace/poller';
import { marketplaceRoutes } from './modules/marketplace/routes';
import { tellMarketplaceBeforeStatusChange, verifyMarketplaceDeliveryCode } from './modules/marketplace/status-sync';
import { plugDeliveryCodeCheck, plugStatusChangeGate } from './modules/orders/status/status-gate';
import { integratedMenuRoutes } from './modules/integrated-menus/routes';
import { storeRoutes } from './modules/marketplace/store-routes';
import {
  createLogisticsTracker,
  logisticsTrackerOptionsFromEnv,
  type LogisticsTrackerOptions,
} from './modules/logistics/tracker';
import {
  createScheduledReleases,
  scheduledReleaseOptionsFromEnv,
  type ScheduledReleaseOptions,
} from './modules/orders/production/scheduled-release';
import { createTefReconciler, tefReconcilerOptionsFromEnv, type TefReconcilerOptions } from './modules/tef/reconciler';
import { createTefCallback } from './modules/tef/callback';
import { tefRoutes } from './modules/tef/routes';
import { logisticsRoutes } from './modules/logistics/routes';
import { loyaltyRoutes } from './modules/loyalty/routes';
import { createReportJobs, reportJobsOptionsFromEnv } from './modules/reports/jobs-runner';
import { reportRoutes } from './modules/reports/routes';
import { fiscalRoutes } from './modules/fiscal/routes';
import { startFiscalTransmitter } from './modules/fiscal/transmitter';
import { tefOrderCancelledSubscriber } from './subscribers/tef-order-cancelled';

export interface BuildAppOptions {
  config: Pick<AppConfig, 'jwtSecret' | 'jwtExpiresIn' | 'webDist' | 'logLevel' | 'redisUrl'> &
    Partial<Pick<AppConfig, 'trustProxy' | 'redisChannelPrefix'>>;
  database: Database;
  /** Marketplace polling (tests turn it off and drive `app.marketplacePoller.pollAll()`). */
  marketplace?: Partial<MarketplacePollerOptions>;
  /** External systems; sandboxes by default (tests pass their own). */
  providers?: Providers;
  /** The sandbox server the default providers talk to (src/sandbox; main.ts and the test contexts start one). */
  sandboxUrl?: string;
  /** Pino logger options; false silences logs (tests). */
  logger?: boolean | object;
  /** Login throttle policy, clock and Redis key prefix (tests). */
  loginThrottle?: LoginThrottleSettings;
  /** Order events delivery; from BRASA_EVENTS_DELIVERY / BRASA_EVENTS_POLL_MS by default. */
  events?: Partial<EventBusOptions>;
  /** Print delivery (queue print_jobs); from BRASA_PRINT_* by default (tests shorten the retry delay). */
  print?: Partial<PrintQueueOptions>;
  /** Card-terminal reconciler (BRASA_TEF_* by default; tests stop it to play a dead server). */
  tef?: Partial<TefReconcilerOptions>;
  /** Logistics status polling (BRASA_LOGISTICS_TRACK* by default; tests turn the worker off and drive `runDue()`). */
  logistics?: Partial<LogisticsTrackerOptions>;
  /** Scheduled orders' release to production (BRASA_SCHEDULED_RELEASE* by default; tests drive `release()`). */
  scheduledRelease?: Partial<ScheduledReleaseOptions>;
  /** The virtual printers this process runs (main.ts: the demo's), read through `GET /sandbox/impressoras`. */
  virtualPrinters?: ReadonlyMap<string, VirtualPrinter>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    providers: Providers;
  }
}

// zod's own messages (wrong type, too big...) in Portuguese; the schemas' own messages are pt-BR already.
z.config(z.locales.ptBR());

const API_PREFIXES = ['/api-v2', '/service', '/api/', '/api-docs', '/socket.io', '/sandbox/'];

/** Builds the Fastify app (tests call this with app.inject; main.ts listens). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: opts.config.logLevel },
    // X-Forwarded-For only from configured proxies (TRUST_PROXY); anyone could forge it.
    trustProxy: toFastifyTrustProxy(opts.config.trustProxy),
    // Requests are logged at debug (plugins/request-log.ts); info is for lifecycle and errors.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Comma lists travel in path segments (parametro/tipo/{types}, situacao/multiple/{ids}).
    routerOptions: { maxParamLength: 2000 },
    // The router's own refusals (bad percent-encoding, a path parameter too long) answer like every error.
    frameworkErrors: (error, request, reply) => sendError(error, request.log, reply),
  }).withTypeProvider<ZodTypeProvider>();

  // Per-route body limits (edge/body-limits.ts); a route may still set its own.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimitFor(route.method, route.url);
  });

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
  app.decorate('providers', opts.providers ?? createProviders(process.env, { sandboxUrl: opts.sandboxUrl }));

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => sendError(error, request.log, reply));
  // Every string of body, path and query: no NUL, no lone surrogate, bounded depth and sizes (edge/input-guard.ts).
  app.addHook('preValidation', async (request) => {
    const problem =
      findInputProblem(request.params) ?? findInputProblem(request.query) ?? findInputProblem(request.body);
    if (problem) throw new AppError(400, INPUT_PROBLEM_MESSAGES[problem], 'INVALID_INPUT');
  });

  // Before swagger: the permission table's onRoute hook annotates each route before swagger collects it.
  registerPermissions(app);
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
  registerRequestLog(app);
  registerAuth(app);
  registerServiceDispatcher(app);
  const realtime = createRealtimeHub(app, {
    redisUrl: opts.config.redisUrl,
    redisChannelPrefix: opts.config.redisChannelPrefix,
  });
  app.decorate('realtime', realtime);
  app.addHook('preClose', () => realtime.close());

  await app.register(authRoutes, { redisUrl: opts.config.redisUrl, throttle: opts.loginThrottle });
  // Order events: the orders module records them in its transactions; subscribers (one file each under
  // subscribers/) run after commit. The bus stops on close, before the caller closes the database.
  const orderEvents = createEventBus(
    opts.database,
    { ...eventBusOptionsFromEnv(), ...opts.events },
    app.log,
    async (unidadeId, orderId) => {
      const row = await findOrder(opts.database.db, unidadeId, orderId);
      return row && toOrder(row);
    },
  );
  orderEvents.project(kdsProjection);
  orderEvents.subscribe(realtimeSubscriber(realtime));
  orderEvents.subscribe(kdsSubscriber(realtime, () => app.database.db));
  orderEvents.subscribe(dispatchRealtimeSubscriber(realtime));
  orderEvents.subscribe(tefOrderCancelledSubscriber(app));
  await orderEvents.start();
  app.decorate('orderEvents', orderEvents);
  app.addHook('onClose', () => orderEvents.stop());
  // Prints: one durable job per print row on the same pg-boss (print/print-queue.ts). Its worker stops before the
  // bus stops pg-boss.
  const printQueue = createPrintQueue({
    db: opts.database.db,
    boss: orderEvents.boss,
    printer: app.providers.printer,
    options: { ...printQueueOptionsFromEnv(), ...opts.print },
    log: app.log,
    onFailure: ({ unidadeUuid, ...impressao }) =>
      app.realtime.publish(unidadeUuid, { type: 'PRINT_FAILED', impressao }),
  });
  await printQueue.start();
  app.decorate('printQueue', printQueue);
  app.addHook('preClose', () => printQueue.stop());
  // Card-terminal intents: a durable job per open intent on the same pg-boss, a start-up sweep (modules/tef).
  const tefReconciler = createTefReconciler(
    app,
    orderEvents.boss,
    { ...tefReconcilerOptionsFromEnv(), ...opts.tef },
    app.log,
  );
  app.decorate('tefReconciler', tefReconciler);
  // The cloud provider's status callback (modules/tef/callback.ts): a signed URL per sale, a public route.
  const tefCallback = createTefCallback(app, opts.config.jwtSecret);
  app.decorate('tefCallback', tefCallback.callback);
  await tefReconciler.start();
  app.addHook('preClose', () => tefReconciler.stop());
  // Logistics status: a durable job per sent delivery asks the provider until it is over (modules/logistics/tracker).
  const logisticsTracker = createLogisticsTracker(
    app,
    orderEvents.boss,
    { ...logisticsTrackerOptionsFromEnv(), ...opts.logistics },
    app.log,
  );
  app.decorate('logisticsTracker', logisticsTracker);
  await logisticsTracker.start();
  app.addHook('preClose', () => logisticsTracker.stop());
  // iFood's right to refuse a status change: the orders module's gate, implemented by the marketplace module.
  plugStatusChangeGate(app, tellMarketplaceBeforeStatusChange);
  plugDeliveryCodeCheck(app, verifyMarketplaceDeliveryCode);
  // Scheduled orders: a durable job per order sends it to production at its preparation start (orders/scheduled-release).
  const scheduledReleases = createScheduledReleases(
    app,
    orderEvents.boss,
    { ...scheduledReleaseOptionsFromEnv(), ...opts.scheduledRelease },
    app.log,
  );
  app.decorate('scheduledReleases', scheduledReleases);
  await scheduledReleases.start();
  app.addHook('preClose', () => scheduledReleases.stop());
  // Marketplace (iFood) polling: one instance per integration at a time (modules/marketplace/poller.ts).
  const marketplacePoller = createMarketplacePoller(app, { ...marketplacePollerOptionsFromEnv(), ...opts.marketplace });
  app.decorate('marketplacePoller', marketplacePoller);
  app.addHook('onReady', async () => marketplacePoller.start());
  app.addHook('preClose', () => marketplacePoller.stop());
  // Report jobs (DRE exports, sales by courier): durable jobs on the same pg-boss (modules/reports).
  const reportJobs = createReportJobs(app, orderEvents.boss, app.log, reportJobsOptionsFromEnv());
  app.decorate('reportJobs', reportJobs);
  await reportJobs.start();
  app.addHook('preClose', () => reportJobs.stop());

  await app.register(systemRoutes);
  await app.register(setupRoutes);
  await app.register(parameterRoutes);
  await app.register(peopleRoutes);
  await app.register(orderRoutes);
  await app.register(marketplaceRoutes);
  await app.register(integratedMenuRoutes);
  await app.register(storeRoutes);
  await app.register(orderActionRoutes);
  await app.register(tabsRoutes);
  await app.register(paymentRoutes);
  await app.register(menuRoutes);
  await app.register(identifierRoutes);
  await app.register(kdsRoutes);
  await app.register(printServerRoutes);
  await app.register(onlinePrintRoutes);
  await app.register(printerSandboxRoutes, { printers: opts.virtualPrinters ?? new Map() });
  await app.register(courierRoutes);
  await app.register(integrationRoutes);
  await app.register(routingRoutes);
  await app.register(heatMapRoutes);
  await app.register(scaleRoutes);
  await app.register(tefRoutes);
  await app.register(tefCallback.routes);
  await app.register(logisticsRoutes);
  await app.register(loyaltyRoutes);
  await app.register(reportRoutes);
  await app.register(fiscalRoutes);
  const fiscalTransmitter = startFiscalTransmitter(app);
  app.addHook('preClose', () => fiscalTransmitter.stop());

  await registerWebApp(app, opts.config.webDist);
  return app;
}

/** The one way an error is answered: `{ errorMessage, code }` with a pt-BR message (edge/error-answer.ts). */
function sendError(
  error: FastifyError | AppError | Error,
  log: { error: (obj: object, msg: string) => void },
  reply: FastifyReply,
) {
  const answer = errorAnswer(error);
  if (answer.unexpected) log.error({ err: error }, 'erro inesperado');
  return reply.status(answer.status).send(answer.body);
}

/** Serves the built SPA on the same port; unknown non-API GETs answer index.html (client routing). */
async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    // wildcard: files added by a rebuild while the server runs are served too (unknown ones fall to the SPA handler).
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      // Vite names every file under assets/ by its content hash: a browser keeps them for a year without asking
      // again (a terminal reopening the PDV loads its JavaScript from cache, no round trip per chunk). Other
      // files, index.html above all, are revalidated on every load, so a new build is picked up at once.
      setHeaders: (reply, filePath) => {
        const hashed = relative(webDist, filePath).split(sep)[0] === 'assets';
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (hasWeb && request.method === 'GET' && !isApi) return reply.sendFile('index.html');
    return reply.status(404).send({ errorMessage: 'Recurso não encontrado.', code: 'NOT_FOUND' });
  });
}
