import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { BOARD_TEXTS } from './board-messages';
import { CourierSelect } from './courier-select';

interface Props {
  open: boolean;
  orderLabel: string;
  isSaving: boolean;
  onConfirm: (courierId: number) => void;
  onClose: () => void;
}

/** doc 2 §2.5: the order logistics dialog — 'Entregador', 'Cancelar' and 'Confirmar'. */
export function CourierDialog({ open, orderLabel, isSaving, onConfirm, onClose }: Props) {
  const [courierId, setCourierId] = useState<number | null>(null);
  const close = () => {
    setCourierId(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" data-testid="courier-dialog">
      <DialogTitle>
        {BOARD_TEXTS.COURIER_DIALOG_TITLE} {orderLabel}
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <CourierSelect value={courierId} onChange={setCourierId} testId="courier-select" disabled={isSaving} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isSaving}>
          {MSG.CANCEL}
        </Button>
        <Button
          variant="contained"
          disabled={courierId === null || isSaving}
          onClick={() => {
            if (courierId === null) return;
            onConfirm(courierId);
            setCourierId(null);
          }}
          data-testid="courier-confirm"
        >
          {MSG.CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
