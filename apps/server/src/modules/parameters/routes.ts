import { ZCodigoGenerico, ZCommaList, ZErrorResponse, ZParametro } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listGenericCodesByKeys, listParametersByTypes } from './repository';

export const parameterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-v2/parametro/tipo/:types',
    {
      schema: {
        tags: ['parametro'],
        summary: 'Parâmetros gerais da unidade pelos tipos (separados por vírgula)',
        security: [{ bearer: [] }],
        params: z.object({ types: ZCommaList }),
        response: { 200: z.array(ZParametro), 400: ZErrorResponse, 401: ZErrorResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => listParametersByTypes(app.database.db, request.session.unidadeId, request.params.types),
  );

  app.get(
    '/api-v2/codigoGenerico/chave/:keys',
    {
      schema: {
        tags: ['parametro'],
        summary: 'Códigos genéricos da unidade pelas chaves (separadas por vírgula)',
        security: [{ bearer: [] }],
        params: z.object({ keys: ZCommaList }),
        response: { 200: z.array(ZCodigoGenerico), 400: ZErrorResponse, 401: ZErrorResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => listGenericCodesByKeys(app.database.db, request.session.unidadeId, request.params.keys),
  );
};
