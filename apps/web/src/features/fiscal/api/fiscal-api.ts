import type { TCancelarNotaFiscal, TGerarNotaFiscal, TOrder } from '@brasa/contracts';
import { FISCAL_PATHS } from '@brasa/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { DEFAULT_PRINT_LOCATION, type PrintResult } from '../../../shared/api/print-api';
import { sessionStore } from '../../../shared/session/session-store';

/** doc 1 §7 gerarNotaFiscal: the order with its `pedido` part, and the authority's messages. */
export interface IssueAnswer {
  pedidoIntegracao: TOrder;
  mensagens: string[];
}

/** POST /api-v2/pedidoIntegracao/gerarNotaFiscal with the attempt's Idempotency-Key (a document is issued once). */
export function issueFiscalDocument(body: TGerarNotaFiscal, idempotencyKey: string): Promise<IssueAnswer> {
  return apiFetch<IssueAnswer>(FISCAL_PATHS.gerarNotaFiscal, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** POST /api-v2/pedidoIntegracao/cancelarNotaFiscal (event 110111) with the attempt's Idempotency-Key. */
export function cancelFiscalDocument(body: TCancelarNotaFiscal, idempotencyKey: string): Promise<IssueAnswer> {
  return apiFetch<IssueAnswer>(FISCAL_PATHS.cancelarNotaFiscal, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export interface FiscalPrintResult extends PrintResult {
  /** NF-e: the DANFE PDF to open. */
  url?: string;
}

/** POST /api-v2/impressaoAPI/enviarImpressaoApp/NotaFiscal/{id}?localImpressao= (the document's id). */
export function printFiscalDocument(idNotaFiscal: number, localImpressao = DEFAULT_PRINT_LOCATION) {
  return apiFetch<FiscalPrintResult[]>(FISCAL_PATHS.imprimirNotaFiscal.replace(':id', String(idNotaFiscal)), {
    method: 'POST',
    query: { localImpressao },
  });
}

/** GET the DANFE NF-e PDF (with the session's token) as a blob for the browser to show and print. */
export async function fetchDanfePdf(url: string): Promise<Blob> {
  const token = sessionStore.getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new ApiError(0, null, cause);
  }
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response.blob();
}
