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
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
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

// Every card draws these on the board's first render: styles made once here (emotion caches them), not the
// per-render `sx` objects and Stack spacing that MUI resolves again for each card.
const CardBody = styled('div')(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) }));
const CardRow = styled('div')(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.spacing(0.75) }));
const InvalidRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.palette.error.main,
}));
const Spacer = styled('div')({ flexGrow: 1 });
const FooterRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingTop: theme.spacing(0.25),
}));
type LineTone = 'secondary' | 'info' | 'error';
const LineRow = styled('div', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: LineTone }>(
  ({ theme, tone }) => ({
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(0.75),
    color:
      tone === 'info'
        ? theme.palette.info.main
        : tone === 'error'
          ? theme.palette.error.main
          : theme.palette.text.secondary,
  }),
);
const LineIcon = styled('div')({ display: 'flex', marginTop: '2px', '& svg': { fontSize: 16 } });
const LineText = styled(Typography)({ minWidth: 0, overflowWrap: 'anywhere' });
const BOLD = { fontWeight: 700 } as const;
const SEMIBOLD = { fontWeight: 600 } as const;
const SMALL_CHIP = { height: 20, fontSize: 11 } as const;
const PAID_CHIP = { height: 20, fontSize: 11, ml: 0.5, mr: 'auto' } as const;

function Line({ icon, children, tone = 'secondary' }: { icon: ReactNode; children: ReactNode; tone?: LineTone }) {
  return (
    <LineRow tone={tone}>
      <LineIcon>{icon}</LineIcon>
      <LineText variant="body2">{children}</LineText>
    </LineRow>
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
      <InvalidRow>
        <ErrorOutlineIcon fontSize="small" />
        <Typography variant="body2" sx={SEMIBOLD}>
          {MSG.INVALID_ORDER_CARD} {orderNumber(order)}
        </Typography>
      </InvalidRow>
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
    <CardBody>
      <CardRow>
        <Typography variant="subtitle2" sx={BOLD}>
          {orderNumber(order)}
        </Typography>
        <Chip
          size="small"
          label={isOrderType(order.tipo) ? ORDER_TYPE_LABELS[order.tipo] : order.tipo}
          color={order.tipo === 'DELIVERY' ? 'primary' : 'secondary'}
          variant="outlined"
          sx={SMALL_CHIP}
        />
        <Typography variant="caption" color="text.secondary" title={order.tipoImportacao}>
          {order.tipoImportacao}
        </Typography>
        <Spacer />
        <Typography variant="caption" color="text.secondary" data-testid="order-card-time">
          {timeOf(order.dataPedido)}
        </Typography>
        {actions}
      </CardRow>
      <Typography variant="body2" sx={SEMIBOLD} noWrap title={customerNameOf(order)}>
        {customerNameOf(order) || 'Nome não disponível'}
      </Typography>
      {address ? <Line icon={<PlaceIcon />}>{address}</Line> : null}
      {isScheduledOrder(order) ? (
        <Line icon={<EventIcon />} tone="info">
          {scheduleText(order)}
        </Line>
      ) : null}
      {order.situacao === 'CANCELADO' && order.motivoCancelamento ? (
        <Line icon={<CancelIcon />} tone="error">
          {order.motivoCancelamento}
        </Line>
      ) : null}
      {changeFor ? <Line icon={<PaymentsIcon />}>Levar troco para {formatMoneyReais(changeFor)}</Line> : null}
      {logisticsStatus ? (
        <Line icon={<LocalShippingIcon />} tone="info">
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
      <FooterRow>
        <Chip
          size="small"
          label={invoice.label}
          color={invoice.color}
          variant={invoice.color === 'default' ? 'outlined' : 'filled'}
          title={invoice.title ?? undefined}
          sx={SMALL_CHIP}
          data-testid="order-card-invoice"
        />
        {order.pago ? (
          <Chip size="small" label="Pago" color="success" sx={PAID_CHIP} data-testid="order-card-paid" />
        ) : null}
        <Typography variant="subtitle2" sx={BOLD} data-testid="order-card-total">
          {formatMoneyReais(order.totalPedido)}
        </Typography>
      </FooterRow>
    </CardBody>
  );
}
