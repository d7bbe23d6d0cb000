/** The marketplace module's own texts (the status sync's and the negotiation platform's). */
export const MARKETPLACE_MSG = Object.freeze({
  CANCEL_CODE_REQUIRED: 'Selecione o motivo de cancelamento do iFood.',
  INTEGRATION_INACTIVE: 'A integração do iFood deste pedido não está ativa.',
  NOT_MARKETPLACE_ORDER: 'Este pedido não é de um marketplace.',
  refused: (message: string) => `O iFood recusou a alteração: ${message}`,
  /** A dispute's answer iFood refused (its message). */
  answerRefused: (message: string) => `O iFood recusou a resposta: ${message}`,
});
