import { FISCAL_PATHS, ZCancelarNotaFiscal, ZGerarNotaFiscal, ZOrder } from '@brasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId } from '../orders/schemas';
import { fiscalDocumentPdf, printFiscalDocument } from './print';
import { cancelFiscalDocument, issueFiscalDocument } from './service';
import { securedDocs, errorResponses } from '../../edge/route-docs';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);
const fiscal = securedDocs('fiscal');
const ZPrintAnswer = z.array(
  z.object({ result: z.enum(['SUCCESS', 'FAILURE']), message: z.string(), url: z.string().optional() }),
);
const ZPrintQuery = z.object({
  localImpressao: z.string().trim().max(60, 'Local de impressão inválido.').optional(),
});
const ZIssueAnswer = z.object({ pedidoIntegracao: ZOrder, mensagens: z.array(z.string()) });

/** Tax documents (issue 17; doc 1 §7): issue and cancel. Send an Idempotency-Key header. */
export const fiscalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    FISCAL_PATHS.gerarNotaFiscal,
    { schema: { ...fiscal, body: ZGerarNotaFiscal, response: { 200: ZIssueAnswer, ...errors } } },
    async (request) => issueFiscalDocument(app, request, request.body),
  );

  app.post(
    FISCAL_PATHS.cancelarNotaFiscal,
    { schema: { ...fiscal, body: ZCancelarNotaFiscal, response: { 200: ZIssueAnswer, ...errors } } },
    async (request) => cancelFiscalDocument(app, request, request.body),
  );

  app.post(
    FISCAL_PATHS.imprimirNotaFiscal,
    {
      schema: {
        ...fiscal,
        params: z.object({ id: ZId }),
        querystring: ZPrintQuery,
        response: { 200: ZPrintAnswer, ...errors },
      },
    },
    async (request) => printFiscalDocument(app, request, request.params.id, request.query),
  );

  app.get(
    FISCAL_PATHS.danfePdf,
    { schema: { ...fiscal, summary: 'DANFE NF-e em PDF', params: z.object({ id: ZId }) } },
    async (request, reply) => {
      const pdf = await fiscalDocumentPdf(app, request, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="danfe-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );
};
