import { MSG, formatMoneyReais } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MAX_DELETION_REASON_LENGTH, type SavedPayment, checkDeletionReason } from '../model/saved-payments';

interface Props {
  payment: SavedPayment;
  isSaving: boolean;
  /** Resolves true once the payment is deleted. */
  onConfirm: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** doc 1 §5, §7: deleting a payment asks for a justification of at least 5 characters. */
export function DeletePaymentDialog({ payment, isSaving, onConfirm, onClose }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const reason = checkDeletionReason(text);
    if (!reason.ok) return setError(reason.message);
    if (await onConfirm(reason.value)) onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="payment-delete-dialog">
      <DialogTitle>
        Excluir pagamento {payment.name ?? ''} de {formatMoneyReais(payment.value)}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          label="Justificativa"
          value={text}
          error={error !== null}
          helperText={error ?? ' '}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          slotProps={{ htmlInput: { maxLength: MAX_DELETION_REASON_LENGTH, 'data-testid': 'payment-delete-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={isSaving}
          onClick={() => void confirm()}
          data-testid="payment-delete-confirm"
        >
          Excluir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
