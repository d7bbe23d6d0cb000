import {
  KDS_PATHS,
  ZKdsByOrderQuery,
  ZKdsCancelItemRequest,
  ZKdsCancelOrderRequest,
  ZKdsConflict,
  ZKdsEntry,
  ZKdsListHeaders,
  ZKdsListQuery,
  ZKdsUnitHeader,
  ZKdsUpdateQuery,
  ZKdsUpdateRequest,
} from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelItem, cancelOrderItems, listAllByDate, listByOrder, updateItemStatus } from './service';
import { securedDocs, errorResponses } from '../../edge/route-docs';

const secured = securedDocs('kds');
const errors = errorResponses(400, 401, 403, 404, 422);
const entries = { 200: z.array(ZKdsEntry), ...errors };

/** The kitchen display's calls on the print server (doc 3 §7, doc 4 §7, doc 1 §7, doc 2 §7). */
export const kdsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    KDS_PATHS.listAllByDate,
    { schema: { ...secured, headers: ZKdsListHeaders, querystring: ZKdsListQuery, response: entries } },
    async (request) => listAllByDate(app, request, request.headers, request.query.limit),
  );

  app.post(
    KDS_PATHS.updateItemStatus,
    {
      schema: {
        ...secured,
        querystring: ZKdsUpdateQuery,
        body: ZKdsUpdateRequest,
        response: { ...entries, 409: ZKdsConflict },
      },
    },
    async (request) => updateItemStatus(app, request, request.body, request.query.acao),
  );

  app.get(
    KDS_PATHS.listByIdPedidoIntegracao,
    { schema: { ...secured, querystring: ZKdsByOrderQuery, response: entries } },
    async (request) => listByOrder(app, request, request.query),
  );

  app.post(
    KDS_PATHS.cancelarItem,
    { schema: { ...secured, headers: ZKdsUnitHeader, body: ZKdsCancelItemRequest, response: entries } },
    async (request) => cancelItem(app, request, request.headers.unidadeuuid, request.body),
  );

  app.post(
    KDS_PATHS.cancelarItemsByPedido,
    { schema: { ...secured, headers: ZKdsUnitHeader, body: ZKdsCancelOrderRequest, response: entries } },
    async (request) => cancelOrderItems(app, request, request.headers.unidadeuuid, request.body),
  );
};
