/**
 * Body size limits per route (bytes): small for most calls; the whole-order save and the calls that carry
 * lists, receipts or audit payloads get more. A larger body answers 413.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

const BODY_LIMITS: Record<string, number> = {
  'POST /api-v2/pedidoIntegracao': 2 * 1024 * 1024,
  'POST /api-v2/pedidoIntegracao/importarTodos': 256 * 1024,
  'POST /api-v2/log/saveListItens': 512 * 1024,
  'POST /api-v2/logEvento': 512 * 1024,
  'POST /api-v2/impressaoAPI/enviarImpressaoKds': 512 * 1024,
  'POST /api-v2/impressaoAPI/enviarImpressaoTef/:location': 256 * 1024,
};

export function bodyLimitFor(method: string | string[], url: string): number {
  const methods = Array.isArray(method) ? method : [method];
  return Math.max(...methods.map((m) => BODY_LIMITS[`${m} ${url}`] ?? DEFAULT_BODY_LIMIT));
}
