import { MSG, ROLES, hasRole } from '@brasa/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useIsOnline } from '../../shared/connectivity/connectivity-store';
import { useProfile } from '../../shared/session/use-session';
import { useNotify } from '../../shared/ui/notify';
import type { NewOrderType } from './new-order-shortcuts';

export const NEW_ORDER_PARAM = 'novoPedido';

/**
 * Starts a new counter or delivery order: refused offline and without ROLE_PDV_DELIVERY (doc 4 §2, §5),
 * otherwise the board opens the order dialog (for now a placeholder) via `?novoPedido=`.
 */
export function useStartNewOrder(): (type: NewOrderType) => void {
  const profile = useProfile();
  const isOnline = useIsOnline();
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(
    (type: NewOrderType) => {
      if (!isOnline) return notify.warning(MSG.OFFLINE_CREATE_ORDER);
      if (!profile || !hasRole(profile, ROLES.ROLE_PDV_DELIVERY)) {
        return notify.error(type === 'BALCAO' ? MSG.NO_PERMISSION_BALCAO : MSG.NO_PERMISSION_DELIVERY);
      }
      navigate(`/delivery?${NEW_ORDER_PARAM}=${type}`);
    },
    [isOnline, profile, notify, navigate],
  );
}
