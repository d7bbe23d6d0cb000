/** Parameters and roles that shape order entry (doc 2 §5.1, §6, §9; doc 4 §5 "New orders"). */
import type { TParametro } from '@brasa/contracts';
import { ROLES, hasRole, type OrderType, type RoleProfile } from '@brasa/domain';
import { findParameter, isParameterOn } from '../../../shared/api/parameter-queries';
import { readServiceFeeSettings, type ServiceFeeSettings } from '../../../shared/settings/service-fee-settings';
import type { EntryOrigin } from './order-draft';

export { serviceFeePercentFor } from '../../../shared/settings/service-fee-settings';

export type IdentifierModel = 'COMANDA' | 'MESA';

export interface EntrySettings {
  /** MODELO_IDENTIFICADOR_PRINCIPAL: the tab/table type shown; the other is hidden (doc 2 §4.3). */
  readonly identifierModel: IdentifierModel;
  /** MODELO_COD_BARRAS_BALANCA as set (the domain resolves empty to V and refuses anything else). */
  readonly scaleFormat: string | null;
  readonly secondaryRequired: boolean;
  readonly allowWithoutCustomer: boolean;
  readonly comboAutoAdd: boolean;
  readonly notifyOnPayment: boolean;
  /** LOCAL_NOTIFICACAO_ITEM is KDS or AMBOS: removed items are cancelled on the kitchen display (doc 2 §5.5). */
  readonly notifiesKds: boolean;
  readonly serviceFee: ServiceFeeSettings;
  /** EDICAO_PEDIDO_ATUALIZAR: a tab/table order changed elsewhere while edited shows what changed (doc 1 §4). */
  readonly compareOnUpdate: boolean;
}

export function readEntrySettings(parameters: readonly TParametro[] | undefined): EntrySettings {
  const get = (key: string) => findParameter(parameters, key);
  const on = (key: string) => isParameterOn(get(key));
  return {
    identifierModel: get('MODELO_IDENTIFICADOR_PRINCIPAL')?.trim().toUpperCase() === 'MESA' ? 'MESA' : 'COMANDA',
    scaleFormat: get('MODELO_COD_BARRAS_BALANCA'),
    secondaryRequired: on('IDENTIFICADOR_SECUNDARIO_OBRIGATORIO'),
    allowWithoutCustomer: on('PERMITE_LANCAR_ITENS_IDENTIFICADOR_SEM_PESSOA'),
    comboAutoAdd: on('BETA_COMBO_ADD_AUTOMATICAMENTE'),
    notifyOnPayment: on('NOTIFICAR_PAGAMENTO_PEDIDO'),
    notifiesKds: ['KDS', 'AMBOS'].includes(get('LOCAL_NOTIFICACAO_ITEM')?.trim().toUpperCase() ?? ''),
    serviceFee: readServiceFeeSettings(parameters),
    compareOnUpdate: on('EDICAO_PEDIDO_ATUALIZAR'),
  };
}

/**
 * The types offered in step 1. Counter and delivery need ROLE_PDV_DELIVERY, tab/table ROLE_PDV_COMANDA_MESA
 * (doc 4 §6); opened for delivery or counter the choice is locked to those two (doc 2 §4.3); only the
 * identifier model's tab/table type is shown.
 */
export function availableOrderTypes(profile: RoleProfile, origin: EntryOrigin, model: IdentifierModel): OrderType[] {
  const delivery: OrderType[] = hasRole(profile, ROLES.ROLE_PDV_DELIVERY) ? ['DELIVERY', 'BALCAO'] : [];
  if (origin !== 'COMANDA_MESA') return delivery;
  return [...(hasRole(profile, ROLES.ROLE_PDV_COMANDA_MESA) ? [model] : []), ...delivery];
}

/** doc 2 §4.3: a quick sale locks every choice to CAIXA_RAPIDO, with ROLE_VENDA_RAPIDA_PDV_ONLINE (doc 4 §6). */
export function quickSaleOrderTypes(profile: RoleProfile): OrderType[] {
  return hasRole(profile, ROLES.ROLE_VENDA_RAPIDA_PDV_ONLINE) ? ['CAIXA_RAPIDO'] : [];
}

export function initialOrderType(origin: EntryOrigin, available: readonly OrderType[]): OrderType | null {
  const wanted = origin === 'COMANDA_MESA' ? available[0] : origin;
  return wanted && available.includes(wanted) ? wanted : (available[0] ?? null);
}

/** Tables have no API yet: any positive whole number is accepted. */
export function isKnownTable(id: string): boolean {
  return /^\d+$/.test(id.trim()) && Number(id) > 0;
}
