import {
  ZCourier,
  ZDeliveryManProfile,
  ZDeliverymenProfiles,
  ZDispatchQuery,
  ZDispatchResult,
  ZListByCourierIdQuery,
  ZListByCourierQuery,
  ZListByCourierSettlementQuery,
  ZListByCourierSettlementResponse,
  ZOrder,
  ZOrdersByCourierList,
  ZProfileDeliverymanQuery,
  ZSaveUserDeliveryManRequest,
  ZSettlementPostRequest,
  ZSettlementPostResponse,
  ZSettlementReceipt,
  ZSettlementReceiptQuery,
  ZUsernameAvailableQuery,
  ZUsernameAvailableResponse,
} from '@brasa/contracts';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES as errors, ZIdList, ZStatusParam } from '../orders/schemas';
import {
  getDeliveryManProfile,
  isUsernameAvailable,
  listCouriers,
  listDeliverymenProfiles,
  saveUserDeliveryMan,
} from './courier-service';
import { associateDispatch } from './dispatch-service';
import { listByCourier, listByCourierId, listForSettlement } from './lists-service';
import { settlementReceipt } from './receipt-service';
import { postSettlement } from './settlement-service';
import { securedDocs } from '../../edge/route-docs';

const ORDERS = '/api-v2/pedidoIntegracao';
const allErrors = { ...errors, 409: errors[422] };
const tagged = (tag: string) => securedDocs(tag);

/** Lists of whole orders go out with JSON.stringify, as the order routes do (ZOrder is loose: same JSON). */
const plainJsonFor200 = (route: { httpStatus?: string }) =>
  route.httpStatus === '200'
    ? (data: unknown) => JSON.stringify(data)
    : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);

/** Couriers, their logins, the lists by courier, the settlement and dispatch (doc 4 §7). */
export const courierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api-v2/pessoa/entregador',
    { schema: { ...tagged('pessoa'), response: { 200: z.array(ZCourier), ...errors } } },
    async (request) => listCouriers(app, request),
  );

  app.get(
    '/api-v2/usuario/delivery-man/username-available',
    {
      schema: {
        ...tagged('usuario'),
        querystring: ZUsernameAvailableQuery,
        response: { 200: ZUsernameAvailableResponse, ...errors },
      },
    },
    async (request) => isUsernameAvailable(app, request, request.query.username),
  );

  app.post(
    '/api-v2/usuario/saveUserDeliveryMan',
    {
      schema: {
        ...tagged('usuario'),
        body: ZSaveUserDeliveryManRequest,
        response: { 200: ZDeliveryManProfile, ...allErrors },
      },
    },
    async (request) => saveUserDeliveryMan(app, request, request.body),
  );

  app.get(
    '/api-v2/usuario/getProfileDeliveryman',
    {
      schema: {
        ...tagged('usuario'),
        querystring: ZProfileDeliverymanQuery,
        response: { 200: ZDeliveryManProfile, ...errors },
      },
    },
    async (request) => getDeliveryManProfile(app, request, request.query.pessoaId),
  );

  app.get(
    '/api-v2/usuario/deliverymen/profiles',
    { schema: { ...tagged('usuario'), response: { 200: ZDeliverymenProfiles, ...errors } } },
    async (request) => listDeliverymenProfiles(app, request),
  );

  app.get(
    `${ORDERS}/listPorEntregador`,
    {
      schema: {
        ...tagged('pedidoIntegracao'),
        querystring: ZListByCourierQuery,
        response: { 200: ZOrdersByCourierList, ...errors },
      },
      serializerCompiler: plainJsonFor200,
    },
    async (request) => listByCourier(app, request, request.query),
  );

  app.get(
    `${ORDERS}/listPorEntregadorAcerto`,
    {
      schema: {
        ...tagged('pedidoIntegracao'),
        querystring: ZListByCourierSettlementQuery,
        response: { 200: ZListByCourierSettlementResponse, ...errors },
      },
      serializerCompiler: plainJsonFor200,
    },
    async (request) => listForSettlement(app, request, request.query),
  );

  app.get(
    `${ORDERS}/listPorEntregadorById`,
    {
      schema: {
        ...tagged('pedidoIntegracao'),
        querystring: ZListByCourierIdQuery,
        response: { 200: z.array(ZOrder), ...errors },
      },
      serializerCompiler: plainJsonFor200,
    },
    async (request) => listByCourierId(app, request, request.query),
  );

  app.post(
    '/api-v2/pessoa/acertoEntregador',
    {
      schema: {
        ...tagged('pessoa'),
        body: ZSettlementPostRequest,
        response: { 200: ZSettlementPostResponse, ...allErrors },
      },
    },
    async (request) => postSettlement(app, request, request.body),
  );

  app.get(
    '/api-v2/entregador/acerto/recibo',
    {
      schema: {
        ...tagged('pessoa'),
        querystring: ZSettlementReceiptQuery,
        response: { 200: ZSettlementReceipt, ...errors },
      },
    },
    async (request) => settlementReceipt(app, request, request.query.ids),
  );

  app.post(
    `${ORDERS}/associar-despacho/multiple/:ids/:situacao`,
    {
      schema: {
        ...tagged('pedidoIntegracao'),
        params: z.object({ ids: ZIdList, situacao: ZStatusParam }),
        querystring: ZDispatchQuery,
        response: { 200: ZDispatchResult, ...allErrors },
      },
      serializerCompiler: plainJsonFor200,
    },
    async (request) => associateDispatch(app, request, request.params.ids, request.params.situacao, request.query),
  );
};
