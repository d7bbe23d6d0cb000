import { API_PERMISSIONS, isApiAccessAllowed } from '@brasa/domain';
import { useProfile } from './use-session';

/** Whether the user may take money (the permission table's ACTION pedidoIntegracao:pagamentos): a waiter may not. */
export function useCanTakePayment(): boolean {
  const profile = useProfile();
  const access = API_PERMISSIONS['ACTION pedidoIntegracao:pagamentos'];
  return profile !== null && access !== undefined && isApiAccessAllowed(profile, access);
}
