import { toReais, type Cents } from '@brasa/domain';
import { ZErrorResponse, ZFormaPagamento, ZGrupoProduto, ZProduto, ZProdutoCardapio } from '@brasa/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors';
import { leanMenuRoutes } from './lean-routes';
import { groupStepsByProduct, toGroup, toProduto } from './mapper';
import * as repo from './repository';
import { securedDocs } from '../../edge/route-docs';

const secured = securedDocs('produto');
const ZFiltro = z.enum(['MOBILE', 'PDV_ONLINE']).optional();
const ZSearch = z.object({
  q: z.string().max(100).optional(),
  ativo: z.enum(['true', 'false']).optional(),
  max: z.coerce.number().int().min(1).max(100).default(10),
});

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /service?action=list&entity=grupoProduto[&filtroProduto=MOBILE|PDV_ONLINE]
  app.registerServiceAction('grupoProduto', 'list', async (request, query) => {
    const filtro = ZFiltro.safeParse(query.filtroProduto);
    if (!filtro.success) throw badRequest('Filtro de produto inválido: use MOBILE ou PDV_ONLINE.');
    return z
      .array(ZGrupoProduto)
      .parse((await repo.listGroups(app.database.db, request.session.unidadeId, filtro.data)).map(toGroup));
  });

  // GET /service?action=list&entity=produtoCardapio&filtroProduto=MOBILE|PDV_ONLINE: menu products with their steps
  app.registerServiceAction('produtoCardapio', 'list', async (request, query) => {
    const filtro = ZFiltro.safeParse(query.filtroProduto);
    if (!filtro.success) throw badRequest('Filtro de produto inválido: use MOBILE ou PDV_ONLINE.');
    const { unidadeId } = request.session;
    const db = app.database.db;
    const visibleGroups = new Set((await repo.listGroups(db, unidadeId, filtro.data)).map((g) => g.id));
    const rows = (await repo.listProducts(db, unidadeId, { menuOnly: true })).filter(
      (r) => r.p.grupoId === null || visibleGroups.has(r.p.grupoId),
    );
    const steps = groupStepsByProduct(
      await repo.listSteps(
        db,
        unidadeId,
        rows.filter((r) => r.p.abrirPassos).map((r) => r.p.id),
      ),
    );
    return z
      .array(ZProdutoCardapio)
      .parse(rows.map((r) => ({ id: r.p.id, produto: toProduto(r.p, r.g), complementos: steps.get(r.p.id) ?? [] })));
  });

  // GET /service?action=list&entity=formaPagamento: active payment methods
  app.registerServiceAction('formaPagamento', 'list', async (request) => {
    const rows = await repo.listPaymentMethods(app.database.db, request.session.unidadeId);
    return z.array(ZFormaPagamento).parse(
      rows.map(({ f, c }) => ({
        id: f.id,
        descricao: f.descricao,
        codigo: f.codigo,
        utilizaTef: f.utilizaTef,
        modeloPos: f.modeloPos,
        pessoaRequerida: f.pessoaRequerida,
        intervalo: f.intervalo,
        ativo: f.ativo,
        conta: { idConta: c.id, tipoConta: c.tipoConta, descricao: c.descricao, pendente: c.pendente },
      })),
    );
  });

  await app.register(async (plain) => {
    const scoped = plain.withTypeProvider<ZodTypeProvider>();
    scoped.addHook('onRequest', app.authenticate);
    const products = z.array(ZProduto);

    scoped.get(
      '/api-v2/produtoCardapio/listAllProducts',
      { schema: { ...secured, response: { 200: products, 403: ZErrorResponse } } },
      async (request) =>
        (await repo.listProducts(app.database.db, request.session.unidadeId)).map((r) => toProduto(r.p, r.g)),
    );

    scoped.get(
      '/api-v2/produtoCardapio/listDeliveryFee',
      {
        schema: {
          ...secured,
          response: {
            200: z.array(z.object({ id: z.number(), descricao: z.string(), valorUnitarioVenda: z.number() })),
          },
        },
      },
      async (request) =>
        (await repo.listProducts(app.database.db, request.session.unidadeId, { taxaEntrega: true })).map(({ p }) => ({
          id: p.id,
          descricao: p.descricao,
          valorUnitarioVenda: toReais(p.valorUnitarioVendaCents as Cents),
        })),
    );

    scoped.get(
      '/api-v2/produtoCardapio/listByUnidadeMedida',
      {
        schema: {
          ...secured,
          querystring: z.object({ siglaUnidadeMedida: z.string().min(1).max(10) }),
          response: { 200: products },
        },
      },
      async (request) =>
        (
          await repo.listProducts(app.database.db, request.session.unidadeId, {
            unidadeMedida: request.query.siglaUnidadeMedida.toUpperCase(),
          })
        ).map((r) => toProduto(r.p, r.g)),
    );

    for (const [path, withoutSteps] of [
      ['/api-v2/produto/list', false],
      ['/api-v2/produto/listWithoutStep', true],
    ] as const) {
      scoped.get(path, { schema: { ...secured, querystring: ZSearch, response: { 200: products } } }, async (request) =>
        (
          await repo.listProducts(app.database.db, request.session.unidadeId, {
            q: request.query.q,
            ativo: request.query.ativo !== 'false',
            max: request.query.max,
            withoutSteps,
          })
        ).map((r) => toProduto(r.p, r.g)),
      );
    }
  });

  // The order dialog's lean menu and the steps of one combo (lean-routes.ts).
  await app.register(leanMenuRoutes);
};
