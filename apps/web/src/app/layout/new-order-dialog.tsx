import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { NEW_ORDER_PARAM, isEntryOrigin } from './use-start-new-order';

// The order entry is its own chunk, fetched when a new order first opens.
const OrderEntryDialog = lazy(() =>
  import('../../features/order-entry/components/order-entry-dialog').then((m) => ({ default: m.OrderEntryDialog })),
);

/** The order entry dialog, opened by `?novoPedido=DELIVERY|BALCAO|COMANDA_MESA` over any PDV page. */
export function NewOrderDialog() {
  const [params, setParams] = useSearchParams();
  const origin = params.get(NEW_ORDER_PARAM);
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_ORDER_PARAM);
        return next;
      },
      { replace: true },
    );
  // Mounted only while open, so every order starts from an empty draft.
  return isEntryOrigin(origin) ? (
    <Suspense fallback={null}>
      <OrderEntryDialog key={origin} origin={origin} onClose={close} />
    </Suspense>
  ) : null;
}
