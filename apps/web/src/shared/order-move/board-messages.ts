/**
 * Board texts the spec describes without quoting (the domain catalogue holds every quoted one). Our wording,
 * in the spec's voice.
 */
export const BOARD_TEXTS = Object.freeze({
  COURIER_CHANGE_FAILED: 'Não foi possível alterar o entregador do pedido.',
  CANCEL_REASON_TITLE: 'Cancelar pedido',
  CANCEL_REASON_LABEL: 'Motivo do cancelamento',
  TEF_CANCEL_AUDIT_FAILED: 'O pedido foi cancelado, mas não foi possível registrar o evento de pagamentos de TEF.',
  COURIER_DIALOG_TITLE: 'Logística do pedido',
  MOVING_TO_SENT: 'Enviando pedido...',
  RELOAD: 'Atualizar dados',
  SORT_NEWEST_FIRST: 'Mais recentes primeiro',
  SORT_OLDEST_FIRST: 'Mais antigos primeiro',
  SOUND_ON: 'Som de novo pedido ativado',
  SOUND_OFF: 'Som de novo pedido desativado',
  AUTO_PRINT_ON: 'Impressão automática ao confirmar: ativada',
  AUTO_PRINT_OFF: 'Impressão automática ao confirmar: desativada',
  AUTO_CONFIRM_ON: 'Confirmação automática de pedidos: ativada',
  AUTO_CONFIRM_OFF: 'Confirmação automática de pedidos: desativada',
});
