import { INT4_MAX, ZDbId, ZDbIdParam, ZErrorResponse, ZOrder, ZOrderSaveRequest, type TOrder } from '@brasa/contracts';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getOrder,
  getSequence,
  listBoardOrdersJson,
  listOrders,
  pollIntegrationsJson,
  setSequence,
} from './board/query-service';
import { assignCourier, deleteOrder, saveOrder } from './save/save-service';
import { ERROR_RESPONSES as errors, ZId, ZIdList, ZOrderListQuery, ZStatusParam } from './schemas';
import { changeStatusAsUser, changeStatusMultiple } from './status/status-service';
import { runIdempotentStatusCall } from './status/idempotent-status';
import { saveDeletedItems } from './repository';
import { securedDocs } from '../../edge/route-docs';

/**
 * A 200 answer that is JSON text written by the database (board-repository.ts) goes out as it came: no parse,
 * no validation against the route's schema, no serialization of 500 orders. Errors serialize as usual.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's schema type differs
const jsonTextAs200 = (route: any) =>
  route.httpStatus === '200'
    ? (data: unknown) => data as string
    : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);

const BASE = '/api-v2/pedidoIntegracao';
const secured = securedDocs('pedidoIntegracao');
const ZMultipleResult = z.array(z.union([ZOrder, z.object({ id: z.number().int(), err: z.string() })]));

/**
 * Orders built by toOrder (typed TOrder) go out with JSON.stringify: re-checking each against ZOrder on the way out
 * cost more than the query (500 orders of a list; a save's answer under load), and ZOrder's objects are loose, so
 * the JSON is the same. Errors keep the zod serializer.
 */
const plainJsonFor200 = (route: { httpStatus?: string }) =>
  route.httpStatus === '200'
    ? (data: unknown) => JSON.stringify(data)
    : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    `${BASE}/list`,
    {
      schema: { ...secured, querystring: ZOrderListQuery, response: { 200: z.array(ZOrder), ...errors } },
      serializerCompiler: plainJsonFor200,
    },
    async (request, reply) => {
      const { orders, totalCount } = await listOrders(app, request, request.query);
      reply.header('totalCount', String(totalCount)).header('access-control-expose-headers', 'totalCount');
      return orders;
    },
  );

  app.get(
    `${BASE}/quadro`,
    {
      schema: {
        ...secured,
        description:
          "The delivery board: the list's filters, one card per order (resumo: true, logs empty, the body without " +
          'its items); the detail loads the whole order.',
        querystring: ZOrderListQuery,
        response: { 200: z.array(ZOrder), ...errors },
      },
      serializerCompiler: jsonTextAs200,
    },
    async (request, reply) => {
      const json = await listBoardOrdersJson(app, request, request.query);
      // The JSON text of the cards (typed TOrder[] for the schema above); the serializer passes it through.
      return reply.type('application/json; charset=utf-8').send(json as unknown as TOrder[]);
    },
  );

  app.get(
    `${BASE}/lastPedidoIntegracaoSequence`,
    { schema: { ...secured, response: { 200: z.object({ sequenceValue: z.number().int() }) } } },
    async (request) => getSequence(app, request),
  );

  app.post(
    `${BASE}/updatePedidoIntegracaoSequence/:value`,
    {
      schema: {
        ...secured,
        params: z.object({ value: z.coerce.number().int().min(0).max(99_999_999) }),
        response: { 200: z.object({ sequenceValue: z.number().int() }), 409: ZErrorResponse },
      },
    },
    async (request) => setSequence(app, request, request.params.value),
  );

  app.post(
    `${BASE}/poolingIntegracoes`,
    {
      schema: {
        ...secured,
        response: {
          200: z.array(z.object({ pedidoIntegracao: ZOrder.optional(), mensagemErro: z.string().optional() })),
        },
      },
      serializerCompiler: jsonTextAs200,
    },
    async (request, reply) => {
      const json = await pollIntegrationsJson(app, request);
      // JSON text (typed as the schema above); the serializer passes it through.
      return reply.type('application/json; charset=utf-8').send(json as unknown as []);
    },
  );

  app.get(
    `${BASE}/:id`,
    { schema: { ...secured, params: z.object({ id: ZId }), response: { 200: ZOrder, ...errors } } },
    async (request) => getOrder(app, request, request.params.id),
  );

  // No 409 schema: the conflict body carries the current order besides errorMessage.
  app.post(
    BASE,
    {
      schema: { ...secured, body: ZOrderSaveRequest, response: { 200: ZOrder, ...errors } },
      // The caller's kept profile is used without a version read: the save checks the version in its own
      // statement, or before any other write (save-service.ts, checkKeptSession).
      config: { sessionCheckedByWrite: true },
      // The saved order is built by toOrder (typed TOrder) or is an answer stored by an earlier request.
      serializerCompiler: plainJsonFor200,
    },
    async (request) => saveOrder(app, request, request.body),
  );

  app.post(
    `${BASE}/situacao/multiple/:ids/:status`,
    {
      schema: {
        ...secured,
        params: z.object({ ids: ZIdList, status: ZStatusParam }),
        querystring: z.object({ idDeliveryMan: ZDbIdParam.optional() }),
        response: { 200: ZMultipleResult, ...errors },
      },
    },
    async (request) => {
      const { ids, status } = request.params;
      const { idDeliveryMan } = request.query;
      return runIdempotentStatusCall(app, request, { ids, status, idDeliveryMan }, () =>
        changeStatusMultiple(app, request, ids, status, idDeliveryMan),
      );
    },
  );

  app.post(
    `${BASE}/situacao/:id/:status`,
    {
      schema: {
        ...secured,
        params: z.object({ id: ZId, status: ZStatusParam }),
        querystring: z.object({
          motivoCancelamento: z.string().max(500).optional(),
          cancellationCode: z.string().max(60).optional(),
          idDeliveryMan: ZDbIdParam.optional(),
        }),
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => changeStatusAsUser(app, request, request.params.id, request.params.status, request.query),
  );

  app.post(
    `${BASE}/entregador/:orderId/:deliveryPersonId`,
    {
      schema: {
        ...secured,
        params: z.object({ orderId: ZId, deliveryPersonId: z.coerce.number().int().min(-1).max(INT4_MAX) }),
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => assignCourier(app, request, request.params.orderId, request.params.deliveryPersonId),
  );

  app.delete(
    `${BASE}/:id/:justification`,
    {
      schema: {
        ...secured,
        params: z.object({ id: ZId, justification: z.string().max(500) }),
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => deleteOrder(app, request, request.params.id, request.params.justification),
  );

  app.post(
    '/api-v2/log/saveListItens',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['log'],
        // Deletion records are kept as sent (bounded by the body limit and the edge's depth and size checks).
        body: z.array(z.looseObject({ pedidoId: ZDbId.nullish() })).max(500),
        response: { 200: z.object({ saved: z.number().int() }) },
      },
    },
    async (request) => saveDeletedItems(app.database.db, request.session, request.body),
  );
};
