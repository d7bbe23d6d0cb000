import { LOGISTICS_TYPES } from './order-types';

export type LogisticsType = (typeof LOGISTICS_TYPES)[number];

/** The delivery-provider kind: a single active integration of it gets the automatic send (doc 1 §4, doc 2 §4). */
export const DELIVERY_PROVIDER_TYPE: LogisticsType = 'FD';

export const isLogisticsType = (tipo: string | null | undefined): tipo is LogisticsType =>
  (LOGISTICS_TYPES as readonly (string | null | undefined)[]).includes(tipo);

/** Status of an order sent to logistics; it disables a second send (doc 1 §4). */
export const LOGISTICS_SENT = 'ENVIADO';

export type AutoLogisticsDecision = { kind: 'auto'; integrationId: number } | { kind: 'choose' } | { kind: 'none' };

/**
 * After saving a delivery order (doc 1 §4, doc 2 §4): exactly one logistics integration, of the delivery-provider
 * kind, gets an automatic send; one or more otherwise open the choice dialog; none does nothing.
 */
export function autoLogisticsDecision(
  integrations: readonly { id: number; tipoImportacao: string }[],
): AutoLogisticsDecision {
  if (integrations.length === 0) return { kind: 'none' };
  if (integrations.length === 1 && integrations[0]!.tipoImportacao === DELIVERY_PROVIDER_TYPE) {
    return { kind: 'auto', integrationId: integrations[0]!.id };
  }
  return { kind: 'choose' };
}

/** Which send options the logistics panel offers (doc 1 §2.12). */
export function logisticsOptions(integrationType: string, orderChannel: string | null | undefined) {
  return {
    /** KA: 'Com retorno do entregador'. */
    retornoEntregador: integrationType === 'KA',
    /** ID, order not from the marketplace channel IF: 'Não utilizar confirmação de entrega'. */
    naoConfirmarEntrega: integrationType === 'ID' && orderChannel !== 'IF',
    /** ID first offers 'Verificar disponibilidade', then 'Enviar'. */
    verificarDisponibilidade: integrationType === 'ID',
  };
}

/** The courier's status words of the providers (SEARCHING, ASSIGNED, PICKED_UP, DELIVERED, CANCELLED) in pt-BR. */
const LOGISTICS_STATUS_LABELS: Readonly<Record<string, string>> = Object.freeze({
  SEARCHING: 'procurando entregador',
  ASSIGNED: 'entregador a caminho da loja',
  PICKED_UP: 'pedido retirado pelo entregador',
  DELIVERED: 'pedido entregue',
  CANCELLED: 'entrega cancelada',
});

export const logisticsStatusLabel = (status: string): string => LOGISTICS_STATUS_LABELS[status] ?? status;
