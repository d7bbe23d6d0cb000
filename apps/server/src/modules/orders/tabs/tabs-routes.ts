import {
  TABS_PATHS,
  ZCloseOrderRequest,
  ZJoinOrdersQuery,
  ZListByIdentificadorPrincipalQuery,
  ZListByIdentificadorSecundarioQuery,
  ZListByTipoQuery,
  ZOrder,
  ZOrderList,
  ZSaveAllRequest,
  ZScheduledOrdersQuery,
  ZTransferItemsAnswer,
  ZTransferItemsRequest,
  ZTransferTablesAnswer,
  ZTransferTablesRequest,
} from '@brasa/contracts';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveAllOrders } from '../save/save-all';
import { ERROR_RESPONSES as errors, ZId } from '../schemas';
import { listBoard, listScheduledOrders } from './tabs-lists';
import { closeOrder, joinOrders, transferItems, transferTables } from './tabs-service';
import { securedDocs } from '../../../edge/route-docs';

const secured = securedDocs('pedidoIntegracao');
const list = { 200: ZOrderList, ...errors };
/**
 * The board's lists answer hundreds of whole orders built by toOrder (typed TOrder, ZOrder's objects are loose):
 * re-checking each on the way out would cost more than the query. Errors keep the zod serializer.
 */
const plainJsonList = {
  serializerCompiler: (route: { httpStatus?: string }) =>
    route.httpStatus === '200'
      ? (data: unknown) => JSON.stringify(data)
      : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]),
};

/** The tab and table board (doc 3 §7) and the scheduled orders report (doc 4 §7). */
export const tabsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    TABS_PATHS.listByTipo,
    { schema: { ...secured, querystring: ZListByTipoQuery, response: list }, ...plainJsonList },
    async (request) => listBoard(app, request, { ...request.query, tipos: request.query.tipo }),
  );

  app.get(
    TABS_PATHS.listByIdentificadorPrincipal,
    { schema: { ...secured, querystring: ZListByIdentificadorPrincipalQuery, response: list }, ...plainJsonList },
    async (request) => listBoard(app, request, request.query),
  );

  app.get(
    TABS_PATHS.listByIdentificadorSecundario,
    { schema: { ...secured, querystring: ZListByIdentificadorSecundarioQuery, response: list }, ...plainJsonList },
    async (request) => listBoard(app, request, request.query),
  );

  // No 409 schema on the writes: the conflict body carries the current orders besides errorMessage.
  app.get(
    TABS_PATHS.juntarPedidoIntegracao,
    { schema: { ...secured, querystring: ZJoinOrdersQuery, response: { 200: ZOrder, ...errors } } },
    async (request) =>
      joinOrders(app, request, request.query.idsPedidoSepVirgula, request.query.idPedidoDestino, request.query.versoes),
  );

  app.post(TABS_PATHS.saveAll, { schema: { ...secured, body: ZSaveAllRequest, response: list } }, async (request) =>
    saveAllOrders(app, request, request.body),
  );

  app.post(
    TABS_PATHS.transferirItens,
    { schema: { ...secured, body: ZTransferItemsRequest, response: { 200: ZTransferItemsAnswer, ...errors } } },
    async (request) => transferItems(app, request, request.body),
  );

  app.post(
    TABS_PATHS.transferirMesa,
    { schema: { ...secured, body: ZTransferTablesRequest, response: { 200: ZTransferTablesAnswer, ...errors } } },
    async (request) => transferTables(app, request, request.body),
  );

  app.post(
    `${TABS_PATHS.fecharPedido}/:id`,
    {
      schema: {
        ...secured,
        params: z.object({ id: ZId }),
        body: ZCloseOrderRequest,
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => closeOrder(app, request, request.params.id, request.body),
  );

  app.get(
    TABS_PATHS.listAllPedidosAgendados,
    { schema: { ...secured, querystring: ZScheduledOrdersQuery, response: list }, ...plainJsonList },
    async (request) => listScheduledOrders(app, request, request.query),
  );
};
