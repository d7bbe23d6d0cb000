/**
 * The card-terminal (TEF) routes, in a module without schemas: the PDV's side drawer checks one of them at boot
 * and should not build the TEF schemas (zod) to do so. tef.ts re-exports it.
 */
export const TEF_PATHS = Object.freeze({
  /** GET `?tipos=TEF` or `?tipos=EL` (doc 1 §7): active integrations, the first with `dados` JSON holding `TEF`. */
  allIntegracoesAtivas: '/api-v2/pedidoIntegracao/allIntegracoesAtivas',
  /** POST `ZTefLoginRequest` -> `TTefConfig`: logs in at the provider, stores the credentials server-side. */
  login: '/api-v2/tef/login',
  /** GET -> `TTefConfig` (never the password or the provider's key). */
  configuracao: '/api-v2/tef/configuracao',
  /** GET -> `TTefTerminal[]`: the company's terminals at the provider. */
  terminais: '/api-v2/tef/terminais',
  /** POST with an Idempotency-Key, `ZTefIntentRequest` -> `TTefIntent`. */
  intencaoVenda: '/api-v2/tef/intencaoVenda',
  /** GET `?pedidoId=` -> `TTefIntent[]` of the order (the sale-intention detail dialog), newest first. */
  intencoesDoPedido: '/api-v2/tef/intencaoVenda',
  /** GET -> `TTefIntent` (refreshed from the provider when not final). */
  intencaoVendaById: (id: number | string) => `/api-v2/tef/intencaoVenda/${id}`,
  /** POST with an Idempotency-Key -> `TTefIntent`: cancels at the provider (18 → 19 → 20). */
  cancelar: (id: number | string) => `/api-v2/tef/intencaoVenda/${id}/cancelar`,
  /** POST `ZTefAuthorizationCodeRequest` -> `TTefIntent`: the manual code when the acquirer returned none. */
  codigoAutorizacao: (id: number | string) => `/api-v2/tef/intencaoVenda/${id}/codigoAutorizacao`,
  /**
   * POST `ZTefPaymentDeleteRequest` -> `TTefIntent` (doc 1 §5 'Card-terminal payment deletion'): inside the time
   * window, with the technical password; the sale is cancelled at the provider, then the payment leaves the order.
   */
  excluirPagamento: (id: number | string) => `/api-v2/tef/intencaoVenda/${id}/excluirPagamento`,
  /**
   * POST `ZTefAgentResult` -> `TTefIntent` (tipos=EL): the local agent's signed result, relayed by the browser;
   * the server verifies the signature before recording anything.
   */
  resultadoAgente: (id: number | string) => `/api-v2/tef/intencaoVenda/${id}/resultadoAgente`,
  /**
   * POST `ZTefAgentResult` -> `TTefIntent` (tipos=EL): the same, found by the result's reference, for the results the
   * agent kept (a page closed between the approval and the relay): the browser re-sends them on load.
   */
  resultadoAgentePendente: '/api-v2/tef/resultadoAgente',
  /**
   * POST `ZTefAgentCancelResult` -> `TTefIntent` (tipos=EL): the agent's signed administrative cancel of a late
   * approval the order could not take; the intent, found by the result's reference, is marked reversed once.
   */
  cancelamentoAgente: '/api-v2/tef/cancelamentoAgente',
  /** GET -> `TTefIntent[]` (tipos=EL): the unit's approvals still to reverse at the agent (the browser retries them). */
  estornosAgente: '/api-v2/tef/estornosAgente',
  /** POST `ZTefReceiptPrintRequest` -> print results (doc 1 §7 enviarImpressaoTef). */
  enviarImpressaoTef: (location: string) => `/api-v2/impressaoAPI/enviarImpressaoTef/${encodeURIComponent(location)}`,
});
