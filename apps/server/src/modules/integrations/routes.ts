import { ZActiveIntegration, ZActiveIntegrationsQuery, ZErrorResponse } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listActiveIntegrations } from './repository';

/** The unit's integrations as a browser may see them: `dados` only, as a JSON string; `segredos` never leaves. */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-v2/pedidoIntegracao/allIntegracoesAtivas',
    {
      schema: {
        tags: ['integracao'],
        summary: 'Integrações ativas da unidade pelos tipos (IF, TEF, EL, GM...)',
        security: [{ bearer: [] }],
        querystring: ZActiveIntegrationsQuery,
        response: { 200: z.array(ZActiveIntegration), 400: ZErrorResponse, 401: ZErrorResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const rows = await listActiveIntegrations(app.database.db, request.session.unidadeId, request.query.tipos);
      return rows.map((r) => ({
        id: r.id,
        tipo: r.tipo,
        sigla: r.tipo,
        descricao: r.descricao,
        dados: JSON.stringify(r.dados),
      }));
    },
  );
};
