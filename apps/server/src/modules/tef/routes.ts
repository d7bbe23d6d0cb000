import {
  TEF_PATHS,
  ZTefAgentCancelResult,
  ZTefAgentResult,
  ZTefAuthorizationCodeRequest,
  ZTefConfig,
  ZTefIntent,
  ZTefIntentRequest,
  ZTefLoginRequest,
  ZTefPaymentDeleteRequest,
  ZTefTerminal,
} from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId } from '../orders/schemas';
import { applyAgentCancel, listAgentReversals } from './agent-cancel';
import { applyAgentResult, applyKeptAgentResult } from './agent-result';
import {
  configOf,
  credentialsOf,
  findTefIntegration,
  requireProvider,
  requireTefIntegration,
  saveTefLogin,
} from './integration';
import { deleteTefPayment, setAuthorizationCode } from './payment-ops';
import { cancelIntent, createIntent, getIntent, listOrderIntents } from './service';
import { securedDocs, errorResponses } from '../../edge/route-docs';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 502, 503, 504);
const tef = securedDocs('tef');
const byId = { params: z.object({ id: ZId }) };
const intentAnswer = { response: { 200: ZTefIntent, ...errors } };

/** The card terminal (issue 16): the browser never talks to the acquirer; these routes front it. */
export const tefRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    TEF_PATHS.login,
    { schema: { ...tef, body: ZTefLoginRequest, response: { 200: ZTefConfig, ...errors } } },
    async (request) => {
      const { cpfCnpj, senha, terminalId, localImpressao, senhaTecnica } = request.body;
      const credentials = { cpfCnpj: cpfCnpj.replace(/\D/g, ''), senha };
      await requireProvider(app.providers.tef).login(credentials);
      const saved = await saveTefLogin(app.database.db, request.session.unidadeId, {
        ...credentials,
        terminalId,
        localImpressao,
        senhaTecnica,
      });
      return configOf(saved);
    },
  );

  app.get(TEF_PATHS.configuracao, { schema: { ...tef, response: { 200: ZTefConfig, ...errors } } }, async (request) =>
    configOf(await findTefIntegration(app.database.db, request.session.unidadeId)),
  );

  app.get(
    TEF_PATHS.terminais,
    { schema: { ...tef, response: { 200: z.array(ZTefTerminal), ...errors } } },
    async (request) => {
      const integration = await requireTefIntegration(app.database.db, request.session.unidadeId);
      const terminals = await requireProvider(app.providers.tef).terminals(credentialsOf(integration));
      return terminals.map((t) => ({ ...t, padrao: t.id === integration.dados.terminalPadraoId }));
    },
  );

  app.post(TEF_PATHS.intencaoVenda, { schema: { ...tef, body: ZTefIntentRequest, ...intentAnswer } }, async (request) =>
    createIntent(app, request, request.body),
  );

  app.get(
    TEF_PATHS.intencoesDoPedido,
    {
      schema: {
        ...tef,
        querystring: z.object({ pedidoId: ZId }),
        response: { 200: z.array(ZTefIntent), ...errors },
      },
    },
    async (request) => listOrderIntents(app, request, request.query.pedidoId),
  );

  app.get('/api-v2/tef/intencaoVenda/:id', { schema: { ...tef, ...byId, ...intentAnswer } }, async (request) =>
    getIntent(app, request, request.params.id),
  );

  app.post(
    '/api-v2/tef/intencaoVenda/:id/cancelar',
    { schema: { ...tef, ...byId, ...intentAnswer } },
    async (request) => cancelIntent(app, request, request.params.id),
  );

  app.post(
    '/api-v2/tef/intencaoVenda/:id/codigoAutorizacao',
    { schema: { ...tef, ...byId, body: ZTefAuthorizationCodeRequest, ...intentAnswer } },
    async (request) => setAuthorizationCode(app, request, request.params.id, request.body.codigoAutorizacao),
  );

  app.post(
    '/api-v2/tef/intencaoVenda/:id/excluirPagamento',
    { schema: { ...tef, ...byId, body: ZTefPaymentDeleteRequest, ...intentAnswer } },
    async (request) => deleteTefPayment(app, request, request.params.id, request.body),
  );

  app.post(
    '/api-v2/tef/intencaoVenda/:id/resultadoAgente',
    { schema: { ...tef, ...byId, body: ZTefAgentResult, ...intentAnswer } },
    async (request) => applyAgentResult(app, request, request.params.id, request.body),
  );

  app.post(
    TEF_PATHS.resultadoAgentePendente,
    { schema: { ...tef, body: ZTefAgentResult, ...intentAnswer } },
    async (request) => applyKeptAgentResult(app, request, request.body),
  );

  app.post(
    TEF_PATHS.cancelamentoAgente,
    { schema: { ...tef, body: ZTefAgentCancelResult, ...intentAnswer } },
    async (request) => applyAgentCancel(app, request, request.body),
  );

  app.get(
    TEF_PATHS.estornosAgente,
    { schema: { ...tef, response: { 200: z.array(ZTefIntent), ...errors } } },
    async (request) => listAgentReversals(app, request),
  );
};
