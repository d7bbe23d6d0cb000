import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { NEW_ORDER_PARAM, NEW_ORDER_PARAMS, readNewOrderPreset } from '../../shared/order-dialog/new-order-link';
import { isEntryOrigin } from './use-start-new-order';

// The order entry is its own chunk, fetched when a new order first opens.
const OrderEntryDialog = lazy(() =>
  import('../../features/order-entry/components/order-entry-dialog').then((m) => ({ default: m.OrderEntryDialog })),
);

/**
 * The order entry dialog, opened by `?novoPedido=DELIVERY|BALCAO|COMANDA_MESA` over any PDV page (a tab/table
 * order may name its tab or table, see new-order-link.ts).
 */
export function NewOrderDialog() {
  const [params, setParams] = useSearchParams();
  const origin = params.get(NEW_ORDER_PARAM);
  const preset = origin === 'COMANDA_MESA' ? readNewOrderPreset(params) : null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of NEW_ORDER_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  // Mounted only while open, so every order starts from an empty draft.
  return isEntryOrigin(origin) ? (
    <Suspense fallback={null}>
      <OrderEntryDialog key={origin} origin={origin} preset={preset} onClose={close} />
    </Suspense>
  ) : null;
}
