/**
 * iFood's negotiation platform (HANDSHAKE_DISPUTE / HANDSHAKE_SETTLEMENT): a customer's dispute on a marketplace
 * order, answered from the board before its deadline. The server holds the integration; the board lists the unit's
 * open disputes, hears new ones and their outcomes as MARKETPLACE_DISPUTE `{ disputa }` on the unit's room, and
 * answers with an Idempotency-Key.
 */
export const MARKETPLACE_DISPUTE_PATHS = Object.freeze({
  /** GET -> `TMarketplaceDispute[]`: the unit's disputes still waiting for an answer (the caller's order types). */
  list: '/api-v2/pedidoIntegracao/negociacoes',
  /** POST `TDisputeAnswer` with an Idempotency-Key -> `TMarketplaceDispute`. */
  answer: (id: number) => `/api-v2/pedidoIntegracao/negociacoes/${id}/responder`,
});

/** pt-BR labels of the platform's codes (unknown codes show as they come). */
export const DISPUTE_LABELS = Object.freeze({
  acao: {
    CANCELLATION: 'Cancelamento do pedido',
    PARTIAL_CANCELLATION: 'Cancelamento parcial',
    PROPOSED_AMOUNT_REFUND: 'Reembolso proposto',
    PROPOSED_ADDITIONAL_TIME: 'Mais tempo de entrega',
    VOID: 'Negociação',
  } as Record<string, string>,
  tipo: {
    AFTER_DELIVERY: 'após a entrega',
    DELAY: 'por atraso na entrega',
    PREPARATION_TIME: 'durante o preparo',
    AFTER_DELIVERY_PARTIALLY: 'parcial após a entrega',
  } as Record<string, string>,
  seNaoResponder: {
    ACCEPT_CANCELLATION: 'o iFood aceita o pedido do cliente',
    REJECT_CANCELLATION: 'o iFood recusa o pedido do cliente',
    VOID: 'nada muda no pedido',
  } as Record<string, string>,
  desfecho: {
    ACCEPTED: 'Aceita',
    REJECTED: 'Recusada',
    EXPIRED: 'Expirada sem resposta',
    ALTERNATIVE_REPLIED: 'Contraproposta enviada',
  } as Record<string, string>,
  alternativa: {
    REFUND: 'Reembolso parcial',
    BENEFIT: 'Cupom de desconto',
    ADDITIONAL_TIME: 'Mais tempo de entrega',
  } as Record<string, string>,
  motivoTempo: {
    HIGH_STORE_DEMAND: 'Alta demanda na loja',
    DRIVER_DELAYED: 'Atraso do entregador',
    PREPARATION_DELAYED: 'Atraso no preparo',
  } as Record<string, string>,
});
