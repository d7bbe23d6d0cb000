import type { FastifyInstance } from 'fastify';
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
  origem: string;
  /** The print location key (CAIXA, COZINHA, BAR, ...). */
  localImpressao: string;
  descricao: string;
  /** What to print when it is not rendered from the order alone (JSON text or a receipt's text). */
  conteudo?: string | null;
}

/**
 * The one way the product asks for a print: the jobs are written in the caller's transaction (or on the
 * database when there is none), so a rolled-back change prints nothing.
 */
export async function recordPrintJobs(
  _app: FastifyInstance,
  executor: Db | Tx,
  jobs: readonly PrintJobInput[],
): Promise<number[]> {
  if (jobs.length === 0) return [];
  const rows = await executor.insert(impressao).values([...jobs]).returning({ id: impressao.id });
  return rows.map((r) => r.id);
}
