import { ZCommaList, ZErrorResponse } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors';
import { listIdentifiers, type IdentifierType } from './repository';

const ZIdentificador = z.object({
  id: z.number().int(),
  tipo: z.enum(['COMANDA', 'MESA']),
  identificador: z.string(),
  status: z.enum(['NORMAL', 'BLOQUEADO']),
  ativo: z.boolean(),
  pessoa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
});

/** GET /api-v2/identificador/tipo/{COMANDA,MESA} (doc 3 §7): the unit's tabs and tables, numbers in order. */
export const identifierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-v2/identificador/tipo/:types',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['identificador'],
        params: z.object({ types: ZCommaList }),
        response: { 200: z.array(ZIdentificador), 400: ZErrorResponse, 403: ZErrorResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const types = request.params.types;
      if (types.some((t) => t !== 'COMANDA' && t !== 'MESA'))
        throw badRequest('Tipo de identificador inválido: use COMANDA ou MESA.');
      return listIdentifiers(app.database.db, request.session.unidadeId, types as IdentifierType[]);
    },
  );
};
