import { MSG, ROLES, hasRole } from '@brasa/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { EntryOrigin } from '../../features/order-entry';
import { useIsOnline } from '../../shared/connectivity/connectivity-store';
import { useProfile } from '../../shared/session/use-session';
import { useNotify } from '../../shared/ui/notify';
import { NEW_ORDER_PARAM } from '../../shared/order-dialog/new-order-link';

export { NEW_ORDER_PARAM } from '../../shared/order-dialog/new-order-link';

/** Where each kind of new order opens: the delivery board, or the tab/table board. */
const ORIGIN_PATH: Record<EntryOrigin, string> = {
  DELIVERY: '/delivery',
  BALCAO: '/delivery',
  COMANDA_MESA: '/pedidosIdentificador',
};

export function isEntryOrigin(value: string | null): value is EntryOrigin {
  return value !== null && value in ORIGIN_PATH;
}

/**
 * Starts a new order: refused offline; counter and delivery need ROLE_PDV_DELIVERY (doc 4 §2, §5), tab and
 * table ROLE_PDV_COMANDA_MESA (doc 4 §6). The order dialog opens over the page via `?novoPedido=`.
 */
export function useStartNewOrder(): (origin: EntryOrigin) => void {
  const profile = useProfile();
  const isOnline = useIsOnline();
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(
    (origin: EntryOrigin) => {
      if (!isOnline) return notify.warning(MSG.OFFLINE_CREATE_ORDER);
      if (origin === 'COMANDA_MESA') {
        if (!profile || !hasRole(profile, ROLES.ROLE_PDV_COMANDA_MESA)) {
          return notify.error(MSG.NO_PERMISSION_IDENTIFIER_ORDER);
        }
      } else if (!profile || !hasRole(profile, ROLES.ROLE_PDV_DELIVERY)) {
        return notify.error(origin === 'BALCAO' ? MSG.NO_PERMISSION_BALCAO : MSG.NO_PERMISSION_DELIVERY);
      }
      navigate(`${ORIGIN_PATH[origin]}?${NEW_ORDER_PARAM}=${origin}`);
    },
    [isOnline, profile, notify, navigate],
  );
}
