import type { TOrder } from '@brasa/contracts';
import DirectionsIcon from '@mui/icons-material/Directions';
import Button from '@mui/material/Button';
import { useProfile } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';
import { deliveryRouteUrl, routeDestination } from '../model/order-detail-view';

/**
 * 'Rota': the maps page from the unit to the delivery address, in a new window (spec doc 1 §2.1, §7). A unit
 * with no person (hence no address) gets the spec's warning instead.
 */
export function OrderDetailRouteButton({ order }: { order: TOrder }) {
  const profile = useProfile();
  const notify = useNotify();
  const openRoute = () => {
    const route = deliveryRouteUrl(order, profile);
    if (!route.ok) {
      notify.warning(route.message);
      return;
    }
    window.open(route.value, '_blank', 'noopener');
  };
  return (
    <Button
      size="small"
      startIcon={<DirectionsIcon />}
      disabled={!routeDestination(order)}
      onClick={openRoute}
      data-testid="order-detail-route"
    >
      Rota
    </Button>
  );
}
