import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { BOARD_TEXTS } from '../model/board-messages';

interface Props {
  open: boolean;
  orderLabel: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Moving to CANCELADO asks for the reason; an empty one gets 'É necessário preencher o campo.' */
export function CancelReasonDialog({ open, orderLabel, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(MSG.CANCEL_JUSTIFICATION_REQUIRED);
    const text = reason.trim();
    setReason('');
    setError(null);
    onConfirm(text);
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" data-testid="cancel-reason-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {BOARD_TEXTS.CANCEL_REASON_TITLE} {orderLabel}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={BOARD_TEXTS.CANCEL_REASON_LABEL}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'cancel-reason-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{MSG.CANCEL}</Button>
          <Button type="submit" variant="contained" color="error" data-testid="cancel-reason-confirm">
            {MSG.CONFIRM}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
