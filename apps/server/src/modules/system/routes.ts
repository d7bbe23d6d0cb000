import { toCents } from '@brasa/domain';
import {
  ZCashShift,
  ZErrorResponse,
  ZFeatureRequestResponse,
  ZOpenShiftRequest,
  ZSystemStatus,
} from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service';

const secured = { security: [{ bearer: [] }] };

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-v2/ping',
    { schema: { tags: ['sistema'], response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/api-v2/sistema/status/:unitUuid',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Situação da unidade (sem autenticação)',
        params: z.object({ unitUuid: z.uuid('Identificador de unidade inválido.') }),
        response: { 200: ZSystemStatus, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => service.getSystemStatus(app, request.params.unitUuid),
  );

  // GET /service?entity=aberturaTurno&action=get&formato=json&username=
  app.registerServiceAction('aberturaTurno', 'get', async (request, query) =>
    ZCashShift.parse(await service.getCashShift(app, request, query.username)),
  );

  app.post(
    '/api-v2/aberturaTurno/abrir',
    {
      schema: {
        tags: ['caixa'],
        summary: 'Abre o caixa do usuário logado',
        ...secured,
        body: ZOpenShiftRequest.optional(),
        response: { 200: ZCashShift, 409: ZErrorResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => service.openCashShift(app, request, toCents(request.body?.valorAbertura ?? 0)),
  );

  app.post(
    '/api-v2/aberturaTurno/fechar',
    {
      schema: {
        tags: ['caixa'],
        summary: 'Fecha o caixa do usuário logado',
        ...secured,
        response: { 200: ZCashShift, 409: ZErrorResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => service.closeCashShift(app, request),
  );

  app.post(
    '/api-v2/sistema/solicitarFuncionalidade/:role',
    {
      schema: {
        tags: ['sistema'],
        ...secured,
        params: z.object({ role: z.string().min(1).max(120) }),
        response: { 200: ZFeatureRequestResponse, 400: ZErrorResponse, 403: ZErrorResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => service.requestFeature(app, request, request.params.role),
  );
};
