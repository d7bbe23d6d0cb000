import { ZCommaList, ZErrorResponse } from '@brasa/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identificador, pessoa } from '../../db/schema';
import { badRequest } from '../../errors';

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
      const rows = await app.database.db
        .select({ i: identificador, nome: pessoa.nome })
        .from(identificador)
        .leftJoin(pessoa, eq(pessoa.id, identificador.pessoaId))
        .where(and(eq(identificador.unidadeId, request.session.unidadeId), inArray(identificador.tipo, types)))
        .orderBy(
          asc(identificador.tipo),
          asc(sql`length(${identificador.identificador})`),
          asc(identificador.identificador),
        );
      return rows.map(({ i, nome }) => ({
        id: i.id,
        tipo: i.tipo as 'COMANDA' | 'MESA',
        identificador: i.identificador,
        status: i.status as 'NORMAL' | 'BLOQUEADO',
        ativo: i.ativo,
        pessoa: i.pessoaId && nome ? { id: i.pessoaId, nome } : null,
      }));
    },
  );
};
