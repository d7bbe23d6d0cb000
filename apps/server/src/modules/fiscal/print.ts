/**
 * Printing tax documents (issue 17; doc 1 §7 `enviarImpressaoApp/NotaFiscal/{id}?localImpressao=`). The id is the
 * document's (`pedido.idNotaFiscal`). An NFC-e goes to the location's thermal printer through the print server
 * (one durable job, origin NOTA_FISCAL, rendered from the stored document: DANFE NFC-e with its QR code); an NF-e
 * DANFE is an A4 PDF the browser downloads and prints ('Aguarde a impressão da NF ID{id}'); a PAF-ECF coupon is
 * printed by the PAF application only.
 */
import { MSG } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notaFiscal } from '../../db/schema';
import { AppError, notFound, unprocessable } from '../../errors';
import { danfeNfePdf } from './danfe';
import { recordPrintJobs } from '../../print/print-jobs';
import { FISCAL_PRINT_ORIGIN } from '../../print/render-job';
import { hasPrintLocation } from '../orders/actions/actions-repository';
import { DEFAULT_PRINT_LOCATION } from '../orders/production/print-location';
import type { PrintResult } from '../orders/production/print-service';

/**
 * Statuses a DANFE is printed for: authorized, issued offline (printed 'EMITIDA EM CONTINGÊNCIA'), or cancelled
 * (printed 'NFC-e CANCELADA' / 'NF-e CANCELADA' with the cancellation's protocol).
 */
const PRINTABLE = new Set(['AUTORIZADA', 'CONTINGENCIA', 'CANCELADA']);

export const danfePdfPath = (id: number) => `/api-v2/notaFiscal/${id}/danfe.pdf`;

async function findNote(app: FastifyInstance, unidadeId: number, id: number) {
  const [note] = await app.database.db
    .select()
    .from(notaFiscal)
    .where(and(eq(notaFiscal.unidadeId, unidadeId), eq(notaFiscal.id, id)));
  if (!note) throw notFound(MSG.FISCAL_DOCUMENT_NOT_FOUND);
  return note;
}

export interface FiscalPrintResult extends PrintResult {
  /** NF-e: where the browser fetches the DANFE PDF. */
  url?: string;
}

/** POST /api-v2/impressaoAPI/enviarImpressaoApp/NotaFiscal/{id}?localImpressao= */
export async function printFiscalDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  query: { localImpressao?: string },
): Promise<FiscalPrintResult[]> {
  const { unidadeId } = request.session;
  const note = await findNote(app, unidadeId, id);
  if (note.modelo !== '55' && note.modelo !== '65') throw unprocessable(MSG.FISCAL_PAF_ECF_PRINT);
  if (!PRINTABLE.has(note.status)) throw unprocessable(MSG.FISCAL_PRINT_NOT_AUTHORIZED);
  if (note.modelo === '55') return [{ result: 'SUCCESS', message: MSG.aguardeImpressaoNf(id), url: danfePdfPath(id) }];
  const location = query.localImpressao || DEFAULT_PRINT_LOCATION;
  if (!(await hasPrintLocation(app.database.db, unidadeId, location))) {
    throw new AppError(422, MSG.PRINT_LOCATION_NOT_FOUND);
  }
  try {
    await recordPrintJobs(app, app.database.db, [
      {
        unidadeId,
        pedidoId: note.pedidoId,
        identificador: `NOTA_FISCAL_ID_${note.id}`,
        origem: FISCAL_PRINT_ORIGIN,
        localImpressao: location,
        descricao: `DANFE NFC-e nº ${note.numero} série ${note.serie}`,
        conteudo: JSON.stringify({ idNotaFiscal: note.id }),
      },
    ]);
  } catch (error) {
    request.log.error({ err: error }, 'fiscal: falha ao registrar a impressão da NFC-e');
    throw new AppError(503, MSG.INVOICE_PRINT_FAILED, 'IMPRESSAO_FALHOU');
  }
  return [{ result: 'SUCCESS', message: MSG.pedidosEnviadosImpressao(1) }];
}

/** GET /api-v2/notaFiscal/{id}/danfe.pdf: the DANFE NF-e (model 55). */
export async function fiscalDocumentPdf(app: FastifyInstance, request: FastifyRequest, id: number): Promise<Buffer> {
  const note = await findNote(app, request.session.unidadeId, id);
  if (note.modelo !== '55') throw unprocessable(MSG.FISCAL_PDF_ONLY_NFE);
  if (!PRINTABLE.has(note.status)) throw unprocessable(MSG.FISCAL_PRINT_NOT_AUTHORIZED);
  return danfeNfePdf(note);
}
