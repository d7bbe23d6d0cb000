import { serviceActionKey, type ApiAccess } from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../errors';
import { accessOf } from './permissions';

/**
 * The legacy `GET /service?entity=X&action=Y&...` endpoint of the spec, as one route that hands
 * each entity/action pair to the module that owns it (modules call `registerServiceAction`). Each pair needs
 * its 'SERVICE entity:action' entry in the permission table: registering one without it throws at startup,
 * and the dispatcher checks it before the handler runs.
 */
export type ServiceHandler = (request: FastifyRequest, query: Record<string, string>) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    registerServiceAction(entity: string, action: string, handler: ServiceHandler): void;
  }
}

const ZServiceQuery = z
  .object({
    entity: z.string().min(1, 'Informe a entidade (entity).'),
    action: z.string().min(1, 'Informe a ação (action).'),
  })
  .catchall(z.string());

export function registerServiceDispatcher(app: FastifyInstance) {
  const handlers = new Map<string, { access: ApiAccess; handler: ServiceHandler }>();
  app.decorate('registerServiceAction', (entity: string, action: string, handler: ServiceHandler) => {
    handlers.set(`${entity}:${action}`, { access: accessOf(serviceActionKey(entity, action)), handler });
  });
  app.get(
    '/service',
    {
      schema: { querystring: ZServiceQuery, tags: ['service'], security: [{ bearer: [] }] },
      onRequest: app.authenticate,
    },
    async (request) => {
      const query = request.query as Record<string, string> & { entity: string; action: string };
      const registered = handlers.get(`${query.entity}:${query.action}`);
      if (!registered) throw badRequest(`Entidade ou ação desconhecida: ${query.entity}/${query.action}.`);
      await app.checkAccess(request, registered.access);
      return registered.handler(request, query);
    },
  );
}
