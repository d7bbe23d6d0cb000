import { ZErrorResponse, ZLoginRequest, ZLoginResponse, ZProfile } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login } from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api-v2/usuario/login',
    {
      schema: {
        tags: ['usuario'],
        summary: 'Login: a senha chega como SHA-256 hex do que foi digitado',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => login(app, request.body, request.ip),
  );

  app.get(
    '/api-v2/usuario/logged',
    {
      schema: {
        tags: ['usuario'],
        summary: 'Perfil do usuário do token',
        security: [{ bearer: [] }],
        response: { 200: ZProfile, 401: ZErrorResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => app.getProfile(request),
  );
};
