import { REPORT_PATHS, ZDreQuery, ZDreResponse, ZJob, ZJobOpen, ZJobRequest } from '@brasa/contracts';
import type { RoleProfile } from '@brasa/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateDre } from './dre-service';
import * as jobs from './jobs-service';
import { securedDocs, errorResponses } from '../../edge/route-docs';

const secured = securedDocs('relatorios');
const errors = errorResponses(400, 401, 403, 404, 422);

/** Income statement (doc 4 §7 dreReport/gerar) and report jobs (jobAssincrono). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = async (request: FastifyRequest) => ({
    userId: request.session.userId,
    unidadeId: request.session.unidadeId,
    unidadeUuid: request.session.unidadeUuid,
    profile: (await app.getProfile(request)) as unknown as RoleProfile,
  });

  app.get(
    REPORT_PATHS.dreGerar,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: 'Demonstrativo de resultado do período (no máximo 3 meses)',
        querystring: ZDreQuery,
        response: { 200: ZDreResponse, ...errors },
      },
    },
    async (request) =>
      generateDre(app.database.db, request.session.unidadeId, request.query.dataInicial, request.query.dataFinal),
  );

  app.post(
    REPORT_PATHS.jobs,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: 'Cria um relatório em segundo plano, ou marca um como visualizado',
        body: ZJobRequest,
        response: { 200: ZJob, ...errors },
      },
    },
    async (request) => jobs.postJob(app, await caller(request), request.body),
  );

  app.get(
    REPORT_PATHS.jobOpen,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: 'Link do arquivo de um relatório finalizado da unidade',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: ZJobOpen, ...errors },
      },
    },
    async (request) => jobs.openJob(app, await caller(request), request.params.id),
  );

  app.get(
    REPORT_PATHS.jobList,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: 'Relatórios do usuário com esse nome de painel',
        params: z.object({
          name: z.string().min(1).max(60),
          userId: z.coerce.number().int().positive().max(2_147_483_647),
        }),
        response: { 200: z.array(ZJob), ...errors },
      },
    },
    async (request) => jobs.listJobs(app, await caller(request), request.params.name, request.params.userId),
  );

  app.get(
    REPORT_PATHS.jobFile,
    {
      schema: {
        tags: ['relatorios'],
        summary: 'O arquivo de um relatório, por link assinado (abre em nova janela)',
        params: z.object({ uuid: z.uuid() }),
        querystring: z.object({ token: z.string().max(4000).optional() }),
      },
    },
    async (request, reply) => {
      const out = await jobs.jobFile(app, request.params.uuid, request.query.token);
      return reply
        .header('content-type', out.type)
        .header('content-disposition', `attachment; filename="${out.name}"`)
        .header('cache-control', 'private, no-store')
        .send(out.file);
    },
  );
};
