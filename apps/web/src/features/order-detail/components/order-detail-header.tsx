import type { TOrder } from '@brasa/contracts';
import { MSG, ORDER_TYPE_LABELS, isIdentifierOrderType, type OrderType } from '@brasa/domain';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import FlashOnIcon from '@mui/icons-material/FlashOn';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dateTimeText } from '../../../shared/format/date-time-br';
import { isScheduledOrder } from '../../../shared/orders/board-filters';
import { deliveryTimeOf, orderCreatedAt, orderReference } from '../model/order-detail-view';
import { scheduleText } from '../../../shared/orders/order-view';
import { Field } from './order-detail-fields';

const TYPE_ICONS: Record<OrderType, typeof DeliveryDiningIcon> = {
  DELIVERY: DeliveryDiningIcon,
  BALCAO: StorefrontIcon,
  COMANDA: ReceiptLongIcon,
  MESA: TableRestaurantIcon,
  CAIXA_RAPIDO: FlashOnIcon,
};

const sequenceText = (order: TOrder) => String(order.sequencial ?? order.id);

/** Tabs and tables have no delivery; a scheduled order shows its schedule instead (doc 2 §2.1). */
function deliveryText(order: TOrder): string | null {
  if (isIdentifierOrderType(order.tipo)) return null;
  if (isScheduledOrder(order)) return scheduleText(order);
  const time = deliveryTimeOf(order);
  return time ? `Previsão de entrega: ${dateTimeText(time)}` : null;
}

/** On phones the header keeps the sequence only; this small dialog shows Seq, order and date (doc 1 §2.1). */
function HeaderInfoDialog({ order, onClose }: { order: TOrder; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="order-detail-header-info-dialog">
      <DialogTitle>Pedido</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Field label="Seq">{sequenceText(order)}</Field>
          <Field label="Pedido">{`${order.id} (Ref. ${orderReference(order)})`}</Field>
          <Field label="Data">{dateTimeText(orderCreatedAt(order))}</Field>
          <Field label="Previsão">{deliveryText(order)}</Field>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Type icon, sequence, order number, reference, date and delivery time (spec doc 1 §2.1). */
export function OrderDetailHeader({ order }: { order: TOrder }) {
  const [isInfoOpen, setInfoOpen] = useState(false);
  const TypeIcon = TYPE_ICONS[order.tipo];
  const typeLabel = ORDER_TYPE_LABELS[order.tipo];
  const delivery = deliveryText(order);
  const onWide = { display: { xs: 'none', sm: 'block' } } as const;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }} data-testid="order-detail-header">
      <Tooltip title={typeLabel}>
        <TypeIcon color="primary" aria-label={typeLabel} data-testid={`order-detail-type-${order.tipo}`} />
      </Tooltip>
      <Typography variant="h6" component="h2" sx={{ whiteSpace: 'nowrap' }} data-testid="order-detail-sequence">
        Seq. {sequenceText(order)}
      </Typography>
      <Stack sx={{ ...onWide, minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Pedido {order.id}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            Ref. <span data-testid="order-detail-reference">{orderReference(order)}</span>
          </Typography>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <span data-testid="order-detail-created-at">{dateTimeText(orderCreatedAt(order))}</span>
          {delivery ? (
            <>
              {' · '}
              <span data-testid="order-detail-delivery-time">{delivery}</span>
            </>
          ) : null}
        </Typography>
      </Stack>
      <IconButton
        size="small"
        aria-label="Dados do pedido"
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, ml: 'auto' }}
        onClick={() => setInfoOpen(true)}
        data-testid="order-detail-header-info"
      >
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
      {isInfoOpen ? <HeaderInfoDialog order={order} onClose={() => setInfoOpen(false)} /> : null}
    </Stack>
  );
}
