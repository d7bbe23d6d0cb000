import { MSG } from '@brasa/domain';
import {
  ROUTING_PATHS,
  ZGeocodeResult,
  ZMapConfig,
  ZRouteCreateRequest,
  ZRouteDetail,
  ZRouteEditRequest,
  ZRoutePlan,
  ZRoutePlanRequest,
} from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimOf, idempotentCall } from '../../idempotency';
import * as routes from './route-service';
import * as service from './service';
import { securedDocs, errorResponses } from '../../edge/route-docs';

const secured = securedDocs('roteirizacao');
const errors = errorResponses(400, 401, 403, 404, 422, 502);
const routeErrors = errorResponses(400, 401, 403, 404, 409, 422, 502);
const CREATE_ROUTE = `POST ${ROUTING_PATHS.rotas}`;
const ZRouteParams = z.object({ agrupador: z.string().trim().min(1).max(64) });

const ZOrderIds = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
/** doc 4 §7 updateCoordinatesBatch: a list of id, lat, lng. */
const ZCoordinatesBatch = z
  .array(
    z.object({
      id: z.number().int().positive(),
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
    }),
  )
  .min(1)
  .max(500);

/** Route planning (issue 14): the map's configuration, the stop order, geocoding and the coordinates' saves. */
export const routingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    ROUTING_PATHS.mapa,
    {
      schema: {
        ...secured,
        summary: 'Tiles, coordenadas da empresa e chave do mapa',
        response: { 200: ZMapConfig, ...errors },
      },
    },
    async (request) => service.mapConfig(app, request.session.unidadeId),
  );

  app.post(
    ROUTING_PATHS.planejar,
    {
      schema: {
        ...secured,
        summary: 'Ordem das paradas (otimizada ou a informada), chegadas e traçado da rota',
        body: ZRoutePlanRequest,
        response: { 200: ZRoutePlan, ...errors },
      },
    },
    async (request) => service.planRoute(app, request.log, request.session.unidadeId, request.body),
  );

  app.post(
    ROUTING_PATHS.rotas,
    {
      schema: {
        ...secured,
        summary: 'Cria a rota: despacha os pedidos com a ordem das paradas e as chegadas calculadas no servidor',
        body: ZRouteCreateRequest,
        response: { 200: ZRouteDetail, ...routeErrors },
      },
    },
    // A retry with the same Idempotency-Key (a lost answer) answers the route created, not a refusal.
    async (request) =>
      idempotentCall(app.database.db, claimOf(request, CREATE_ROUTE, request.body), () =>
        routes.createRoute(app, request, request.body),
      ),
  );

  app.get(
    `${ROUTING_PATHS.rotas}/:agrupador`,
    {
      schema: {
        ...secured,
        summary: 'A rota na ordem das paradas, com as chegadas, o link e o texto de compartilhamento',
        params: ZRouteParams,
        response: { 200: ZRouteDetail, ...routeErrors },
      },
    },
    async (request) => routes.routeDetail(app, request.session.unidadeId, request.params.agrupador),
  );

  app.put(
    `${ROUTING_PATHS.rotas}/:agrupador`,
    {
      schema: {
        ...secured,
        summary: 'Altera as paradas da rota: mantém a ordem (novas ao fim) ou otimiza de novo quando pedido',
        params: ZRouteParams,
        body: ZRouteEditRequest,
        response: { 200: ZRouteDetail, ...routeErrors },
      },
    },
    async (request) => routes.editRoute(app, request, request.params.agrupador, request.body),
  );

  app.post(
    ROUTING_PATHS.geocodificar,
    {
      schema: {
        ...secured,
        summary: 'Preenche as coordenadas que faltam nos pedidos (falhas registradas e ignoradas)',
        body: ZOrderIds,
        response: { 200: z.array(ZGeocodeResult), ...errors },
      },
    },
    async (request) => service.geocodeOrders(app, request.log, request.session.unidadeId, request.body.ids),
  );

  app.post(
    '/api-v2/pedidoIntegracao/updateCoordinatesBatch',
    {
      schema: {
        ...secured,
        tags: ['pedidoIntegracao'],
        summary: 'Salva as coordenadas dos endereços de entrega em lote',
        body: ZCoordinatesBatch,
        response: { 200: z.object({ atualizados: z.number().int(), mensagem: z.string() }), ...errors },
      },
    },
    async (request) => ({
      atualizados: await service.updateCoordinatesBatch(app, request.session.unidadeId, request.body),
      mensagem: MSG.COORDINATES_UPDATED,
    }),
  );

  app.post(
    '/api-v2/sistema/atualizarLocalizacao/:unitUuid',
    {
      schema: {
        ...secured,
        tags: ['sistema'],
        summary: 'Geocodifica o endereço da empresa e salva latitude e longitude',
        params: z.object({ unitUuid: z.string().min(1).max(64) }),
        response: {
          200: z.object({ latitude: z.number(), longitude: z.number(), mensagem: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const point = await service.updateUnitLocation(app, request.log, request.session, request.params.unitUuid);
      return { latitude: point.lat, longitude: point.lng, mensagem: MSG.COORDINATES_UPDATED };
    },
  );
};
