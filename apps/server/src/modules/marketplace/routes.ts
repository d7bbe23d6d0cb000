import { ZDisputeAnswer, ZMarketplaceDispute, ZOrder } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkOrderReachable } from '../orders/order-access';
import { getOrder } from '../orders/board/query-service';
import { ERROR_RESPONSES as errors, ZId } from '../orders/schemas';
import { cancellationReasonsOf, refreshFromMarketplace } from './status-sync';
import { securedDocs } from '../../edge/route-docs';
import { answerDispute, listOpenDisputes } from './disputes';

const BASE = '/api-v2/pedidoIntegracao';
const secured = securedDocs('pedidoIntegracao');

/**
 * The marketplace calls of the order API (doc 1 §7): cancellation reasons of an IF order, refresh from iFood; and
 * iFood's negotiation platform (the customer's disputes, answered from the board).
 */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    `${BASE}/getCancellationReasons/:orderId`,
    {
      schema: {
        ...secured,
        params: z.object({ orderId: ZId }),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await checkOrderReachable(app, request, request.params.orderId);
      return cancellationReasonsOf(app, request.session.unidadeId, request.params.orderId);
    },
  );

  app.get(
    `${BASE}/atualizarPedido/:id`,
    { schema: { ...secured, params: z.object({ id: ZId }), response: { 200: ZOrder, ...errors } } },
    async (request) => {
      await checkOrderReachable(app, request, request.params.id);
      await refreshFromMarketplace(app, request.session.unidadeId, request.params.id);
      return getOrder(app, request, request.params.id);
    },
  );

  app.get(
    `${BASE}/negociacoes`,
    { schema: { ...secured, response: { 200: z.array(ZMarketplaceDispute), ...errors } } },
    async (request) => listOpenDisputes(app, request),
  );

  app.post(
    `${BASE}/negociacoes/:id/responder`,
    {
      schema: {
        ...secured,
        params: z.object({ id: ZId }),
        body: ZDisputeAnswer,
        response: { 200: ZMarketplaceDispute, ...errors },
      },
    },
    async (request) => answerDispute(app, request, request.params.id, request.body),
  );
};
