import { API_PERMISSIONS, isApiAccessAllowed } from '@brasa/domain';
import { useProfile } from './use-session';

/**
 * Whether the user may take money: the permission table's ACTION pedidoIntegracao:pagamentos (any order role,
 * without ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO, doc 1 §6; the demo waiter holds it).
 */
export function useCanTakePayment(): boolean {
  const profile = useProfile();
  const access = API_PERMISSIONS['ACTION pedidoIntegracao:pagamentos'];
  return profile !== null && access !== undefined && isApiAccessAllowed(profile, access);
}
