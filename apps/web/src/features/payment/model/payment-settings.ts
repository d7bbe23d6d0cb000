/** Parameters the payment dialog reads (doc 1 §5 "Methods requiring a person", "Credit limit"; §9 "Service fee"). */
import type { TParametro } from '@brasa/contracts';
import type { OrderType } from '@brasa/domain';
import { findParameter, isParameterOn } from '../../../shared/api/parameter-queries';
import {
  readServiceFeeSettings,
  serviceFeePercentFor,
  type ServiceFeeSettings,
} from '../../../shared/settings/service-fee-settings';

export { serviceFeePercentFor };

/** Where the payment parameters live (the same types order entry reads). */
export const PAYMENT_PARAMETER_TYPES = ['SISTEMA_BRASA_PDV_ONLINE', 'SISTEMA_BRASA'] as const;

export interface PaymentSettings {
  readonly serviceFee: ServiceFeeSettings;
  /** ID_PESSOA_PADRAO_PEDIDO_SAIDA: the stand-in customer a person-requiring method refuses. */
  readonly defaultPersonId: string | null;
  /** VALIDAR_LIMITE_CREDITO_PESSOA_{product} */
  readonly validateCreditLimit: boolean;
}

/** The service fee is read as order entry reads it (shared/settings/service-fee-settings.ts). */
export function readPaymentSettings(parameters: readonly TParametro[] | undefined): PaymentSettings {
  const get = (key: string) => findParameter(parameters, key);
  return {
    serviceFee: readServiceFeeSettings(parameters),
    defaultPersonId: get('ID_PESSOA_PADRAO_PEDIDO_SAIDA')?.trim() || null,
    validateCreditLimit: isParameterOn(get('VALIDAR_LIMITE_CREDITO_PESSOA_BRASA')),
  };
}

/**
 * The percent the service fee dialog starts with: the one of the order type, else PERCENTUAL_TAXA_SERVICO
 * (doc 1 §9 "Default percent comes from PERCENTUAL_TAXA_SERVICO"), so a cashier can still charge it by hand.
 */
export function defaultServiceFeePercent(settings: PaymentSettings, tipo: OrderType): number {
  return serviceFeePercentFor(settings, tipo) ?? settings.serviceFee.percent;
}
