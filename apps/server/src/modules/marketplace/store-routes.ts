import {
  ZActionResult,
  ZCreateInterruption,
  ZDeleteInterruptions,
  ZDrawerIntegration,
  ZIntegrationStores,
  ZInterruption,
  ZMessagingStatus,
  ZStoreAction,
  ZStoreOpenStatus,
  ZStoreStatus,
} from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyAction,
  changeStoreStatus,
  createInterruption,
  deleteInterruptions,
  drawerIntegrations,
  messagingStatus,
  setChat,
  storesStatus,
} from './store-service';
import { securedDocs, errorResponses } from '../../edge/route-docs';

const BASE = '/api-v2/pedidoIntegracao';
const secured = securedDocs('integracao');
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 502, 504);
const ZConfigId = z.coerce.number().int().positive().max(2_147_483_647);
const ZStoreId = z.string().min(1).max(100);

/**
 * The integrations drawer (doc 2 §2.8, §4.6, §5.9, §7): the unit's marketplace stores with iFood's merchant status,
 * open and close (an interruption covering now), interruptions, opening hours, the chat switch and the messaging
 * app's connection.
 */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    `${BASE}/integracoesAtivas`,
    {
      schema: {
        ...secured,
        summary: 'Integrações da gaveta',
        response: { 200: z.array(ZDrawerIntegration), ...errors },
      },
    },
    async (request) => drawerIntegrations(app, request.session.unidadeId),
  );

  app.get(
    `${BASE}/statusLojas`,
    {
      schema: {
        ...secured,
        summary: 'Status das lojas no marketplace (OK / WARNING / CLOSED / ERROR)',
        response: { 200: z.array(ZIntegrationStores), ...errors },
      },
    },
    async (request) => storesStatus(app, request.session.unidadeId),
  );

  app.post(
    `${BASE}/alterarStatusLoja/:configId/:storeId/:status`,
    {
      schema: {
        ...secured,
        summary: 'Abre ou fecha a loja no marketplace (fechar = interrupção até o fim do dia)',
        params: z.object({ configId: ZConfigId, storeId: ZStoreId, status: ZStoreOpenStatus }),
        response: { 200: ZStoreStatus, ...errors },
      },
    },
    async (request) => {
      const { configId, storeId, status } = request.params;
      return changeStoreStatus(app, request.session.unidadeId, configId, storeId, status);
    },
  );

  app.post(
    `${BASE}/aplicarAcao/:configId/:action`,
    {
      schema: {
        ...secured,
        summary: 'Interrupções ou horários de funcionamento (JSON em message)',
        params: z.object({ configId: ZConfigId, action: ZStoreAction }),
        response: { 200: ZActionResult, ...errors },
      },
    },
    async (request) => applyAction(app, request.session.unidadeId, request.params.configId, request.params.action),
  );

  app.post(
    `${BASE}/atualizarParametro/:configId/:value`,
    {
      schema: {
        ...secured,
        summary: 'Liga ou desliga o chat do marketplace',
        params: z.object({
          configId: ZConfigId,
          value: z.enum(['true', 'false'], { error: 'Use true ou false.' }).transform((v) => v === 'true'),
        }),
        response: { 200: ZDrawerIntegration, ...errors },
      },
    },
    async (request) => setChat(app, request.session.unidadeId, request.params.configId, request.params.value),
  );

  app.post(
    `${BASE}/createInterruption/:configId`,
    {
      schema: {
        ...secured,
        summary: 'Cria uma interrupção (Idempotency-Key opcional)',
        params: z.object({ configId: ZConfigId }),
        body: ZCreateInterruption,
        response: { 200: ZInterruption, ...errors },
      },
    },
    async (request) => createInterruption(app, request, request.params.configId, request.body),
  );

  app.post(
    `${BASE}/deleteInterruption/:configId`,
    {
      schema: {
        ...secured,
        summary: 'Remove as interrupções marcadas',
        params: z.object({ configId: ZConfigId }),
        body: ZDeleteInterruptions,
        response: { 200: z.object({ removidas: z.number().int() }), ...errors },
      },
    },
    async (request) => deleteInterruptions(app, request.session.unidadeId, request.params.configId, request.body),
  );

  app.get(
    `${BASE}/whatsapp/status`,
    {
      schema: {
        ...secured,
        summary: 'Conexão do aplicativo de mensagens da unidade',
        response: { 200: ZMessagingStatus, ...errors },
      },
    },
    async (request) => messagingStatus(app, request),
  );
};
