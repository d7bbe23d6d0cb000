/**
 * The order entry dialog opens over any PDV page with `?novoPedido=DELIVERY|BALCAO|COMANDA_MESA`; the tab and
 * table board adds the tab or table it was opened from, so the dialog starts on it (doc 3 §2.3 'Novo pedido').
 */
export const NEW_ORDER_PARAM = 'novoPedido';
const PRESET_TYPE = 'tipoIdentificador';
const PRESET_MAIN = 'identificador';
const PRESET_TABLE = 'mesa';

export interface NewOrderPreset {
  readonly tipo: 'COMANDA' | 'MESA';
  readonly identificadorPrincipal: string;
  readonly identificadorSecundario: string;
}

/** The search string that opens a tab/table order on the given identifier. */
export function newIdentifierOrderSearch(preset: NewOrderPreset): string {
  const params = new URLSearchParams();
  params.set(NEW_ORDER_PARAM, 'COMANDA_MESA');
  params.set(PRESET_TYPE, preset.tipo);
  if (preset.identificadorPrincipal) params.set(PRESET_MAIN, preset.identificadorPrincipal);
  if (preset.identificadorSecundario) params.set(PRESET_TABLE, preset.identificadorSecundario);
  return `?${params.toString()}`;
}

/** The preset in the URL, null when the dialog was opened without one. */
export function readNewOrderPreset(params: URLSearchParams): NewOrderPreset | null {
  const tipo = params.get(PRESET_TYPE);
  if (tipo !== 'COMANDA' && tipo !== 'MESA') return null;
  const clean = (value: string | null) => (value ?? '').replace(/[^\d-]/g, '').slice(0, 40);
  return {
    tipo,
    identificadorPrincipal: clean(params.get(PRESET_MAIN)),
    identificadorSecundario: clean(params.get(PRESET_TABLE)),
  };
}

/** The parameters to drop when the dialog closes. */
export const NEW_ORDER_PARAMS = [NEW_ORDER_PARAM, PRESET_TYPE, PRESET_MAIN, PRESET_TABLE] as const;
