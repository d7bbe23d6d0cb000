import type { TLogisticsAvailability, TLogisticsIntegration, TOrder } from '@brasa/contracts';
import { LOGISTICS_PATHS } from '@brasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export const logisticsListKey = ['integracaoLogistica', 'list'] as const;

/** The unit's logistics integrations (doc 1 §7 integracaoLogistica/list). */
export function useLogisticsIntegrations(enabled = true) {
  return useQuery({
    queryKey: logisticsListKey,
    queryFn: () => apiFetch<TLogisticsIntegration[]>(LOGISTICS_PATHS.list),
    enabled,
  });
}

export const fetchAvailability = (orderId: number, integrationId: number) =>
  apiFetch<TLogisticsAvailability>(LOGISTICS_PATHS.availability(orderId, integrationId));

export interface SendLogisticsInput {
  orderId: number;
  integrationId: number;
  bandeiraCartao?: string;
  tipoCartao?: string;
  retornoEntregador?: boolean;
  naoConfirmarEntrega?: boolean;
  quoteId?: string;
}

/** POST integracaoLogistica/{orderId}/{integrationId} with the attempt's Idempotency-Key. */
export const sendLogistics = ({ orderId, integrationId, ...query }: SendLogisticsInput, idempotencyKey: string) =>
  apiFetch<TOrder>(LOGISTICS_PATHS.send(orderId, integrationId), {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    query: {
      bandeiraCartao: query.bandeiraCartao,
      tipoCartao: query.tipoCartao,
      retornoEntregador: query.retornoEntregador ? true : undefined,
      naoConfirmarEntrega: query.naoConfirmarEntrega ? true : undefined,
      quoteId: query.quoteId,
    },
  });

export const undoLogistics = (orderId: number, integrationId: number) =>
  apiFetch<TOrder>(LOGISTICS_PATHS.undo(orderId, integrationId), { method: 'POST' });

/** PUT enviarFoodyDelivery: the automatic send after saving a delivery order (doc 2 §4). */
export const sendToDeliveryProvider = (order: TOrder, idempotencyKey: string) =>
  apiFetch<TOrder>(LOGISTICS_PATHS.enviarFoodyDelivery, {
    method: 'PUT',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
