import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';

interface Props {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/** A yes/no question ('Cancelar' / 'Confirmar'). */
export function ConfirmDialog({ open, message, onConfirm, onClose, testId }: Props) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid={testId}>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" onClick={onConfirm} data-testid={`${testId}-confirm`} autoFocus>
          {MSG.CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
