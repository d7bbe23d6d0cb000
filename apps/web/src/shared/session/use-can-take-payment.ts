import { API_PERMISSIONS, isApiAccessAllowed, type RoleProfile } from '@brasa/domain';
import { useProfile } from './use-session';

/** The permission table's answer for taking money (outside React: the payment actions). */
export function canTakePayment(profile: RoleProfile | null): boolean {
  const access = API_PERMISSIONS['ACTION pedidoIntegracao:pagamentos'];
  return profile !== null && access !== undefined && isApiAccessAllowed(profile, access);
}

/**
 * Whether the user may take money: the permission table's ACTION pedidoIntegracao:pagamentos (any order role,
 * without ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO, doc 1 §6; the demo waiter holds it).
 */
export function useCanTakePayment(): boolean {
  return canTakePayment(useProfile());
}
