import type { TOrder } from '@brasa/contracts';
import {
  LOGISTICS_SENT,
  MSG,
  ORDER_TYPE_LABELS,
  formatMoneyReais,
  isOrderType,
  logisticsStatusLabel,
} from '@brasa/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import EventIcon from '@mui/icons-material/Event';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import PlaceIcon from '@mui/icons-material/Place';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { customerNameOf, isScheduledOrder } from '../../../shared/orders/board-filters';
import { invoiceBadge } from '../../../shared/orders/invoice-status';
import {
  formatDeliveryAddress,
  isDeliveryMode,
  isValidBoardOrder,
  orderNumber,
  scheduleText,
} from '../../../shared/orders/order-view';

function Line({ icon, children, color }: { icon: ReactNode; children: ReactNode; color?: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start', color: color ?? 'text.secondary' }}>
      <Box sx={{ display: 'flex', mt: '2px', '& svg': { fontSize: 16 } }}>{icon}</Box>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'HH:mm');
};

/** The body of a board card (doc 2 §2.1), also drawn under the pointer while dragging. */
export function OrderCardContent({ order, actions }: { order: TOrder; actions?: ReactNode }) {
  if (!isValidBoardOrder(order)) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'error.main' }}>
        <ErrorOutlineIcon fontSize="small" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {MSG.INVALID_ORDER_CARD} {orderNumber(order)}
        </Typography>
      </Stack>
    );
  }
  const address = isDeliveryMode(order) ? formatDeliveryAddress(order, true) : null;
  const changeFor = order.levarTrocoPara ?? order.iFoodOrder.levarTrocoPara;
  const invoice = invoiceBadge(order);
  // The courier's status as the logistics polling last wrote it (server modules/logistics/tracker.ts).
  const logistics = order.statusLogistica === LOGISTICS_SENT ? order.jsonRetornoLogistica : null;
  const logisticsStatus = typeof logistics?.status === 'string' ? logisticsStatusLabel(logistics.status) : null;
  const logisticsDriver = (logistics?.entregador as { nome?: string } | null | undefined)?.nome;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {orderNumber(order)}
        </Typography>
        <Chip
          size="small"
          label={isOrderType(order.tipo) ? ORDER_TYPE_LABELS[order.tipo] : order.tipo}
          color={order.tipo === 'DELIVERY' ? 'primary' : 'secondary'}
          variant="outlined"
          sx={{ height: 20, fontSize: 11 }}
        />
        <Typography variant="caption" color="text.secondary" title={order.tipoImportacao}>
          {order.tipoImportacao}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="caption" color="text.secondary" data-testid="order-card-time">
          {timeOf(order.dataPedido)}
        </Typography>
        {actions}
      </Stack>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={customerNameOf(order)}>
        {customerNameOf(order) || 'Nome não disponível'}
      </Typography>
      {address ? <Line icon={<PlaceIcon />}>{address}</Line> : null}
      {isScheduledOrder(order) ? (
        <Line icon={<EventIcon />} color="info.main">
          {scheduleText(order)}
        </Line>
      ) : null}
      {order.situacao === 'CANCELADO' && order.motivoCancelamento ? (
        <Line icon={<CancelIcon />} color="error.main">
          {order.motivoCancelamento}
        </Line>
      ) : null}
      {changeFor ? <Line icon={<PaymentsIcon />}>Levar troco para {formatMoneyReais(changeFor)}</Line> : null}
      {logisticsStatus ? (
        <Line icon={<LocalShippingIcon />} color="info.main">
          <span data-testid="order-card-logistics">
            Logística: {logisticsStatus}
            {logisticsDriver ? ` (${logisticsDriver})` : ''}
          </span>
        </Line>
      ) : null}
      {order.pessoaEntregador ? (
        <Line icon={<TwoWheelerIcon />}>
          {order.pessoaEntregador.nome ?? `Entregador #${order.pessoaEntregador.id}`}
        </Line>
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 0.25 }}>
        <Chip
          size="small"
          label={invoice.label}
          color={invoice.color}
          variant={invoice.color === 'default' ? 'outlined' : 'filled'}
          title={invoice.title ?? undefined}
          sx={{ height: 20, fontSize: 11 }}
          data-testid="order-card-invoice"
        />
        {order.pago ? (
          <Chip
            size="small"
            label="Pago"
            color="success"
            sx={{ height: 20, fontSize: 11, ml: 0.5, mr: 'auto' }}
            data-testid="order-card-paid"
          />
        ) : null}
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }} data-testid="order-card-total">
          {formatMoneyReais(order.totalPedido)}
        </Typography>
      </Stack>
    </Stack>
  );
}
