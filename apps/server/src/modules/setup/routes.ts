import { MSG, onlyDigits } from '@brasa/domain';
import {
  SETUP_MESSAGES,
  ZErrorResponse,
  ZSetupCep,
  ZSetupRequest,
  ZSetupResponse,
  ZSetupStatus,
} from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { isConfigured, setUp } from './service';

/** The first run (issue 32): public routes, the POST and the CEP lookup only while nothing exists. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-v2/setup',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Se o sistema já foi configurado (empresa, unidade ou usuário existe)',
        response: { 200: ZSetupStatus },
      },
    },
    async () => ({ configurado: await isConfigured(app.database.db) }),
  );

  app.post(
    '/api-v2/setup',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Primeira configuração: cria a empresa, a unidade e o administrador (só com o banco vazio)',
        body: ZSetupRequest,
        response: { 201: ZSetupResponse, 400: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const created = await setUp(app.database.db, request.body);
      request.log.info({ unidadeUuid: created.unidadeUuid }, 'primeira configuração concluída');
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api-v2/setup/cep/:cep',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Consulta de CEP da primeira configuração (só enquanto o sistema não foi configurado)',
        params: z.object({ cep: z.string().max(15) }),
        response: {
          200: ZSetupCep,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          502: ZErrorResponse,
        },
      },
    },
    async (request) => {
      if (await isConfigured(app.database.db)) throw conflict(SETUP_MESSAGES.ALREADY_CONFIGURED, 'ALREADY_CONFIGURED');
      const cep = onlyDigits(request.params.cep);
      if (cep.length !== 8) throw badRequest(MSG.CEP_INVALID);
      const found = await app.providers.cep.lookup(cep).catch((err: Error) => {
        request.log.warn({ err }, 'falha no provedor de CEP');
        throw new AppError(502, MSG.CEP_PROVIDER_FAILED);
      });
      if (!found) throw notFound(MSG.CEP_NOT_FOUND);
      return { cep, logradouro: found.logradouro, bairro: found.bairro, municipio: found.municipio };
    },
  );
};
