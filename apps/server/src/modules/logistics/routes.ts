import {
  LOGISTICS_PATHS,
  ZEnviarFoodyDeliveryRequest,
  ZLogisticsAvailability,
  ZLogisticsIntegration,
  ZLogisticsSendQuery,
  ZLogisticsTracking,
  ZOrder,
} from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId } from '../orders/schemas';
import {
  availability,
  listLogisticsIntegrations,
  sendToDeliveryProvider,
  sendToLogistics,
  tracking,
  undoLogistics,
} from './service';
import { securedDocs, errorResponses } from '../../edge/route-docs';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 502, 504);
const tags = securedDocs('logistica');
const orderAndIntegration = z.object({ orderId: ZId, integrationId: ZId });

/** Logistics (doc 1 §2.12, §4, §7): the browser never talks to a courier; these routes front them. */
export const logisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    LOGISTICS_PATHS.list,
    {
      schema: {
        ...tags,
        summary: 'Integrações de logística ativas',
        response: { 200: z.array(ZLogisticsIntegration), ...errors },
      },
    },
    async (request) => listLogisticsIntegrations(app, request.session.unidadeId),
  );

  app.get(
    '/api-v2/integracaoLogistica/availability/:orderId/:integrationId',
    {
      schema: {
        ...tags,
        summary: 'Disponibilidade e cotação da entrega',
        params: orderAndIntegration,
        response: { 200: ZLogisticsAvailability, ...errors },
      },
    },
    async (request) => availability(app, request, request.params.orderId, request.params.integrationId),
  );

  app.post(
    '/api-v2/integracaoLogistica/:orderId/:integrationId',
    {
      schema: {
        ...tags,
        summary: 'Envia o pedido para a logística (Idempotency-Key)',
        params: orderAndIntegration,
        querystring: ZLogisticsSendQuery,
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) =>
      sendToLogistics(app, request, request.params.orderId, request.params.integrationId, request.query),
  );

  app.post(
    '/api-v2/integracaoLogistica/desfazerLogistica/:orderId/:logisticsConfigId',
    {
      schema: {
        ...tags,
        summary: 'Desfaz a logística (cancela o entregador)',
        params: z.object({ orderId: ZId, logisticsConfigId: ZId }),
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => undoLogistics(app, request, request.params.orderId, request.params.logisticsConfigId),
  );

  app.get(
    '/api-v2/integracaoLogistica/tracking/:orderId',
    {
      schema: {
        ...tags,
        summary: 'Situação do entregador e link de rastreio',
        params: z.object({ orderId: ZId }),
        response: { 200: ZLogisticsTracking, ...errors },
      },
    },
    async (request) => tracking(app, request, request.params.orderId),
  );

  app.put(
    LOGISTICS_PATHS.enviarFoodyDelivery,
    {
      schema: {
        ...tags,
        summary: 'Envio automático para a única integração de entrega (FD)',
        body: ZEnviarFoodyDeliveryRequest,
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => sendToDeliveryProvider(app, request, request.body.id),
  );
};
