import { ZCardapioEnxuto, ZComplementosProduto, ZDbIdParam, ZErrorResponse } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { etagOnSend, matchesEtag } from '../../plugins/etag';
import { toLeanMenu } from './lean-menu';
import { createLeanMenuCache } from './lean-menu-cache';
import { groupStepsByProduct } from './mapper';
import * as repo from './repository';
import { securedDocs } from '../../edge/route-docs';

const secured = securedDocs('produto');
const ZNotModified = z.null().describe('Não modificado: o ETag de If-None-Match ainda vale.');

/**
 * The order dialog's menu, lean: the products by column at once, a combo's steps when it is opened. Both
 * answer an ETag (304 when unchanged); the spec's full `produtoCardapio` list stays for other clients.
 */
export const leanMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const menus = createLeanMenuCache();

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
      // The cached JSON text goes out as it is (built from the schema's shape by `toLeanMenu`); a 304 has no body.
      serializerCompiler: (route) =>
        route.httpStatus === '200' || route.httpStatus === '304'
          ? (data) => data as string
          : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]),
    },
    async (request, reply) => {
      const { unidadeId } = request.session;
      const filtro = request.query.filtroProduto;
      const db = app.database.db;
      const version = await repo.menuVersion(db);
      const menu = await menus.get(`${unidadeId}:${filtro ?? ''}`, version, async () =>
        toLeanMenu(await repo.listLeanMenu(db, unidadeId, filtro)),
      );
      reply.header('etag', menu.etag);
      reply.header('cache-control', 'private, no-cache');
      reply.header('vary', 'Authorization');
      if (matchesEtag(request.headers['if-none-match'], menu.etag)) return reply.code(304).send('' as never);
      return reply.type('application/json; charset=utf-8').send(menu.json as never);
    },
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
