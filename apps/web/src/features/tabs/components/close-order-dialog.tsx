import type { TOrder } from '@brasa/contracts';
import { MSG, formatMoneyReais } from '@brasa/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { openPayment } from '../../../shared/order-dialog/order-dialog-store';
import type { ServiceFeeSettings } from '../../../shared/settings/service-fee-settings';
import { useNotify } from '../../../shared/ui/notify';
import { closeOrder } from '../api/tabs-queries';
import { useCanTakePayment } from '../../../shared/session/use-can-take-payment';
import { buildCloseRequest, initialCloseForm, type CloseOrderForm } from '../model/close-order';
import { digitsOnly } from '../model/transfer-items';
import { TABS_TEXTS } from '../model/tabs-texts';

interface Props {
  order: TOrder;
  serviceFee: ServiceFeeSettings;
  onClose: () => void;
  onSaved: (orders: TOrder[]) => void;
}

/**
 * Close order (doc 3 §3 options, §5 "Close order", §9): split into at least 1 (the people count by default),
 * the service-fee block only with UTILIZA_TAXA_SERVICO, print on close; F10 confirms. The server computes the
 * fee and the split; then the payment opens for who may take money.
 */
export function CloseOrderDialog({ order, serviceFee, onClose, onSaved }: Props) {
  const notify = useNotify();
  const canPay = useCanTakePayment();
  const [form, setForm] = useState<CloseOrderForm>(() => initialCloseForm(order, serviceFee.percent));
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<CloseOrderForm>) => setForm((current) => ({ ...current, ...patch }));

  const confirm = async () => {
    if (busy) return;
    const built = buildCloseRequest(order, form, serviceFee.enabled);
    if (!built.ok) return notify.warning(built.message);
    setBusy(true);
    try {
      const closed = await closeOrder(order.id, built.request);
      notify.success(TABS_TEXTS.ORDER_CLOSED);
      onSaved([closed]);
      onClose();
      if (!closed.pago && canPay) openPayment(closed);
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.SAVE_ORDER_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      data-testid="close-order-dialog"
      onKeyDown={(event) => {
        if (event.key === 'F10') {
          event.preventDefault();
          void confirm();
        }
      }}
    >
      <DialogTitle>{`${TABS_TEXTS.CLOSE_ORDER} · ${formatMoneyReais(order.totalPedido ?? 0)}`}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            label={TABS_TEXTS.DIVIDE_INTO}
            value={form.divideInto}
            autoFocus
            onChange={(e) => set({ divideInto: digitsOnly(e.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'close-divide-into' } }}
          />
          {serviceFee.enabled ? (
            <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="close-service-fee">
              <Typography variant="subtitle2">{TABS_TEXTS.SERVICE_FEE}</Typography>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.recalculateFee}
                    onChange={(e) => set({ recalculateFee: e.target.checked })}
                    slotProps={{ input: { 'data-testid': 'close-recalculate' } as object }}
                  />
                }
                label={TABS_TEXTS.RECALCULATE_FEE}
              />
              <TextField
                fullWidth
                size="small"
                label={TABS_TEXTS.FEE_PERCENT}
                value={form.feePercent}
                disabled={!form.recalculateFee}
                onChange={(e) => set({ feePercent: e.target.value.replace(/[^\d,.]/g, '') })}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'close-fee-percent' } }}
              />
            </Paper>
          ) : null}
          <FormControlLabel
            control={<Checkbox checked={form.print} onChange={(e) => set({ print: e.target.checked })} />}
            label={TABS_TEXTS.PRINT_ORDER}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void confirm()} data-testid="close-order-confirm">
          {`${TABS_TEXTS.CONFIRM} (F10)`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
