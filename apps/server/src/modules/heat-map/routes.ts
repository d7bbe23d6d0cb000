import {
  HEAT_MAP_PATHS,
  ZErrorResponse,
  ZHeatMapListQuery,
  ZHeatMapPage,
  ZHeatMapPeriod,
  ZPessoaCoordinatesList,
  ZPessoaGeocodeRequest,
  ZPessoaGeocodeResult,
} from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Sales heat map (doc 3 §2.2, §7; issue 18): the period's sales with their customers, and the people's points. */
export const heatMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const unit = (request: { session: { unidadeId: number } }) => request.session.unidadeId;

  app.get(
    HEAT_MAP_PATHS.count,
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['pedido'],
        summary: 'Quantidade de vendas com cliente no período (mapa de calor)',
        querystring: ZHeatMapPeriod,
        response: { 200: z.number().int(), ...errors },
      },
    },
    async (request) => service.countSales(app, unit(request), request.query),
  );

  app.get(
    HEAT_MAP_PATHS.list,
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['pedido'],
        summary: 'Vendas do período com cliente, itens e coordenadas, 100 por página (mapa de calor)',
        querystring: ZHeatMapListQuery,
        response: { 200: ZHeatMapPage, ...errors },
      },
    },
    async (request) => service.listSales(app, unit(request), request.query),
  );

  app.post(
    HEAT_MAP_PATHS.saveList,
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['pessoa'],
        summary: 'Salva as coordenadas das pessoas da unidade (todas ou nenhuma)',
        body: ZPessoaCoordinatesList,
        response: { 200: z.object({ atualizados: z.number().int(), mensagem: z.string() }), ...errors },
      },
    },
    async (request) => ({
      atualizados: await service.saveCoordinates(app, unit(request), request.body),
      mensagem: MSG.COORDINATES_UPDATED,
    }),
  );

  app.post(
    HEAT_MAP_PATHS.geocode,
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['pessoa'],
        summary: 'Geocodifica os endereços cadastrados das pessoas (não salva)',
        body: ZPessoaGeocodeRequest,
        response: { 200: ZPessoaGeocodeResult, ...errors },
      },
    },
    async (request) => service.geocodePeople(app, request.log, unit(request), request.body.ids),
  );
};
