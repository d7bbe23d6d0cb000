/** Parameters the payment dialog reads (doc 1 §5 "Methods requiring a person", "Credit limit"; §9 "Service fee"). */
import type { TParametro } from '@brasa/contracts';
import type { OrderType } from '@brasa/domain';
import { findParameter, isParameterOn } from '../../../shared/api/parameter-queries';

/** Where the payment parameters live (the same types order entry reads). */
export const PAYMENT_PARAMETER_TYPES = ['SISTEMA_BRASA_PDV_ONLINE', 'SISTEMA_BRASA'] as const;

export interface PaymentSettings {
  readonly serviceFee: {
    /** UTILIZA_TAXA_SERVICO */
    readonly enabled: boolean;
    /** PERCENTUAL_TAXA_SERVICO, 0 when unset or invalid. */
    readonly percent: number;
    /** TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO */
    readonly types: readonly string[];
    /** TAXA_SERVICO_PEDIDO_BALCAO */
    readonly counter: boolean;
    /** COBRAR_TAXA_VALOR_BRUTO_PEDIDO */
    readonly gross: boolean;
  };
  /** ID_PESSOA_PADRAO_PEDIDO_SAIDA: the stand-in customer a person-requiring method refuses. */
  readonly defaultPersonId: string | null;
  /** VALIDAR_LIMITE_CREDITO_PESSOA_{product} */
  readonly validateCreditLimit: boolean;
}

/** Read as order entry reads them (its entry-settings.ts): features do not import each other. */
export function readPaymentSettings(parameters: readonly TParametro[] | undefined): PaymentSettings {
  const get = (key: string) => findParameter(parameters, key);
  const percent = Number((get('PERCENTUAL_TAXA_SERVICO') ?? '').replace(',', '.'));
  return {
    serviceFee: {
      enabled: isParameterOn(get('UTILIZA_TAXA_SERVICO')),
      percent: Number.isFinite(percent) && percent > 0 ? percent : 0,
      types: (get('TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO') ?? '')
        .split(',')
        .map((type) => type.trim().toUpperCase())
        .filter(Boolean),
      counter: isParameterOn(get('TAXA_SERVICO_PEDIDO_BALCAO')),
      gross: isParameterOn(get('COBRAR_TAXA_VALOR_BRUTO_PEDIDO')),
    },
    defaultPersonId: get('ID_PESSOA_PADRAO_PEDIDO_SAIDA')?.trim() || null,
    validateCreditLimit: isParameterOn(get('VALIDAR_LIMITE_CREDITO_PESSOA_BRASA')),
  };
}

/** doc 2 §9: the service fee percent for this order type, or null when the type does not charge it. */
export function serviceFeePercentFor(settings: PaymentSettings, tipo: OrderType): number | null {
  const fee = settings.serviceFee;
  if (!fee.enabled || fee.percent <= 0) return null;
  return fee.types.includes(tipo) || (tipo === 'BALCAO' && fee.counter) ? fee.percent : null;
}

/**
 * The percent the service fee dialog starts with: the one of the order type, else PERCENTUAL_TAXA_SERVICO
 * (doc 1 §9 "Default percent comes from PERCENTUAL_TAXA_SERVICO"), so a cashier can still charge it by hand.
 */
export function defaultServiceFeePercent(settings: PaymentSettings, tipo: OrderType): number {
  return serviceFeePercentFor(settings, tipo) ?? settings.serviceFee.percent;
}
