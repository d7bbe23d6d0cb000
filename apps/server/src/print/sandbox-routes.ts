import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { VirtualPrinter } from '../providers/printer';

export interface PrinterSandboxOptions {
  /** The virtual printers this process runs (the demo's, by location); none in most tests. */
  printers: ReadonlyMap<string, VirtualPrinter>;
}

const ZSandboxPrinters = z.object({
  impressoras: z.array(
    z.object({
      local: z.string(),
      endereco: z.string(),
      ligada: z.boolean(),
      tickets: z.array(z.object({ recebidoEm: z.string(), texto: z.string() })),
    }),
  ),
});

/**
 * `GET /sandbox/impressoras`: what the virtual printers of this process received, decoded as the paper would show
 * it (newest first). For whoever runs the demo without hardware and for the browser tests; the virtual printers
 * are shared by every unit of the process, so only an admin reads them.
 */
export const printerSandboxRoutes: FastifyPluginAsyncZod<PrinterSandboxOptions> = async (app, opts) => {
  app.get(
    '/sandbox/impressoras',
    {
      schema: {
        tags: ['sandbox'],
        security: [{ bearer: [] }],
        summary: 'Impressoras virtuais: o que cada uma recebeu, decodificado (mais recentes primeiro)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) }),
        response: { 200: ZSandboxPrinters },
      },
    },
    async (request) => ({
      impressoras: [...opts.printers].map(([local, printer]) => ({
        local,
        endereco: `${printer.host}:${printer.port}`,
        ligada: printer.plugged,
        tickets: printer.tickets
          .slice(-request.query.limit)
          .reverse()
          .map((ticket) => ({ recebidoEm: ticket.receivedAt.toISOString(), texto: ticket.text })),
      })),
    }),
  );
};
