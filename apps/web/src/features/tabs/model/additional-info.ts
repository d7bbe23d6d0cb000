import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';

export interface AdditionalInfoForm {
  readonly complemento: string;
  readonly pessoas: string;
  readonly mesa: string;
  readonly observacoes: string;
}

export function additionalInfoOf(order: TOrder): AdditionalInfoForm {
  return {
    complemento: order.complementoIdentificador ?? '',
    pessoas: order.quantidadePessoas ? String(order.quantidadePessoas) : '',
    mesa: order.identificadorSecundario ?? '',
    observacoes: order.iFoodOrder.observations ?? '',
  };
}

/**
 * The order saved whole with the edited fields (POST /api-v2/pedidoIntegracao, doc 3 §7): the server keeps
 * its stored payments and recomputes the totals; it drops what a save does not take.
 */
export function withAdditionalInfo(order: TOrder, form: AdditionalInfoForm): TOrderSaveRequest {
  const people = Number(form.pessoas);
  return {
    ...(order as unknown as TOrderSaveRequest),
    complementoIdentificador: form.complemento.trim() || null,
    quantidadePessoas: Number.isInteger(people) && people > 0 ? people : null,
    identificadorSecundario: form.mesa.trim() || null,
    iFoodOrder: {
      ...(order.iFoodOrder as unknown as TOrderSaveRequest['iFoodOrder']),
      observations: form.observacoes.trim() || null,
    },
  };
}
