import { MSG, formatMoneyReais } from '@brasa/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import ErrorIcon from '@mui/icons-material/Error';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { orderNumber } from '../../../shared/orders/order-view';
import type { QueuedOrder } from '../model/dispatch-queue';

const REMOVE = 'Remover';

/** The orders waiting to be dispatched (doc 4 §2): sequence chip, customer, '#id - date - total'. */
export function DispatchList({ queue, onRemove }: { queue: readonly QueuedOrder[]; onRemove: (id: number) => void }) {
  if (queue.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="dispatch-empty">
        {MSG.NO_ORDER_ADDED}
      </Typography>
    );
  }
  return (
    <List dense data-testid="dispatch-list">
      {queue.map(({ order, error }) => {
        const customer = order.pessoaCliente?.nome ?? order.iFoodOrder?.customer?.name ?? MSG.NAME_UNAVAILABLE;
        return (
          <ListItem
            key={order.id}
            divider
            data-testid={`dispatch-item-${order.id}`}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={REMOVE}
                onClick={() => onRemove(order.id)}
                data-testid={`dispatch-remove-${order.id}`}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <Chip label={orderNumber(order)} size="small" color="primary" sx={{ mr: 1.5, minWidth: 44 }} />
            <ListItemText
              primary={customer}
              secondary={`#${order.id} - ${dateTimeText(order.dataPedido)} - ${formatMoneyReais(order.totalPedido)}`}
            />
            {error ? (
              <Tooltip title={error}>
                <Chip
                  icon={<ErrorIcon />}
                  label={error}
                  color="error"
                  size="small"
                  sx={{ mr: 4, maxWidth: 220 }}
                  data-testid={`dispatch-error-${order.id}`}
                />
              </Tooltip>
            ) : null}
          </ListItem>
        );
      })}
    </List>
  );
}
