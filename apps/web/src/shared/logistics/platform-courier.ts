import type { TOrder } from '@brasa/contracts';
import { LOGISTICS_SENT, logisticsStatusLabel } from '@brasa/domain';

export interface PlatformCourier {
  nome: string;
  telefone: string | null;
  veiculo: string | null;
}

/**
 * The courier the logistics platform assigned to a sent order, as the tracker keeps it (jsonRetornoLogistica
 * .entregador, server modules/logistics/tracker.ts): not one of the unit's couriers (pessoaEntregador), so it is
 * shown, never assigned. Null when the order is not sent or no courier is known yet.
 */
export function platformCourierOf(order: TOrder): PlatformCourier | null {
  if (order.statusLogistica !== LOGISTICS_SENT) return null;
  const driver = order.jsonRetornoLogistica?.entregador as Partial<PlatformCourier> | null | undefined;
  if (!driver || typeof driver.nome !== 'string' || !driver.nome) return null;
  return { nome: driver.nome, telefone: driver.telefone ?? null, veiculo: driver.veiculo ?? null };
}

/** The courier's phase in pt-BR as the tracker last wrote it (its phase, else the provider's word). */
export function platformStatusOf(order: TOrder): string | null {
  if (order.statusLogistica !== LOGISTICS_SENT) return null;
  const retorno = order.jsonRetornoLogistica;
  const word = typeof retorno?.fase === 'string' ? retorno.fase : retorno?.status;
  return typeof word === 'string' ? logisticsStatusLabel(word) : null;
}
