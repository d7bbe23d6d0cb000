import {
  SCALE_PATHS,
  ZErrorResponse,
  ZScaleOrderRequest,
  ZScaleOrderResult,
  ZScaleProduct,
  ZScaleReading,
  ZScaleSettings,
  ZScaleSettingsInput,
  ZScaleSettingsQuery,
} from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createScaleMonitor } from './monitor';
import * as service from './service';
import { securedDocs } from '../../edge/route-docs';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const secured = securedDocs('balanca');

/** Weighing kiosk and scale capture (doc 3 §2.6, §4.6, §9; doc 2 §4.7; issue 18). */
export const scaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const monitor = createScaleMonitor(app.providers.scale);
  app.addHook('onClose', async () => monitor.stop());
  const unit = (request: { session: { unidadeId: number } }) => request.session.unidadeId;

  app.get(
    SCALE_PATHS.reading,
    {
      schema: {
        ...secured,
        summary: 'Leitura atual da balança (peso em kg; erro de leitura = peso 0 com código 10, 20 ou 25)',
        response: { 200: ZScaleReading, ...errors },
      },
    },
    async () => monitor.current(),
  );

  app.get(
    SCALE_PATHS.settings,
    {
      schema: {
        ...secured,
        summary: 'Configurações do autoatendimento balança de um terminal',
        querystring: ZScaleSettingsQuery,
        response: { 200: ZScaleSettings, ...errors },
      },
    },
    async (request) => service.getSettings(app, unit(request), request.query.terminal),
  );

  app.put(
    SCALE_PATHS.settings,
    {
      schema: {
        ...secured,
        summary: 'Salva as configurações do autoatendimento balança de um terminal',
        body: ZScaleSettingsInput,
        response: { 200: ZScaleSettings, 422: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.saveSettings(app, unit(request), request.body),
  );

  app.get(
    SCALE_PATHS.products,
    {
      schema: {
        ...secured,
        summary: 'Produtos vendidos por quilo (KG) com o produto livre associado',
        response: { 200: z.array(ZScaleProduct), ...errors },
      },
    },
    async (request) => service.listProducts(app, unit(request)),
  );

  app.post(
    SCALE_PATHS.order,
    {
      schema: {
        ...secured,
        summary: "Venda do autoatendimento: o prato pesado numa COMANDA com complemento 'BALANÇA' (Idempotency-Key)",
        body: ZScaleOrderRequest,
        response: { 200: ZScaleOrderResult, 409: ZErrorResponse, 422: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.placeOrder(app, request, request.body),
  );
};
