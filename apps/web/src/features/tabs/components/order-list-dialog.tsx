import type { TOrder } from '@brasa/contracts';
import { formatMoneyReais, formatQuantity } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { orderNumber } from '../../../shared/orders/order-view';
import { offlineList } from '../model/offline-cards';
import { TABS_TEXTS } from '../model/tabs-texts';

interface Props {
  orders: readonly TOrder[];
  title: string;
  testId: string;
  /** Offline: the detail is the cached copy, read-only (doc 3 §4.7). */
  readOnly: boolean;
  onOpen?: (order: TOrder) => void;
  onClose: () => void;
}

/** A list of orders (Ctrl+O all orders, or the offline 'Cards' cache) with a read-only detail when offline. */
export function OrderListDialog({ orders, title, testId, readOnly, onOpen, onClose }: Props) {
  const [detail, setDetail] = useState<TOrder | null>(null);
  const list = offlineList(orders);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid={testId}>
      <DialogTitle>{detail ? `${title} · ${orderNumber(detail)}` : title}</DialogTitle>
      <DialogContent dividers sx={{ p: detail ? 2 : 0 }}>
        {detail ? (
          <>
            <Alert severity="info" sx={{ mb: 1 }}>
              {TABS_TEXTS.OFFLINE_READ_ONLY}
            </Alert>
            <Typography variant="subtitle2">
              {`${detail.tipo === 'MESA' ? 'Mesa' : 'Comanda'} ${detail.identificadorPrincipal ?? ''} · ${dateTimeText(detail.dataPedido)}`}
            </Typography>
            {(detail.iFoodOrder.items ?? []).map((item, index) => (
              <Typography key={item.referenceCode ?? index} variant="body2" data-testid="offline-detail-item">
                {`${formatQuantity(Number(item.quantity ?? 0))} × ${item.name} · ${formatMoneyReais(Number(item.totalPrice ?? 0))}`}
              </Typography>
            ))}
            <Typography variant="subtitle1" sx={{ mt: 1, fontWeight: 700 }}>
              {`${TABS_TEXTS.TOTAL}: ${formatMoneyReais(detail.totalPedido ?? 0)}`}
            </Typography>
          </>
        ) : list.length === 0 ? (
          <Typography sx={{ p: 2 }}>{TABS_TEXTS.OFFLINE_ORDERS_EMPTY}</Typography>
        ) : (
          <List disablePadding>
            {list.map((order) => (
              <ListItemButton
                key={order.id}
                onClick={() => (readOnly || !onOpen ? setDetail(order) : onOpen(order))}
                data-testid={`${testId}-row`}
              >
                <ListItemText
                  primary={`${order.tipo === 'MESA' ? 'Mesa' : 'Comanda'} ${order.identificadorPrincipal ?? ''} · ${orderNumber(order)}`}
                  secondary={`${formatMoneyReais(order.totalPedido ?? 0)} · ${dateTimeText(order.dataPedido)}`}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {detail ? <Button onClick={() => setDetail(null)}>Voltar</Button> : null}
        <Button onClick={onClose}>{TABS_TEXTS.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
