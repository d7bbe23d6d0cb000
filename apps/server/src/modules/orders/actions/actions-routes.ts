import { checkOrderReachable } from '../order-access';
import { ZOrder } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZFinalizeImportBody,
  ZImportAllBody,
  ZImportAllResult,
  ZKdsBody,
  ZKdsQuery,
  ZLogEventBody,
  ZLogEventResult,
  ZPrintOrderQuery,
  ZPrintResults,
  ZTefBody,
  ZTefParams,
} from './actions-schemas';
import { confirmDelivery, logEvent, renotifyOrder } from './actions-service';
import { convertOrder, convertToTab, undoConversion } from '../conversion/conversion-service';
import { importAll, importOrder, prepareImport, undoImport } from '../import/import-service';
import { printKds, printOrder, printTefReceipt } from '../production/print-service';
import { ERROR_RESPONSES as errors, ZId } from '../schemas';
import { securedDocs } from '../../../edge/route-docs';

const BASE = '/api-v2/pedidoIntegracao';
const PRINT = '/api-v2/impressaoAPI';
const order = securedDocs('pedidoIntegracao');
const print = securedDocs('impressaoAPI');
const byId = { params: z.object({ id: ZId }), response: { 200: ZOrder, ...errors } };

/**
 * The actions on one order of doc 1 §4–§7 and the import calls of doc 2 §4.4, §7 (payments, fees, discounts,
 * card terminal, fiscal and logistics live elsewhere). Routes parse and call one service function.
 */
export const orderActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(`${BASE}/prepararIntegracao/:id`, { schema: { ...order, ...byId } }, async (request) =>
    prepareImport(app, request, request.params.id),
  );

  // The spec's path ends with a slash; both spellings are served. No 409 schema: a conflict carries the order.
  for (const url of [`${BASE}/finalizarIntegracao/`, `${BASE}/finalizarIntegracao`]) {
    app.post(
      url,
      { schema: { ...order, body: ZFinalizeImportBody, response: { 200: ZOrder, ...errors } } },
      async (request) => {
        const choice = request.body.iFoodOrder?.incluirTaxaEntregaImportacaoSelecionado;
        return importOrder(app, request, request.body.id, request.body.version, {
          includeDeliveryFee: choice ? choice === 'S' : undefined,
        });
      },
    );
  }

  // Ours: the import of one order without the dialog round trip.
  app.post(`${BASE}/importar/:id`, { schema: { ...order, ...byId } }, async (request) =>
    importOrder(app, request, request.params.id),
  );

  app.post(
    `${BASE}/importarTodos`,
    { schema: { ...order, body: ZImportAllBody, response: { 200: ZImportAllResult, ...errors } } },
    async (request) =>
      importAll(
        app,
        request,
        request.body.map((item) => item.id),
      ),
  );

  app.post(`${BASE}/desfazerIntegracao/:id`, { schema: { ...order, ...byId } }, async (request) =>
    undoImport(app, request, request.params.id),
  );

  app.post(`${BASE}/converterPedido/:id`, { schema: { ...order, ...byId } }, async (request) =>
    convertOrder(app, request, request.params.id),
  );

  app.post(`${BASE}/desfazerConversaoPedido/:id`, { schema: { ...order, ...byId } }, async (request) =>
    undoConversion(app, request, request.params.id),
  );

  app.post(
    `${BASE}/converterPedidoComanda/:id/:identifier`,
    {
      schema: {
        ...order,
        params: z.object({ id: ZId, identifier: z.string().max(40, 'Informe um valor válido') }),
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => convertToTab(app, request, request.params.id, request.params.identifier),
  );

  app.post(
    `${BASE}/confirmacaoDeEntrega/:orderId/:code`,
    {
      schema: {
        ...order,
        params: z.object({ orderId: ZId, code: z.string().max(60, 'Código de entrega inválido.') }),
        response: { 200: ZOrder, ...errors },
      },
    },
    async (request) => confirmDelivery(app, request, request.params.orderId, request.params.code),
  );

  app.post(`${BASE}/renotificar/:id`, { schema: { ...order, ...byId } }, async (request) =>
    renotifyOrder(app, request, request.params.id),
  );

  app.post(
    `${PRINT}/enviarImpressaoApp/PedidoIntegracao/:id`,
    {
      schema: {
        ...print,
        params: z.object({ id: ZId }),
        querystring: ZPrintOrderQuery,
        response: { 200: ZPrintResults, ...errors },
      },
    },
    async (request) => {
      await checkOrderReachable(app, request, request.params.id);
      return printOrder(app, request, request.params.id, request.query);
    },
  );

  app.post(
    `${PRINT}/enviarImpressaoKds`,
    { schema: { ...print, querystring: ZKdsQuery, body: ZKdsBody, response: { 200: ZPrintResults, ...errors } } },
    async (request) => printKds(app, request, request.query.localImpressao, request.body),
  );

  app.post(
    `${PRINT}/enviarImpressaoTef/:location`,
    { schema: { ...print, params: ZTefParams, body: ZTefBody, response: { 200: ZPrintResults, ...errors } } },
    async (request) => printTefReceipt(app, request, request.params.location, request.body),
  );

  app.post(
    '/api-v2/logEvento',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['logEvento'],
        body: ZLogEventBody,
        response: { 200: ZLogEventResult, ...errors },
      },
    },
    async (request) => logEvent(app, request, request.body),
  );
};
