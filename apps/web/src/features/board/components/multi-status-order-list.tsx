import type { TOrder } from '@brasa/contracts';
import { MSG, formatMoneyReais } from '@brasa/domain';
import InfoIcon from '@mui/icons-material/Info';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Badge from '@mui/material/Badge';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { customerNameOf } from '../../../shared/orders/board-filters';
import { formatDeliveryAddress, orderNumber } from '../../../shared/orders/order-view';

interface Props {
  orders: TOrder[];
  selected: readonly number[];
  errors: ReadonlyMap<number, string>;
  onToggle: (id: number) => void;
}

/** The source list's DELIVERY orders with checkboxes; a failed one carries an info badge with its error. */
export function MultiStatusOrderList({ orders, selected, errors, onToggle }: Props) {
  if (orders.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="multi-status-empty">
        {MSG.NO_ORDER_FOUND}
      </Typography>
    );
  }
  return (
    <List dense sx={{ maxHeight: 360, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {orders.map((order) => {
        const error = errors.get(order.id);
        const isChecked = selected.includes(order.id);
        const time = format(new Date(order.dataPedido), 'HH:mm');
        return (
          <ListItem
            key={order.id}
            disablePadding
            data-testid={`multi-status-item-${order.id}`}
            data-error={error ?? undefined}
          >
            <ListItemButton
              onClick={() => onToggle(order.id)}
              role="checkbox"
              aria-checked={isChecked}
              aria-label={`Pedido ${orderNumber(order)} de ${customerNameOf(order) || 'cliente sem nome'}`}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Tooltip title={error ?? ''} disableHoverListener={!error}>
                  <Badge
                    color="info"
                    invisible={!error}
                    badgeContent={<InfoIcon sx={{ fontSize: 12 }} />}
                    data-testid={error ? `multi-status-error-${order.id}` : undefined}
                  >
                    <ReceiptLongIcon color={error ? 'info' : 'action'} />
                  </Badge>
                </Tooltip>
              </ListItemIcon>
              <ListItemText
                primary={`${orderNumber(order)} - ${customerNameOf(order) || 'Nome não disponível'}`}
                secondary={
                  error ??
                  [time, formatMoneyReais(order.totalPedido), formatDeliveryAddress(order, true)]
                    .filter(Boolean)
                    .join(' · ')
                }
                slotProps={{ secondary: { color: error ? 'info.main' : 'text.secondary' } }}
              />
              {/* Drawn only: the whole row is the checkbox for mouse, touch and keyboard. */}
              <Checkbox
                edge="end"
                checked={isChecked}
                tabIndex={-1}
                disableRipple
                slotProps={{ input: { 'aria-hidden': true } as object }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
