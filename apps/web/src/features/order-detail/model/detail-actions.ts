import type { TOrder } from '@brasa/contracts';
import { ROLES, allowedOrderActions, hasRole, isImported, isIntegrationChannel, type RoleProfile } from '@brasa/domain';

/** The buttons of the detail's action panel (doc 1 §2.1, §4), in the order they show. */
export type DetailActionKey =
  | 'pay'
  | 'edit'
  | 'import'
  | 'undoImport'
  | 'invoice'
  | 'convert'
  | 'undoConversion'
  | 'convertToTab'
  | 'renotify'
  | 'confirmDelivery'
  | 'logistics'
  | 'undoLogistics'
  | 'cancel'
  | 'delete';

export const DETAIL_ACTION_LABELS: Record<DetailActionKey, string> = {
  pay: 'Pagamento',
  edit: 'Editar pedido',
  import: 'Importar',
  undoImport: 'Desfazer importação',
  invoice: 'Nota fiscal',
  convert: 'Converter pedido',
  undoConversion: 'Desfazer conversão',
  convertToTab: 'Converter em comanda/mesa',
  renotify: 'Notificar novamente',
  confirmDelivery: 'Confirmar entrega',
  logistics: 'Enviar para logística',
  undoLogistics: 'Desfazer logística',
  cancel: 'Cancelar pedido',
  delete: 'Excluir pedido',
};

/**
 * What the panel offers for an order (doc 1 §4, §6): only for active orders; cancelled ones offer nothing
 * but deletion. Edit and pay: not from an integration and not imported. Import needs payment (the server
 * says so); an imported order offers the undo, unless ROLE_NAO_PERMITE_DESFAZER_IMPORTACAO_PEDIDO. Conversion
 * of integration orders and its undo need ROLE_CONVERTER_PEDIDOS_INTEGRACAO_PDV_BRASA; an own order (SO) that
 * is neither tab nor table converts to a tab or table with ROLE_PDV_COMANDA_MESA. Delivery confirmation by
 * code only when ENVIADO. The tax document ('Nota fiscal') for a paid order with ROLE_NOTA_FISCAL.
 */
export function detailActions(order: TOrder, profile: RoleProfile | null): DetailActionKey[] {
  if (!order.ativo) return [];
  if (order.situacao === 'CANCELADO') return ['delete'];
  const has = (role: (typeof ROLES)[keyof typeof ROLES]) => (profile ? hasRole(profile, role) : false);
  const allowed = allowedOrderActions(order);
  const imported = isImported(order);
  const integration = isIntegrationChannel(order.tipoImportacao);
  const converted = !!order.tipoImportacaoOriginal && !integration;
  const canConvert = has(ROLES.ROLE_CONVERTER_PEDIDOS_INTEGRACAO_PDV_BRASA);
  const actions: DetailActionKey[] = [];
  if (allowed.pay) actions.push('pay');
  if (allowed.edit) actions.push('edit');
  if (allowed.import) actions.push('import');
  if (imported && !has(ROLES.ROLE_NAO_PERMITE_DESFAZER_IMPORTACAO_PEDIDO)) actions.push('undoImport');
  // The fiscal document dialog (doc 1 §2.14): a paid order, for who may issue tax documents (doc 1 §6).
  if (order.pago && has(ROLES.ROLE_NOTA_FISCAL)) actions.push('invoice');
  if (allowed.convert && integration && canConvert) actions.push('convert');
  if (converted && !imported && canConvert) actions.push('undoConversion');
  if (allowed.convert && !integration && !converted && has(ROLES.ROLE_PDV_COMANDA_MESA)) actions.push('convertToTab');
  actions.push('renotify');
  if (order.situacao === 'ENVIADO') actions.push('confirmDelivery');
  // Logistics (doc 1 §4): delivery-mode orders, for the delivery cashier and dispatch; ENVIADO offers the undo.
  const deliveryMode = order.tipo === 'DELIVERY' && order.iFoodOrder.deliveryMethod?.mode !== 'TAKEOUT';
  if (deliveryMode && (has(ROLES.ROLE_PDV_DELIVERY) || has(ROLES.ROLE_PDV_DESPACHO_ENTREGADORES))) {
    actions.push(order.statusLogistica === 'ENVIADO' ? 'undoLogistics' : 'logistics');
  }
  actions.push('cancel', 'delete');
  return actions;
}
