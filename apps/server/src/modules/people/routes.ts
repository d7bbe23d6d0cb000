import { ZErrorResponse, ZPessoa } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { findPerson } from './repository';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-v2/pessoa/:id',
    {
      schema: {
        tags: ['pessoa'],
        security: [{ bearer: [] }],
        params: z.object({ id: z.coerce.number().int('Identificador inválido.').positive('Identificador inválido.') }),
        response: { 200: ZPessoa, 400: ZErrorResponse, 404: ZErrorResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const person = await findPerson(app.database.db, request.session.unidadeId, request.params.id);
      if (!person) throw notFound('Pessoa não encontrada.');
      return person;
    },
  );
};
