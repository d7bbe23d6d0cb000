import { apiFetch } from './api-client';

/** doc 1 §7: "Print results are a list; each entry has result (FAILURE or not) and message". */
export interface PrintResult {
  readonly result: string;
  readonly message?: string | null;
}

/** doc 1 §9: the print location defaults to CAIXA. */
export const DEFAULT_PRINT_LOCATION = 'CAIXA';

/** POST /api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/{id}?localImpressao=&origem= (doc 1 §7). */
export function printOrder(orderId: number, origem: string, localImpressao = DEFAULT_PRINT_LOCATION) {
  return apiFetch<PrintResult[]>(`/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${orderId}`, {
    method: 'POST',
    query: { localImpressao, origem },
  });
}

/** Whether every entry of a print answer succeeded. */
export function isPrintSuccessful(results: readonly PrintResult[] | null | undefined): boolean {
  return (results ?? []).every((entry) => entry.result !== 'FAILURE');
}
