/**
 * pt-BR texts of spec document 1 (order detail, status, payment, fees, discounts, card terminal, fiscal),
 * word for word. Part of `MSG` (messages.ts); import `MSG`, not this object.
 */
type Text = string | number;

export const ORDER_DETAIL_MESSAGES = Object.freeze({
  // — doc 1 §2 labels —
  NOT_INFORMED: 'Não informado',
  LOGISTICS_WITH_COURIER_RETURN: 'Com retorno do entregador',
  LOGISTICS_SKIP_DELIVERY_CONFIRMATION: 'Não utilizar confirmação de entrega',

  // — doc 1 §4 status, cancel, import, card terminal —
  TEF_PAYMENTS_CANCEL_CONFIRM: 'Existem pagamentos de TEF neste pedido, deseja mesmo continuar?',
  IMPORT_REQUIRES_PAYMENT: 'Realize o pagamento do pedido antes de importar',
  TEF_OPERATION_CANCELLED: 'Operação cancelada',

  // — doc 1 §5 validation: delivery code, deletion, cancellation, conversion —
  DELIVERY_CODE_REQUIRED: 'Por favor, insira o código de entrega do cliente.',
  DELETE_JUSTIFICATION_SHORT: 'Informe uma justificativa maior.',
  CANCEL_JUSTIFICATION_REQUIRED: 'É necessário preencher o campo.',
  INVALID_VALUE: 'Informe um valor válido',
  CONVERT_REQUIRES_TAB_MODULE: 'É necessário ter o módulo de Comanda/Mesa ativo para poder converter um pedido',
  /** Also doc 2 §5.1 and doc 3 §5 (transfer tables). */
  mesaNaoEncontrada: (id: Text) => `Mesa '${id}' não encontrada.`,

  // — doc 1 §5 validation: payment —
  PAYMENT_AMOUNT_NOT_POSITIVE: 'O valor deve ser maior que zero.',
  PAYMENT_ABOVE_PENDING: 'Valor maior que o pendente',
  PAYMENT_METHOD_REQUIRES_CUSTOMER: 'Informe um cliente para adicionar essa forma de pagamento',
  CREDIT_LIMIT_EXCEEDED: 'Este cliente excedeu o limite de crédito',
  PAYMENT_EXCEEDS_CREDIT_LIMIT: 'O pagamento excede o limite de crédito disponível.',
  /** Payment precondition; the settlement one is CASH_CLOSED_SETTLEMENT (doc 4). */
  CASH_CLOSED: 'O caixa está fechado...',
  NO_ITEMS_PAYMENT: 'Não é possível realizar o pagamento de um pedido sem itens',
  NO_PAYMENT_PERMISSION: 'Seu usuário não tem permissão para realizar o pagamento do pedido',
  SPLIT_LIMIT_REACHED: 'Limite máximo atingido',
  TEF_PAYMENT_DELETE_EXPIRED: 'O tempo para a exclusão desse pagamento expirou',

  // — doc 1 §5 validation: discount (the templates serve item discounts of doc 2 §5.4 too) —
  descontoExcedeSubtotal: (value: Text) => `O desconto de ${value} excede o subtotal do pedido.`,
  descontoExcedePendente: (value: Text, amount: Text) => `O desconto de ${value} excede o valor pendente: ${amount}`,
  NO_DISCOUNT_PERMISSION: 'Seu usuário não possuí permissão para conceder ou alterar descontos.',

  // — doc 1 §5 validation: fiscal —
  FISCAL_MODEL_55_REQUIRES_CUSTOMER: 'Para gerar um documento fiscal modelo 55 é obrigatório informar um cliente',
  FISCAL_PAF_ECF_PRINT: 'Acesse o DJ PDV para realizar a impressão do cupom fiscal.',
  NO_FISCAL_PERMISSION: 'Permissão negada para emissão de documentos fiscais',

  // — doc 1 §5 offline (also doc 4 §8) —
  OFFLINE_CREATE_ORDER: 'Não é possivel criar um pedido não estando conectado',
  OFFLINE_OPEN_ORDER: 'Não é possivel abrir este pedido não estando conectado',

  // — doc 1 §6 permissions —
  NO_UNDO_IMPORT_PERMISSION: 'Seu usuário não tem permissão para desfazer importações',

  // — doc 1 §7–8 errors and fallbacks —
  GENERIC_ERROR: 'Ocorreu um erro',
  UNDO_IMPORT_FAILED: 'Não foi possível desfazer a integração',
  /** Also doc 3 §8. */
  STATUS_CHANGE_FAILED: 'Falha ao alterar status da situação',
  STATUS_CHANGE_FAILED_ON_CANCEL: 'Falha ao alterar status do situação',
  NOTIFICATION_STATUS_FAILED: 'Erro ao alterar status de notificação do pedido',
  /** doc 1 §8 and doc 2 §8; doc 3 §8 has it too. */
  naoFoiPossivelSalvarPedido: (detail: Text) => `Não foi possível salvar o pedido - Detalhes: ${detail}`,
  erroSalvarPedido: (detail: Text) => `Erro ao salvar pedido - Detalhes: ${detail}`,
  TRY_AGAIN: 'Tente novamente',
  UNDO_LOGISTICS_FAILED: 'Erro ao desfazer a logística',
  PRINT_ORDER_FAILED: 'Erro ao enviar pedido para impressao',
  erroEnviarPedidosImpressao: (count: Text, detail: Text) =>
    `Erro ao enviar ${count} pedido(s) para impressao. Detalhe: ${detail}`,
  TEF_RECEIPTS_PRINT_FAILED: 'Houve um erro ao imprimir os comprovantes do estabelecimento e cliente',
  TEF_SALE_INTENT_FETCH_FAILED: 'Erro ao buscar informações da intenção de venda do TEF',
  TEF_INTEGRATION_FETCH_FAILED: 'Erro ao buscar informações da integração do TEF',
  TEF_STATUS_FETCH_FAILED: 'Houve um erro ao buscar status do TEF',
  CONNECTION_LOST_RECONNECTING: 'Houve um erro de conexão. Tentando se reconectar...',
  PREPAID_BALANCE_FETCH_FAILED: 'Falha ao recuperar saldo pré-pago',
  TEF_INTEGRATION_REQUIRED: 'Você deve configurar uma integração do TEF nas configurações do PDV',
  TEF_TERMINAL_REQUIRED: 'Você deve selecionar um terminal do TEF no menu de integrações',
  COMPANY_NOT_FOUND: 'Nenhuma empresa encontrada',
  COMPANY_PERSON_NOT_FOUND: 'Nenhuma pessoa associada no cadastro da empresa',
  UNKNOWN_PAYMENT_TYPE: 'Tipo de pagamento desconhecido',
  UNKNOWN_PROCESS_ERROR: 'Houve um erro desconhecido durante o processo',
  logisticaNaoEnviada: (detail: Text) => `Não foi possível enviar seu pedido. ${detail}`,
  erroEmitirNota: (modelo: Text, detail: Text) => `Erro ao emitir a ${modelo} - Detalhes: ${detail}`,
  INVOICE_PRINT_FAILED: 'Erro ao enviar nota fiscal para impressao.',
  GENERIC_CODES_FETCH_FAILED: 'Erro ao buscar os codigos genéricos ...',
  ORDER_BY_MAIN_IDENTIFIER_FETCH_FAILED: 'Não foi possível buscar pedido pelo identificador principal.',
  /** Also doc 4 §8. */
  INVALID_TOKEN: 'erro ao realizar login - token inválido',

  // — doc 1 §8 success —
  /** Also doc 3 §8. */
  pedidoAlteradoPara: (id: Text, situacao: Text) => `Pedido #${id} alterado para ${situacao}`,
  ORDER_RENOTIFIED: 'Pedido notificado novamente',
  itensEnviadosNotificacao: (count: Text) => `${count} Itens do pedido enviados para notificação`,
  ORDER_CONVERTED: 'Pedido convertido com sucesso',
  ORDER_UNCONVERTED: 'Pedido desconvertido com sucesso',
  ORDER_UPDATED: 'Pedido atualizado com sucesso',
  ORDER_DELETED: 'Pedido deletado com sucesso',
  LOGISTICS_UNDONE: 'logística desfeita com sucesso',
  LOGISTICS_SENT_IFOOD: 'Pedido enviado para logística do iFood com sucesso',
  LOGISTICS_SENT: 'Pedido enviado para logística com sucesso',
  disponibilidadeConfirmada: (name: Text, value: Text) =>
    `Disponibilidade de envio confirmada para cliente ${name}. Valor da cotação: ${value}`,
  DELIVERY_CODE_CONFIRMED: 'Confirmação do código de entrega realizada com sucesso',
  pedidosEnviadosImpressao: (count: Text) => `${count} pedido(s) enviado(s) com sucesso para impressão`,
  aguardeImpressaoNf: (id: Text) => `Aguarde a impressão da NF ID${id}`,
  ORDER_SUMMARY_COPIED: 'Resumo do pedido copiado para a área de transferência.',
} as const);
