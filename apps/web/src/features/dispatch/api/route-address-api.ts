import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { fetchOrder } from '../../../shared/api/order-api';

export interface AddressForm {
  streetName: string;
  streetNumber: string;
  neighborhood: string;
  reference: string;
  city: string;
  state: string;
}

/**
 * 'Endereço de Entrega' → the existing order save (POST /api-v2/pedidoIntegracao): the full order as stored,
 * with the new delivery address (its old coordinates dropped: they belong to the old address). The server
 * logs the change with the user and date.
 */
export async function saveDeliveryAddress(orderId: number, form: AddressForm): Promise<TOrder> {
  const order = await fetchOrder(orderId);
  const body = order.iFoodOrder as unknown as TOrderSaveRequest['iFoodOrder'];
  const address = { ...(body?.deliveryAddress ?? {}) };
  delete address.coordinates;
  const request: TOrderSaveRequest = {
    ...(order as unknown as TOrderSaveRequest),
    iFoodOrder: {
      ...body,
      deliveryAddress: {
        ...address,
        streetName: form.streetName.trim(),
        streetNumber: form.streetNumber.trim(),
        neighborhood: form.neighborhood.trim(),
        reference: form.reference.trim() || null,
        city: form.city,
        state: form.state || address.state || null,
      },
    },
  };
  return apiFetch<TOrder>('/api-v2/pedidoIntegracao', { method: 'POST', body: request });
}

/** POST /api-v2/sistema/atualizarLocalizacao/{unitUuid} (doc 4 §7): geocodes the unit's own address. */
export function updateUnitLocation(unitUuid: string): Promise<unknown> {
  return apiFetch<unknown>(`/api-v2/sistema/atualizarLocalizacao/${unitUuid}`, { method: 'POST' });
}

export interface Municipio {
  id: number | null;
  nome: string;
  estado: { sigla: string } | null;
}

/** GET /api-v2/municipio/list?q=: the city search of the address form. */
export function searchMunicipios(q: string, signal?: AbortSignal): Promise<Municipio[]> {
  return apiFetch<Municipio[]>('/api-v2/municipio/list', { query: { q }, signal });
}
