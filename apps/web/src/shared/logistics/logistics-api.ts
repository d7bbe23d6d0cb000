import type { TLogisticsAvailability, TLogisticsIntegration, TOrder } from '@brasa/contracts';
import { LOGISTICS_PATHS } from '@brasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { MSG, autoLogisticsDecision } from '@brasa/domain';
import { apiFetch } from '../api/api-client';
import { readErrorMessage } from '../api/api-error';
import { newIdempotencyKey } from '../api/idempotent-attempt';

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

/**
 * After saving a new delivery order (doc 1 §4, doc 2 §4.3): the logistics integrations are asked; exactly one, of
 * the delivery-provider kind, gets the automatic send (PUT enviarFoodyDelivery); otherwise the detail, opened by
 * the save, offers 'Enviar para logística'. Answers what it did.
 */
export async function autoSendAfterSave(
  order: TOrder,
  deps: {
    notifySuccess: (message: string) => void;
    notifyError: (message: string) => void;
    applySaved: (order: TOrder) => void;
  },
): Promise<'auto' | 'choose' | 'none'> {
  let integrations: TLogisticsIntegration[];
  try {
    integrations = await apiFetch<TLogisticsIntegration[]>(LOGISTICS_PATHS.list);
  } catch {
    return 'none';
  }
  const decision = autoLogisticsDecision(integrations);
  if (decision.kind !== 'auto') return decision.kind;
  try {
    deps.applySaved(await sendToDeliveryProvider(order, newIdempotencyKey()));
    deps.notifySuccess(MSG.LOGISTICS_SENT);
  } catch (error) {
    deps.notifyError(MSG.logisticaDetalhes(readErrorMessage(error, 'Tente novamente')));
  }
  return 'auto';
}
