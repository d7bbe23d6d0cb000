import type { FastifyInstance } from 'fastify';

/**
 * One debug line per answered request (Fastify's own two info lines per request are off:
 * `disableRequestLogging` in app.ts), so info carries the lifecycle and the errors only.
 * The route pattern is logged, not the URL: paths and query strings can carry tokens and names.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'sem rota',
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'requisição respondida',
    );
    done();
  });
}
