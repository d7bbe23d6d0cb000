import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PrintIcon from '@mui/icons-material/Print';
import SummarizeIcon from '@mui/icons-material/Summarize';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { orderQueries } from '../../../shared/orders/order-queries';
import { PRINT_ORIGINS, usePrintOrder } from '../api/print-order';
import { isDeliveryMode, isValidBoardOrder } from '../../../shared/orders/order-view';
import { OrderDetailActions } from './order-detail-actions';
import { CourierBlock, CustomerBlock, DeliveryAddressBlock, OrderInfoBlock } from './order-detail-blocks';
import { Section } from './order-detail-fields';
import { OrderDetailHeader } from './order-detail-header';
import { OrderDetailInfoDialog } from './order-detail-info-dialog';
import { OrderDetailItems, OrderDetailPayments, OrderDetailTotals } from './order-detail-items';
import { OrderDetailSummaryDialog } from './order-detail-summary-dialog';
import { copyOrderSummary } from './order-summary-copy';

function DetailBody({ order }: { order: TOrder }) {
  const [isSummaryOpen, setSummaryOpen] = useState(false);
  const body = order.iFoodOrder;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 220px' }, gap: 2 }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <OrderInfoBlock order={order} />
          <CustomerBlock order={order} />
          {isDeliveryMode(order) ? <DeliveryAddressBlock order={order} /> : null}
          <CourierBlock order={order} />
        </Stack>
        <OrderDetailActions order={order} />
      </Box>
      <Section
        title="Itens"
        actions={
          <Button
            size="small"
            startIcon={<SummarizeIcon />}
            onClick={() => setSummaryOpen(true)}
            data-testid="order-detail-open-summary"
          >
            Resumo dos itens
          </Button>
        }
      >
        <OrderDetailItems items={body.items} orderId={order.id} />
      </Section>
      <Section title="Pagamentos">
        <OrderDetailPayments payments={body.payments} />
      </Section>
      <OrderDetailTotals order={order} />
      {isSummaryOpen ? <OrderDetailSummaryDialog order={order} onClose={() => setSummaryOpen(false)} /> : null}
    </Stack>
  );
}

interface Props {
  /** The card clicked: shown at once while the full order (with its logs) loads. */
  order: TOrder | null;
  onClose: () => void;
}

/** The integrated-order detail dialog (doc 1 §2 item 1, doc 4 §2 "Delivery board"). */
export function OrderDetailDialog({ order, onClose }: Props) {
  const { data, isFetching, error, isPlaceholderData } = useQuery({
    ...orderQueries.detail(order?.id ?? 0),
    enabled: order !== null,
    placeholderData: order ?? undefined,
  });
  const shown = data ?? order;
  // A board card (`resumo`) has no items, payments' details or logs: the body and the actions wait for the order.
  const isWaitingForOrder = (!data || isPlaceholderData) && order?.resumo === true;
  const notify = useNotify();
  const [isInfoOpen, setInfoOpen] = useState(false);
  const print = usePrintOrder(PRINT_ORIGINS.orderDetail);
  const isValid = shown ? isValidBoardOrder(shown) : false;
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      data-testid="order-detail-dialog"
      slotProps={{ transition: { onExited: () => setInfoOpen(false) } }}
    >
      {shown ? (
        <>
          <DialogTitle component="div">
            {isValid ? <OrderDetailHeader order={shown} /> : `Pedido #${shown.id}`}
          </DialogTitle>
          {isFetching ? <LinearProgress sx={{ mx: 3 }} /> : <Divider />}
          <DialogContent>
            {error ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {readErrorMessage(error, MSG.ORDER_NOT_FOUND)}
              </Alert>
            ) : null}
            {isWaitingForOrder ? (
              error ? null : (
                <Typography color="text.secondary" data-testid="order-detail-loading">
                  {MSG.LOADING}
                </Typography>
              )
            ) : isValid ? (
              <DetailBody order={shown} />
            ) : (
              <Alert severity="error">{MSG.INVALID_ORDER_CLICK}</Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
            <Button
              startIcon={<InfoOutlinedIcon />}
              disabled={isWaitingForOrder}
              onClick={() => setInfoOpen(true)}
              sx={{ mr: 'auto' }}
              data-testid="order-detail-open-info"
            >
              Informações
            </Button>
            <Button
              startIcon={<ContentCopyIcon />}
              disabled={isWaitingForOrder}
              onClick={() => copyOrderSummary(shown, notify)}
              data-testid="order-detail-copy"
            >
              Copiar resumo
            </Button>
            <Button
              startIcon={<PrintIcon />}
              // Sent to the print API (doc 1 §7): the online print page of doc 1 §2 item 16 is not served.
              disabled={print.isPending}
              onClick={() => print.mutate(shown.id)}
              data-testid="order-detail-print"
            >
              Imprimir
            </Button>
            <Button onClick={onClose}>{MSG.CLOSE}</Button>
          </DialogActions>
          {isInfoOpen ? <OrderDetailInfoDialog order={shown} onClose={() => setInfoOpen(false)} /> : null}
        </>
      ) : null}
    </Dialog>
  );
}
