/**
 * pt-BR texts of spec document 3 (tab and table board, scheduled orders, KDS, heat map, scale kiosk,
 * feature-unavailable page), word for word. `{type}` is the identifier label ('comanda' or 'mesa').
 * Part of `MSG` (messages.ts).
 */
type Text = string | number;

export const TABLES_KDS_MESSAGES = Object.freeze({
  // — doc 3 §2 labels —
  SCHEDULED_ORDERS_TITLE: 'Pedidos Agendados',
  SEARCH: 'Buscar',
  SEARCHING: 'Buscando...',
  TODAY: 'Hoje',
  HEAT_MAP_TITLE: 'Mapa de calor',
  HEAT_MAP_POINTS: 'Pontos de Calor',
  HEAT_MAP_RADIUS: 'Raio de Distância',
  LISTING: 'Listagem',
  TABLES_TAB: 'Mesas',
  OTHER_OPEN_ORDERS: 'Outros pedidos abertos',
  FEATURE_UNAVAILABLE_TITLE: 'Funcionalidade indisponível',
  KDS_TITLE: 'KDS (Kitchen Display System)',
  KDS_EMPTY_HINT: 'Só aguardar!',
  KDS_PREVIOUS_STEP: 'Etapa anterior',
  KDS_START_ALL: 'Iniciar todos',
  KDS_ALL_READY: 'Todos prontos',
  IDENTIFIER_BLOCKED: 'BLOQUEADA',

  // — doc 3 §5 scheduled orders (also doc 4 §5 settlement) —
  NO_PERIOD: 'Nenhum período informado.',

  // — doc 3 §5 identifier search and join —
  identificadorNaoExiste: (type: Text, number: Text) => `A ${type}: ${number} não existe.`,
  nenhumPedidoParaIdentificador: (type: Text, number: Text) => `Nenhum pedido encontrado para a ${type}: ${number}`,
  informeValorParaBuscar: (type: Text) => `É necessário informar um valor para buscar a ${type}`,
  NO_ORDER_FOUND_DOT: 'Nenhum pedido encontrado.',
  adicioneOutraParaJuntar: (type: Text) => `Adicione outra ${type} para poder juntar.`,

  // — doc 3 §5 transfer items and tables —
  TRANSFER_TO_SAME_TAB: 'Impossível enviar pedidos de uma comanda para ela mesma',
  identificadorDestinoNaoEncontrado: (type: Text) => `Nenhuma ${type} Encontrada para o identificador informado`,
  NO_ITEM_TRANSFERRED: 'Nenhum iten transferido',
  DESTINATION_TABLE_REQUIRED: 'Por favor, insira o número da mesa de destino.',
  TABS_ALREADY_ON_TABLE: 'As comandas selecionadas já estão associadas a esta mesa.',
  nenhumaSelecionadaTransferencia: (type: Text) => `Nenhuma ${type} selecionada para transferência.`,
  // The spec shows a dialog with the amount received and the order total, suggesting refunds; its wording is ours.
  origemParcialmentePaga: (received: Text, total: Text) =>
    `Não é possível transferir itens de um pedido que já recebeu pagamentos. Recebido: ${received}. Total do pedido: ${total}. Estorne os pagamentos antes de transferir.`,
  // Ours: the transfer arrow is disabled when a side holds two or more orders (doc 3 §5); the server says why.
  agrupeAntesDeTransferir: (type: Text) =>
    `A ${type} de destino possui mais de um pedido. Agrupe os pedidos antes de transferir.`,
  // Ours: a BLOQUEADO tab or table (doc 3 §4.2 shows it 'BLOQUEADA') opens no order for a transfer.
  identificadorDestinoBloqueado: (type: Text, number: Text) =>
    `A ${type} ${number} está BLOQUEADA: desbloqueie-a antes de transferir itens para ela.`,
  ONLY_TABS_TO_TABLE: 'Somente comandas podem ser transferidas para uma mesa.',
  ONLY_TABS_AND_TABLES: 'Somente pedidos de comanda ou mesa podem ser agrupados, transferidos ou fechados aqui.',
  // Ours (doc 3 §4.4): the reason and justification of an origin that gave all its items away.
  TRANSFER_CANCEL_REASON: 'Todos os itens transferidos',
  todosItensTransferidos: (type: Text, identifier: Text, order: Text) =>
    `Todos os itens foram transferidos para a ${type} ${identifier} (pedido #${order}).`,
  DIVIDE_INTO_MIN: 'Divida em pelo menos 1 pessoa.',

  // — doc 3 §5 other —
  OFFLINE_LOAD_TABLE: 'Não é possivel carregar a mesa sem estar conectado',
  pedidoJsonNulo: (id: Text) => `O pedido ID ${id} está com o JSON NULO. Entre em contato com o suporte`,

  // — doc 3 §8 errors (the spec elides parts of the coordinates messages with '...'; completed here) —
  coordenadasNaoEncontradas: (ids: Text) =>
    `Não foi possível encontrar as coordenadas geográficas dos pedido(s): ${ids}, pois possuem endereço(s) incompleto(s)`,
  COORDINATES_SAVE_FAILED: 'Erro ao salvar as coordenadas geográficas (latitude e longitude) nas pessoas',
  COORDINATES_UPDATE_FAILED: 'Erro ao atualizar coordenadas.',
  NO_ORDER_IN_PERIOD: 'Nenhum pedido encontrado no período',
  IDENTIFIERS_FETCH_FAILED: 'Erro ao buscar os identificadores.',
  ORDERS_BY_MAIN_IDENTIFIER_FETCH_FAILED: 'Não foi possível buscar pedidos pelo identificador principal.',
  JOIN_FAILED: 'Erro ao juntar os pedidos.',
  JOIN_FAILED_SHORT: 'Erro juntar os pedidos.',
  SAVE_ORDER_FAILED: 'Erro ao salvar o pedido',
  KDS_ITEM_STATUS_FAILED: 'Falha ao alterar a situação do item',
  KDS_ITEMS_FETCH_FAILED: 'Não foi possível buscar os itens para o KDS.',
  PRINT_LOCATION_REQUIRED: 'Configure um local de impressão clicando no canto superior direito',
  PRINT_ITEM_FAILED: 'Erro ao enviar item para impressao.',
  FEATURE_REQUEST_ERROR: 'Erro ao solicitar funcionalidade',

  // — ours: the KDS server's refusals (doc 3 §4.1 enforced by the server) —
  kdsTransicaoInvalida: (from: Text, to: Text) => `Não é possível alterar o item de ${from} para ${to}.`,
  KDS_START_ALL_UNAVAILABLE: 'Nenhum item pendente para iniciar.',
  KDS_ALL_READY_UNAVAILABLE: 'Todos os itens precisam estar iniciados ou todos concluídos.',
  KDS_ITEM_NOT_FOUND: 'Item do KDS não encontrado.',
  KDS_ITEM_CHANGED: 'O item foi alterado em outro terminal. Atualize e tente novamente.',
  KDS_UNIT_NOT_FOUND: 'Unidade não encontrada.',
  KDS_CANCEL_REASON_REQUIRED: 'Informe o motivo do cancelamento.',
  KDS_PERIOD_INVALID: 'Informe datainicio e datafim no formato yyyy-MM-dd HH:mm:ss.',

  // — doc 3 §8 success —
  COORDINATES_UPDATED: 'As coordenadas geográficas foram atualizadas',
  identificadorAgrupado: (type: Text, from: Text, to: Text) => `${type} ${from} foi agrupada na ${type} ${to}`,
  ITEMS_TRANSFERRED: 'Itens transferidos',
  comandasTransferidas: (table: Text) => `Comanda(s) transferida(s) para a mesa ${table}.`,
  ADDITIONAL_INFO_SAVED: 'Informações adicionais salvas.',
  FEATURE_REQUEST_SUCCESS: 'Solicitação realizada com sucesso. Logo entraremos em contato.',
} as const);
