/**
 * The transmission job (issue 17): every BRASA_FISCAL_TRANSMIT_MS (default 60 s; 0 turns it off) one pass of
 * `transmitPendingFiscal` over the pending documents — offline NFC-e sent with their own key, unanswered ones
 * queried, unused numbers voided. The work list is the `nota_fiscal` table itself (rows in RESERVADA,
 * CONTINGENCIA, CONSULTAR, INUTILIZAR), so nothing is lost across restarts; every step queries the key before it
 * sends, so two instances running a pass at once cannot authorize a document twice.
 */
import type { FastifyInstance } from 'fastify';
import { transmitPendingFiscal } from './service';
import { readEnv } from '../../env';

export function fiscalTransmitIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  return readEnv(env).BRASA_FISCAL_TRANSMIT_MS;
}

export function startFiscalTransmitter(app: FastifyInstance, intervalMs = fiscalTransmitIntervalMs()) {
  if (intervalMs === 0) return { stop: async () => undefined };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = transmitPendingFiscal(app)
      .catch((err: unknown) => app.log.warn({ err }, 'fiscal: falha na transmissão dos documentos pendentes'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
