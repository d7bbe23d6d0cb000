import type { TOrder } from '@brasa/contracts';
import { MSG, ORDER_STATUS_LABELS, formatDateTimeBr, formatMoneyReais, isOrderStatus } from '@brasa/domain';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { NO_COURIER_ID, useAssignCourier } from '../api/assign-courier';
import { orderQueries } from '../api/order-queries';
import { customerNameOf, isScheduledOrder } from '../model/board-filters';
import {
  channelLabel,
  deliveryModeLabel,
  formatDeliveryAddress,
  isDeliveryMode,
  isValidBoardOrder,
  orderNumber,
} from '../model/order-view';
import { CourierSelect } from './courier-select';
import { scheduleText } from './order-card-content';
import { OrderDetailItems, OrderDetailPayments } from './order-detail-items';

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

const dateText = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDateTimeBr(date) : '—';
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function DetailBody({ order }: { order: TOrder }) {
  const assignCourier = useAssignCourier();
  const body = order.iFoodOrder;
  const changeFor = order.levarTrocoPara ?? body.levarTrocoPara;
  const canAssignCourier = order.tipo === 'DELIVERY' && order.situacao !== 'CANCELADO' && order.ativo !== false;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}>
        <Field label="Origem">{channelLabel(order.tipoImportacao)}</Field>
        <Field label="Modo de entrega">{deliveryModeLabel(body.deliveryMethod?.mode)}</Field>
        <Field label="Situação">
          {isOrderStatus(order.situacao) ? ORDER_STATUS_LABELS[order.situacao] : order.situacao}
        </Field>
        <Field label="Cliente">{customerNameOf(order)}</Field>
        <Field label="Telefone">{body.customer?.phone}</Field>
        <Field label="Total">{formatMoneyReais(order.totalPedido)}</Field>
        <Field label="Data de criação">{dateText(order.createdAt)}</Field>
        <Field label="Data do pedido">{dateText(order.dataPedido)}</Field>
        <Field label="Troco para">{changeFor ? formatMoneyReais(changeFor) : null}</Field>
        {isScheduledOrder(order) ? <Field label="Agendamento">{scheduleText(order)}</Field> : null}
        {order.pessoaEntregador && !canAssignCourier ? (
          <Field label="Entregador">{order.pessoaEntregador.nome}</Field>
        ) : null}
        {isDeliveryMode(order) ? (
          <Field label="Endereço de entrega" wide>
            {formatDeliveryAddress(order) ?? 'Nenhum endereço informado'}
          </Field>
        ) : null}
        {order.situacao === 'CANCELADO' ? (
          <Field label="Motivo do cancelamento" wide>
            {order.motivoCancelamento}
          </Field>
        ) : null}
        <Field label="Observações" wide>
          {body.observations}
        </Field>
      </Box>
      {canAssignCourier ? (
        <Box sx={{ maxWidth: 320 }}>
          <CourierSelect
            value={order.pessoaEntregador?.id ?? null}
            allowNone
            disabled={assignCourier.isPending}
            onChange={(courierId) => assignCourier.mutate({ orderId: order.id, courierId: courierId ?? NO_COURIER_ID })}
            testId="order-detail-courier"
          />
        </Box>
      ) : null}
      <Section title="Itens">
        <OrderDetailItems items={body.items} />
      </Section>
      <Section title="Pagamentos">
        <OrderDetailPayments payments={body.payments} />
      </Section>
      <Section title="Logs">
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1,
            maxHeight: 160,
            overflow: 'auto',
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: 12,
            whiteSpace: 'pre-wrap',
          }}
          data-testid="order-detail-logs"
        >
          {order.logs || 'Sem registros.'}
        </Box>
      </Section>
    </Stack>
  );
}

interface Props {
  /** The card clicked: shown at once while the full order (with its logs) loads. */
  order: TOrder | null;
  onClose: () => void;
}

/** The integrated-order detail dialog (doc 4 §2 "Delivery board"). */
export function OrderDetailDialog({ order, onClose }: Props) {
  const { data, isFetching, error } = useQuery({
    ...orderQueries.detail(order?.id ?? 0),
    enabled: order !== null,
    placeholderData: order ?? undefined,
  });
  const shown = data ?? order;
  return (
    <Dialog open={order !== null} onClose={onClose} fullWidth maxWidth="md" data-testid="order-detail-dialog">
      {shown ? (
        <>
          <DialogTitle component="div">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                Pedido {orderNumber(shown)}
              </Typography>
              <Chip size="small" label={`ID ${shown.id}`} />
            </Stack>
          </DialogTitle>
          {isFetching ? <LinearProgress sx={{ mx: 3 }} /> : <Divider />}
          <DialogContent>
            {error ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {readErrorMessage(error, MSG.ORDER_NOT_FOUND)}
              </Alert>
            ) : null}
            {isValidBoardOrder(shown) ? (
              <DetailBody order={shown} />
            ) : (
              <Alert severity="error">{MSG.INVALID_ORDER_CLICK}</Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="order-detail-print">
              Imprimir
            </Button>
            <Button onClick={onClose}>{MSG.CLOSE}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
