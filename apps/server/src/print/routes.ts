import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERRORS,
  ZIdentifierParams,
  ZIdentifierQuery,
  ZLimitQuery,
  ZOnlineLink,
  ZOnlineLinkBody,
  ZOnlinePageQuery,
  ZPrintIdParams,
  ZPrintLocations,
  ZPrintLog,
  ZPrintView,
  ZUnitParams,
} from './schemas';
import {
  listPrintLocations,
  listPrintLog,
  listPrintsOf,
  onlineLink,
  onlinePage,
  viewPrint,
} from './print-server-service';
import { securedDocs } from '../edge/route-docs';

const tags = securedDocs('servidorImpressao');

/**
 * The print server's calls (doc 3 §7, doc 4 §7), served by this process (URL_SERVIDOR_IMPRESSAO defaults to the
 * product's own origin). Bearer token required; another unit's uuid answers 404.
 */
export const printServerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/impressao/list/:unitUuid',
    { schema: { ...tags, params: ZUnitParams, querystring: ZLimitQuery, response: { 200: ZPrintLog, ...ERRORS } } },
    async (request) => listPrintLog(app, request, request.params.unitUuid, request.query.limit),
  );
  app.get(
    '/api/impressao/identificador/:identificador',
    {
      schema: {
        ...tags,
        params: ZIdentifierParams,
        querystring: ZIdentifierQuery,
        response: { 200: ZPrintLog, ...ERRORS },
      },
    },
    async (request) =>
      listPrintsOf(app, request, request.params.identificador, request.query.uuid, request.query.limit),
  );
  app.get(
    '/api/impressao/:id/visualizar',
    { schema: { ...tags, params: ZPrintIdParams, response: { 200: ZPrintView, ...ERRORS } } },
    async (request) => viewPrint(app, request, request.params.id),
  );
  app.post(
    '/api/impressao/online',
    { schema: { ...tags, body: ZOnlineLinkBody, response: { 200: ZOnlineLink, ...ERRORS } } },
    async (request) => onlineLink(request, app, request.body),
  );
  app.get(
    '/api/localImpressao/list/:unitUuid',
    { schema: { ...tags, params: ZUnitParams, response: { 200: ZPrintLocations, ...ERRORS } } },
    async (request) => listPrintLocations(app, request, request.params.unitUuid),
  );
};

/** /impressao-online.html (doc 1 §2 item 16, doc 4 §7): no bearer header in a new window; the link is signed. */
export const onlinePrintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/impressao-online.html',
    { schema: { tags: ['servidorImpressao'], querystring: ZOnlinePageQuery } },
    async (request, reply) => {
      const { html, nonce } = await onlinePage(app, request.query);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'`)
        .send(html);
    },
  );
};
