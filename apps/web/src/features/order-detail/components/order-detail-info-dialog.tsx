import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { logLinesText } from '../model/order-codes';
import { orderInfoRows } from '../model/order-info-rows';
import { orderNumber } from '../../../shared/orders/order-view';
import { Field, FieldGrid, LogBox, Section } from './order-detail-fields';

interface Props {
  order: TOrder;
  onClose: () => void;
}

/** 'Informações': the order's ids, channel, dates, statuses and logs, for support (spec doc 1 §2 item 2). */
export function OrderDetailInfoDialog({ order, onClose }: Props) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="order-detail-info-dialog">
      <DialogTitle>Informações do pedido {orderNumber(order)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FieldGrid columns={2}>
            {orderInfoRows(order).map((row) => (
              <Field key={row.key} label={row.label} testId={`order-detail-info-${row.key}`}>
                {row.value}
              </Field>
            ))}
          </FieldGrid>
          <Section title="Logs">
            <LogBox text={order.logs ? logLinesText(order.logs) : 'Sem registros.'} testId="order-detail-logs" />
          </Section>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
