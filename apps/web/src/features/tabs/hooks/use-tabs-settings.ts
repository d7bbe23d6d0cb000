import { useQuery } from '@tanstack/react-query';
import { findParameter, parameterQueries } from '../../../shared/api/parameter-queries';
import { readServiceFeeSettings, type ServiceFeeSettings } from '../../../shared/settings/service-fee-settings';
import { readIdentifierModel, type IdentifierType } from '../model/identifier-cards';

const TYPES = ['SISTEMA_BRASA_PDV_ONLINE', 'SISTEMA_BRASA'] as const;

export interface TabsSettings {
  /** MODELO_IDENTIFICADOR_PRINCIPAL */
  readonly model: IdentifierType;
  readonly serviceFee: ServiceFeeSettings;
  readonly isLoading: boolean;
}

/** The unit parameters the tab and table board reads (doc 3 §1, §5 "Close order", §9). */
export function useTabsSettings(): TabsSettings {
  const { data, isPending } = useQuery(parameterQueries.byTypes(TYPES));
  return {
    model: readIdentifierModel(findParameter(data, 'MODELO_IDENTIFICADOR_PRINCIPAL')),
    serviceFee: readServiceFeeSettings(data),
    isLoading: isPending,
  };
}
