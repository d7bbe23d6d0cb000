/**
 * pt-BR texts of spec document 2 (order board, order list, import, multi-status, order entry, integrations
 * drawer, loyalty), word for word — including its unaccented ones. Part of `MSG` (messages.ts).
 */
type Text = string | number;

export const ORDER_BOARD_MESSAGES = Object.freeze({
  // — doc 2 §2 labels —
  SEARCH_BY: 'Buscar por',
  FILTERS: 'Filtros',
  SHOW_MORE: 'Mostrar mais',
  ORDER_LIST_TITLE: 'Listagem de pedidos',
  DETAIL: 'Detalhar',
  CONFIRM: 'Confirmar',
  MULTI_STATUS_TITLE: 'Alterar status múltiplos pedidos',
  ENTRY_STEP_TYPE: 'Tipo do pedido',
  ENTRY_STEP_ITEMS: 'Escolha os itens',
  ENTRY_STEP_EXTRA: 'Info complementares',
  SAVED_AND_CONFIRMED: 'Salvos e Confirmados',
  MINIMIZED_ORDERS: 'Pedidos iniciados e não confirmados',
  LOYALTY_TITLE: 'Pontuar cliente',
  INTEGRATIONS_DRAWER_TITLE: 'Integracoes ativas',
  GENERATE_INVOICE_ON_CONFIRM: 'Gerar nota fiscal ao confirmar',
  UPDATING: 'Atualizando',

  // — doc 2 §2.1 board cards —
  INVALID_ORDER_CARD: 'Pedido com erro',
  INVALID_ORDER_CLICK: "Pedido inválido. Tente clicar em 'Atualizar dados'",

  // — doc 2 §4.2 item notification —
  ITEM_ALREADY_IN_PRODUCTION: 'O item nao pode ser editado pois ja foi enviado para producao.',

  // — doc 2 §5.1 confirming an order —
  ORDER_TYPE_REQUIRED: 'Informe o tipo do pedido',
  TAB_REQUIRED: 'Informe uma comanda para salvar o pedido - No passo 1',
  TABLE_REQUIRED: 'o campo Mesa deve ser informado.',
  TABLE_NEGATIVE: 'Não é possível inserir um valor negativo para Mesa.',
  ITEM_OR_CUSTOMER_REQUIRED: 'Adicione pelo menos 1 item no pedido ou selecione um cliente para abrir uma comanda.',
  CUSTOMER_REQUIRED: 'Informe um cliente.',
  DELIVERY_ADDRESS_REQUIRED: 'Selecione o endereço de entrega do cliente.',
  SCHEDULE_IN_PAST: 'A data do agendamento não pode ser retroativa.',
  /** Also doc 4 §5 (quick sale with a mandatory customer). */
  QUICK_SALE_CUSTOMER_REQUIRED: 'Para prosseguir, selecione um cliente e confirme a seleção.',
  PEOPLE_NEGATIVE: 'Nao e possivel inserir um valor negativo de pessoas.',

  // — doc 2 §5.2 steps and combos —
  quantidadeMinimaNaoAtingida: (step: Text, minimum: Text) =>
    `Quantidade mínima não atingida no passo ${step}. Mínimo: ${minimum}`,
  quantidadeMaximaExcedida: (added: Text, maximum: Text) =>
    `Foi adicionado ${added}. Máximo: ${maximum}, remova alguns itens.`,
  STEP_MAX_ZERO: 'Não é permitido adicionar itens, máximo 0',
  volteAoPasso: (stepNumber: Text, step: Text, name: Text) =>
    `Volte ao passo ${stepNumber} - ${step} para remover o item ${name}.`,
  itemSemPassos: (name: Text) => `Item '${name}' não possui passos configurados`,
  itemNaoEncontradoNaListagem: (name: Text) => `Item '${name}' não foi encontrado na listagem de produtos`,
  semPassosNivel3: (name: Text) => `Não existe passos do nível 3 para o produto ${name}`,
  INVALID_WEIGHT: 'Valor inválido, por favor informe um número positivo',

  // — doc 2 §5.4–5.5 item discount and removal —
  ITEM_NO_DISCOUNT_PERMISSION: 'Seu usuario nao possui permissao para conceder ou alterar descontos.',
  ITEM_REMOVAL_JUSTIFICATION_REQUIRED: 'Justificativa e obrigatoria',
  NO_ITEM_REMOVAL_PERMISSION: 'Seu usuario nao tem permissao para excluir itens do pedido',
  ITEM_TOTAL_ABOVE_PENDING: 'O valor total deste item e maior que o valor pendente do pedido.',

  // — doc 2 §5.6 product search and barcodes —
  BARCODE_EMPTY: 'Nenhum código informado.',
  produtoNaoCadastrado: (code: Text) => `Nenhum produto cadastrado com o código ${code}.`,
  produtoAdicionado: (name: Text) => `Produto "${name}" adicionado com sucesso.`,
  produtoNaoEncontradoCod: (code: Text) => `Nenhum produto encontrado para o cod ${code}`,
  ultimoProdutoAdicionado: (name: Text) => `Ultimo produto adicionado: ${name}`,
  SCALE_BARCODE_INVALID_FORMAT: 'Formato do tipo balanca invalido...',

  // — doc 2 §5.7 import confirm —
  IMPORT_PAYMENT_NOT_POSITIVE: 'Nao e possivel adicionar pagamentos com valor igual ou menor que zero',
  IMPORT_PAYMENT_EMPTY_DESCRIPTION: 'Nao e possivel adicionar pagamentos com descricao vazia',
  diferencaPagamento: (value: Text) =>
    `Existe uma diferenca de ${value} entre o valor do pagamento e o valor total do pedido`,
  pedidoPrecisaEstarImportado: (id: Text) => `Pedido #${id} precisa estar importado para gerar uma NFC-e/NF-e`,
  IMPORT_NO_FISCAL_PERMISSION: 'Permissao negada para emissao de documentos fiscais',

  // — doc 2 §5.8 multi-status —
  limiteTransferencia: (limit: Text) =>
    `Não é possível transferir. Limite máximo de transferência é de ${limit} pedidos.`,
  limitePedidosAtingido: (limit: Text) => `Limite de ${limit} pedidos atingido.`,

  // — doc 2 §5.9 interruptions, terminal, pending amounts —
  NO_INTERRUPTION_SELECTED: 'Nenhuma interrupcao marcada para ser removida',
  TEF_TERMINAL_SELECT: 'Selecione um terminal para o TEF',
  NO_PENDING_VALUES_PERMISSION: 'Você não tem permissão para visualizar valores pendentes.',

  // — doc 2 §8 errors —
  PAYMENT_METHODS_FETCH_FAILED: 'Erro ao buscar as formas de pagamento',
  /** Also doc 4 §8 (board emptied). */
  ORDERS_FETCH_FAILED: 'Erro ao buscar pedidos',
  ORDER_LIST_FETCH_FAILED: 'Não foi possível buscar os pedidos.',
  falhaPrepararIntegracao: (id: Text) => `Falha ao tentar preparar integracao ${id}`,
  falhaIntegrarPedido: (id: Text) => `Falha desconhecida ao tentar integrar pedido #${id}`,
  STORES_STATUS_FETCH_FAILED: 'Falha ao buscar status das lojas',
  STORE_TOGGLE_FAILED: 'Falha ao alterar status da loja',
  ACTION_FAILED: 'Nao foi possivel realizar esta acao',
  USERS_FETCH_FAILED: 'Erro ao buscar os usuarios do sistema',
  PENDING_ACCOUNTS_FETCH_FAILED: 'Erro ao buscar contas pendentes',
  erroBuscarPessoa: (detail: Text) => `Erro ao buscar a pessoa - ${detail}`,
  erroBuscarGrupos: (detail: Text) => `Erro ao buscar os grupos de produtos - ${detail}`,
  PRODUCTS_FETCH_FAILED: 'Erro ao buscar os produtos',
  erroBuscarTaxasEntrega: (detail: Text) => `Erro ao buscar as taxas de entrega - ${detail}`,
  BOARD_PRINT_FAILED: 'Erro ao enviar pedido para impressao.',
  PRINT_ATTEMPT_FAILED: 'Erro ao tentar imprimir pedido',
  logisticaDetalhes: (detail: Text) => `Não foi possível enviar para a logistica - Detalhes: ${detail}`,
  pedidosNaoForamImportados: (count: Text) => `${count} pedidos não foram importados`,
  IMPORT_PAYMENT_DIFFERENCE: 'Existe uma diferença entre o valor do pagamento e o valor total do pedido',
  IMPORT_FAILED: 'Não foi possível importar os pedidos.',
  erroPontuarConsumidor: (detail: Text) => `Erro ao pontuar consumidor. Erro: ${detail}`,
  /** Also doc 4 §8. */
  STATUSES_CHANGE_FAILED: 'Falha ao alterar as situações dos pedidos selecionados',
  /** Also doc 4 §8 (integrated menus). */
  widgetIfoodNaoEncontrado: (detail: Text) => `Não foi possível buscar a configuração do widget do iFood. ${detail}`,

  // — doc 2 §8 success —
  COURIER_CHANGED: 'Entregador alterado com sucesso.',
  ACTION_DONE: 'Acao executada com sucesso',
  INTERRUPTION_CREATED: 'Interrupcao criada com sucesso',
  INTERRUPTIONS_DELETED: 'Interrupcoes excluidas com sucesso',
  TEF_DATA_SAVED: 'Dados do TEF salvos com sucesso!',
  statusLojaAlterado: (open: boolean) => `Alterado status da loja para ${open ? 'Aberta' : 'Fechada'}`,
  pedidosImportados: (count: Text) => `${count} pedidos foram importados com sucesso`,
  CONSUMER_SCORED: 'Consumidor pontuado com sucesso',
  STATUSES_CHANGED: 'Situações dos pedidos selecionados alteradas com sucesso',

  // — doc 2 §8 empty states —
  NO_ACTIVE_INTEGRATION: 'Nenhuma integracao ativa',
  NO_INTERRUPTION_FOUND: 'Nenhuma interrupcao encontrada',
  NO_OPENING_HOURS: 'Nenhum horario disponivel para este dia',
  NO_PRODUCT_IN_ORDER: 'Nenhum produto adicionado ao pedido',
  NO_GROUP_FOUND: 'Nenhum grupo encontrado',
  NO_PRODUCT_IN_GROUP: 'Nenhum produto para o grupo selecionado',
  NO_PRODUCT_FOUND: 'Nenhum produto encontrado',
  /** Also doc 3 §2.5 (KDS) and doc 4 §2 (route planning). */
  NO_ORDER_FOUND: 'Nenhum pedido encontrado',
  NO_PENDING_ACCOUNT_FOUND: 'Nenhuma conta pendente encontrada para este cliente',
  NO_ORDER_FOR_PERSON: 'Nenhum pedido encontrado para esta pessoa.',
} as const);
