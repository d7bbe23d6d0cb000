import type { TMarketplaceDispute } from '@brasa/contracts';

/** An open iFood dispute of order #12 (iFood 4321), due in 5 minutes, with no alternatives unless given. */
export function makeDispute(overrides: Partial<TMarketplaceDispute> = {}): TMarketplaceDispute {
  return {
    id: 7,
    pedidoId: 70,
    numeroPedido: 12,
    identificador: '4321',
    acao: 'CANCELLATION',
    titulo: 'Cancelamento do pedido após a entrega',
    mensagem: null,
    expiraEm: new Date(Date.now() + 300_000).toISOString(),
    seNaoResponder: 'o iFood recusa o pedido do cliente',
    alternativas: [],
    motivosAceite: [],
    evidencias: [],
    status: 'ABERTA',
    resposta: null,
    respondidaPor: null,
    desfecho: null,
    desfechoDescricao: null,
    ...overrides,
  };
}
