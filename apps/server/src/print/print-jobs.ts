import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { impressao } from '../db/schema';

/** What a ticket is: the order receipt, a kitchen ticket, a cancellation ticket, a close, a card-terminal receipt... */
export type PrintJobKind = 'PEDIDO' | 'COZINHA' | 'CANCELAMENTO' | 'FECHAMENTO' | 'TEF' | 'OUTRO';

/** One print job: a row of the print log, delivered by the print server to the location's printer. */
export interface PrintJobInput {
  unidadeId: number;
  pedidoId?: number | null;
  /** e.g. PEDIDO_INTEGRACAO_ID_{id} (doc 3 §7 `/api/impressao/identificador/...`). */
  identificador: string;
  /**
   * Who asked and so which ticket is printed: NOTIFICACAO (kitchen ticket) and CANCELAMENTO (cancellation ticket)
   * carry a `ProductionTicketContent` in `conteudo`; TEF carries the receipt's text; FECHAMENTO is the close of a
   * tab; anything else (APP, CONFIRMACAO, PAGAMENTO...) prints the order receipt.
   */
  origem: string;
  /** The print location key (CAIXA, COZINHA, BAR, ...). */
  localImpressao: string;
  descricao: string;
  /** What to print when it is not rendered from the order alone (JSON text or a receipt's text). */
  conteudo?: string | null;
}

/** The origins whose `conteudo` is a production ticket (the contract with the kitchen side). */
export const PRODUCTION_ORIGINS = ['NOTIFICACAO', 'CANCELAMENTO'] as const;

/**
 * The `conteudo` of a kitchen (origem NOTIFICACAO) or cancellation (origem CANCELAMENTO) job, as JSON text. The
 * rest of the ticket (table, tab, waiter, order type and number) is read from the order by `pedidoId`.
 */
export const ZProductionTicketContent = z.object({
  tipo: z.enum(['COZINHA', 'CANCELAMENTO']),
  itens: z
    .array(
      z.object({
        referenceCode: z.string().nullish(),
        name: z.string(),
        quantity: z.number(),
        unit: z.string().nullish(),
        observations: z.string().nullish(),
        subItems: z.array(z.object({ name: z.string(), quantity: z.number() })).default([]),
        /** Why it was cancelled (cancellation tickets). */
        motivo: z.string().nullish(),
      }),
    )
    .min(1),
});
export type ProductionTicketContent = z.infer<typeof ZProductionTicketContent>;
export type ProductionTicketItem = ProductionTicketContent['itens'][number];

/**
 * The one way the product asks for a print: the `impressao` rows and one durable pg-boss job per row (queue
 * `print_jobs`) are written in the caller's transaction (or in one of their own when there is none), so a
 * rolled-back change prints nothing and a committed one is delivered, even after a restart.
 */
export async function recordPrintJobs(
  app: FastifyInstance,
  executor: Db | Tx,
  jobs: readonly PrintJobInput[],
): Promise<number[]> {
  if (jobs.length === 0) return [];
  // Without a caller's transaction, one of its own: a row without its job (a crash between the two statements) would
  // stay PENDENTE forever (the crash test of two instances found one).
  if (!(executor instanceof PgTransaction)) return executor.transaction((tx) => recordPrintJobs(app, tx, jobs));
  const rows = await executor
    .insert(impressao)
    .values([...jobs])
    .returning({ id: impressao.id, unidadeId: impressao.unidadeId });
  await app.printQueue.enqueue(executor, rows);
  return rows.map((r) => r.id);
}
