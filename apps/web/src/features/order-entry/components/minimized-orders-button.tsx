import { MSG, formatDateTimeBr, formatMoney } from '@brasa/domain';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import Badge from '@mui/material/Badge';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { Suspense, lazy, useState } from 'react';
import { useHasOpened } from '../../../shared/hooks/use-has-opened';
import { useMinimizedOrders } from '../hooks/use-minimized-orders';
import { summarizeMinimizedOrder, type MinimizedOrder } from '../model/minimized-orders';

// The layout shows this button on every page; the order dialog it reopens loads only when asked for.
const OrderEntryDialog = lazy(() => import('./order-entry-dialog').then((m) => ({ default: m.OrderEntryDialog })));

/** Ours: the list's line under each order. */
const itemsLabel = (count: number) => (count === 1 ? '1 item' : `${count} itens`);

/**
 * doc 2 §2.7: the floating button of 'Pedidos iniciados e não confirmados' (shown while there are any); it
 * lists the unit's minimized orders and reopens one in the order dialog.
 */
export function MinimizedOrdersButton() {
  const { orders } = useMinimizedOrders();
  const [listOpen, setListOpen] = useState(false);
  const [resumed, setResumed] = useState<MinimizedOrder | null>(null);
  const isListOpen = listOpen && orders.length > 0;
  const isListMounted = useHasOpened(isListOpen);
  return (
    <>
      {orders.length > 0 && !resumed ? (
        <Tooltip title={MSG.MINIMIZED_ORDERS}>
          <Fab
            color="secondary"
            aria-label={MSG.MINIMIZED_ORDERS}
            onClick={() => setListOpen(true)}
            sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
            data-testid="minimized-orders-button"
          >
            <Badge badgeContent={orders.length} color="primary" data-testid="minimized-orders-count">
              <PendingActionsIcon />
            </Badge>
          </Fab>
        </Tooltip>
      ) : null}
      {isListMounted ? (
        <Dialog
          open={isListOpen}
          onClose={() => setListOpen(false)}
          maxWidth="sm"
          fullWidth
          data-testid="minimized-orders-dialog"
        >
          <DialogTitle>{MSG.MINIMIZED_ORDERS}</DialogTitle>
          <DialogContent sx={{ px: 1 }}>
            <List dense>
              {orders.map((entry) => {
                const summary = summarizeMinimizedOrder(entry);
                return (
                  <ListItemButton
                    key={entry.id}
                    onClick={() => {
                      setListOpen(false);
                      setResumed(entry);
                    }}
                    data-testid={`minimized-order-${entry.id}`}
                  >
                    <ListItemText
                      primary={[summary.title, summary.customer].filter(Boolean).join(' • ')}
                      secondary={`${itemsLabel(summary.itemCount)} • ${formatMoney(summary.totalCents)} • ${formatDateTimeBr(new Date(entry.savedAt))}`}
                    />
                  </ListItemButton>
                );
              })}
            </List>
          </DialogContent>
        </Dialog>
      ) : null}
      {resumed ? (
        <Suspense fallback={null}>
          <OrderEntryDialog
            key={resumed.id}
            origin={resumed.origin}
            quickSale={resumed.quickSale}
            resume={resumed}
            onClose={() => setResumed(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
