import { ZCardapioEnxuto, ZComplementosProduto, ZDbIdParam, ZErrorResponse } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { etagOnSend } from '../../plugins/etag';
import { toLeanMenu } from './lean-menu';
import { groupStepsByProduct } from './mapper';
import * as repo from './repository';

const secured = { security: [{ bearer: [] }], tags: ['produto'] };
const ZNotModified = z.null().describe('Não modificado: o ETag de If-None-Match ainda vale.');

/**
 * The order dialog's menu, lean: the products by column at once, a combo's steps when it is opened. Both
 * answer an ETag (304 when unchanged); the spec's full `produtoCardapio` list stays for other clients.
 */
export const leanMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api-v2/produtoCardapio/enxuto',
    {
      schema: {
        ...secured,
        description:
          'Cardápio enxuto do diálogo de pedido, por coluna (o i-ésimo item de cada lista é o mesmo produto), ' +
          'sem os passos dos combos (GET /api-v2/produtoCardapio/{id}/complementos). Responde ETag; ' +
          'com If-None-Match igual, 304 sem corpo.',
        querystring: z.object({ filtroProduto: z.enum(['MOBILE', 'PDV_ONLINE']).optional() }),
        response: { 200: ZCardapioEnxuto, 304: ZNotModified, 403: ZErrorResponse },
      },
      onSend: etagOnSend,
    },
    async (request) =>
      toLeanMenu(await repo.listLeanMenu(app.database.db, request.session.unidadeId, request.query.filtroProduto)),
  );

  app.get(
    '/api-v2/produtoCardapio/:id/complementos',
    {
      schema: {
        ...secured,
        description:
          'Passos (complementos) de nível 2 e 3 de um produto do cardápio, como em `complementos` da lista ' +
          'completa; vazio para um produto sem passos, 404 para um produto que não é da unidade.',
        params: z.object({ id: ZDbIdParam }),
        response: { 200: ZComplementosProduto, 304: ZNotModified, 403: ZErrorResponse, 404: ZErrorResponse },
      },
      onSend: etagOnSend,
    },
    async (request) => {
      const { unidadeId } = request.session;
      const { id } = request.params;
      const db = app.database.db;
      if (!(await repo.productExists(db, unidadeId, id))) throw notFound('Produto não encontrado.');
      return groupStepsByProduct(await repo.listSteps(db, unidadeId, [id])).get(id) ?? [];
    },
  );
};
