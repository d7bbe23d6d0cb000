import {
  ZIfoodActionMessage,
  ZIfoodGetAction,
  ZIfoodGetActionQuery,
  ZIfoodPostAction,
  ZIfoodPostActionBody,
  ZIfoodPostActionResult,
  ZDbIdParam,
} from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getIfoodAction, postIfoodAction } from './service';
import { securedDocs, errorResponses } from '../../edge/route-docs';

const BASE = '/api-v2/pedidoIntegracao';
const secured = securedDocs('cardapiosIntegrados');
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 502, 504);

/** Integrated menus (doc 4 §2, §7): the marketplace's catalog of a store, read and changed through the server. */
export const integratedMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    `${BASE}/getIfoodAction/:integrationId/:action`,
    {
      schema: {
        ...secured,
        summary: 'Catálogos (CATALOGS) ou categorias com itens (CATEGORIES) de uma loja do iFood',
        params: z.object({ integrationId: ZDbIdParam, action: ZIfoodGetAction }),
        querystring: ZIfoodGetActionQuery,
        response: { 200: ZIfoodActionMessage, ...errors },
      },
    },
    async (request) =>
      getIfoodAction(
        app,
        request.session.unidadeId,
        request.params.integrationId,
        request.params.action,
        request.query,
      ),
  );

  app.post(
    `${BASE}/postIfoodAction/:action`,
    {
      schema: {
        ...secured,
        summary: 'Altera status ou código externo de um item/complemento no iFood (Idempotency-Key)',
        params: z.object({ action: ZIfoodPostAction }),
        body: ZIfoodPostActionBody,
        response: { 200: ZIfoodPostActionResult, ...errors },
      },
    },
    async (request) => postIfoodAction(app, request, request.params.action, request.body),
  );
};
