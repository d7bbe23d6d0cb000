import { useQuery, type QueryClient } from '@tanstack/react-query';
import { findParameter, isParameterOn, parameterQueries } from '../api/parameter-queries';

const DEFAULT_DISPATCH_LIMIT = 20;

/** doc 2 §5.8: generic code LIMITE_DESPACHO as a positive whole number, 20 when absent or not one. */
export function readDispatchLimit(codigo: string | null | undefined): number {
  const value = Number(codigo);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_DISPATCH_LIMIT;
}

const PDV_PARAMETERS = ['SISTEMA_BRASA_PDV_ONLINE'] as const;
const DISPATCH_LIMIT_CODE = ['LIMITE_DESPACHO'] as const;

export interface BoardParameters {
  /** COLUNA_AGUARDANDO_RETIRADA_PDV */
  awaitingPickupEnabled: boolean;
  /** IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR */
  autoPrint: boolean;
  /** CONFIRMAR_PEDIDOS_AUTOMATICAMENTE */
  autoConfirm: boolean;
  /** Generic code LIMITE_DESPACHO (default 20). */
  dispatchLimit: number;
}

/** The unit parameters the board reads (doc 4 §3 "General parameters"). */
export function useBoardParameters(): BoardParameters {
  const { data: parameters } = useQuery(parameterQueries.byTypes(PDV_PARAMETERS));
  const { data: codes } = useQuery(parameterQueries.genericCodes(DISPATCH_LIMIT_CODE));
  return {
    awaitingPickupEnabled: isParameterOn(findParameter(parameters, 'COLUNA_AGUARDANDO_RETIRADA_PDV')),
    autoPrint: isParameterOn(findParameter(parameters, 'IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR')),
    autoConfirm: isParameterOn(findParameter(parameters, 'CONFIRMAR_PEDIDOS_AUTOMATICAMENTE')),
    dispatchLimit: readDispatchLimit(codes?.find((code) => code.chave === 'LIMITE_DESPACHO')?.codigo),
  };
}

/** Starts the board's parameter calls ahead of the page (the boot, for a user landing on the board). */
export function prefetchBoardParameters(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(parameterQueries.byTypes(PDV_PARAMETERS));
  void queryClient.prefetchQuery(parameterQueries.genericCodes(DISPATCH_LIMIT_CODE));
}
