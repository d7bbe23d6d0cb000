/** The service fee parameters, read alike by order entry and payment (doc 2 §9, doc 1 §9 "Service fee"). */
import type { TParametro } from '@brasa/contracts';
import { serviceFeeChargedFor, type OrderType } from '@brasa/domain';
import { findParameter, isParameterOn } from '../api/parameter-queries';

export interface ServiceFeeSettings {
  /** UTILIZA_TAXA_SERVICO */
  readonly enabled: boolean;
  /** PERCENTUAL_TAXA_SERVICO, 0 when unset or invalid. */
  readonly percent: number;
  /** TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO, upper-cased. */
  readonly types: readonly string[];
  /** TAXA_SERVICO_PEDIDO_BALCAO */
  readonly counter: boolean;
  /** COBRAR_TAXA_VALOR_BRUTO_PEDIDO */
  readonly gross: boolean;
}

export function readServiceFeeSettings(parameters: readonly TParametro[] | undefined): ServiceFeeSettings {
  const get = (key: string) => findParameter(parameters, key);
  // The back office saves the percent with a decimal comma ("12,5").
  const percent = Number((get('PERCENTUAL_TAXA_SERVICO') ?? '').replace(',', '.'));
  return {
    enabled: isParameterOn(get('UTILIZA_TAXA_SERVICO')),
    percent: Number.isFinite(percent) && percent > 0 ? percent : 0,
    types: (get('TIPO_PEDIDO_PARA_COBRAR_TAXA_SERVICO') ?? '')
      .split(',')
      .map((type) => type.trim().toUpperCase())
      .filter(Boolean),
    counter: isParameterOn(get('TAXA_SERVICO_PEDIDO_BALCAO')),
    gross: isParameterOn(get('COBRAR_TAXA_VALOR_BRUTO_PEDIDO')),
  };
}

/**
 * doc 2 §9: the service fee percent for this order type, or null when the type does not charge it (or no
 * type is chosen yet). Takes any settings carrying the fee, so each feature passes its own settings.
 */
export function serviceFeePercentFor(
  settings: { readonly serviceFee: ServiceFeeSettings },
  tipo: OrderType | null,
): number | null {
  const fee = settings.serviceFee;
  if (!tipo || !fee.enabled || fee.percent <= 0) return null;
  return serviceFeeChargedFor(tipo, fee.types.join(','), fee.counter) ? fee.percent : null;
}
