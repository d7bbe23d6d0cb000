import { MSG, onlyDigits } from '@brasa/domain';
import {
  ZContato,
  ZDbIdParam,
  ZContatoSaveRequest,
  ZEndereco,
  ZEnderecoSaveRequest,
  ZErrorResponse,
  ZMunicipio,
  ZPessoaDetalhe,
  ZPessoaSaveRequest,
} from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../errors';
import { parseLatLng } from '../../providers/directions';
import { geocodeForUnit } from '../routing/service';
import * as detail from './detail-repository';
import { customerOrders, pendingAccounts } from './accounts';
import * as service from './service';
import { securedDocs } from '../../edge/route-docs';

const ZId = ZDbIdParam;
const secured = securedDocs('pessoa');
const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const unit = (request: { session: { unidadeId: number } }) => request.session.unidadeId;

  app.get(
    '/api-v2/pessoa/list',
    {
      schema: {
        ...secured,
        querystring: z.object({
          q: z.string().max(100).default(''),
          ativo: z.string().optional(),
          max: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: { 200: z.array(ZPessoaDetalhe) },
      },
    },
    async (request) => {
      if (!request.query.q.trim()) return [];
      const ids = await detail.searchPeople(app.database.db, unit(request), request.query.q, request.query.max);
      const people = await Promise.all(ids.map(({ id }) => service.getPersonDetail(app, unit(request), id)));
      return service.withDocumentsFor(app, request, people);
    },
  );

  app.get(
    '/api-v2/pessoa/:id',
    { schema: { ...secured, params: z.object({ id: ZId }), response: { 200: ZPessoaDetalhe, ...errors } } },
    async (request) => {
      const person = await service.getPersonDetail(app, unit(request), request.params.id);
      return (await service.withDocumentsFor(app, request, [person]))[0]!;
    },
  );

  app.post(
    '/api-v2/pessoa',
    { schema: { ...secured, body: ZPessoaSaveRequest, response: { 200: ZPessoaDetalhe, ...errors } } },
    async (request) => service.savePerson(app, request, request.body),
  );

  app.post(
    '/api-v2/endereco',
    { schema: { ...secured, body: ZEnderecoSaveRequest, response: { 200: ZEndereco, ...errors } } },
    async (request) => service.saveAddress(app, unit(request), request.body),
  );
  app.delete(
    '/api-v2/endereco/:id',
    {
      schema: { ...secured, params: z.object({ id: ZId }), response: { 200: z.object({ id: z.number() }), ...errors } },
    },
    async (request) => service.deleteAddress(app, unit(request), request.params.id),
  );

  app.post(
    '/api-v2/contatoPessoa',
    { schema: { ...secured, body: ZContatoSaveRequest, response: { 200: ZContato, ...errors } } },
    async (request) => service.saveContact(app, unit(request), request.body),
  );
  app.delete(
    '/api-v2/contatoPessoa/:id',
    {
      schema: { ...secured, params: z.object({ id: ZId }), response: { 200: z.object({ id: z.number() }), ...errors } },
    },
    async (request) => service.deleteContact(app, unit(request), request.params.id),
  );

  app.get(
    '/api-v2/municipio/list',
    {
      schema: {
        ...secured,
        querystring: z.object({ q: z.string().max(100).optional() }),
        response: { 200: z.array(ZMunicipio) },
      },
    },
    async (request) => detail.searchMunicipios(app.database.db, request.query.q),
  );

  app.get(
    '/api-v2/cep/:cep',
    {
      schema: {
        ...secured,
        summary: 'Consulta de CEP pelo provedor configurado (sandbox por padrão)',
        params: z.object({ cep: z.string().max(15) }),
        response: {
          200: z.object({
            cep: z.string(),
            logradouro: z.string(),
            bairro: z.string(),
            municipio: ZMunicipio.nullable(),
          }),
          ...errors,
          502: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const cep = onlyDigits(request.params.cep);
      if (cep.length !== 8) throw badRequest(MSG.CEP_INVALID);
      const found = await app.providers.cep.lookup(cep).catch((err: Error) => {
        request.log.warn({ err }, 'falha no provedor de CEP');
        throw new AppError(502, MSG.CEP_PROVIDER_FAILED);
      });
      if (!found) throw notFound(MSG.CEP_NOT_FOUND);
      const municipio = await detail.findMunicipio(app.database.db, { codigoIbge: found.municipio.codigoIbge });
      return {
        cep,
        logradouro: found.logradouro,
        bairro: found.bairro,
        municipio: municipio
          ? {
              id: municipio.id,
              nome: municipio.nome,
              codigoIbge: municipio.codigoIbge,
              estado: { sigla: municipio.uf },
            }
          : {
              id: null,
              nome: found.municipio.nome,
              codigoIbge: found.municipio.codigoIbge,
              estado: { sigla: found.municipio.uf },
            },
      };
    },
  );

  app.get(
    '/api-v2/endereco/directions/:origin/:destination',
    {
      schema: {
        ...secured,
        params: z.object({ origin: z.string().min(1).max(500), destination: z.string().min(1).max(500) }),
        response: {
          200: z.object({ distanceMeters: z.number(), durationSeconds: z.number(), humanized: z.string() }),
          ...errors,
          502: ZErrorResponse,
        },
      },
    },
    async (request) => {
      // Addresses are geocoded first ('lat,lng' text is used as is); an unknown address has no route.
      const [origin, destination] = await Promise.all(
        [request.params.origin, request.params.destination].map((place) =>
          parseLatLng(place)
            ? Promise.resolve(parseLatLng(place))
            : geocodeForUnit(app, unit(request), { text: place }),
        ),
      ).catch((err: Error) => {
        if (err instanceof AppError) throw err;
        request.log.warn({ err }, 'falha no provedor de geocodificação');
        throw new AppError(502, MSG.DIRECTIONS_FAILED);
      });
      if (!origin || !destination) throw notFound(MSG.NO_ROUTE_FOR_ADDRESS);
      const route = await app.providers.directions.route(origin, destination).catch((err: Error) => {
        request.log.warn({ err }, 'falha no provedor de rotas');
        throw new AppError(502, MSG.DIRECTIONS_FAILED);
      });
      if (!route) throw notFound(MSG.NO_ROUTE_FOR_ADDRESS);
      return route;
    },
  );

  app.get(
    '/api-v2/pedidoIntegracao/contasPendentes/:customerId',
    {
      schema: {
        ...secured,
        tags: ['pedidoIntegracao'],
        params: z.object({ customerId: ZId }),
        response: {
          200: z.array(z.object({ descricao: z.string(), dataVencimento: z.string().nullable(), saldo: z.number() })),
          ...errors,
        },
      },
    },
    async (request) => {
      await service.getPersonDetail(app, unit(request), request.params.customerId);
      return pendingAccounts(app.database.db, unit(request), request.params.customerId);
    },
  );

  app.get(
    '/api-v2/pedidoIntegracao/listByPessoa/:personId',
    { schema: { ...secured, tags: ['pedidoIntegracao'], params: z.object({ personId: ZId }) } },
    async (request) => {
      await service.getPersonDetail(app, unit(request), request.params.personId);
      return customerOrders(app.database.db, unit(request), request.params.personId);
    },
  );

  app.get(
    '/api-v2/usuario/listUsuarios',
    {
      schema: {
        ...secured,
        tags: ['usuario'],
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              nome: z.string(),
              idPessoa: z.number().nullable(),
              pessoa: z.object({ nome: z.string() }).nullable(),
            }),
          ),
        },
      },
    },
    async (request) =>
      (await detail.listUnitUsers(app.database.db, unit(request))).map((u) => ({
        id: u.id,
        nome: u.nome,
        idPessoa: u.idPessoa,
        pessoa: u.pessoaNome ? { nome: u.pessoaNome } : null,
      })),
  );
};
