import type { TOrder } from '@brasa/contracts';
import { MSG, ORDER_TYPE_LABELS, formatMoneyReais, isOrderType } from '@brasa/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import EventIcon from '@mui/icons-material/Event';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import PlaceIcon from '@mui/icons-material/Place';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { platformCourierOf, platformStatusOf } from '../../../shared/logistics/platform-courier';
import { customerNameOf, isScheduledOrder } from '../../../shared/orders/board-filters';
import { invoiceBadge } from '../../../shared/orders/invoice-status';
import {
  formatDeliveryAddress,
  isDeliveryMode,
  isValidBoardOrder,
  orderNumber,
  scheduleText,
} from '../../../shared/orders/order-view';

/**
 * The card's look, written once for the whole board (`OrderCardStyles`, rendered by the kanban) as plain classes:
 * every card drew about fifteen MUI components (Typography, Chip, styled rows), each resolving its props and
 * serializing its styles at every render, the largest part of the board's first render after React itself. The
 * classes copy MUI's typography variants and small chips from the theme, so the card looks as before.
 */
const cardStyles = (theme: Theme) => {
  const chipColor = (color: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info') => ({
    [`.bc-chip--${color}`]: { backgroundColor: theme.palette[color].main, color: theme.palette[color].contrastText },
    [`.bc-chip--${color}.bc-chip--outlined`]: {
      backgroundColor: 'transparent',
      color: theme.palette[color].main,
      border: `1px solid ${alpha(theme.palette[color].main, 0.7)}`,
    },
  });
  return {
    '.bc-body': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
    '.bc-row': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.75) },
    '.bc-invalid': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), color: theme.palette.error.main },
    '.bc-spacer': { flexGrow: 1 },
    '.bc-footer': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      paddingTop: theme.spacing(0.25),
    },
    '.bc-number, .bc-total': { ...theme.typography.subtitle2, margin: 0, fontWeight: 700 },
    '.bc-caption': { ...theme.typography.caption, color: theme.palette.text.secondary },
    '.bc-name': {
      ...theme.typography.body2,
      margin: 0,
      fontWeight: 600,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '.bc-line': {
      display: 'flex',
      alignItems: 'flex-start',
      gap: theme.spacing(0.75),
      color: theme.palette.text.secondary,
    },
    '.bc-line--info': { color: theme.palette.info.main },
    '.bc-line--error': { color: theme.palette.error.main },
    '.bc-line-icon': { display: 'flex', marginTop: 2, '& svg': { fontSize: 16 } },
    '.bc-line-text': { ...theme.typography.body2, margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
    '.bc-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      height: 20,
      maxWidth: '100%',
      padding: '0 8px',
      borderRadius: 16,
      border: 0,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      fontFamily: theme.typography.fontFamily,
      fontSize: 11,
      lineHeight: 1.5,
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.action.selected,
    },
    '.bc-chip--outlined': {
      backgroundColor: 'transparent',
      border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
    },
    // The column's header (board-column.tsx): its title and the count as a small MUI Chip.
    '.bc-column-title': {
      ...theme.typography.subtitle1,
      margin: 0,
      fontWeight: 700,
      whiteSpace: 'nowrap',
      flexShrink: 0,
    },
    '.bc-chip--count': { height: 24, fontSize: theme.typography.pxToRem(13), padding: '0 8px' },
    '.bc-chip--paid': { marginLeft: theme.spacing(0.5), marginRight: 'auto' },
    // The card's 'Mover para' button (order-status-menu.tsx), as a small IconButton.
    '.bc-menu': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 2,
      marginRight: -4,
      border: 0,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: theme.palette.action.active,
      cursor: 'pointer',
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    },
    ...chipColor('primary'),
    ...chipColor('secondary'),
    ...chipColor('success'),
    ...chipColor('warning'),
    ...chipColor('error'),
    ...chipColor('info'),
  };
};

/** The cards' classes, once per board (see `cardStyles`). */
export function OrderCardStyles() {
  return <GlobalStyles styles={cardStyles} />;
}

type LineTone = 'secondary' | 'info' | 'error';

function Line({ icon, children, tone = 'secondary' }: { icon: ReactNode; children: ReactNode; tone?: LineTone }) {
  return (
    <div className={tone === 'secondary' ? 'bc-line' : `bc-line bc-line--${tone}`}>
      <div className="bc-line-icon">{icon}</div>
      <p className="bc-line-text">{children}</p>
    </div>
  );
}

function CardChip(props: {
  label: string;
  color: string;
  outlined?: boolean;
  extra?: string;
  title?: string;
  testId?: string;
}) {
  const classes = ['bc-chip'];
  if (props.color !== 'default') classes.push(`bc-chip--${props.color}`);
  if (props.outlined) classes.push('bc-chip--outlined');
  if (props.extra) classes.push(props.extra);
  return (
    <span className={classes.join(' ')} title={props.title} data-testid={props.testId}>
      {props.label}
    </span>
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
      <div className="bc-invalid">
        <ErrorOutlineIcon fontSize="small" />
        <p className="bc-name">
          {MSG.INVALID_ORDER_CARD} {orderNumber(order)}
        </p>
      </div>
    );
  }
  const address = isDeliveryMode(order) ? formatDeliveryAddress(order, true) : null;
  const changeFor = order.levarTrocoPara ?? order.iFoodOrder.levarTrocoPara;
  const invoice = invoiceBadge(order);
  // The courier's status and the platform's courier as the logistics polling last wrote them.
  const logisticsStatus = platformStatusOf(order);
  const platformCourier = platformCourierOf(order);
  return (
    <div className="bc-body">
      <div className="bc-row">
        <h6 className="bc-number">{orderNumber(order)}</h6>
        <CardChip
          label={isOrderType(order.tipo) ? ORDER_TYPE_LABELS[order.tipo] : order.tipo}
          color={order.tipo === 'DELIVERY' ? 'primary' : 'secondary'}
          outlined
        />
        <span className="bc-caption" title={order.tipoImportacao}>
          {order.tipoImportacao}
        </span>
        <div className="bc-spacer" />
        <span className="bc-caption" data-testid="order-card-time">
          {timeOf(order.dataPedido)}
        </span>
        {actions}
      </div>
      <p className="bc-name" title={customerNameOf(order)}>
        {customerNameOf(order) || 'Nome não disponível'}
      </p>
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
          <span data-testid="order-card-logistics">Logística: {logisticsStatus}</span>
        </Line>
      ) : null}
      {order.pessoaEntregador ? (
        <Line icon={<TwoWheelerIcon />}>
          {order.pessoaEntregador.nome ?? `Entregador #${order.pessoaEntregador.id}`}
        </Line>
      ) : platformCourier ? (
        <Line icon={<TwoWheelerIcon />}>
          <span data-testid="order-card-platform-courier">{platformCourier.nome} (entregador da logística)</span>
        </Line>
      ) : null}
      <div className="bc-footer">
        <CardChip
          label={invoice.label}
          color={invoice.color}
          outlined={invoice.color === 'default'}
          title={invoice.title ?? undefined}
          testId="order-card-invoice"
        />
        {order.pago ? <CardChip label="Pago" color="success" extra="bc-chip--paid" testId="order-card-paid" /> : null}
        <h6 className="bc-total" data-testid="order-card-total">
          {formatMoneyReais(order.totalPedido)}
        </h6>
      </div>
    </div>
  );
}
