import type { TOrder } from '@brasa/contracts';
import { formatMoneyReais } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { orderNumber } from '../../../shared/orders/order-view';
import { openOrderDetail, openOrderEditor, openPayment } from '../../../shared/order-dialog/order-dialog-store';
import { useCanTakePayment } from '../../../shared/session/use-can-take-payment';
import type { IdentifierCard } from '../model/identifier-cards';
import { TABS_TEXTS } from '../model/tabs-texts';

interface Props {
  card: IdentifierCard;
  label: string;
  isOnline: boolean;
  onClose: () => void;
  onGroup: () => void;
  onTransferItems: () => void;
  onChangeTables: () => void;
  onNewOrder: () => void;
  onInfo: (order: TOrder) => void;
  onCloseOrder: (order: TOrder) => void;
}

/** The orders of one tab or table (doc 3 §2.3) with what can be done to each and to all of them. */
export function IdentifierOrdersDialog(props: Props) {
  const { card, label, isOnline, onClose } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const number = card.identifier.identificador;
  const canPay = useCanTakePayment();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} data-testid="identifier-orders-dialog">
      <DialogTitle>{TABS_TEXTS.ORDERS_OF(label, number)}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, overflowX: 'hidden' }}>
        <List disablePadding>
          {card.orders.map((order, index) => (
            <Stack key={order.id} component="li" sx={{ listStyle: 'none' }}>
              {index > 0 ? <Divider /> : null}
              <ListItem
                data-testid={`identifier-order-${order.id}`}
                sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, minWidth: 0 }}
              >
                <ListItemText
                  primary={`${orderNumber(order)} · ${formatMoneyReais(order.totalPedido ?? 0)}`}
                  secondary={[
                    order.pessoaCliente?.nome,
                    order.identificadorSecundario ? `${TABS_TEXTS.TABLE} ${order.identificadorSecundario}` : null,
                    order.complementoIdentificador,
                    dateTimeText(order.dataPedido),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                  {(order.iFoodOrder.items ?? []).map((item) => `${item.quantity} × ${item.name}`).join(', ')}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button size="small" variant="outlined" onClick={() => openOrderDetail(order)}>
                    {TABS_TEXTS.DETAIL}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={!isOnline}
                    onClick={() => openOrderEditor(order.id)}
                    data-testid={`identifier-order-edit-${order.id}`}
                  >
                    {TABS_TEXTS.EDIT_ORDER}
                  </Button>
                  <Button size="small" variant="outlined" disabled={!isOnline} onClick={() => props.onInfo(order)}>
                    {TABS_TEXTS.ADDITIONAL_INFO}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={!isOnline}
                    onClick={() => props.onCloseOrder(order)}
                    data-testid={`identifier-order-close-${order.id}`}
                  >
                    {TABS_TEXTS.CLOSE_ORDER}
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={!isOnline || !canPay}
                    onClick={() => openPayment(order)}
                    data-testid={`identifier-order-pay-${order.id}`}
                  >
                    {TABS_TEXTS.PAY}
                  </Button>
                </Stack>
              </ListItem>
            </Stack>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} sx={{ mr: 'auto' }}>
          {TABS_TEXTS.CLOSE}
        </Button>
        <Button disabled={!isOnline || card.orders.length < 2} onClick={props.onGroup} data-testid="identifier-group">
          {TABS_TEXTS.GROUP_ORDERS}
        </Button>
        <Button disabled={!isOnline} onClick={props.onTransferItems} data-testid="identifier-transfer-items">
          {TABS_TEXTS.TRANSFER_ITEMS}
        </Button>
        <Button disabled={!isOnline} onClick={props.onChangeTables} data-testid="identifier-change-tables">
          {TABS_TEXTS.CHANGE_TABLES}
        </Button>
        <Button variant="contained" disabled={!isOnline} onClick={props.onNewOrder} data-testid="identifier-new-order">
          {TABS_TEXTS.NEW_ORDER}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
